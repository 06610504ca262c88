import Dispatch
import Synchronization

/// Everything a case store keeps of a first open's letters besides their records, gathered chunk by
/// chunk by the workers that parse them, right after parsing, so that no case outlives its chunk
/// (`StoreFirstOpen`): the facet table, the date and sort columns, the case keys, the summaries' word
/// counts, the items' treatment texts, and what settling the ids needs. Put together in order once
/// every chunk is in, they make the store's snapshot without visiting a case again.
final class SnapshotColumns: Sendable {
    /// One chunk's columns, its cases in order.
    struct Chunk: Sendable {
        var facets: FacetTableBuilder.ReadRun
        /// `DateColumns.packed` of each case, by `DateField.allCases`.
        var dates: [[Int32]] = DateField.allCases.map { _ in [] }
        var sort = SortFields()
        var keys: [String] = []
        var summaryWords: [UInt32] = []
        /// Each item's treatment and original request ("" for none).
        var treatments: [String] = []
        var originalRequests: [String] = []
        /// Whether parsing gave the case a warning.
        var warned: [Bool] = []
        /// The id each case asks for (`CaseIds.base`), its file's path as shown and its place in the file.
        var baseIds: [String] = []
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
                file.cases.withUnsafeBufferPointer { letters in
                    for position in letters.indices { add(letters[position]) }
                }
            }
        }

        private mutating func add(_ letter: borrowing IMRCase) {
            for (position, field) in DateField.allCases.enumerated() {
                dates[position].append(DateColumns.packed(field.date(of: letter)))
            }
            sort.append(letter)
            keys.append(CaseKey.of(letter))
            summaryWords.append(UInt32(SummarySpans.wordCount(letter.summary)))
            letter.items.withUnsafeBufferPointer { items in
                for item in items.indices {
                    treatments.append(items[item].treatment)
                    originalRequests.append(items[item].originalRequest ?? "")
                }
            }
            warned.append(!letter.warnings.isEmpty)
            baseIds.append(CaseIds.base(caseNumber: letter.caseNumber, file: letter.file, index: letter.index))
            paths.append(letter.file)
            letterIndices.append(Int32(letter.index))
        }

        /// `other`'s cases after these (the facets are merged apart, all at once).
        mutating func append(_ other: Chunk) {
            for position in dates.indices { dates[position] += other.dates[position] }
            sort.append(contentsOf: other.sort)
            keys += other.keys
            summaryWords += other.summaryWords
            treatments += other.treatments
            originalRequests += other.originalRequests
            warned += other.warned
            baseIds += other.baseIds
            paths += other.paths
            letterIndices += other.letterIndices
            problems += other.problems
            caseCounts += other.caseCounts
        }
    }

    private let chunks = Mutex<[Int: Chunk]>([:])

    /// The cases of chunk `chunk`'s files, in order; called once for each chunk, from any worker.
    func add(chunk: Int, files: [ParsedFile]) {
        let read = Chunk(files)
        chunks.withLock { $0[chunk] = read }
    }

    /// Chunks 0..<`count` put together (nil when one is missing): their facet table, and every other
    /// column end to end.
    func gathered(chunks count: Int) -> (table: FacetTable, columns: Chunk)? {
        let ordered = chunks.withLock { chunks in (0..<count).compactMap { chunks.removeValue(forKey: $0) } }
        guard ordered.count == count, var columns = ordered.first else { return nil }
        let table = FacetTableBuilder.merge(ordered.map(\.facets))
        for chunk in ordered.dropFirst() { columns.append(chunk) }
        return (table, columns)
    }
}

extension SnapshotContents {
    /// The store's contents for the corpus whose columns are `columns` (`SnapshotColumns.gathered`):
    /// its ids settled, its problems in order, and the snapshot the index takes.
    init(fingerprint: UInt64, table: FacetTable, columns: SnapshotColumns.Chunk) {
        var ids = columns.baseIds
        var firstCase = [0]
        firstCase.reserveCapacity(columns.caseCounts.count + 1)
        for count in columns.caseCounts { firstCase.append(firstCase[firstCase.count - 1] + count) }
        let settled = CaseIds.settle(&ids, files: columns.caseCounts.count, rows: { firstCase[$0]..<firstCase[$0 + 1] },
                                     problems: { columns.problems[$0] },
                                     letter: { _, row in (columns.paths[row], Int(columns.letterIndices[row])) })
        let idRank = CaseOrder.idRanks(ids)
        let wanted = SortKey.allCases.flatMap { key in [false, true].map { SortOrderKey(key: key, descending: $0) } }
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
            orders: Dictionary(uniqueKeysWithValues: zip(wanted, orders.value)), keys: StringColumn(columns.keys),
            summarySpans: SummarySpans.spans(ids: ids, summaryWords: columns.summaryWords),
            treatments: StringColumn(columns.treatments), originalRequests: StringColumn(columns.originalRequests),
            warned: warned.map { Int32($0) })
        self.init(fingerprint: fingerprint, ids: ids, problems: settled.problems,
                  addedWarnings: Dictionary(uniqueKeysWithValues: settled.warnings.map { (Int32($0.key), [$0.value]) }),
                  snapshot: snapshot)
    }
}
