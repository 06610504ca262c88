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
        bind(.movement, .moveDown, "Down one (next case, scroll a pane or the help)", .character("j"), .down),
        bind(.movement, .moveUp, "Up one", .character("k"), .up),
        bind(.movement, .pageDown, "One page down", .pageDown),
        bind(.movement, .pageUp, "One page up", .pageUp),
        bind(.movement, .halfPageDown, "Half a page down", .control("d")),
        bind(.movement, .halfPageUp, "Half a page up", .control("u")),
        bind(.movement, .top, "To the first line", .character("g"), .home),
        bind(.movement, .bottom, "To the last line", .character("G"), .end),

        bind(.list, .toggleMark, "Mark or unmark the case, then go to the next", .character(" ")),
        bind(.casePane, .toggleMark, "Mark or unmark the case shown", .character(" ")),

        bind(.browser, .nextPane, "Focus the next pane", .tab),
        bind(.browser, .previousPane, "Focus the previous pane", .backTab),
        bind(.browser, .zoom, "Zoom the focused pane (again to unzoom)", .enter),
        bind(.browser, .close, "Unzoom, end the search, or go back a view", .escape),
        bind(.browser, .quit, "Quit", .character("q")),
        bind(.browser, .showAll, "Show all outcomes", .character("a")),
        bind(.browser, .showUpheld, "Show upheld only", .character("u")),
        bind(.browser, .showOverturned, "Show overturned only", .character("o")),
        bind(.browser, .showPartial, "Show partially overturned only", .character("p")),
        bind(.browser, .toggleDecisionLevel, "Switch u/o between case outcome and item decision", .character("i")),
        bind(.browser, .pickSpecialty, "Pick reviewer specialties", .character("s")),
        bind(.browser, .pickChapter, "Pick guideline chapters", .character("c")),
        bind(.browser, .pickCategory, "Pick treatment categories (← → treatments, body regions)", .character("t")),
        bind(.browser, .pickRegion, "Pick body regions", .character("b")),
        bind(.browser, .pickYear, "Pick decision years", .character("y")),
        bind(.browser, .pickReason, "Pick decision reasons: why items were decided", .character("w")),
        bind(.browser, .filterLine, "Type the whole filter as text", .character("f"), .character(":")),
        bind(.browser, .clearFilters, "Clear every filter (U undoes it)", .character("x")),
        bind(.browser, .undoFilter, "Undo the last filter change (x, f, @…); again: further", .character("U")),
        bind(.browser, .saveFilter, "Save the filter under a name (@name in the filter line)", .character("W")),
        bind(.browser, .pickSavedFilter, "Saved filters, with their case counts: pick one to apply", .character("@")),
        bind(.browser, .search, "Search the case and the list", .character("/")),
        bind(.browser, .nextMatch, "Next match of /, else next item an item filter found", .character("n")),
        bind(.browser, .previousMatch, "Previous match of /, else previous item found", .character("N")),
        bind(.browser, .sortMenu, "Sort the list", .character("O")),
        bind(.browser, .clearMarks, "Unmark every case", .character("M")),
        bind(.browser, .export, "Export the marked cases, else this one", .character("e")),
        bind(.browser, .exportAllShown, "Export every case the filter shows", .character("E")),
        bind(.browser, .moreLikeThis, "More like this: the cases most like this one, best first", .character("L")),
        bind(.browser, .stats, "Statistics of the cases shown", .character("S")),
        bind(.browser, .problems, "Files that could not be read, letters with warnings", .character("P")),
        bind(.browser, .precedents, "Precedents: how this item's treatment was decided", .character("d")),
        bind(.browser, .openLetterFile, "Open the letter's own file (opener or editor)", .character("F")),
        bind(.browser, .pipeToPager, "Read the case's report in $PAGER", .character("|")),
        bind(.browser, .copyCaseNumber, "Copy the case number to the clipboard (OSC 52)", .character("Y")),
        bind(.browser, .tagCases, "Tag marked cases, else this: NAME toggles, -NAME removes", .character("+")),
        bind(.browser, .writeNote, "Write the case's note (one line; C-x there: $EDITOR)", .character("A")),
        bind(.browser, .pickTags, "Pick tags (tag:), with their counts", .character("#")),
        bind(.browser, .reload, "Reload the letters from disk", .character("r")),
        bind(.browser, .cycleTheme, "Next theme", .character("T")),
        bind(.browser, .help, "The keys of where you are", .character("?"), .function(1)),

        bind(.help, .close, "Close the help", .character("?"), .enter),

        bind(.picker, .moveDown, "Next value", .down, .control("n")),
        bind(.picker, .moveUp, "Previous value", .up, .control("p")),
        bind(.picker, .pageDown, "One page down", .pageDown),
        bind(.picker, .pageUp, "One page up", .pageUp),
        bind(.picker, .top, "First value", .home),
        bind(.picker, .bottom, "Last value", .end),
        bind(.picker, .choose, "Choose or take back the value (Space too, until you type)", .tab, .character(" ")),
        bind(.picker, .apply, "Filter by the chosen values, else the one at the cursor", .enter),
        bind(.picker, .deleteBackward, "Delete the last character typed", .backspace),
        bind(.picker, .deleteToStart, "Delete what was typed", .control("u")),
        bind(.picker, .clearChosen, "Choose none", .control("x")),
        bind(.picker, .nextFacet, "Category, treatment, region, reason: the next (t, w)", .right),
        bind(.picker, .previousFacet, "Category, treatment, region, reason: the one before", .left),

        bind(.sortMenu, .choose, "Sort by this (again to reverse)", .enter, .character(" ")),

        bind(.stats, .nextFacet, "Next facet or period", .tab, .right, .character("l")),
        bind(.stats, .previousFacet, "Previous facet or period", .backTab, .left, .character("h")),
        bind(.stats, .cycleStatsOrder, "Sort by count, item rate or name/time", .character("s")),
        bind(.stats, .apply, "Filter by this value or period", .enter),
        bind(.stats, .close, "Close the statistics", .character("S")),

        bind(.problems, .open, "Go to the letter's case", .enter),
        bind(.problems, .close, "Close the problems", .character("P")),

        bind(.savedFilters, .apply, "Apply the saved filter (in place of the filters)", .enter),
        bind(.savedFilters, .forgetFilter, "Forget the saved filter", .character("D")),

        bind(.precedents, .open, "Open the precedent's case (Esc there comes back)", .enter),
        bind(.precedents, .exportBrief, "Export the precedent brief (text, or Markdown for .md)", .character("e")),
        bind(.precedents, .showAll, "Every decision", .character("a")),
        bind(.precedents, .showUpheld, "Upheld precedents only", .character("u")),
        bind(.precedents, .showOverturned, "Overturned precedents only", .character("o")),
        bind(.precedents, .showPartial, "Precedents in partially overturned cases only", .character("p")),
        bind(.precedents, .pickSpecialty, "Narrow by reviewer specialty", .character("s")),
        bind(.precedents, .pickChapter, "Narrow by guideline chapter", .character("c")),
        bind(.precedents, .pickYear, "Narrow by decision year", .character("y")),
        bind(.precedents, .pickRegion, "Narrow by body region", .character("b")),
        bind(.precedents, .pickReason, "Narrow to a decision reason: its precedents", .character("w")),
        bind(.precedents, .filterLine, "Narrow by a filter line (decided:2016.. and the like)", .character("f"), .character(":")),
        bind(.precedents, .clearFilters, "Clear the narrowing", .character("x")),
        bind(.precedents, .undoFilter, "Undo the last change of the narrowing", .character("U")),
        bind(.precedents, .close, "Back to where you were", .escape, .character("d")),

        bind(.prompt, .submit, "Done", .enter),
        bind(.prompt, .close, "Cancel", .escape),
        bind(.prompt, .deleteBackward, "Delete before the caret", .backspace),
        bind(.prompt, .deleteForward, "Delete under the caret", .delete),
        bind(.prompt, .caretLeft, "Caret left", .left),
        bind(.prompt, .caretRight, "Caret right", .right),
        bind(.prompt, .caretHome, "Caret to the start", .home, .control("a")),
        bind(.prompt, .caretEnd, "Caret to the end", .end, .control("e")),
        bind(.prompt, .deleteToStart, "Delete to the start", .control("u")),
        bind(.prompt, .deleteToEnd, "Delete to the end", .control("k")),
        bind(.prompt, .olderFilter, "Filter line: the one typed before (history)", .up),
        bind(.prompt, .newerFilter, "Filter line: the one typed after", .down),

        bind(.tagPrompt, .completeTag, "Complete the tag from those in use", .tab),
        bind(.notePrompt, .editNote, "Write the note in $EDITOR instead ($VISUAL, else vi)", .control("x")),

        bind(.confirm, .answerYes, "Yes", .character("y"), .character("Y")),
        bind(.confirm, .answerNo, "No (any other key too)", .character("n"), .character("N"), .escape),

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
        .tagPrompt, .notePrompt, .confirm, .overlay,
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
