import Foundation

/// Finds and loads themes: built-in ones by name, user themes in
/// `$XDG_CONFIG_HOME/imr/themes/NAME.toml` (default `~/.config/imr/themes`), or any `.toml` path.
///
/// Loading never fails: a missing or broken theme gives the default theme (or as much of the
/// requested one as is sound) and messages saying what was wrong, file and line included.
public struct ThemeCatalog: Sendable {
    /// The folder holding user themes, if a home or config folder is known.
    public let userThemeDirectory: String?

    /// The built-in theme every other theme starts from unless it says `inherit = "none"`.
    public static let defaultName = "default"

    /// A catalog for the given environment (uses `XDG_CONFIG_HOME` and `HOME`).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            userThemeDirectory = config + "/imr/themes"
        } else if let home = environment["HOME"], !home.isEmpty {
            userThemeDirectory = home + "/.config/imr/themes"
        } else {
            userThemeDirectory = nil
        }
    }

    /// A catalog reading user themes from `directory` (for tests).
    public init(userThemeDirectory directory: String?) {
        userThemeDirectory = directory
    }

    /// Theme names for cycling: the built-in ones in their order, then user themes by name.
    public func availableNames() -> [String] {
        var names = BuiltinThemes.names
        let files = userThemeDirectory.flatMap { try? FileManager.default.contentsOfDirectory(atPath: $0) } ?? []
        for file in files.sorted() where file.hasSuffix(".toml") {
            let name = String(file.dropLast(5))
            if !names.contains(name) && ThemeCatalog.isThemeName(name) { names.append(name) }
        }
        return names
    }

    /// Loads the theme named `nameOrPath` (a path when it contains "/" or ends in ".toml"),
    /// returning it with warnings to show the user. Falls back to the default theme when the
    /// theme cannot be found or does not parse.
    public func load(_ nameOrPath: String) -> (theme: Theme, warnings: [String]) {
        var warnings: [ThemeProblem] = []
        let theme = resolve(nameOrPath, visited: [], warnings: &warnings) ?? fallback(&warnings)
        return (theme, warnings.map(\.description))
    }

    /// The default theme (always loads: it is built in).
    public func defaultTheme() -> Theme {
        var ignored: [ThemeProblem] = []
        return fallback(&ignored)
    }

    private func fallback(_ warnings: inout [ThemeProblem]) -> Theme {
        let source = BuiltinThemes.source(named: ThemeCatalog.defaultName) ?? ""
        let label = "built-in theme \(ThemeCatalog.defaultName)"
        guard let parsed = try? ThemeFile.parse(source, file: label) else {
            return Theme(name: ThemeCatalog.defaultName)
        }
        return Theme(name: ThemeCatalog.defaultName, source: "built-in", styles: parsed.0.styles)
    }

    /// Loads one theme and what it inherits. `visited` holds the sources already on the chain,
    /// which breaks inheritance loops and lets a user theme inherit the built-in of its own name.
    private func resolve(_ nameOrPath: String, visited: [String], warnings: inout [ThemeProblem]) -> Theme? {
        guard visited.count < 8 else {
            warnings.append(ThemeProblem(file: visited.last ?? nameOrPath, message: "themes inherit too deeply (stopped at \"\(nameOrPath)\")"))
            return nil
        }
        guard let found = locate(nameOrPath, excluding: visited, warnings: &warnings) else { return nil }
        let file: ThemeFile
        do {
            let parsed = try ThemeFile.parse(found.source, file: found.label)
            file = parsed.0
            warnings.append(contentsOf: parsed.problems)
        } catch {
            warnings.append(error)
            warnings.append(ThemeProblem(file: found.label, message: "using the default theme instead"))
            return nil
        }
        var styles: [Role: Style] = [:]
        let parentName = file.inherit ?? (found.name == ThemeCatalog.defaultName && found.label.hasPrefix("built-in") ? "none" : ThemeCatalog.defaultName)
        if parentName != "none" && !parentName.isEmpty {
            if let parent = resolve(parentName, visited: visited + [found.label], warnings: &warnings) {
                styles = parent.styles
            } else if parentName != ThemeCatalog.defaultName {
                styles = fallback(&warnings).styles
            }
        }
        styles.merge(file.styles) { _, own in own }
        return Theme(name: found.name, source: found.label, styles: styles)
    }

    private struct Located {
        var name: String
        /// A file path, or "built-in theme NAME".
        var label: String
        var source: String
    }

    private func locate(_ nameOrPath: String, excluding visited: [String], warnings: inout [ThemeProblem]) -> Located? {
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".toml") {
            return readFile(nameOrPath, name: ThemeCatalog.name(ofPath: nameOrPath), visited: visited, warnings: &warnings)
        }
        guard ThemeCatalog.isThemeName(nameOrPath) else {
            warnings.append(ThemeProblem(file: nameOrPath, message: "not a theme name (use letters, digits, '-', '_' or a path to a .toml file)"))
            return nil
        }
        if let directory = userThemeDirectory {
            let path = directory + "/" + nameOrPath + ".toml"
            if !visited.contains(path) && FileManager.default.fileExists(atPath: path) {
                return readFile(path, name: nameOrPath, visited: visited, warnings: &warnings)
            }
        }
        let label = "built-in theme \(nameOrPath)"
        if let source = BuiltinThemes.source(named: nameOrPath), !visited.contains(label) {
            return Located(name: nameOrPath, label: label, source: source)
        }
        let known = availableNames().joined(separator: ", ")
        warnings.append(ThemeProblem(file: nameOrPath, message: "no such theme (available: \(known))"))
        return nil
    }

    private func readFile(_ path: String, name: String, visited: [String], warnings: inout [ThemeProblem]) -> Located? {
        guard !visited.contains(path) else {
            warnings.append(ThemeProblem(file: path, message: "inherits from itself"))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            warnings.append(ThemeProblem(file: path, message: "cannot be read"))
            return nil
        }
        guard let source = String(data: data, encoding: .utf8) else {
            warnings.append(ThemeProblem(file: path, message: "is not UTF-8 text"))
            return nil
        }
        return Located(name: name, label: path, source: source)
    }

    static func name(ofPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".toml") ? String(file.dropLast(5)) : file
    }

    static func isThemeName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
            && !name.hasPrefix(".")
    }
}
