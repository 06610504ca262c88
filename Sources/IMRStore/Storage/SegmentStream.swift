#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization
import IMRLetters
import IMRText
import IMRFiles

/// The segments of a first open's case store, encoded by the workers that parse the letters, each
/// right after its letters are parsed, and written in order into the store's temporary file as they
/// come. Encoded later, in a pass of their own, the cases had left the processor's caches: at a million
/// letters that pass took 7.8 s, most of it waiting on memory.
///
/// The string table is chosen from the first `sampleSegments` segments, once they are parsed (those
/// wait, unencoded, until then): a sample spread over the corpus would keep the first segments waiting
/// until the last were parsed. The store's remaining parts (`CaseStoreFile.writeRest`) are written once
/// every segment is, and only then is the file put in place. Used by `StoreFirstOpen`, when every file
/// is parsed now, none taken from an older store, and the caller waits for the store (the command line;
/// the browser shows its list first): `CaseStoreFile.write` writes the others.
package final class SegmentStream: Sendable {
    let file: AtomicFile.Pending
    /// The segments whose strings are counted for the table: as many as a large store samples, or all.
    let sampleSegments: Int
    private let state = Mutex(State())
    /// Held by the one worker that writes, so that segments go to the file in order.
    private let writer = Mutex(())

    private struct State: Sendable {
        var strings: StoreStrings?
        var numbers: ByteStringTable.Shared?
        var choosing = false
        /// Segments parsed before the table was chosen.
        var waiting: [Int: [ParsedFile]] = [:]
        /// Segments encoded, waiting for those before them to be written.
        var encoded: [Int: CaseStoreFile.EncodedSegment] = [:]
        var written = CaseStoreFile.WrittenSegments()
        var failure: AtomicFile.Failure?
    }

    /// Begins the temporary file of a store of `files` files at `path` (and its header); nil when it
    /// cannot be made (the store is then written the usual way, which says why it failed).
    init?(path: String, files: Int, sampleSegments: Int = StoreStrings.sampledSegments) {
        let segments = (files + CaseStoreFile.filesPerSegment - 1) / CaseStoreFile.filesPerSegment
        self.sampleSegments = max(1, min(sampleSegments, segments))
        do throws(AtomicFile.Failure) {
            file = try AtomicFile.Pending(path: path, mode: .replace, durable: false)
            try CaseStoreFile.writeHead(into: file.output)
        } catch {
            return nil
        }
    }

    /// The parsed files of segment `segment` (all of them, in order); called once for each segment, from
    /// any worker, in any order.
    func add(segment: Int, files: [ParsedFile]) {
        let numbers: ByteStringTable.Shared? = state.withLock { state in
            if state.numbers == nil { state.waiting[segment] = files }
            return state.numbers
        }
        if let numbers {
            keep(segment, encoded(files, numbers))
        } else {
            chooseIfSampled()
        }
    }

    /// Chooses the string table once the sample is parsed (on the worker that parsed its last segment),
    /// then encodes every segment that waited for it.
    private func chooseIfSampled() {
        let sample: [ParsedFile]? = state.withLock { state in
            guard !state.choosing, (0..<sampleSegments).allSatisfy({ state.waiting[$0] != nil }) else { return nil }
            state.choosing = true
            return (0..<sampleSegments).flatMap { state.waiting[$0] ?? [] }
        }
        guard let sample else { return }
        let strings = StoreStrings.choose(count: sample.count, spacing: 1) { sample[$0] }
        let numbers = strings.numbers
        let waited = state.withLock { state in
            state.strings = strings
            state.numbers = numbers
            defer { state.waiting = [:] }
            return state.waiting
        }
        // On every core: when the sample is the whole corpus, this is the whole store.
        let segments = waited.keys.sorted()
        DispatchQueue.concurrentPerform(iterations: segments.count) { position in
            keep(segments[position], encoded(waited[segments[position]] ?? [], numbers))
        }
    }

    private func encoded(_ files: [ParsedFile], _ numbers: ByteStringTable.Shared) -> CaseStoreFile.EncodedSegment {
        CaseStoreFile.encodeSegment(files.count, strings: numbers) { files[$0] }
    }

    /// Keeps an encoded segment and writes every segment that is next in order.
    private func keep(_ segment: Int, _ encoded: CaseStoreFile.EncodedSegment) {
        state.withLock { state in
            if state.failure == nil { state.encoded[segment] = encoded }
        }
        writer.withLock { _ in
            while let next = nextInOrder() {
                do throws(AtomicFile.Failure) {
                    try file.output.write(next.bytes)
                } catch {
                    state.withLock { state in
                        state.failure = error
                        state.encoded = [:]
                    }
                }
            }
        }
    }

    /// The segment to write next, noted as written, if it is encoded and nothing has failed.
    private func nextInOrder() -> CaseStoreFile.EncodedSegment? {
        state.withLock { state in
            guard state.failure == nil, let next = state.encoded.removeValue(forKey: state.written.segments.count) else {
                return nil
            }
            state.written.add(next)
            return next
        }
    }

    /// A write has failed: the store will not be saved, and segments added from now on are not written.
    var hasFailed: Bool {
        state.withLock { $0.failure != nil }
    }

    /// Once every segment was added: the string table and the segments written, or why they could not be.
    func finished() -> Result<(strings: StoreStrings, written: CaseStoreFile.WrittenSegments), AtomicFile.Failure> {
        state.withLock { state in
            if let failure = state.failure { return .failure(failure) }
            guard let strings = state.strings, state.encoded.isEmpty, state.waiting.isEmpty else {
                return .failure(.failed(file.output.target, "its segments were not all written"))
            }
            return .success((strings, state.written))
        }
    }

    /// What `complete` wrote: where each case's record went, the string table they name, and the
    /// finished file mapped (nil if it could not be), as a second open would map it once in place.
    struct Completed {
        var records: [StoredRecord]
        var strings: [String]
        var file: MappedFile?
    }

    /// Writes what follows the segments of `stored` (which must be the files added, in order) and puts
    /// the store in place; on a failure nothing is left.
    @discardableResult
    func complete(_ stored: [CaseStoreFile.Stored], roots: [String], build: String,
                  snapshot: () -> SnapshotContents?) throws(AtomicFile.Failure) -> Completed {
        let strings: StoreStrings, written: CaseStoreFile.WrittenSegments
        switch finished() {
        case .success(let finished): (strings, written) = finished
        case .failure(let failure):
            file.abandon()
            throw failure
        }
        guard written.files == stored.count else {
            file.abandon()
            throw .failed(file.output.target, "its segments do not hold the files to store")
        }
        do throws(AtomicFile.Failure) {
            try CaseStoreFile.writeRest(stored, roots: roots, build: build, strings: strings, segments: written,
                                        snapshot: snapshot, into: file.output)
        } catch {
            file.abandon()
            throw error
        }
        // Mapped before it is renamed into place: another imr may put another store there meanwhile.
        var info = stat()
        let mapped = fstat(file.output.descriptor, &info) == 0
            ? MappedFile(descriptor: file.output.descriptor, size: Int(info.st_size)) : nil
        try file.commit()
        return Completed(records: written.records, strings: strings.strings, file: mapped)
    }
}
