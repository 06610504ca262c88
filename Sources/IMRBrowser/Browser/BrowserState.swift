import IMRIndex
import IMRScreen
import IMRModel
import IMRText

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

/// Loading in the background: how far it has come (`step` nil until the load says).
public struct LoadingState: Equatable, Sendable {
    public var step: LoadStep?
    public var source: String

    /// Files read so far, and of how many (0 and 0 before the reading begins).
    public var done: Int {
        switch step {
        case .reading(let done, _)?: done
        case .storing(let cases)?: cases
        default: 0
        }
    }

    public var total: Int {
        switch step {
        case .reading(_, let total)?: total
        case .storing(let cases)?: cases
        default: 0
        }
    }
}

/// Everything the browser shows, as plain data: what the presenters draw and the tests inspect.
/// No terminal here: `handle` takes every event (keys, and what background work reports) and returns
/// the work for the app to do.
public struct BrowserState {
    public private(set) var index: CorpusIndex?
    public internal(set) var loading: LoadingState?
    /// The cases shown came from the case store, and the letters are being compared with it
    /// (BrowserState+Checking); `done` and `total` count changed letters read again.
    public internal(set) var checking: LoadingState?
    /// The cases shown are those of the letters read so far by a long first open
    /// (BrowserState+Reading); `loading` says how far it has come.
    public internal(set) var showingPartial = false
    public internal(set) var query = CaseQuery()
    /// u/o/p filter the case outcome (false) or the item decision (true).
    public internal(set) var itemLevel = false
    /// Indices into `index.cases` of the cases shown, in order.
    public private(set) var visible: [Int] = []
    /// The case list's cursor: `position` is the selected case's place in `visible`.
    public internal(set) var caseCursor = ListCursor()
    public internal(set) var focus: Pane = .list {
        didSet { if focus != .list { lastCasePane = focus } }
    }
    /// The case pane last focused: the one shown under the list when only one fits.
    public internal(set) var lastCasePane: Pane = .summary
    public internal(set) var zoomed = false
    /// How the summary and decision panes are scrolled.
    public internal(set) var paneScroll: [Pane: ListCursor] = [:]
    /// Ids of marked cases (ids survive reloads and filter changes).
    public internal(set) var marks = Set<String>()
    public internal(set) var overlay: Overlay?
    public internal(set) var search: SearchState?
    /// Of the selected case's items the filter's item terms single out, the one n/N last went to
    /// (BrowserState+FoundItems).
    public internal(set) var foundItem: Int?
    /// Saved filters, the filter line's history, the filters before the last changes (BrowserState+SavedFilters).
    public internal(set) var filterMemory = FilterMemory()
    /// The precedents view, open or behind a precedent's case (BrowserState+Precedents).
    public internal(set) var precedents: PrecedentsState?
    let precedentsMemo = PrecedentsMemo()
    /// "More like this" lists shown over the case list, and one waiting for the word index.
    public internal(set) var similar = SimilarState()
    /// The last case's search matches (shared by copies of the state; keyed by all they depend on).
    let matchMemo = SearchMatchMemo()
    /// The selected case laid out for the panes (shared by copies of the state).
    let documents = CaseLayoutCache()
    public internal(set) var message: StatusMessage?
    /// Keys typed before the first cases arrived, applied when they do (BrowserState+Desktop).
    public internal(set) var typedAhead: [Key] = []
    /// A search waits for the word index, still being built in the background after a load.
    public internal(set) var waitingForWordIndex = false
    /// How far the word index's build has come, where it is built in runs (a large corpus).
    var wordsIndexed: (done: Int, total: Int)?
    /// What the status line says while a search waits for the word index.
    var waitingMessage: StatusMessage {
        let share = wordsIndexed.map { " \($0.done * 100 / max($0.total, 1))%" } ?? ""
        return StatusMessage("Building the word index\(share) (once per open): the search is run as soon as it is ready…")
    }
    /// An export is being written in the background.
    public internal(set) var exporting = false
    public internal(set) var themeName: String
    /// The screen's size, for page sizes and layout.
    public internal(set) var size: Size

    public init(size: Size, themeName: String = "default") {
        self.size = size
        self.themeName = themeName
    }

