import IMRExport
import IMRText

/// A change to the user's tags and notes, asked for by the browser and carried out by the app (through
/// its `NotesBackend`, the notes store, off the key loop). Cases are named by `CaseKey`.
public enum NotesChange: Equatable, Sendable {
    case addTag(String, keys: [String])
    case removeTag(String, keys: [String])
    /// Text of nothing but spaces removes the note. `base` is the note the user started from: when
    /// the store holds another by now, nothing is written (`NoteConflict`).
    case setNote(String, key: String, base: String)

    /// What the status line says once the store has it; `changed` is how many cases it changed.
    public func report(changed: Int) -> String {
        switch self {
        case .addTag(let tag, let keys):
            if changed == 0 { return keys.count == 1 ? "The case is already tagged \(tag)" : "Every case is already tagged \(tag)" }
            return "Tagged \(Wording.count(changed, "case")) \(tag)"
        case .removeTag(let tag, _):
            return changed == 0 ? "No case was tagged \(tag)" : "Took \(tag) off \(Wording.count(changed, "case"))"
        case .setNote(let text, _, _):
            return text.allSatisfy(\.isWhitespace) ? "Note removed" : "Note kept"
        }
    }

    /// What is being written, for the status line of a quit that waits for it.
    public var pending: String {
        switch self {
        case .addTag(let tag, let keys), .removeTag(let tag, let keys):
            return "the tag \(tag) on \(Wording.count(keys.count, "case"))"
        case .setNote(_, let key, _):
            return key.hasPrefix("text:") ? "a note" : "the note on \(key)"
        }
    }

    /// The start of the status line when the store could not take it.
    public var failure: String {
        switch self {
        case .addTag, .removeTag: return "The tag was not kept"
        case .setNote: return "The note was not kept"
        }
    }
}
