/// The marks a typed phrase may be quoted with: straight double quotes, and the curly ones that text
/// copied from a letter or a word processor brings. The filter line and the `/` search read them alike.
public enum QuoteMarks {
    public static let double: Set<Character> = ["\"", "\u{201C}", "\u{201D}"]

    /// `text` with its curly double quotes made straight, character for character (offsets keep).
    public static func straightened(_ text: String) -> String {
        guard text.contains(where: { $0 == "\u{201C}" || $0 == "\u{201D}" }) else { return text }
        return String(text.map { $0 == "\u{201C}" || $0 == "\u{201D}" ? "\"" : $0 })
    }
}
