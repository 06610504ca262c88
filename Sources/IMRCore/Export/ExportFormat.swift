/// The forms a case can be exported in.
public enum ExportFormat: String, CaseIterable, Sendable {
    case text, markdown, json

    public var fileExtension: String {
        switch self {
        case .text: return "txt"
        case .markdown: return "md"
        case .json: return "json"
        }
    }

    public func render(_ letter: IMRCase) -> String {
        switch self {
        case .text: return CaseReport.text(letter)
        case .markdown: return CaseReport.markdown(letter)
        case .json: return CaseJSON.pretty(letter) + "\n"
        }
    }

    /// A file name made from a case id that cannot leave the chosen folder: no separators, no leading
    /// dot, no control characters.
    public static func safeFileName(for id: String, extension ext: String) -> String {
        var name = ""
        for scalar in id.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || scalar == "/" || scalar == "\\"
                || scalar == ":" {
                name.append("_")
            } else {
                name.unicodeScalars.append(scalar)
            }
        }
        while name.hasPrefix(".") { name.removeFirst() }
        if name.isEmpty { name = "case" }
        // At most 200 bytes (file names hold 255), cut between characters.
        while name.utf8.count > 200 { name.removeLast() }
        return name + "." + ext
    }
}
