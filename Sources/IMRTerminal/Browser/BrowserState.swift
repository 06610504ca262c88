import IMRCore
import IMRScreen

/// The three panes of the browser.
public enum Pane: Int, CaseIterable, Sendable {
    case list, summary, decisions

    public var title: String {
        switch self {
        case .list: return "Cases"
        case .summary: return "Summary"
        case .decisions: return "Decisions"
        }
    }
}

/// A line for the status bar.
public struct StatusMessage: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }
}

/// Loading in the background: how far it has come.
public struct LoadingState: Equatable, Sendable {
    public var done: Int
    public var total: Int
    public var source: String
}

/// Everything the browser shows, as plain data: what the presenters draw and the tests inspect.
/// No terminal here; the app feeds it actions and events, and turns its effects into work.
public struct BrowserState {
    public private(set) var index: CorpusIndex?
    public var loading: LoadingState?
    public internal(set) var query = CaseQuery()
    /// u/o/p filter the case outcome (false) or the item decision (true).
    public internal(set) var itemLevel = false
    /// Indices into `index.cases` of the cases shown, in order.
    public private(set) var visible: [Int] = []
    /// Position of the selected case in `visible`.
    public internal(set) var cursor = 0
    /// First list row on screen.
    public internal(set) var listTop = 0
    public internal(set) var focus: Pane = .list {
        didSet { if focus != .list { lastCasePane = focus } }
    }
    /// The case pane last focused: the one shown under the list when only one fits.
    public internal(set) var lastCasePane: Pane = .summary
    public internal(set) var zoomed = false
    /// First line on screen of the summary and decision panes.
    public internal(set) var scroll: [Pane: Int] = [:]
    /// Ids of marked cases (ids survive reloads and filter changes).
    public internal(set) var marks = Set<String>()
    public internal(set) var overlay: Overlay?
    public internal(set) var search: SearchState?
    /// The last case's search matches (shared by copies of the state; keyed by all they depend on).
    let matchMemo = SearchMatchMemo()
    public var message: StatusMessage?
    /// A search waits for the word index, still being built in the background after a load.
    public internal(set) var waitingForWordIndex = false
    static let waitingMessage = StatusMessage("Building the word index (once per open): the search is run as soon as it is ready…")
    public var themeName: String
    /// The screen's size, for page sizes and layout.
    public internal(set) var size: Size

    public init(size: Size, themeName: String = "default") {
        self.size = size
        self.themeName = themeName
    }

    // MARK: The corpus

    /// Installs a (re)loaded corpus, keeping the filters, the marks and the selected case where it still exists.
    public mutating func install(_ index: CorpusIndex) {
        let selectedId = selectedCase?.id
        self.index = index
        loading = nil
        let ids = Set(index.cases.map(\.id))
        marks = marks.intersection(ids)
        refilter(keepingSelection: selectedId)
        let problems = index.corpus.problems.count
        if problems > 0 {
            message = StatusMessage(Wording.count(problems, "problem") + " reading the letters: press P to see them",
                                    isError: true)
        }
    }

    /// Re-runs the query (filters changed), keeping the selected case if it is still shown.
    mutating func refilter(keepingSelection id: String? = nil) {
        guard let index else { return }
        // The word index is still being built in the background: the list follows the rest of the query
        // now, and the search joins in when the index is ready (BrowserApp calls `wordIndexReady`),
        // instead of freezing the keys until then.
        waitingForWordIndex = query.hasText && index.isBuildingWordIndex
        if waitingForWordIndex {
            message = Self.waitingMessage
        } else if message == Self.waitingMessage {
            message = nil
        }
        let keep = id ?? selectedCase?.id
        visible = index.matching(effectiveQuery)
        cursor = 0
        if let keep, let position = visible.firstIndex(where: { index.cases[$0].id == keep }) {
            cursor = position
        }
        resetCaseScroll()
        clampList()
    }

    /// The query the list shows: without its words while they wait for the word index.
    var effectiveQuery: CaseQuery { waitingForWordIndex ? query.withoutText : query }

    /// The background word index is ready: run the search that waited for it.
    public mutating func wordIndexReady() {
        guard waitingForWordIndex else { return }
        refilter()
    }

    public var selectedCase: IMRCase? {
        guard let index, visible.indices.contains(cursor) else { return nil }
        return index.cases[visible[cursor]]
    }

    public var totalCount: Int { index?.count ?? 0 }

    /// The cases an export of the selection takes: the marked ones shown or not, else the selected one.
    public var selectionForExport: [IMRCase] {
        guard let index else { return [] }
        if !marks.isEmpty { return index.cases.filter { marks.contains($0.id) } }
        return selectedCase.map { [$0] } ?? []
    }

    public var shownCases: [IMRCase] {
        guard let index else { return [] }
        return visible.map { index.cases[$0] }
    }

    // MARK: Geometry

    public mutating func resize(_ newSize: Size) {
        size = newSize
        clampList()
    }

    var layout: Layout {
        Layout(size: size, focus: focus, zoomed: zoomed, overlayOpen: overlay != nil, casePane: lastCasePane)
    }

    /// Where overlays (help, pickers, menus) are drawn: the screen above the key hints.
    var overlayBody: Rect { Rect(row: 0, col: 0, height: layout.hints.row, width: size.cols) }

    /// Rows of the list pane's content.
    var listHeight: Int { max(1, (layout.rect(for: .list)?.height ?? 3) - 2) }

    mutating func clampList() {
        cursor = max(0, min(cursor, visible.count - 1))
        if visible.isEmpty { cursor = 0 }
        let height = listHeight
        if cursor < listTop { listTop = cursor }
        if cursor >= listTop + height { listTop = cursor - height + 1 }
        listTop = max(0, min(listTop, max(0, visible.count - height)))
    }

    mutating func resetCaseScroll() {
        scroll[.summary] = 0
        scroll[.decisions] = 0
    }
}
