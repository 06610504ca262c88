/// Rows as CSV by RFC 4180: fields joined by commas, lines ended by CRLF, and a field that holds a
/// comma, a quote, a line break or leading or trailing spaces put in quotes with its quotes doubled.
/// Control characters are escaped first (`SafeText`), as in every export.
public enum CSVText {
    public static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    public static func field(_ raw: String) -> String {
        let text = SafeText.escaped(raw, keepNewlines: true)
        let needsQuotes = text.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            || text.first == " " || text.last == " "
        guard needsQuotes else { return text }
        var quoted = "\""
        for character in text {
            if character == "\"" { quoted.append("\"") }
            quoted.append(character)
        }
        return quoted + "\""
    }
}
