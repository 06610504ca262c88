import IMRText

/// How tags are written and compared: kept as first typed (trimmed, each run of spaces made one) and
/// compared without regard to case, so "MRI" and "mri" are one tag.
public enum TagName {
    /// Trimmed, with each run of spaces made one: the tag as kept.
    public static func spaced(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The form tags are compared in.
    public static func fold(_ tag: String) -> String { CaseFold.key(spaced(tag)) }

    /// Why `tag` cannot be a tag (empty, or holding a control character or a comma, which separates
    /// values in the filter line); nil when it can.
    public static func problem(_ tag: String) -> String? {
        let tag = spaced(tag)
        if tag.isEmpty { return "a tag cannot be empty" }
        if tag.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "," }) {
            return "a tag cannot hold control characters or commas"
        }
        return nil
    }
}
