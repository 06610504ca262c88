import Foundation
import TOMLKit

/// Writing the user's choices back into `config.toml`: the one setting changed in place, the other
/// settings and the comments as they were, the file replaced atomically (`AtomicFile`).
extension UserConfig {
    /// Keeps `theme` in the configuration file (made, with its folder, when missing). Throws a message
    /// naming the file and the reason when it cannot be written; a file TOML cannot read is left alone.
    static func keepTheme(_ theme: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CommandFailure) {
        guard let path = path(environment: environment) else {
            throw CommandFailure(message: "no configuration folder: neither XDG_CONFIG_HOME nor HOME is set")
        }
        // A configuration kept elsewhere through a link is written where it lives.
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var text = ""
        if FileManager.default.fileExists(atPath: target) {
            guard let read = try? String(contentsOfFile: target, encoding: .utf8) else {
                throw CommandFailure(message: "\(target): could not be read, so it was not changed")
            }
            text = read
        }
        try KeptFile.write(try setting("theme", to: theme, in: text, path: target), to: target)
    }

    /// `text` with the top-level string `key` set to `value`: its line rewritten in place (a comment after
    /// the value kept), else a line added before the first table; through TOMLKit (which drops comments)
    /// only when the line cannot be edited so.
    static func setting(_ key: String, to value: String, in text: String, path: String) throws(CommandFailure) -> String {
        do {
            _ = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw CommandFailure(message: "\(path) line \(error.source.begin.line): \(error.description); it was not changed")
        } catch {
            throw CommandFailure(message: "\(path): \(error); it was not changed")
        }
        let quoted = "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        var lines = text.components(separatedBy: "\n")
        let firstTable = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("[") } ?? lines.endIndex
        if let found = lines[..<firstTable].firstIndex(where: { assignedKey(in: $0) == key }) {
            lines[found] = "\(key) = \(quoted)" + (trailingComment(of: lines[found]).map { " " + $0 } ?? "")
        } else if firstTable < lines.endIndex {
            lines.insert(contentsOf: ["\(key) = \(quoted)", ""], at: firstTable)
        } else {
            if lines.last == "" { lines.removeLast() }
            lines.append("\(key) = \(quoted)")
            lines.append("")
        }
        let edited = lines.joined(separator: "\n")
        if let table = try? TOMLTable(string: edited), table[key]?.string == value { return edited }
        // The line could not be edited in place (a value over several lines, say): TOMLKit writes it all.
        guard let table = try? TOMLTable(string: text) else { return edited }
        table[key] = value
        return table.convert()
    }

    /// The bare key a `key = value` line sets, if it is one.
    private static func assignedKey(in line: String) -> String? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let key = line[..<equals].trimmingCharacters(in: .whitespaces)
        return key.isEmpty || key.hasPrefix("#") ? nil : key
    }

    /// `# …` after a one-line string value, if the line has one.
    private static func trailingComment(of line: String) -> String? {
        guard let equals = line.firstIndex(of: "=") else { return nil }
        let value = line[line.index(after: equals)...].drop { $0 == " " || $0 == "\t" }
        guard let quote = value.first, quote == "\"" || quote == "'" else { return nil }
        var escaped = false
        var index = value.index(after: value.startIndex)
        while index < value.endIndex {
            let character = value[index]
            if character == quote && !escaped {
                let rest = value[value.index(after: index)...].trimmingCharacters(in: .whitespaces)
                return rest.hasPrefix("#") ? rest : nil
            }
            escaped = quote == "\"" && character == "\\" && !escaped
            index = value.index(after: index)
        }
        return nil
    }
}
