/// How tags are written and compared: kept as first typed (trimmed, inner runs of spaces made one),
/// compared without regard to case, so "MRI" and "mri" are one tag.
public enum TagName {
    /// The tag as kept, or why it cannot be one.
    public static func clean(_ typed: String) throws(NotesStoreError) -> String {
        let tag = spaced(typed)
        guard !tag.isEmpty else { throw .badTag("a tag cannot be empty") }
        if tag.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "," }) {
            throw .badTag("a tag cannot hold control characters or commas")
        }
        return tag
    }

    /// The form tags are compared in.
    public static func fold(_ tag: String) -> String { spaced(tag).lowercased() }

    /// Trimmed, with each run of spaces made one.
    static func spaced(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
