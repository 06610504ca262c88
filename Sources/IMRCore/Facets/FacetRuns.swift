import Synchronization

/// The facet table of a corpus being parsed, read chunk by chunk by the workers that parse its letters,
/// right after parsing them: read later, in a pass of its own, every case had to come back from memory
/// (seconds at a million letters). The chunks' runs are merged in order once all are in.
final class FacetRuns: Sendable {
    private let runs = Mutex<[Int: FacetTableBuilder.Run]>([:])

    /// The cases of chunk `chunk`'s files, in order; called once for each chunk, from any worker.
    func add(chunk: Int, files: [ParsedFile]) {
        var run = FacetTableBuilder.Run(rows: files.count + files.count / 8)
        for file in files {
            file.cases.withUnsafeBufferPointer { cases in FacetTableBuilder.read(cases, cases.indices, into: &run) }
        }
        runs.withLock { $0[chunk] = run }
    }

    /// The table of chunks 0..<`chunks` (nil when one is missing).
    func table(chunks: Int) -> FacetTable? {
        let ordered = runs.withLock { runs in (0..<chunks).compactMap { runs[$0] } }
        guard ordered.count == chunks else { return nil }
        return FacetTableBuilder.merge(ordered)
    }
}
