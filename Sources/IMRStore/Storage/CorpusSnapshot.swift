import Dispatch
import Synchronization
import IMRModel
import IMRColumns

/// What an index of a corpus is made of, apart from the cases themselves: the facet table, the date
/// columns, every sort order, the case keys of tags, the summaries' places in the word index and the
/// items' treatment texts. The case store keeps it, so a second open of an unchanged corpus takes
/// these as they are instead of visiting every case to make them again.
package struct CorpusSnapshot: Sendable {
    package var table: FacetTable
    package var dates: [DateField: [Int32]]
    package var idRank: [Int32]
    package var orders: [SortOrderKey: [Int32]]
    /// `CaseKey.of` each case, for `tag:`.
    package var keys: StringColumn
    package var summarySpans: SummarySpans.Spans
    /// Each item's treatment and original request ("" for none), over all cases' items: what `treat:` reads.
    package var treatments: StringColumn
    package var originalRequests: StringColumn
    /// The cases with warnings, in order (the problems view lists them).
    package var warned: [Int32]

    package init(table: FacetTable, dates: [DateField: [Int32]], idRank: [Int32], orders: [SortOrderKey: [Int32]],
         keys: StringColumn, summarySpans: SummarySpans.Spans, treatments: StringColumn, originalRequests: StringColumn,
         warned: [Int32]) {
        self.warned = warned
        self.table = table
        self.dates = dates
        self.idRank = idRank
        self.orders = orders
        self.keys = keys
        self.summarySpans = summarySpans
        self.treatments = treatments
        self.originalRequests = originalRequests
    }

    var caseCount: Int { table.outcome.count }
    var itemCount: Int { table.itemDecision.count }

    // MARK: On disk

    func write(parts: inout SnapshotPartsWriter, directory: inout ByteWriter) {
        directory.count(caseCount)
        directory.count(itemCount)
        directory.count(table.columns.count)
        for column in table.columns + table.itemColumns {
            directory.strings(column.names)
            parts.add(offsets: column.offsets, into: &directory)
            parts.add(narrow: column.flat, into: &directory)
        }
        parts.add(table.outcome.map { CaseCoding.code($0, in: Outcome.allCases) }).write(into: &directory)
        parts.add(offsets: table.itemOffsets, into: &directory)
        parts.add(table.itemDecision.map { CaseCoding.code($0, in: Decision.allCases) }).write(into: &directory)
        for field in DateField.allCases { parts.add(dates[field] ?? []).write(into: &directory) }
        parts.add(idRank).write(into: &directory)
        for wanted in SortOrderKey.all { parts.add(orders[wanted] ?? []).write(into: &directory) }
        SnapshotPart.write(parts.add(strings: keys), into: &directory)
        parts.add(summarySpans.starts).write(into: &directory)
        parts.add(summarySpans.lengths).write(into: &directory)
        parts.add(numbered: treatments, into: &directory)
        parts.add(numbered: originalRequests, into: &directory)
        parts.add(warned).write(into: &directory)
    }

    static func read(directory: inout ByteReader, parts: SnapshotPartsReader) throws(StoreCorruption) -> CorpusSnapshot {
        let cases = try directory.count64()
        let items = try directory.count64()
        let columnCount = try directory.count()
        guard columnCount == Facet.allCases.count else { throw StoreCorruption(reason: "it holds other facets") }
        var table = FacetTable()
        for position in 0..<(2 * columnCount) {
            let rows = position < columnCount ? cases : items
            let column = try readColumn(&directory, parts: parts, rows: rows)
            if position < columnCount { table.columns.append(column) } else { table.itemColumns.append(column) }
        }
        let outcomeCodes = try parts.array(SnapshotPart.read(from: &directory), as: UInt8.self, count: cases)
        table.outcome = try outcomeCodes.map { code throws(StoreCorruption) in try CaseCoding.value(code, in: Outcome.allCases) }
        table.itemOffsets = try parts.offsets(&directory)
        guard table.itemOffsets.count == cases + 1 else { throw StoreCorruption(reason: "the items' offsets have the wrong length") }
        try checkOffsets(table.itemOffsets, end: items)
        let decisionCodes = try parts.array(SnapshotPart.read(from: &directory), as: UInt8.self, count: items)
        table.itemDecision = try decisionCodes.map { code throws(StoreCorruption) in try CaseCoding.value(code, in: Decision.allCases) }
        var dates: [DateField: [Int32]] = [:]
        for field in DateField.allCases {
            dates[field] = try parts.array(SnapshotPart.read(from: &directory), as: Int32.self, count: cases)
        }
        let idRank = try parts.array(SnapshotPart.read(from: &directory), as: Int32.self, count: cases)
        var orders: [SortOrderKey: [Int32]] = [:]
        for wanted in SortOrderKey.all {
            let order = try parts.array(SnapshotPart.read(from: &directory), as: Int32.self, count: cases)
            guard order.allSatisfy({ $0 >= 0 && Int($0) < cases }) else {
                throw StoreCorruption(reason: "a sort order names a case that is not there")
            }
            orders[wanted] = order
        }
        let keys = try parts.strings(SnapshotPart.readPair(from: &directory), count: cases)
        let starts = try parts.array(SnapshotPart.read(from: &directory), as: UInt32.self, count: cases)
        let lengths = try parts.array(SnapshotPart.read(from: &directory), as: UInt32.self, count: cases)
        let total = lengths.reduce(0) { $0 + Int($1) }
        let spans = SummarySpans.Spans(starts: starts, lengths: lengths,
                                       averageLength: cases == 0 ? 0 : Double(total) / Double(cases))
        let treatments = try parts.numberedStrings(&directory, count: items)
        let originals = try parts.numberedStrings(&directory, count: items)
        let warned = try parts.array(SnapshotPart.read(from: &directory), as: Int32.self)
        guard warned.allSatisfy({ $0 >= 0 && Int($0) < cases }) else {
            throw StoreCorruption(reason: "a warning names a case that is not there")
        }
        return CorpusSnapshot(table: table, dates: dates, idRank: idRank, orders: orders, keys: keys,
                              summarySpans: spans, treatments: treatments, originalRequests: originals, warned: warned)
    }

    static func readColumn(_ directory: inout ByteReader, parts: SnapshotPartsReader, rows: Int) throws(StoreCorruption) -> FacetTable.Column {
        var column = FacetTable.Column()
        column.names = try directory.strings()
        for (position, name) in column.names.enumerated() { column.ids[name] = Int32(position) }
        column.offsets = try parts.offsets(&directory)
        // An item column of a case-only facet is empty: offsets [0].
        guard column.offsets.count == rows + 1 || column.offsets == [0] else {
            throw StoreCorruption(reason: "a facet column has the wrong length")
        }
        // Never negative, each under the count of names: checked as they are widened.
        column.flat = try parts.narrow(&directory, below: Int32(column.names.count))
        // Made from counts (`SnapshotPartsReader.offsets`), they start at 0 and never go back.
        guard Int(column.offsets.last ?? -1) == column.flat.count else {
            throw StoreCorruption(reason: "its offsets do not cover their values")
        }
        return column
    }

    /// Offsets start at 0, never go back, and end at `end`.
    static func checkOffsets(_ offsets: [Int32], end: Int) throws(StoreCorruption) {
        var previous: Int32 = 0
        for offset in offsets {
            guard offset >= previous else { throw StoreCorruption(reason: "its offsets go backwards") }
            previous = offset
        }
        guard offsets.first == 0, Int(offsets.last ?? -1) == end else {
            throw StoreCorruption(reason: "its offsets do not cover their values")
        }
    }
}
