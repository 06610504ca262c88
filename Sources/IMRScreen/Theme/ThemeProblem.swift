/// A problem in a theme file, with where it is.
public struct ThemeProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, or "built-in theme NAME".
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known (syntax errors).
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// "theme file ~/.config/imr/themes/x.toml, line 4: unknown role \"list.cursr\" (ignored)".
    public var description: String {
        var place = "theme file \(file)"
        if let line { place += ", line \(line)" }
        if let column { place += ", column \(column)" }
        return place + ": " + message
    }
}
