import Foundation
import TOMLKit

/// `$XDG_CONFIG_HOME/imr/config.toml` (default ~/.config): the user's standing choices.
///
///     theme = "dark"
struct UserConfig {
    var theme: String?
    /// Problems reading the file, naming it and the line, for the status bar.
    var warnings: [String] = []

    static func path(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty { return config + "/imr/config.toml" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/imr/config.toml" }
        return nil
    }

    static func load(environment: [String: String] = ProcessInfo.processInfo.environment) -> UserConfig {
        guard let path = path(environment: environment), FileManager.default.fileExists(atPath: path) else {
            return UserConfig()
        }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            return UserConfig(warnings: ["\(path): could not be read"])
        }
        do {
            let table = try TOMLTable(string: text)
            var config = UserConfig()
            if let value = table["theme"] {
                if let name = value.string { config.theme = name } else {
                    config.warnings.append("\(path): theme must be a string such as \"dark\"")
                }
            }
            return config
        } catch let error as TOMLParseError {
            return UserConfig(warnings: ["\(path) line \(error.source.begin.line): \(error.description)"])
        } catch {
            return UserConfig(warnings: ["\(path): \(error)"])
        }
    }
}
