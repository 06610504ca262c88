import Dispatch
import Synchronization
import IMRLetters
import IMRModel
import IMRColumns
import IMRText

/// Everything a case store keeps of a first open's letters besides their records, gathered chunk by
/// chunk by the workers that parse them, right after parsing, so that no case outlives its chunk
/// (`StoreFirstOpen`): the facet table, the date and sort columns, the case keys, the summaries' word
/// counts, the items' treatment texts, and what settling the ids needs. Put together in order as the
/// chunks come, they make the store's snapshot without visiting a case again.
final class SnapshotColumns: Sendable {
    /// One chunk's columns, its cases in order.
    struct Chunk: Sendable {
        var facets: FacetTableBuilder.ReadRun
        /// `DateColumns.packed` of each case, by `DateField.allCases`.
        var dates: [[Int32]] = DateField.allCases.map { _ in [] }
        var sort = SortFields()
        var keys = StringColumn.Builder()
        var summaryWords: [UInt32] = []
        /// Each item's treatment and original request ("" for none).
        var treatments = StringColumn.Builder()
        var originalRequests = StringColumn.Builder()
        /// Whether parsing gave the case a warning.
        var warned: [Bool] = []
        /// The id each case asks for (`CaseIds.base`), settled once the chunk is put in place
        /// (`CaseIds.Settler`); its file's path as shown and its place in the file.
        var ids: [String] = []
        var paths: [String] = []
        var letterIndices: [Int32] = []
        /// Each file's problems and number of cases.
        var problems: [[LoadProblem]] = []
        var caseCounts: [Int] = []

        init(_ files: [ParsedFile]) {
            facets = ParsedColumns.facets(of: files)
            for file in files {
                problems.append(file.problems)
                caseCounts.append(file.cases.count)
                // Fields read where they lie: a copy of a case retained every string and array in it.
                file.cases.withUnsafeBufferPointer { cases in
                    for position in cases.indices { add(cases[position]) }
                }
            }
        }

        private mutating func add(_ imrCase: borrowing IMRCase) {
            for (position, field) in DateField.allCases.enumerated() {
                dates[position].append(DateColumns.packed(field.date(of: imrCase)))
            }
            sort.append(imrCase)
            keys.append(CaseKey.of(imrCase))
            summaryWords.append(UInt32(SummarySpans.wordCount(imrCase.summary)))
            imrCase.items.withUnsafeBufferPointer { items in
                for item in items.indices {
                    treatments.append(items[item].treatment)
                    originalRequests.append(items[item].originalRequest ?? "")
                }
            }
            warned.append(!imrCase.warnings.isEmpty)
            ids.append(CaseIds.base(caseNumber: imrCase.caseNumber, file: imrCase.file, index: imrCase.index))
            paths.append(imrCase.file)
            letterIndices.append(Int32(imrCase.index))
        }

        /// `other`'s cases after these (the facets are merged apart); `scale` as for `Array.makeRoom`.
        mutating func append(_ other: Chunk, scale: Double) {
            for position in dates.indices { dates[position].append(other.dates[position], scale: scale) }
            sort.append(contentsOf: other.sort, scale: scale)
            keys.append(contentsOf: other.keys, scale: scale)
            summaryWords.append(other.summaryWords, scale: scale)
            treatments.append(contentsOf: other.treatments, scale: scale)
            originalRequests.append(contentsOf: other.originalRequests, scale: scale)
            warned.append(other.warned, scale: scale)
            ids.append(other.ids, scale: scale)
            paths.append(other.paths, scale: scale)
            letterIndices.append(other.letterIndices, scale: scale)
            problems.append(other.problems, scale: scale)
            caseCounts.append(other.caseCounts, scale: scale)
        }
    }

    /// The chunks put together so far, in order, their ids settled.
    private struct Gathered: Sendable {
        var columns: Chunk?
        /// The chunks' facets merged as they come: kept until the end, each chunk's names and columns
        /// made the facet table's memory twice over at the peak of a first open.
        var facets = FacetTableMerge()
        var settler: CaseIds.Settler
        var cases = 0
        var chunks = 0
        /// Files in the chunks so far, and in all of them.
        var files = 0
        let expectedFiles: Int

