/// The help screen's text for one context, as plain data: the context's own keys, then those of the
/// sections it falls back to, each key listed only where pressing it really gives that action here.
/// The view styles it; the state needs only its length (to scroll).
public struct HelpPage: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        case heading(String)
        case entry(keys: String, help: String)
        case note(String)
        case blank
    }

    public let context: KeyContext
    public let lines: [Line]

    public init(context: KeyContext) {
        self.context = context
        var lines: [Line] = []
        for section in context.lookupOrder {
            let entries = ActionTable.bindings(in: section).compactMap { binding -> Line? in
                let keys = ActionTable.effectiveKeys(binding, in: context)
                return keys.isEmpty ? nil : .entry(keys: ActionTable.keyNames(keys), help: binding.help)
            }
            guard !entries.isEmpty else { continue }
            if !lines.isEmpty { lines.append(.blank) }
            lines.append(.heading(section.title))
            lines += entries
        }
        lines.append(.blank)
        lines += Self.notes(context).map(Line.note)
        self.lines = lines
    }

    /// What the table cannot say: typing, and the filter line's language.
    static func notes(_ context: KeyContext) -> [String] {
        var notes: [String] = []
        switch context {
        case .picker:
            notes.append("Other keys type: the list narrows to values holding the text.")
            notes.append("Counts are the cases the other active filters leave.")
        case .prompt:
            notes.append("Other keys type.")
            notes += filterLineNotes
        case .list, .casePane:
            notes += filterLineNotes
        default:
            break
        }
        notes.append("C-c quits from anywhere.")
        return notes
    }

    static let filterLineNotes = [
        "Filter line (f), for example:",
        "  overturned spec:\"pain management\" ch:12 cat:imaging mri",
        "  item:overturned decided:2016-12..2017-01 injured:..2014",
        "  (dates also by received:, assigned: and denied:)",
        "  treat:mri treat:lumbar treatment:\"MRI lumbar spine\" region:knee",
        "Item terms (item: cat: ch: treatment: region: treat:) hold together",
        "for one item; the others, and plain words, for the case.",
        "@name is the filter saved under that name (W saves, @ lists them).",
    ]
}
