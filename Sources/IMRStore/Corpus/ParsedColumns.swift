import Synchronization
import IMRLetters
import IMRColumns

/// The facet table of a corpus being parsed, read chunk by chunk by the workers that parse its letters,
/// right after parsing them: read later, in a pass of its own, every case had to come back from memory
/// (seconds at a million letters). The chunks are put together in order once all are in. (A first open
/// that writes its store meanwhile gathers the whole snapshot so: `SnapshotColumns`.)
package final class ParsedColumns: Sendable {
    /// What `CorpusIndex` takes instead of visiting every case (see `Corpus.parsedColumns`).
    package struct Columns: Sendable {
        package var table: FacetTable
    }

    private let chunks = Mutex<[Int: FacetTableBuilder.ReadRun]>([:])

    /// The cases of chunk `chunk`'s files, in order; called once for each chunk, from any worker.
    func add(chunk: Int, files: [ParsedFile]) {
        let read = Self.facets(of: files)
        chunks.withLock { $0[chunk] = read }
    }

    /// The facet columns of `files`' cases, in order.
    static func facets(of files: [ParsedFile]) -> FacetTableBuilder.ReadRun {
        var run = FacetTableBuilder.Run(rows: files.reduce(0) { $0 + $1.cases.count })
        for file in files {
            file.cases.withUnsafeBufferPointer { cases in FacetTableBuilder.read(cases, cases.indices, into: &run) }
        }
        return run.read
    }

    /// The columns of chunks 0..<`count` (nil when one is missing).
    func columns(chunks count: Int) -> Columns? {
        let ordered = chunks.withLock { chunks in (0..<count).compactMap { chunks[$0] } }
        guard ordered.count == count else { return nil }
        return Columns(table: FacetTableBuilder.merge(ordered))
    }
}