    /// Position of the selected case in `visible`.
    public var cursor: Int { caseCursor.position }
    /// First list row on screen.
    public var listTop: Int { caseCursor.top }

    /// First line on screen of a case pane.
    public func scrollTop(_ pane: Pane) -> Int { paneScroll[pane]?.top ?? 0 }

    // MARK: Events

    /// Takes one event, from the user or from work in the background; returns the work for the app.
    public mutating func handle(_ event: BrowserEvent) -> [BrowserEffect] {
        switch event {
        case .input(let input):
            return handle(input)
        case .loadStarted(let source):
            loading = LoadingState(step: nil, source: source)
            if index != nil { message = StatusMessage("Reloading \(source)…") }
        case .loadProgress(let step):
            loading?.step = step
            checking?.step = step
        case .corpusPreview(let index):
            return showPartial(index)
        case .corpusLoaded(let index):
            install(index)
            if index.corpus.unchecked { startChecking() }
            return replayTypedAhead()
        case .lettersChecked(let index):
            lettersChecked(index)
        case .storeOpened(let shown, let stored):
            return adopt(stored, insteadOf: shown)
        case .wordIndexProgress(let done, let total):
            let waitingSaid = waitingForWordIndex && message == waitingMessage
            wordsIndexed = (done, total)
            if waitingSaid { message = waitingMessage }
        case .wordIndexReady:
            if waitingForWordIndex { refilter() }
            wordsIndexed = nil
            runWaitingSimilar()
        case .storeWriteFailed(let reason):
            message = StatusMessage(reason, isError: true)
        case .notice(let notice):
            message = notice
        case .notesChanged(let result, let kept):
            notesChanged(result, kept: kept)
        case .quitting:
            if case .prompt(let prompt)? = overlay, case .noteConflict = prompt.purpose { return perform(.confirm(.no)) }
        case .finishingWrites(let pending):
            message = StatusMessage("Quitting once written: " + pending.joined(separator: ", ") + "… (q again: quit without)")
        case .noteChangedMeanwhile(let conflict, let yours):
            noteChangedMeanwhile(conflict, yours: yours)
        case .memoryRecalled(let recalled):
            recall(recalled)
        case .exportStarted(let what):
            exporting = true
            message = StatusMessage("Exporting \(what)…")
        case .exportProgress(let done, let total):
            if exporting { message = StatusMessage("Exporting \(done) of \(total)…") }
        case .exportNeedsConsent(let request, let existing):
            askToOverwrite(request, existing: existing)
        case .exportFinished(let result):
            exporting = false
            message = result
        case .themeApplied(let name, let warning):
            themeName = name
            message = warning.map { StatusMessage($0, isError: true) } ?? StatusMessage("Theme: \(name)")
        case .programFinished(let result):
            message = result
        }
        return []
    }

    mutating func handle(_ input: InputEvent) -> [BrowserEffect] {
        switch input {
        case .resize(let newSize):
            resize(newSize)
            return []
        case .interrupt:
            return [.quit]
        case .mouse(let mouse):
            handleMouse(mouse)
            return []
        case .key(let key):
            return handleKey(key)
        }
    }

    // MARK: The corpus

    /// Installs a (re)loaded corpus, keeping the filters, the marks and the selected case where it still exists.
    /// A `partial` index is a first open's cases so far (BrowserState+Reading): the load goes on.
    mutating func install(_ index: CorpusIndex, partial: Bool = false) {
        let selectedId = selectedCase?.id
        let grown = showingPartial && !partial
        let reloaded = self.index != nil && !showingPartial
        self.index = index
        if !partial { loading = nil }
        showingPartial = partial
        if message == Self.stillReading || message == Self.stillReadingNow { message = nil }
        // By the id table: a mapped corpus decodes no case for this.
        if !marks.isEmpty { marks = marks.filter { index.row(ofId: $0) != nil } }
        closeSimilarForReload()
        refilter(keepingSelection: selectedId)
        let problems = index.problems.count
        if problems > 0 {
            message = StatusMessage(Wording.count(problems, "problem") + " reading the letters: press P to see them",
                                    isError: true)
        } else if let note = index.corpus.notes.first {
            // A case store ignored or not saved: nothing is lost, but the user should hear of it.
            message = StatusMessage(note + " (P lists every note)")
        } else if reloaded {
            message = StatusMessage("Reloaded: \(Wording.count(index.listedCount, "case"))")
        } else if grown {
            message = Self.allReadMessage(cases: index.listedCount)
        }
    }

