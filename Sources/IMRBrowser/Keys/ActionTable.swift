import IMRScreen
import IMRIndex

/// One row of the action table: in a context, these keys do this. The single source for the key loop,
/// the help screen and the key tables of docs/reference.md (and the README's first-hour keys).
public struct ActionBinding: Sendable {
    public let context: KeyContext
    public let action: BrowserAction
    /// What the help screen and the reference say it does here.
    public let help: String
    public let keys: [Key]
}

/// What a key does in a context: an action from the table, a character typed, or nothing.
public enum KeyMeaning: Equatable, Sendable {
    case action(BrowserAction, KeyContext)
    case text(Character)
}

public enum ActionTable {
    public static let bindings: [ActionBinding] = [
        // Shared by every list and text: what moving means follows from the context.
        bind(.movement, .move(.down), "Down one (next case, scroll a pane or the help)", .character("j"), .down),
        bind(.movement, .move(.up), "Up one", .character("k"), .up),
        bind(.movement, .move(.pageDown), "One page down", .pageDown),
        bind(.movement, .move(.pageUp), "One page up", .pageUp),
        bind(.movement, .move(.halfPageDown), "Half a page down", .control("d")),
        bind(.movement, .move(.halfPageUp), "Half a page up", .control("u")),
        bind(.movement, .move(.top), "To the first line", .character("g"), .home),
        bind(.movement, .move(.bottom), "To the last line", .character("G"), .end),

        bind(.list, .panes(.toggleMark), "Mark or unmark the case, then go to the next", .character(" ")),
        bind(.casePane, .panes(.toggleMark), "Mark or unmark the case shown", .character(" ")),

        bind(.browser, .panes(.nextPane), "Focus the next pane", .tab),
        bind(.browser, .panes(.previousPane), "Focus the previous pane", .backTab),
        bind(.browser, .panes(.zoom), "Zoom the focused pane (again to unzoom)", .enter),
        bind(.browser, .close, "Unzoom, end the search, or go back a view", .escape),
        bind(.browser, .quit, "Quit", .character("q")),
        bind(.browser, .filter(.showAll), "Show all outcomes", .character("a")),
        bind(.browser, .filter(.showUpheld), "Show upheld only", .character("u")),
        bind(.browser, .filter(.showOverturned), "Show overturned only", .character("o")),
        bind(.browser, .filter(.showPartial), "Show partially overturned only", .character("p")),
        bind(.browser, .filter(.toggleDecisionLevel), "Switch u/o between case outcome and item decision", .character("i")),
        bind(.browser, .filter(.pickSpecialty), "Pick reviewer specialties", .character("s")),
        bind(.browser, .filter(.pickChapter), "Pick guideline chapters", .character("c")),
        bind(.browser, .filter(.pickCategory), "Pick treatment categories (← → treatments, body regions)", .character("t")),
        bind(.browser, .filter(.pickRegion), "Pick body regions", .character("b")),
        bind(.browser, .filter(.pickYear), "Pick decision years", .character("y")),
        bind(.browser, .filter(.pickReason), "Pick decision reasons: why items were decided", .character("w")),
        bind(.browser, .filter(.filterLine), "Type the whole filter as text", .character("f"), .character(":")),
        bind(.browser, .filter(.clearFilters), "Clear every filter (U undoes it)", .character("x")),
        bind(.browser, .filter(.undoFilter), "Undo the last filter change (x, f, @…); again: further", .character("U")),
        bind(.browser, .panes(.saveFilter), "Save the filter under a name (@name in the filter line)", .character("W")),
        bind(.browser, .panes(.pickSavedFilter), "Saved filters, with their case counts: pick one to apply", .character("@")),
        bind(.browser, .panes(.search), "Search the case and the list", .character("/")),
        bind(.browser, .panes(.nextMatch), "Next match of /, else next item an item filter found", .character("n")),
        bind(.browser, .panes(.previousMatch), "Previous match of /, else previous item found", .character("N")),
        bind(.browser, .panes(.sortMenu), "Sort the list", .character("O")),
        bind(.browser, .panes(.clearMarks), "Unmark every case", .character("M")),
        bind(.browser, .panes(.export), "Export the marked cases, else this one", .character("e")),
        bind(.browser, .panes(.exportAllShown), "Export every case the filter shows", .character("E")),
        bind(.browser, .panes(.moreLikeThis), "More like this: the cases most like this one, best first", .character("L")),
        bind(.browser, .panes(.stats), "Statistics of the cases shown", .character("S")),
        bind(.browser, .panes(.problems), "Files that could not be read, letters with warnings", .character("P")),
        bind(.browser, .panes(.precedents), "Precedents: how this item's treatment was decided", .character("d")),
        bind(.browser, .panes(.openLetterFile), "Open the letter's own file (opener or editor)", .character("F")),
        bind(.browser, .panes(.pipeToPager), "Read the case's report in $PAGER", .character("|")),
        bind(.browser, .panes(.copyCaseNumber), "Copy the case number to the clipboard (OSC 52)", .character("Y")),
        bind(.browser, .panes(.tagCases), "Tag marked cases, else this: NAME toggles, -NAME removes", .character("+")),
        bind(.browser, .panes(.writeNote), "Write the case's note (one line; C-x there: $EDITOR)", .character("A")),
        bind(.browser, .filter(.pickTags), "Pick tags (tag:), with their counts", .character("#")),
        bind(.browser, .panes(.reload), "Reload the letters from disk", .character("r")),
        bind(.browser, .panes(.cycleTheme), "Next theme", .character("T")),
        bind(.browser, .help, "The keys of where you are", .character("?"), .function(1)),

        bind(.help, .close, "Close the help", .character("?"), .enter),

        bind(.picker, .move(.down), "Next value", .down, .control("n")),
        bind(.picker, .move(.up), "Previous value", .up, .control("p")),
        bind(.picker, .move(.pageDown), "One page down", .pageDown),
        bind(.picker, .move(.pageUp), "One page up", .pageUp),
        bind(.picker, .move(.top), "First value", .home),
        bind(.picker, .move(.bottom), "Last value", .end),
        bind(.picker, .picker(.choose), "Choose or take back the value (Space too, until you type)", .tab, .character(" ")),
        bind(.picker, .picker(.apply), "Filter by the chosen values, else the one at the cursor", .enter),
        bind(.picker, .picker(.deleteBackward), "Delete the last character typed", .backspace),
        bind(.picker, .picker(.deleteToStart), "Delete what was typed", .control("u")),
        bind(.picker, .picker(.clearChosen), "Choose none", .control("x")),
        bind(.picker, .picker(.nextFacet), "Category, treatment, region, reason: the next (t, w)", .right),
        bind(.picker, .picker(.previousFacet), "Category, treatment, region, reason: the one before", .left),

        bind(.sortMenu, .sortMenu(.choose), "Sort by this (again to reverse)", .enter, .character(" ")),

        bind(.stats, .stats(.nextTab), "Next facet or period", .tab, .right, .character("l")),
        bind(.stats, .stats(.previousTab), "Previous facet or period", .backTab, .left, .character("h")),
        bind(.stats, .stats(.cycleOrder), "Sort by count, item rate or name/time", .character("s")),
        bind(.stats, .stats(.apply), "Filter by this value or period", .enter),
        bind(.stats, .close, "Close the statistics", .character("S")),

        bind(.problems, .problems(.open), "Go to the letter's case", .enter),
        bind(.problems, .close, "Close the problems", .character("P")),

        bind(.savedFilters, .savedFilters(.apply), "Apply the saved filter (in place of the filters)", .enter),
        bind(.savedFilters, .savedFilters(.forget), "Forget the saved filter", .character("D")),

        bind(.precedents, .precedents(.open), "Open the precedent's case (Esc there comes back)", .enter),
        bind(.precedents, .precedents(.exportBrief), "Export the precedent brief (text, or Markdown for .md)", .character("e")),
        bind(.precedents, .filter(.showAll), "Every decision", .character("a")),
        bind(.precedents, .filter(.showUpheld), "Upheld precedents only", .character("u")),
        bind(.precedents, .filter(.showOverturned), "Overturned precedents only", .character("o")),
        bind(.precedents, .filter(.showPartial), "Precedents in partially overturned cases only", .character("p")),
        bind(.precedents, .filter(.pickSpecialty), "Narrow by reviewer specialty", .character("s")),
        bind(.precedents, .filter(.pickChapter), "Narrow by guideline chapter", .character("c")),
        bind(.precedents, .filter(.pickYear), "Narrow by decision year", .character("y")),
        bind(.precedents, .filter(.pickRegion), "Narrow by body region", .character("b")),
        bind(.precedents, .filter(.pickReason), "Narrow to a decision reason: its precedents", .character("w")),
        bind(.precedents, .filter(.filterLine), "Narrow by a filter line (decided:2016.. and the like)", .character("f"), .character(":")),
        bind(.precedents, .filter(.clearFilters), "Clear the narrowing", .character("x")),
        bind(.precedents, .filter(.undoFilter), "Undo the last change of the narrowing", .character("U")),
        bind(.precedents, .close, "Back to where you were", .escape, .character("d")),

        bind(.prompt, .line(.submit), "Done", .enter),
        bind(.prompt, .close, "Cancel", .escape),
        bind(.prompt, .line(.deleteBackward), "Delete before the caret", .backspace),
        bind(.prompt, .line(.deleteForward), "Delete under the caret", .delete),
        bind(.prompt, .line(.caretLeft), "Caret left", .left, .control("b")),
        bind(.prompt, .line(.caretRight), "Caret right", .right, .control("f")),
        bind(.prompt, .line(.wordLeft), "Caret to the word before", .alt("b")),
        bind(.prompt, .line(.wordRight), "Caret past the word after", .alt("f")),
        bind(.prompt, .line(.caretHome), "Caret to the start", .home, .control("a")),
        bind(.prompt, .line(.caretEnd), "Caret to the end", .end, .control("e")),
        bind(.prompt, .line(.deleteToStart), "Delete to the start", .control("u")),
        bind(.prompt, .line(.deleteToEnd), "Delete to the end", .control("k")),
        bind(.prompt, .line(.deleteWordBackward), "Delete back to the space before the caret", .control("w")),
        bind(.prompt, .line(.deleteWordForward), "Delete the word after the caret", .alt("d")),
        bind(.prompt, .line(.olderFilter), "Filter line: the one typed before (history)", .up),
        bind(.prompt, .line(.newerFilter), "Filter line: the one typed after", .down),

        bind(.tagPrompt, .line(.completeTag), "Complete the tag from those in use", .tab),
        bind(.filterPrompt, .line(.completeFilter), "Complete the key or value at the caret from the corpus", .tab),
        bind(.notePrompt, .line(.editNote), "Write the note in $EDITOR instead ($VISUAL, else vi)", .control("x")),

        bind(.confirm, .confirm(.yes), "Yes", .character("y"), .character("Y")),
        bind(.confirm, .confirm(.no), "No (any other key but ? too)", .character("n"), .character("N"), .escape),
        // The question waits while its keys are read: help closes back to it.
        bind(.confirm, .help, "The keys of the question, which stays asked", .character("?"), .function(1)),

        bind(.overlay, .close, "Close", .escape, .character("q")),
        // `?` wherever it is not typed, as in the panes; F1 in a picker too, where `?` types.
        bind(.overlay, .help, "The keys of where you are", .character("?"), .function(1)),
    ]

