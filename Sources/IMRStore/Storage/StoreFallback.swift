#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import IMRModel
import IMRColumns
import IMRFiles

/// Where a mapped case store's cases come from once a record proves damaged (another program wrote over
/// the store, or cut it short, after imr opened and checked it): the letters, read again once, whole,
/// without the store. The damage is said once, through `StoreFallback.report`.
public final class StoreFallback: Sendable {
    /// Says what happened, once per store: stderr by default; the browser puts it in its status line.
    public static let report = Mutex<@Sendable (String) -> Void>({ message in
        let line = Array(("imr: " + message + "\n").utf8)
        _ = line.withUnsafeBytes { DescriptorWrite.all($0, to: STDERR_FILENO) }
    })

    private let path: String
    private let read: @Sendable () -> CaseList?
    private let state = Mutex(State())

    private struct State {
        /// Whether the letters were read (`cases` is what that gave: nil when they could not be).
        var tried = false
        var cases: CaseList?
    }

    /// `read` reads the letters again (the loader's parse, without the store); `path` names the store.
    init(path: String, read: @escaping @Sendable () -> CaseList?) {
        self.path = path
        self.read = read
    }

    /// The case `id` (at `position` in the store) as the letters give it now; nil when they cannot.
    /// The first call reads the letters (the others wait for it) and says what happened.
    func caseReadAgain(id: String, at position: Int, reason: String) -> IMRCase? {
        let (cases, first) = state.withLock { state -> (CaseList?, Bool) in
            let first = !state.tried
            if first {
                state.cases = read()
                state.tried = true
            }
            return (state.cases, first)
        }
        if first {
            let report = Self.report.withLock { $0 }
            report("the case store \(path) was \(reason) by another program while imr read it; "
                   + (cases == nil ? "its damaged cases are marked" : "the cases it could not give are read from the letters"))
        }
        guard let cases else { return nil }
        if position < cases.count, cases.id(at: position) == id { return cases[position] }
        return cases.indices.first { cases.id(at: $0) == id }.map { cases[$0] }
    }
}