    /// A first open (or a check that read changed letters again) parses into memory to show the cases
    /// soon, then writes the case store; the same corpus opened from that store then takes the parsed
    /// one's place (issue 32: the browser holds the mapped store, not the cases it parsed). Nothing the
    /// user sees changes: the rows are the same cases in the same order.
    mutating func adopt(_ stored: CorpusIndex, insteadOf shown: CorpusIndex) -> [BrowserEffect] {
        // A reload or a check has installed another corpus meanwhile: this one is out of date.
        guard let current = index, current === shown, stored.count == current.count else { return [] }
        stored.setAnnotations(current.allAnnotations)
        index = stored
        return [.giveBackMemory]
    }

    /// Re-runs the query (filters changed), keeping the selected case if it is still shown.
    mutating func refilter(keepingSelection id: String? = nil) {
        guard let index else { return }
        // The word index is still being built in the background: the list follows the rest of the query
        // now, and the search joins in when the index is ready (`wordIndexReady`), instead of freezing
        // the keys until then.
        waitingForWordIndex = query.hasText && index.isBuildingWordIndex
        if waitingForWordIndex {
            message = waitingMessage
        } else if message == waitingMessage {
            message = nil
        }
        let keep = id ?? selectedCase?.id
        visible = similarRows(matching: effectiveQuery) ?? index.matching(effectiveQuery)
        var position = 0
        if let keep, let found = visible.firstIndex(where: { index.cases.id(at: $0) == keep }) { position = found }
        caseCursor.select(position, count: visible.count, height: listHeight)
        resetCaseScroll()
    }

    /// The query the list shows: without its words while they wait for the word index.
    var effectiveQuery: CaseQuery { waitingForWordIndex ? query.withoutText : query }

    public var selectedCase: IMRCase? {
        guard let row = selectedRow, let index else { return nil }
        return index.listedCase(row)
    }

    /// The selected case's place in `index.cases`.
    var selectedRow: Int? {
        guard index != nil, visible.indices.contains(cursor) else { return nil }
        return visible[cursor]
    }

    public var totalCount: Int { index?.listedCount ?? 0 }

    /// The cases an export of the selection takes: the marked ones shown or not, else the selected one.
    public var selectionForExport: [IMRCase] {
        guard let index else { return [] }
        if !marks.isEmpty { return marks.compactMap { index.row(ofId: $0) }.sorted().map { index.listedCase($0) } }
        return selectedCase.map { [$0] } ?? []
    }

    public var shownCases: [IMRCase] {
        guard let index else { return [] }
        return visible.map { index.listedCase($0) }
    }

    /// The selected case's lines in a case pane, as laid out at the pane's width.
    public func documentLines(_ pane: Pane) -> [StyledLine] {
        guard let row = selectedRow, let index else { return [] }
        let matched = pane == .decisions ? index.matchedItems(row, forAll: [effectiveQuery]) : nil
        return documents.lines(pane, row: row, of: index, width: paneWidth(pane), matched: matched)
    }

    // MARK: Geometry

    mutating func resize(_ newSize: Size) {
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

    /// Lines of a case pane's content (the focused pane's when it is not on screen).
    func paneHeight(_ pane: Pane) -> Int { max(1, (layout.rect(for: pane)?.height ?? 3) - 2) }

    /// Text width inside a pane's border (the focused pane's when it is not on screen).
    func paneWidth(_ pane: Pane) -> Int {
        let rect = layout.rect(for: pane) ?? layout.rect(for: focus) ?? Rect(row: 0, col: 0, height: size.rows, width: size.cols)
        return max(4, rect.width - 2)
    }

    mutating func clampList() {
        caseCursor.clamp(count: visible.count, height: listHeight)
    }

    mutating func resetCaseScroll() {
        paneScroll = [:]
        openOnFoundItem()
    }
}