    /// Ctrl-C quits from anywhere, whatever the context (as SIGINT would).
    public static let quitAnywhere = Key.control("c")

    private static func bind(_ context: KeyContext, _ action: BrowserAction, _ help: String, _ keys: Key...) -> ActionBinding {
        ActionBinding(context: context, action: action, help: help, keys: keys)
    }

    private static let byContext: [KeyContext: [Key: BrowserAction]] = {
        var table: [KeyContext: [Key: BrowserAction]] = [:]
        for binding in bindings {
            for key in binding.keys { table[binding.context, default: [:]][key] = binding.action }
        }
        return table
    }()

    /// What `key` does in `context`: its own section first, then typing (where text is typed), then the
    /// fallback sections in order.
    public static func meaning(of key: Key, in context: KeyContext) -> KeyMeaning? {
        if key == quitAnywhere { return .action(.quit, context) }
        if let action = byContext[context]?[key] { return .action(action, context) }
        if context.takesText, case .character(let character) = key { return .text(character) }
        for fallback in context.fallbacks {
            if let action = byContext[fallback]?[key] { return .action(action, fallback) }
        }
        return nil
    }

    public static func bindings(in context: KeyContext) -> [ActionBinding] {
        bindings.filter { $0.context == context }
    }

    /// The first binding of an action in a context's lookup order (for the hint line).
    public static func binding(_ action: BrowserAction, in context: KeyContext = .list) -> ActionBinding? {
        for section in context.lookupOrder {
            if let found = bindings.first(where: { $0.context == section && $0.action == action }) { return found }
        }
        return nil
    }

