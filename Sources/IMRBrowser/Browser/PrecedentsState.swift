import IMRIndex
import IMRScreen
import Synchronization

/// The precedents view: how other requests for one item's treatment were decided. While it is open the
/// browser's filter narrows the precedents (the usual keys set it); what the user had before is kept
/// in `origin` and given back on leaving.
public struct PrecedentsState: Equatable {
    /// Where the user was when the view opened: the filter, the selected case, the focus.
    public struct Origin: Equatable {
        public var query: CaseQuery
        public var itemLevel: Bool
        public var caseId: String?
        public var focus: Pane
        public var zoomed: Bool
    }

    /// The question, without narrowing (the browser's filter is the narrowing).
    public var question: PrecedentQuestion
    public var cursor = ListCursor()
    /// A precedent's case is open in the panes; Esc there comes back here.
    public var visiting = false
    public var origin: Origin
}

/// Rows of the precedents view: three heading lines, the splits side by side, the reasons, then the list.
struct PrecedentsGeometry {
    let inner: Rect
    /// Rows each split column shows (under its heading).
    let splitRows: Int
    /// Rows the reasons show (under their heading).
    let reasonRows: Int

    init(body: Rect) {
        inner = body.inset(by: 1)
        splitRows = max(2, min(6, inner.height / 5))
        reasonRows = max(2, min(8, inner.height / 6))
    }

    var headerRow: Int { inner.row }
    var splitHeadingRow: Int { inner.row + 4 }
    var reasonHeadingRow: Int { splitHeadingRow + 1 + splitRows + 1 }
    var listHeadingRow: Int { reasonHeadingRow + 1 + reasonRows + 1 }
    var listRect: Rect {
        let top = listHeadingRow + 1
        return Rect(row: top, col: inner.col, height: max(1, inner.bottom - top), width: inner.width)
    }
}

/// The last precedents found, kept for what they were asked: a key press asks for them to move, to
/// draw, to open a case. The corpus index is held weakly and matched by identity, as `SearchMatchMemo`.
final class PrecedentsMemo: Sendable {
    private struct Entry: @unchecked Sendable {
        weak var index: CorpusIndex?
        var question: PrecedentQuestion
        var found: Precedents
    }

    private let last = Mutex<Entry?>(nil)

    func precedents(_ question: PrecedentQuestion, in index: CorpusIndex) -> Precedents {
        if let known = last.withLock({ $0 }), known.index === index, known.question == question { return known.found }
        let found = index.precedents(question)
        last.withLock { $0 = Entry(index: index, question: question, found: found) }
        return found
    }
}

extension PromptState.Purpose {
    /// The prompt asks where to write an export (cases or a brief).
    var isExport: Bool {
        switch self {
        case .exportPath, .briefPath: return true
        default: return false
        }
    }
}
