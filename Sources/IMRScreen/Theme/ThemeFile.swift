import TOMLKit

/// One theme file as written, before inheritance.
struct ThemeFile: Sendable {
    /// The theme to start from: nil for the implicit "default", "none" for nothing.
    var inherit: String?
    var description: String?
    var styles: [Role: Style] = [:]

    static let styleColorKeys = ["fg", "bg"]
    static let topLevelKeys = ["inherit", "description", "styles"]

    /// Parses theme TOML. Throws on a syntax error (with line and column); anything else wrong
    /// (an unknown role, a bad colour, a value of the wrong type) is skipped and reported in
    /// `problems`, so the rest of the theme still applies.
    static func parse(_ source: String, file: String) throws(ThemeProblem) -> (ThemeFile, problems: [ThemeProblem]) {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: source)
        } catch let error as TOMLParseError {
            throw ThemeProblem(file: file, line: error.source.begin.line, column: error.source.begin.column, message: error.description)
        } catch {
            throw ThemeProblem(file: file, message: "cannot read TOML: \(error)")
        }
        var reader = Reader(locator: SourceLocator(source: source), file: file)
        var theme = ThemeFile()
        for (key, value) in table {
            switch key {
            case "inherit":
                if let name = value.string { theme.inherit = name } else { reader.wrongType([key], expected: "a theme name in quotes") }
            case "description":
                if let text = value.string { theme.description = text } else { reader.wrongType([key], expected: "text in quotes") }
            case "styles":
                if let styles = value.table { reader.readStyles(styles, path: [], into: &theme.styles) } else { reader.wrongType([key], expected: "a table: [styles]") }
            default:
                reader.problem([key], "unknown setting \"\(key)\" (ignored; expected \(topLevelKeys.joined(separator: ", ")))")
            }
        }
        return (theme, reader.problems)
    }

    /// Walks the `[styles]` table, collecting problems with their lines.
    private struct Reader {
        let locator: SourceLocator
        let file: String
        var problems: [ThemeProblem] = []

        mutating func problem(_ path: [String], _ message: String) {
            problems.append(ThemeProblem(file: file, line: locator.line(ofKey: path), message: message))
        }

        mutating func wrongType(_ path: [String], expected: String) {
            problem(path, "\"\(path.joined(separator: "."))\" should be \(expected) (ignored)")
        }

        /// Roles may be written as quoted keys ("list.cursor") or nested tables (list.cursor):
        /// both give the dotted path that names the role.
        mutating func readStyles(_ table: TOMLTable, path: [String], into styles: inout [Role: Style]) {
            let fullPath = ["styles"] + path
            let roleName = path.joined(separator: ".")
            var style = Style()
            var hasStyleKeys = false
            for (key, value) in table {
                let keyPath = fullPath + [key]
                if let nested = value.table {
                    readStyles(nested, path: path + [key], into: &styles)
                    continue
                }
                guard !path.isEmpty else {
                    wrongType(keyPath, expected: "a style table like { fg = \"red\", bold = true }")
                    continue
                }
                hasStyleKeys = true
                readProperty(key, value, path: keyPath, into: &style)
            }
            guard hasStyleKeys || (table.isEmpty && !path.isEmpty) else { return }
            if let role = Role(name: roleName) {
                styles[role] = style
            } else {
                problem(fullPath, "unknown role \"\(roleName)\" (ignored; see docs/themes.md for the roles)")
            }
        }

        mutating func readProperty(_ key: String, _ value: TOMLValueConvertible, path: [String], into style: inout Style) {
            if ThemeFile.styleColorKeys.contains(key) {
                guard let color = color(from: value, path: path) else { return }
                if key == "fg" { style.foreground = color } else { style.background = color }
            } else if let attribute = Attributes.named.first(where: { $0.name == key })?.attribute {
                guard let flag = value.bool else {
                    wrongType(path, expected: "true or false")
                    return
                }
                if flag { style.attributes.insert(attribute) } else { style.attributes.remove(attribute) }
            } else {
                problem(path, "unknown style property \"\(key)\" (ignored; expected fg, bg, bold, underline, reverse, dim, italic)")
            }
        }

        mutating func color(from value: TOMLValueConvertible, path: [String]) -> ThemeColor? {
            if let number = value.int {
                if let color = ThemeColor(paletteIndex: number) { return color }
                problem(path, "colour index \(number) is out of range 0–255 (ignored)")
                return nil
            }
            guard let text = value.string else {
                wrongType(path, expected: "a colour: \"red\", \"bright-blue\", \"default\", 0–255 or \"#rrggbb\"")
                return nil
            }
            if let color = ThemeColor(name: text) { return color }
            problem(path, "unknown colour \"\(text)\" (ignored; use a name like \"red\" or \"bright-blue\", \"default\", 0–255 or \"#rrggbb\")")
            return nil
        }
    }
}
