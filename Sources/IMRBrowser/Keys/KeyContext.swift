import IMRIndex

/// Where a key is pressed. Each context has its own section of the action table and falls back to
/// shared sections (moving, closing), as tig's keymaps fall back to its generic one: a key means the
/// same thing wherever it makes sense, and the help shows the keys of the context it was opened from.
public enum KeyContext: String, CaseIterable, Sendable {
    /// The case list has the focus.
    case list
    /// The summary or the decision pane has the focus.
    case casePane
    /// Keys that work in the panes whatever has the focus.
    case browser
    case help, picker, sortMenu, stats, problems
    /// The list of saved filters (@).
    case savedFilters
    /// The precedents view (d).
    case precedents
    /// A line of text being typed: the filter line, a search, an export path.
    case prompt
    /// The filter line (f): a prompt that completes its terms.
    case filterPrompt
    /// The tag prompt (+) and the note prompt (A): a prompt with a key of its own.
    case tagPrompt, notePrompt
    /// A yes/no question.
    case confirm
    /// Shared: moving a cursor through a list, or scrolling a text.
    case movement
    /// Shared: leaving an overlay.
    case overlay

    /// The heading of its section in the help screen and docs/reference.md: its name, then the keys that
    /// open it, as the action table binds them ("Pickers (s, c, t, b, y, w, #)").
    public var title: String {
        let keys = ActionTable.openingKeys(of: self)
        return keys.isEmpty ? name : name + " (" + keys.map(\.description).joined(separator: ", ") + ")"
    }

    var name: String {
        switch self {
        case .list: return "Case list"
        case .casePane: return "Summary and decision panes"
        case .browser: return "Anywhere in the browser"
        case .help: return "Help"
        case .picker: return "Pickers"
        case .sortMenu: return "Sort menu"
        case .stats: return "Statistics"
        case .problems: return "Problems"
        case .savedFilters: return "Saved filters"
        case .precedents: return "Precedents"
        case .prompt: return "Typing a line (filter, search, export path)"
        case .filterPrompt: return "Filter line"
        case .tagPrompt: return "Tag prompt"
        case .notePrompt: return "Note prompt"
        case .confirm: return "Yes/no questions"
        case .movement: return "Moving (lists, panes, help, statistics, problems, sort menu, precedents)"
        case .overlay: return "Leaving any overlay"
        }
    }

    /// The actions in the panes that open it.
    var openedBy: Set<BrowserAction> {
        switch self {
        case .picker:
            return [.filter(.pickSpecialty), .filter(.pickChapter), .filter(.pickCategory), .filter(.pickRegion),
                    .filter(.pickYear), .filter(.pickReason), .filter(.pickTags)]
        case .sortMenu: return [.panes(.sortMenu)]
        case .stats: return [.panes(.stats)]
        case .problems: return [.panes(.problems)]
        case .savedFilters: return [.panes(.pickSavedFilter)]
        case .precedents: return [.panes(.precedents)]
        case .tagPrompt: return [.panes(.tagCases)]
        case .filterPrompt: return [.filter(.filterLine)]
        case .notePrompt: return [.panes(.writeNote)]
        case .list, .casePane, .browser, .help, .prompt, .confirm, .movement, .overlay: return []
        }
    }

    /// The sections a key is looked up in after this context's own, in order.
    public var fallbacks: [KeyContext] {
        switch self {
        case .list, .casePane: return [.browser, .movement]
        case .help, .sortMenu, .stats, .problems, .savedFilters, .precedents: return [.movement, .overlay]
        // Letters type in a picker, so it moves with the arrows of its own section; Esc still closes.
        case .picker: return [.overlay]
        case .tagPrompt, .notePrompt, .filterPrompt: return [.prompt]
        case .prompt, .confirm, .browser, .movement, .overlay: return []
        }
    }

    /// Printable characters that no binding of the context's own section claims are typed as text
    /// (before the fallbacks, so that `q` or `j` type in a picker rather than close or move).
    public var takesText: Bool { self == .picker || self == .prompt || self == .tagPrompt || self == .notePrompt
        || self == .filterPrompt }

    /// A section other contexts fall back to, never itself where the keys go.
    public var isShared: Bool { self == .browser || self == .movement || self == .overlay }

    /// The context and its fallbacks: the sections a key is looked up in, in order.
    public var lookupOrder: [KeyContext] { [self] + fallbacks }
}
