/// A named set of styles, one per role, with inheritance already applied.
public struct Theme: Hashable, Sendable {
    /// The theme's name ("default", "dark", or the file name of a user theme).
    public var name: String
    /// Where it came from: "built-in" or a file path.
    public var source: String
    /// The styles the theme (or a theme it inherits from) defines.
    public var styles: [Role: Style]

    public init(name: String, source: String = "built-in", styles: [Role: Style] = [:]) {
        self.name = name
        self.source = source
        self.styles = styles
    }

    /// The style for `role`, following each role's fallback when the theme leaves it out.
    /// `list.cursor.marked` falls back to the cursor and marked styles combined.
    public func style(for role: Role) -> Style {
        if let style = styles[role] { return style }
        if role == .listCursorMarked {
            return Style.combining(cursor: style(for: .listCursor), marked: style(for: .listMarked))
        }
        guard let fallback = role.fallback else { return Style() }
        return style(for: fallback)
    }

    /// A theme with no styles: the terminal's colours and no attributes.
    public static let empty = Theme(name: "empty")
}
