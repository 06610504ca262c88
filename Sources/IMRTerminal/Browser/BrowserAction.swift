import IMRScreen

/// Everything a user can ask of the browser from the keyboard.
public enum BrowserAction: String, CaseIterable, Sendable {
    case moveDown, moveUp, pageDown, pageUp, halfPageDown, halfPageUp, top, bottom
    case nextPane, previousPane, zoom, close, quit
    case showAll, showUpheld, showOverturned, showPartial, toggleDecisionLevel
    case pickSpecialty, pickChapter, pickCategory, filterLine, clearFilters
    case search, nextMatch, previousMatch, sortMenu
    case toggleMark, clearMarks, export, exportAllShown
    case stats, problems, reload, cycleTheme, help
}

/// One row of the action table: the single source for the key loop, the `?` help screen and the
/// README's key table.
public struct ActionBinding: Sendable {
    public let action: BrowserAction
    /// What the help screen groups it under.
    public let group: String
    public let help: String
    public let keys: [Key]
}

public enum ActionTable {
    public static let bindings: [ActionBinding] = [
        ActionBinding(action: .moveDown, group: "Move", help: "Next case, or scroll the pane down", keys: [.character("j"), .down]),
        ActionBinding(action: .moveUp, group: "Move", help: "Previous case, or scroll the pane up", keys: [.character("k"), .up]),
        ActionBinding(action: .pageDown, group: "Move", help: "One page down", keys: [.pageDown]),
        ActionBinding(action: .pageUp, group: "Move", help: "One page up", keys: [.pageUp]),
        ActionBinding(action: .halfPageDown, group: "Move", help: "Half a page down", keys: [.control("d")]),
        ActionBinding(action: .halfPageUp, group: "Move", help: "Half a page up", keys: [.control("u")]),
        ActionBinding(action: .top, group: "Move", help: "First case, or top of the pane", keys: [.character("g"), .home]),
        ActionBinding(action: .bottom, group: "Move", help: "Last case, or end of the pane", keys: [.character("G"), .end]),
        ActionBinding(action: .nextPane, group: "Move", help: "Focus the next pane", keys: [.tab]),
        ActionBinding(action: .previousPane, group: "Move", help: "Focus the previous pane", keys: [.backTab]),
        ActionBinding(action: .zoom, group: "Move", help: "Zoom the focused pane (again to unzoom)", keys: [.enter]),
        ActionBinding(action: .close, group: "Move", help: "Close the overlay or the zoom", keys: [.escape]),
        ActionBinding(action: .quit, group: "Move", help: "Quit", keys: [.character("q")]),
        ActionBinding(action: .showAll, group: "Filter", help: "Show all outcomes", keys: [.character("a")]),
        ActionBinding(action: .showUpheld, group: "Filter", help: "Show upheld only", keys: [.character("u")]),
        ActionBinding(action: .showOverturned, group: "Filter", help: "Show overturned only", keys: [.character("o")]),
        ActionBinding(action: .showPartial, group: "Filter", help: "Show partially overturned only", keys: [.character("p")]),
        ActionBinding(action: .toggleDecisionLevel, group: "Filter",
                      help: "Switch u/o between case outcome and item decision", keys: [.character("i")]),
        ActionBinding(action: .pickSpecialty, group: "Filter", help: "Pick reviewer specialties", keys: [.character("s")]),
        ActionBinding(action: .pickChapter, group: "Filter", help: "Pick guideline chapters", keys: [.character("c")]),
        ActionBinding(action: .pickCategory, group: "Filter", help: "Pick treatment categories", keys: [.character("t")]),
        ActionBinding(action: .filterLine, group: "Filter", help: "Type the whole filter as text", keys: [.character("f"), .character(":")]),
        ActionBinding(action: .clearFilters, group: "Filter", help: "Clear every filter", keys: [.character("x")]),
        ActionBinding(action: .search, group: "Search", help: "Search the case and the list", keys: [.character("/")]),
        ActionBinding(action: .nextMatch, group: "Search", help: "Next match", keys: [.character("n")]),
        ActionBinding(action: .previousMatch, group: "Search", help: "Previous match", keys: [.character("N")]),
        ActionBinding(action: .sortMenu, group: "View", help: "Sort the list", keys: [.character("O")]),
        ActionBinding(action: .toggleMark, group: "Export", help: "Mark or unmark the case", keys: [.character(" ")]),
        ActionBinding(action: .clearMarks, group: "Export", help: "Unmark every case", keys: [.character("M")]),
        ActionBinding(action: .export, group: "Export", help: "Export the marked cases, else this one", keys: [.character("e")]),
        ActionBinding(action: .exportAllShown, group: "Export", help: "Export every case the filter shows", keys: [.character("E")]),
        ActionBinding(action: .stats, group: "View", help: "Statistics of the cases shown", keys: [.character("S")]),
        ActionBinding(action: .problems, group: "View", help: "Files that could not be read, letters with warnings", keys: [.character("P")]),
        ActionBinding(action: .reload, group: "View", help: "Reload the letters from disk", keys: [.character("r")]),
        ActionBinding(action: .cycleTheme, group: "View", help: "Next theme", keys: [.character("T")]),
        ActionBinding(action: .help, group: "View", help: "This help", keys: [.character("?"), .function(1)]),
    ]

    static let byKey: [Key: BrowserAction] = {
        var table: [Key: BrowserAction] = [:]
        for binding in bindings { for key in binding.keys { table[key] = binding.action } }
        return table
    }()

    public static func action(for key: Key) -> BrowserAction? { byKey[key] }

    public static func binding(_ action: BrowserAction) -> ActionBinding? {
        bindings.first { $0.action == action }
    }

    /// "j, Down": a binding's keys as the help screen and README write them.
    public static func keyNames(_ binding: ActionBinding) -> String {
        binding.keys.map(\.description).joined(separator: ", ")
    }

    /// The README's key table, in Markdown.
    public static func markdownTable() -> String {
        var lines = ["| Keys | Action |", "|---|---|"]
        for binding in bindings {
            let keys = binding.keys.map { "`" + ($0.description == "|" ? "\\|" : $0.description) + "`" }
            lines.append("| \(keys.joined(separator: " ")) | \(binding.help) |")
        }
        return lines.joined(separator: "\n")
    }
}
