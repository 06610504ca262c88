import Synchronization

/// The index's columns of a corpus being parsed (its facet table, and for a case store each summary's
/// word count and each case's key), read chunk by chunk by the workers that parse its letters, right
/// after parsing them: read later, in passes of their own, every case had to come back from memory
/// (seconds at a million letters). The chunks are put together in order once all are in.
final class ParsedColumns: Sendable {
    /// What `CorpusIndex` takes instead of visiting every case (see `Corpus.parsedColumns`).
    struct Columns: Sendable {
        var table: FacetTable
        /// `SummarySpans.wordCount` of each case's summary (with `countingTexts`).
        var summaryWords: [UInt32]?
        /// `CaseKey.of` each case (with `countingTexts`).
        var keys: [String]?
    }

    /// Whether to count the summaries' words and the cases' keys: a case store's snapshot keeps them,
    /// while a load without one may never need them (they are made on first use then).
    let countingTexts: Bool

    init(countingTexts: Bool) {
        self.countingTexts = countingTexts
    }

    private struct Chunk: Sendable {
        var facets: FacetTableBuilder.ReadRun
        var summaryWords: [UInt32]
        var keys: [String]
    }

    private let chunks = Mutex<[Int: Chunk]>([:])

    /// The cases of chunk `chunk`'s files, in order; called once for each chunk, from any worker.
    func add(chunk: Int, files: [ParsedFile]) {
        let cases = files.reduce(0) { $0 + $1.cases.count }
        var run = FacetTableBuilder.Run(rows: cases)
        var summaryWords: [UInt32] = [], keys: [String] = []
        summaryWords.reserveCapacity(cases)
        keys.reserveCapacity(cases)
        for file in files {
            file.cases.withUnsafeBufferPointer { letters in
                FacetTableBuilder.read(letters, letters.indices, into: &run)
                guard countingTexts else { return }
                for position in letters.indices {
                    summaryWords.append(UInt32(SummarySpans.wordCount(letters[position].summary)))
                    keys.append(CaseKey.of(letters[position]))
                }
            }
        }
        let read = Chunk(facets: run.read, summaryWords: summaryWords, keys: keys)
        chunks.withLock { $0[chunk] = read }
    }

    /// The columns of chunks 0..<`count` (nil when one is missing).
    func columns(chunks count: Int) -> Columns? {
        let ordered = chunks.withLock { chunks in (0..<count).compactMap { chunks[$0] } }
        guard ordered.count == count else { return nil }
        return Columns(table: FacetTableBuilder.merge(ordered.map(\.facets)),
                       summaryWords: countingTexts ? ordered.flatMap(\.summaryWords) : nil,
                       keys: countingTexts ? ordered.flatMap(\.keys) : nil)
    }
}