        mutating func add(_ chunk: Chunk) {
            var chunk = chunk
            files += chunk.caseCounts.count
            // The columns grow to what the files so far say all of them will need, not by doubling.
            let scale = Double(expectedFiles) / Double(max(1, files))
            var firstCase = [0]
            for count in chunk.caseCounts { firstCase.append(firstCase[firstCase.count - 1] + count) }
            let problems = chunk.problems, paths = chunk.paths, letterIndices = chunk.letterIndices
            settler.settle(&chunk.ids, firstRow: cases, files: chunk.caseCounts.count,
                           rows: { firstCase[$0]..<firstCase[$0 + 1] }, problems: { problems[$0] },
                           letter: { _, row in (paths[row], Int(letterIndices[row])) })
            facets.add(chunk.facets, scale: scale)
            chunk.facets = FacetTableBuilder.ReadRun()
            cases += chunk.ids.count
            chunks += 1
            if columns == nil { columns = chunk } else { columns?.append(chunk, scale: scale) }
        }
    }

    /// Chunks parsed but not yet put in place (one before them is still being parsed).
    private let waiting = Mutex<[Int: Chunk]>([:])
    private let gathering: Mutex<Gathered>

    /// - Parameter files: how many files there will be (the ids' table is sized once, and the columns
    ///   as the first files' cases say).
    init(files: Int = 0) {
        gathering = Mutex(Gathered(settler: CaseIds.Settler(capacity: files), expectedFiles: files))
    }

    /// The cases of chunk `chunk`'s files, in order; called once for each chunk, from any worker. The
    /// chunks are put together and their ids settled in order as they come, by the worker that holds
    /// them, instead of all at the end (seconds of a first open of a million letters). A chunk that
    /// comes while another worker is putting chunks in place is taken by that worker's loop, or by its
    /// own turn after it.
    func add(chunk: Int, files: [ParsedFile]) {
        let read = Chunk(files)
        waiting.withLock { $0[chunk] = read }
        gathering.withLock { gathered in
            while let next = waiting.withLock({ $0.removeValue(forKey: gathered.chunks) }) { gathered.add(next) }
        }
    }

    /// Chunks 0..<`count` put together (nil when one is missing): their facet table, every other column
    /// end to end with the ids settled, and what settling them gave.
    func gathered(chunks count: Int) -> (table: FacetTable, columns: Chunk, settled: CaseIds.Settled)? {
        let done = gathering.withLock { gathered -> Gathered? in
            guard gathered.chunks == count else { return nil }
            defer { gathered = Gathered(settler: CaseIds.Settler(capacity: 0), expectedFiles: 0) }
            return gathered
        }
        guard let done, let columns = done.columns else { return nil }
        return (done.facets.finished(), columns, done.settler.settled)
    }
}

extension SnapshotContents {
    /// The store's contents for the corpus whose columns are `columns`, their ids settled as `settled`
    /// says (`SnapshotColumns.gathered`): the snapshot the index takes.
    init(fingerprint: UInt64, table: FacetTable, columns: SnapshotColumns.Chunk, settled: CaseIds.Settled) {
        let ids = columns.ids
        let idRank = CaseOrder.idRanks(ids)
        let wanted = SortOrderKey.all
        let orders = UnsafeSendableBox([[Int32]](repeating: [], count: wanted.count))
        orders.value.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            DispatchQueue.concurrentPerform(iterations: wanted.count) { position in
                target.buffer[position] = CaseOrder.order(columns.sort, by: wanted[position].key,
                                                          descending: wanted[position].descending, idRank: idRank)
            }
        }
        var dates: [DateField: [Int32]] = [:]
        for (position, field) in DateField.allCases.enumerated() { dates[field] = columns.dates[position] }
        let warned = columns.warned.indices.filter { columns.warned[$0] || settled.warnings[$0] != nil }
        let snapshot = CorpusSnapshot(
            table: table, dates: dates, idRank: idRank,
            orders: Dictionary(uniqueKeysWithValues: zip(wanted, orders.value)), keys: columns.keys.column,
            summarySpans: SummarySpans.spans(ids: ids, summaryWords: columns.summaryWords),
            treatments: columns.treatments.column, originalRequests: columns.originalRequests.column,
            warned: warned.map { Int32($0) })
        self.init(fingerprint: fingerprint, ids: ids, problems: settled.problems,
                  addedWarnings: Dictionary(uniqueKeysWithValues: settled.warnings.map { (Int32($0.key), [$0.value]) }),
                  snapshot: snapshot)
    }
}