    /// The keys of a binding that really give it when pressed in `context` (a fallback's key may be
    /// taken by the context's own section, or typed as text).
    public static func effectiveKeys(_ binding: ActionBinding, in context: KeyContext) -> [Key] {
        binding.keys.filter { meaning(of: $0, in: context) == .action(binding.action, binding.context) }
    }

    /// The first key that opens the help where `context`'s keys are looked up (nil where none does:
    /// a line being typed, a yes/no question): what "does nothing here" points to.
    public static func helpKey(in context: KeyContext) -> Key? {
        guard let binding = binding(.help, in: context) else { return nil }
        return effectiveKeys(binding, in: context).first
    }

    /// The keys in the panes that open a context ("s, c, t, b, y, w, #" for the pickers), each once.
    static func openingKeys(of context: KeyContext) -> [Key] {
        var keys: [Key] = []
        for binding in bindings(in: .browser) where context.openedBy.contains(binding.action) {
            for key in binding.keys where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// "j, Down": keys as the help screen writes them.
    public static func keyNames(_ keys: [Key]) -> String {
        keys.map(\.description).joined(separator: ", ")
    }
}

extension ActionTable {
    /// The contexts in the order docs/reference.md and `imr keys` list them.
    static let documentedOrder: [KeyContext] = [
        .browser, .list, .casePane, .movement, .help, .picker, .sortMenu, .stats, .problems, .savedFilters, .precedents, .prompt,
        .filterPrompt, .tagPrompt, .notePrompt, .confirm, .overlay,
    ]

    /// The key tables of docs/reference.md, in Markdown: one per context, with what it falls back to.
    public static func markdownTable() -> String {
        var lines: [String] = []
        for context in documentedOrder {
            if !lines.isEmpty { lines.append("") }
            lines.append("### " + context.title)
            lines.append("")
            let fallbacks = context.fallbacks.map(\.title)
            if !fallbacks.isEmpty {
                lines.append("Then, for keys not listed here: " + fallbacks.joined(separator: "; then ").lowercased() + ".")
                lines.append("")
            }
            lines.append("| Keys | Action |")
            lines.append("|---|---|")
            for binding in bindings(in: context) {
                let keys = binding.keys.map { "`" + ($0.description == "|" ? "\\|" : $0.description) + "`" }
                lines.append("| \(keys.joined(separator: " ")) | \(binding.help) |")
            }
        }
        lines.append("")
        lines.append("`C-c` quits from anywhere.")
        return lines.joined(separator: "\n")
    }
}
