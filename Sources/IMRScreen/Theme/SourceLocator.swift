import Foundation

/// Finds the line a key was written on in a TOML file.
///
/// TOMLKit reports lines for syntax errors only; for a wrong value the message still needs one.
/// This reads the text the simple way themes are written (`[styles]` then `"role" = { ... }`, or
/// `[styles."role"]` then `fg = ...`) and answers nil when unsure.
struct SourceLocator {
    private let lines: [Substring]

    init(source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line (1-based) where the key with dotted path `path` is written, or where its table
    /// header is. Quotes and spaces around dots do not matter.
    func line(ofKey path: [String]) -> Int? {
        let wanted = path.joined(separator: ".")
        var table = ""
        var headerLine: Int?
        for (index, rawLine) in lines.enumerated() {
            let line = SourceLocator.stripComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                table = SourceLocator.normalize(String(line.drop(while: { $0 == "[" }).prefix(while: { $0 != "]" })))
                if table == wanted { headerLine = index + 1 }
                if let headerLine, !wanted.hasPrefix(table) { return headerLine }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = SourceLocator.normalize(String(line[..<equals]))
            let full = table.isEmpty ? key : table + "." + key
            if full == wanted { return index + 1 }
            // A property inside an inline table: `"list.cursor" = { fg = "x" }`.
            if let last = path.last, path.count >= 2, full == path.dropLast().joined(separator: "."),
               line[equals...].contains(last) {
                return index + 1
            }
        }
        if let headerLine { return headerLine }
        // The parent (the role itself) is the next best place.
        return path.count > 1 ? line(ofKey: Array(path.dropLast())) : nil
    }

    private static func normalize(_ key: String) -> String {
        key.filter { $0 != "\"" && $0 != "'" && !$0.isWhitespace }
    }

    /// The line without a trailing `# comment` (a `#` inside quotes is kept: "#rrggbb").
    private static func stripComment(_ line: Substring) -> String {
        var quote: Character?
        var result = ""
        for character in line {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                break
            }
            result.append(character)
        }
        return result
    }
}
