import IMRIndex
import Synchronization

/// The last few cases laid out for the case panes, by case, pane and width: one key press asks for a
/// case's lines several times (to move, to find matches, to draw), and laying out a long letter is the
/// dearest of those. Shared by copies of the state. Entries hold their corpus index weakly and match
/// it by identity, so a reloaded corpus never gets the lines of the one it replaced.
final class CaseLayoutCache: Sendable {
    private struct Entry {
        weak var index: CorpusIndex?
        var row: Int
        var pane: Pane
        var width: Int
        /// The items the filter singled out, marked in the decisions.
        var matched: [Int]?
        /// The index's `annotationsGiven` when laid out: tags and notes given since make it stale.
        var annotations: Int
        var lines: [StyledLine]
    }

    static let capacity = 8
    /// Most recently used last.
    private let entries = Mutex<[Entry]>([])

    /// The lines of case `row` of `index` in `pane` at `width`, laid out now if not kept.
    func lines(_ pane: Pane, row: Int, of index: CorpusIndex, width: Int, matched: [Int]? = nil) -> [StyledLine] {
        let annotations = index.annotationsGiven
        let found = entries.withLock { entries -> [StyledLine]? in
            guard let at = entries.firstIndex(where: {
                $0.index === index && $0.row == row && $0.pane == pane && $0.width == width && $0.annotations == annotations
                    && $0.matched == matched
            }) else { return nil }
            let entry = entries.remove(at: at)
            entries.append(entry)
            return entry.lines
        }
        if let found { return found }
        let imrCase = index.listedCase(row)
        let made = CaseDocument.lines(pane, of: imrCase, width: width, annotations: index.annotations(of: imrCase),
                                      matched: matched)
        entries.withLock { entries in
            entries.removeAll { $0.index == nil }
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append(Entry(index: index, row: row, pane: pane, width: width, matched: matched, annotations: annotations,
                                 lines: made))
        }
        return made
    }
}
