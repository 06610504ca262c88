/// What the hint line names where the keys go now (`BrowserState.keyContext`): the actions a first
/// look needs, with short labels; their keys come from the action table. An overlay's own keys replace
/// the panes' while it is open, so the line never offers a key that does something else there.
enum KeyHints {
    static func hinted(in context: KeyContext) -> [(BrowserAction, String)] {
        switch context {
        case .list, .casePane:
            return panes
        case .precedents:
            return precedents
        case .help:
            return [(.move(.down), "down"), (.move(.up), "up"), (.move(.pageDown), "page"), (.close, "close")]
        case .picker:
            return [(.picker(.choose), "choose"), (.picker(.apply), "apply"), (.picker(.clearChosen), "none"),
                    (.close, "cancel"), (.help, "help")]
        case .sortMenu:
            return [(.sortMenu(.choose), "sort (again: reverse)"), (.close, "cancel"), (.help, "help")]
        case .stats:
            return [(.stats(.nextTab), "next"), (.stats(.previousTab), "previous"), (.stats(.cycleOrder), "order"),
                    (.stats(.apply), "filter"), (.close, "close"), (.help, "help")]
        case .problems:
            return [(.problems(.open), "go to the case"), (.close, "close"), (.help, "help")]
        case .savedFilters:
            return [(.savedFilters(.apply), "apply"), (.savedFilters(.forget), "forget"), (.close, "close"), (.help, "help")]
        case .prompt, .notePrompt:
            return [(.line(.submit), "done"), (.close, "cancel")]
        case .tagPrompt:
            return [(.line(.submit), "done"), (.line(.completeTag), "complete"), (.close, "cancel")]
        case .filterPrompt:
            return [(.line(.submit), "done"), (.line(.completeFilter), "complete"), (.close, "cancel")]
        case .confirm:
            return [(.confirm(.yes), "yes"), (.confirm(.no), "no")]
        case .browser, .movement, .overlay:
            // Shared sections: the keys never go there alone.
            return []
        }
    }

    /// The panes' hints: the list's and the case panes'.
    static let panes: [(BrowserAction, String)] = [
        (.quit, "quit"), (.help, "help"), (.panes(.search), "search"), (.filter(.filterLine), "filter"), (.filter(.showAll), "all"),
        (.filter(.showUpheld), "upheld"), (.filter(.showOverturned), "overturned"), (.filter(.showPartial), "partial"),
        (.filter(.pickSpecialty), "specialty"), (.filter(.pickChapter), "chapter"), (.filter(.pickCategory), "category"),
        (.panes(.toggleMark), "mark"), (.panes(.export), "export"), (.panes(.stats), "stats"),
    ]

    static let precedents: [(BrowserAction, String)] = [
        (.close, "back"), (.help, "help"), (.precedents(.open), "open case"), (.precedents(.exportBrief), "brief"),
        (.filter(.showAll), "all"), (.filter(.showUpheld), "upheld"), (.filter(.showOverturned), "overturned"),
        (.filter(.showPartial), "partial"), (.filter(.pickSpecialty), "specialty"), (.filter(.pickChapter), "chapter"),
        (.filter(.pickYear), "year"), (.filter(.pickRegion), "region"), (.filter(.pickReason), "reason"),
        (.filter(.filterLine), "filter"),
    ]
}
