import IMRIndex
import Synchronization

/// The selected case's search matches, kept for what they were found for: one key press asks for them
/// several times (to move, to reveal, to describe, to draw), and finding them lays out both panes.
/// The corpus index is held weakly and matched by identity (as `CaseLayoutCache` does), so a reloaded
/// corpus that happens to reuse a freed index's address never gets the old case's matches.
final class SearchMatchMemo: Sendable {
    struct Key: Equatable, Sendable {
        weak var index: CorpusIndex?
        var caseId: String
        var text: String
        var widths: [Int]

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.index != nil && lhs.index === rhs.index && lhs.caseId == rhs.caseId && lhs.text == rhs.text
                && lhs.widths == rhs.widths
        }
    }

    private let last = Mutex<(key: Key, matches: [SearchMatch])?>(nil)

    func matches(for key: Key, find: () -> [SearchMatch]) -> [SearchMatch] {
        if let known = last.withLock({ $0 }), known.key == key { return known.matches }
        let found = find()
        last.withLock { $0 = (key, found) }
        return found
    }
}
