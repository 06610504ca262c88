import Foundation

/// What a user's note is compared and joined by when two writers meet: the browser, `imr note` and
/// another imr may each start from a note the other has changed since.
public enum NoteText {
    /// Two notes are the same when they say the same once trimmed; no note and a blank one are one.
    public static func same(_ first: String?, _ second: String?) -> Bool {
        trimmed(first) == trimmed(second)
    }

    /// Both notes, the one kept now first and the user's after, so nothing of either is lost.
    public static func both(kept: String, yours: String) -> String {
        let kept = trimmed(kept), yours = trimmed(yours)
        if kept.isEmpty { return yours }
        if yours.isEmpty || kept == yours { return kept }
        return kept + "\n\n" + yours
    }

    /// The note on one line for a question about it: lines joined by " / ", cut after `limit` characters.
    public static func excerpt(_ note: String, limit: Int = 60) -> String {
        let line = trimmed(note).split(whereSeparator: \.isNewline).joined(separator: " / ")
        return line.count <= limit ? line : String(line.prefix(limit)) + "…"
    }

    static func trimmed(_ text: String?) -> String {
        text?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }
}
