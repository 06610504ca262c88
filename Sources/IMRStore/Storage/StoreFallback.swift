#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import IMRModel
import IMRLetters
import IMRColumns
import IMRFiles
import IMRText

/// Where a mapped case store's cases come from once a record proves damaged: the letters. A segment
/// that fails its checksum when first read (`SegmentChecks`) costs only its own letters, read again
/// once; a record that fails its own after its segment passed (another program wrote over the store, or
/// cut it short, while imr read it) has the letters read again once, whole, without the store. The
/// damage is said once, through `StoreFallback.report`.
public final class StoreFallback: Sendable {
    /// Says what happened, once per store: stderr by default; the browser puts it in its status line.
    public static let report = Mutex<@Sendable (String) -> Void>({ message in
        let line = Array(("imr: " + message + "\n").utf8)
        _ = line.withUnsafeBytes { DescriptorWrite.all($0, to: STDERR_FILENO) }
    })

    /// The store's path.
    let path: String
    private let read: @Sendable () -> CaseList?
    private let readFiles: @Sendable (Range<Int>) -> [ParsedFile]?
    private let state = Mutex(State())

    private struct State {
        /// Whether the letters were read (`cases` is what that gave: nil when they could not be).
        var tried = false
        var cases: CaseList?
        /// What each damaged segment's letters gave (nil when they could not be read as stored).
        var segments: [Int: [IMRCase]?] = [:]
        var said = false
    }

    /// `read` reads the letters again (the loader's parse, without the store); `readFiles` parses the
    /// letters at those places in the listing the store was written from (nil when they cannot be
    /// listed); `path` names the store.
    init(path: String, read: @escaping @Sendable () -> CaseList?,
         readFiles: @escaping @Sendable (Range<Int>) -> [ParsedFile]?) {
        self.path = path
        self.read = read
        self.readFiles = readFiles
    }

    /// The cases of the files of `segment` as their letters give them now, as the store holds them (not
    /// assembled: the store's ids and added warnings are put on them as on its records); nil when they
    /// are not the `expecting` cases the store held. The first call for a segment reads its letters (the
    /// others wait for it) and hands them to `repair`, which writes the segment anew in the store (true
    /// when it did); the first damage found says what happened.
    func casesOfSegment(_ segment: Int, expecting count: Int, reason: String,
                        repair: ([ParsedFile]) -> Bool) -> [IMRCase]? {
        let (cases, letters, first, repaired) = state.withLock { state -> ([IMRCase]?, Int, Bool, Bool) in
            if let known = state.segments[segment] { return (known, 0, false, false) }
            let size = CaseStoreFile.filesPerSegment
            let files = readFiles(segment * size..<(segment + 1) * size)
            let cases = files.map { $0.flatMap(\.cases) }.flatMap { $0.count == count ? $0 : nil }
            state.segments[segment] = cases
            let repaired = cases != nil && files.map(repair) == true
            defer { state.said = true }
            return (cases, files?.count ?? 0, !state.said, repaired)
        }
        if first {
            let report = Self.report.withLock { $0 }
            let outcome = cases == nil ? "its cases are marked damaged"
                : "its \(Wording.count(letters, "letter")) are read again" + (repaired ? ", and that part of the store is written anew" : "")
            report("part of the case store \(path) is \(reason) (it fails its checksum); " + outcome)
        }
        return cases
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
            defer { state.said = true }
            return (state.cases, first && !state.said)
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
