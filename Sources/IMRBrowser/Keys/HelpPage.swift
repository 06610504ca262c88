import IMRModel

/// The help screen's text for one context, as plain data. First where it was opened: the context's own
/// keys, then those of the sections it falls back to, each key listed only where pressing it really
/// gives that action here, and the notes on typing. Then, as tig lists every keymap, one section for each
/// other context, its keys as pressed there. The view wraps it to the screen (`HelpLayout`); the state
/// scrolls it.
public struct HelpPage: Equatable, Sendable {
    public enum Line: Equatable, Sendable {
        case heading(String)
        case entry(keys: String, help: String)
        case note(String)
        /// Where the keys of the other contexts start.
        case part(String)
        case blank
    }

    public let context: KeyContext
    public let lines: [Line]

    public init(context: KeyContext) {
        self.context = context
        var lines: [Line] = []
        for section in context.lookupOrder { Self.append(section, keysIn: context, to: &lines) }
        let notes = Self.notes(context)
        if !notes.isEmpty { lines += [.blank] + notes.map(Line.note) }
        let others = ActionTable.documentedOrder.filter { !context.lookupOrder.contains($0) }
        if !others.isEmpty {
            lines += [.blank, .part(Self.elsewhere)]
            for section in others { Self.append(section, keysIn: section, to: &lines) }
        }
        lines += [.blank, .note("C-c quits from anywhere.")]
        self.lines = lines
    }

    static let elsewhere = "Elsewhere: the keys of the other views"

    /// A section's heading and its entries, with the keys that give each action when pressed in `context`.
    static func append(_ section: KeyContext, keysIn context: KeyContext, to lines: inout [Line]) {
        let entries = ActionTable.bindings(in: section).compactMap { binding -> Line? in
            let keys = ActionTable.effectiveKeys(binding, in: context)
            return keys.isEmpty ? nil : .entry(keys: ActionTable.keyNames(keys), help: binding.help)
        }
        guard !entries.isEmpty else { return }
        if !lines.isEmpty { lines.append(.blank) }
        lines.append(.heading(section.title))
        lines += entries
    }

    /// The lines about the context it was opened from, before the other contexts.
    public var ownLines: ArraySlice<Line> {
        lines.prefix { $0 != .part(Self.elsewhere) }
    }

    /// What the table cannot say: typing, and the filter line's language.
    static func notes(_ context: KeyContext) -> [String] {
        var notes: [String] = []
        switch context {
        case .picker:
            notes.append("Other keys type (? too: F1 shows these keys): the list narrows to")
            notes.append("values holding the text, or, for reasons, meaning it.")
            notes.append("Counts are the cases the other active filters leave.")
        case .prompt:
            notes.append("Other keys type.")
            notes += filterLineNotes
        case .list, .casePane:
            notes += filterLineNotes
        default:
            break
        }
        return notes
    }

    static let filterLineNotes = [
        "Filter line (f), for example:",
        "  overturned spec:\"pain management\" ch:12 cat:imaging mri",
        "  item:overturned decided:2017-01..2017-02 injured:..2016-10",
        "  (dates also by received:, assigned: and denied:)",
        "  treat:mri treat:knee item:overturned   treatment:\"L-spine MRI\"",
        "Item terms (item: cat: ch: treatment: region: treat:) hold together",
        "for one item; the others, and plain words, for the case. The decision",
        "pane marks the items they find (▶); n and N step through them.",
        "@name is the filter saved under that name (W saves, @ lists them).",
    ]
}
