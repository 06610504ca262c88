import IMRCore
import Synchronization

/// The selected case's search matches, kept for what they were found for: one key press asks for them
/// several times (to move, to reveal, to describe, to draw), and finding them lays out both panes.
final class SearchMatchMemo: Sendable {
    struct Key: Equatable, Sendable {
        var index: ObjectIdentifier
        var caseId: String
        var text: String
        var widths: [Int]
    }

    private let last = Mutex<(key: Key, matches: [SearchMatch])?>(nil)

    func matches(for key: Key, find: () -> [SearchMatch]) -> [SearchMatch] {
        if let known = last.withLock({ $0 }), known.key == key { return known.matches }
        let found = find()
        last.withLock { $0 = (key, found) }
        return found
    }
}
