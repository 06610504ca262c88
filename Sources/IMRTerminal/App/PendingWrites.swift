import Synchronization

/// The writes the browser has started off its key loop and not yet seen end (tags, notes, exports,
/// what is kept for the next run): quitting waits for them, and names the ones it was told not to
/// wait for, so nothing the status line announced is lost in silence.
final class PendingWrites: Sendable {
    private struct Open {
        var next = 0
        var what: [Int: String] = [:]
    }

    private let open = Mutex(Open())

    /// A write begins; `what` names it for a person ("the export to cases.md"). Pass the token to `end`.
    func begin(_ what: String) -> Int {
        open.withLock { open in
            defer { open.next += 1 }
            open.what[open.next] = what
            return open.next
        }
    }

    func end(_ token: Int) {
        _ = open.withLock { $0.what.removeValue(forKey: token) }
    }

    /// What is still being written, in the order it began.
    var descriptions: [String] {
        open.withLock { open in open.what.sorted { $0.key < $1.key }.map(\.value) }
    }

    var isEmpty: Bool { open.withLock { $0.what.isEmpty } }
}
