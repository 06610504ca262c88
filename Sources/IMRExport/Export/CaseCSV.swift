import IMRModel

/// Cases as CSV, one row per disputed item (a case without items gets one row with the item columns
/// empty): what a spreadsheet or a statistics package reads. The user's tags ("; " between them) and
/// note are the last two columns, empty when the case has none. Before them, every body region of the
/// item ("; " between them) and whether the item is one a filter's item terms singled out (`yes`/`no`;
/// empty when the filter singled out none); the reasons the item's rationale states (their ids, "; " between them), the
/// original request and the part authorized before IMR where the item was partly certified (the item's treatment is then the
/// part disputed), and the case's days from the application's receipt to the decision. Columns are added before the user's
/// two, never renamed.
public enum CaseCSV {
    public static let header = [
        "id", "case_number", "file", "decision_date", "outcome", "specialty", "licensure", "patient_age",
        "patient_sex", "date_of_injury", "item", "treatment", "treatment_key", "treatment_kind", "body_region",
        "category", "decision", "maximus_guideline", "rationale", "body_regions", "matched", "reasons", "original_request",
        "authorized_portion", "turnaround_days", "tags", "note",
    ]

    /// `annotations`, when given, has one entry per case.
    public static func render(_ cases: [IMRCase], annotations: [CaseAnnotations]? = nil,
                              cells: CSVTable.Cells = .spreadsheetSafe) -> String {
        var table = ""
        write(cases.indices.lazy.map { (cases[$0], annotations?[$0] ?? CaseAnnotations()) }, cells: cells) { table += $0 }
        return table
    }

    /// The header and the cases' rows, handed to `emit` some 64 KiB at a time: the same bytes as the
    /// table made whole (`CSVTable.lines`).
    public static func write<E: Error>(_ cases: some Sequence<(IMRCase, CaseAnnotations)>, cells: CSVTable.Cells = .spreadsheetSafe,
                                       to emit: (String) throws(E) -> Void) throws(E) {
        var table = Table(cells: cells)
        let text = { (bytes: UnsafeRawBufferPointer) throws(E) in try emit(String(decoding: bytes, as: UTF8.self)) }
        for (imrCase, annotations) in cases { try table.add(imrCase, annotations: annotations, to: text) }
        try table.end(to: text)
    }

    /// The header, then each case's rows as they are added, written as bytes (no String a cell) and
    /// handed on some 64 KiB at a time (one piece per case cost more than the rows).
    package struct Table {
        private var rows: CSVRows
        private var cells = CaseCells()

        package init(cells: CSVTable.Cells) {
            rows = CSVRows(cells: cells, capacity: Table.piece + 16_384)
            for name in CaseCSV.header { name.withUTF8Bytes { rows.field($0) } }
            rows.endRow()
        }

        /// A decoded case's rows (its `matchedItems` say which items a filter singled out).
        package mutating func add<E: Error>(_ imrCase: IMRCase, annotations: CaseAnnotations,
                                            to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            cells.write(imrCase, matched: imrCase.matchedItems, annotations: annotations, to: &rows)
            try flushIfFull(to: emit)
        }

        /// A stored record's rows, read in place: `matched` is what `IMRCase.matchedItems` holds (the items
        /// a filter singled out, nil for none).
        package mutating func add<E: Error>(_ record: CaseRecordView, matched: [Int]?, annotations: CaseAnnotations,
                                            to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            // Called with the record's own type here, where the generic writer is compiled for it: through
            // another module it was not, and looked its types up at run time, a third of the export's time.
            cells.write(record, matched: matched, annotations: annotations, to: &rows)
            try flushIfFull(to: emit)
        }

        /// Hands on the rows left (the header, when no case was added).
        package mutating func end<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            try ByteHandOff.hand(rows.bytes, to: emit)
            rows.clear()
        }

        private static let piece = 65_536

        private mutating func flushIfFull<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
            if rows.bytes.count >= Table.piece { try end(to: emit) }
        }
    }

    /// One case's rows as Strings, a cell each: one per item, or one with the item columns empty.
    public static func rows(of imrCase: IMRCase, annotations notes: CaseAnnotations) -> [[String]] {
        var cells = CaseCells(), strings = StringCells()
        cells.write(imrCase, matched: imrCase.matchedItems, annotations: notes, to: &strings)
        return strings.rows
    }
}

/// Where a case's CSV cells go, a row at a time: the bytes of an export (`CSVRows`), or Strings.
protocol CSVCellSink {
    mutating func field(_ utf8: UnsafeBufferPointer<UInt8>)
    mutating func endRow()
}

extension CSVRows: CSVCellSink {}

/// Rows of Strings, a cell each (`CaseCSV.rows`).
private struct StringCells: CSVCellSink {
    private(set) var rows: [[String]] = []
    private var row: [String] = []

    mutating func field(_ utf8: UnsafeBufferPointer<UInt8>) {
        row.append(String(decoding: utf8, as: UTF8.self))
    }

    mutating func endRow() {
        rows.append(row)
        row = []
    }
}

/// A case's cells from its fields (`CaseFields`: a decoded case's or a stored record's read in place),
/// in `CaseCSV.header`'s order, each put together from the fields' bytes. The case's own and the user's
/// cells are made once and written again in each of its rows. One serves case after case.
struct CaseCells {
    /// The case's cells (the ten of the case, its turnaround, then the user's two) end to end.
    private var caseCells: [UInt8] = []
    private var ends: [Int] = []
    /// A cell of an item put together from several texts.
    private var cell: [UInt8] = []

    mutating func write<Case: CaseFields, Sink: CSVCellSink>(_ imrCase: Case, matched: [Int]?, annotations notes: CaseAnnotations,
                                                             to sink: inout Sink) {
        caseCells.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        put(imrCase.id); end()
        if let number = imrCase.caseNumber { put(number) }; end()
        put(imrCase.file); end()
        if let decision = imrCase.dates.decision { put(decision.iso) }; end()
        put(imrCase.outcome.rawValue); end()
        put(imrCase.reviewerSpecialties); end()
        put(imrCase.reviewerLicensure); end()
        if let age = imrCase.patient.age { put(String(age)) }; end()
        if let sex = imrCase.patient.sex { put(sex.rawValue) }; end()
        if let injury = imrCase.patient.dateOfInjury { put(injury.iso) }; end()
        if let days = imrCase.turnaroundDays { put(String(days)) }; end()
        put(notes.tags); end()
        if let note = notes.note { put(note) }; end()
        var number = 0
        for item in imrCase.items {
            writeCaseCells(0..<10, to: &sink)
            String(number + 1).withUTF8Bytes { sink.field($0) }
            item.treatment.withUTF8Bytes { sink.field($0) }
            optional(item.treatmentKey, to: &sink)
            optional(item.treatmentKind?.rawValue, to: &sink)
            optional(item.bodyRegions.first, to: &sink)
            optional(item.category, to: &sink)
            item.decision.rawValue.withUTF8Bytes { sink.field($0) }
            cell.removeAll(keepingCapacity: true)
            for (position, citation) in item.maximusGuideline.enumerated() {
                if position > 0 { cell.append(contentsOf: "; ".utf8) }
                citation.text.withUTF8Bytes { cell.append(contentsOf: $0) }
                cell.append(contentsOf: " [".utf8)
                citation.label.withUTF8Bytes { cell.append(contentsOf: $0) }
                cell.append(0x5D)
            }
            cell.withUnsafeBufferPointer { sink.field($0) }
            item.rationale.withUTF8Bytes { sink.field($0) }
            cell.removeAll(keepingCapacity: true)
            Self.joined(item.bodyRegions, into: &cell)
            cell.withUnsafeBufferPointer { sink.field($0) }
            optional(matched.map { $0.contains(number) ? "yes" : "no" }, to: &sink)
            cell.removeAll(keepingCapacity: true)
            Self.joined(item.reasons.lazy.map(\.id), into: &cell)
            cell.withUnsafeBufferPointer { sink.field($0) }
            optional(item.originalRequest, to: &sink)
            optional(item.authorizedPortion, to: &sink)
            writeCaseCells(10..<13, to: &sink)
            sink.endRow()
            number += 1
        }
        guard number == 0 else { return }
        writeCaseCells(0..<10, to: &sink)
        for _ in 0..<(CaseCSV.header.count - 13) { optional(String?.none, to: &sink) }
        writeCaseCells(10..<13, to: &sink)
        sink.endRow()
    }

    /// The case's cells `cells` (the ten of the case by their place in the header, its turnaround as 10, the user's two as 11
    /// and 12).
    private func writeCaseCells<Sink: CSVCellSink>(_ cells: Range<Int>, to sink: inout Sink) {
        caseCells.withUnsafeBufferPointer { bytes in
            for cell in cells {
                sink.field(UnsafeBufferPointer(rebasing: bytes[(cell == 0 ? 0 : ends[cell - 1])..<ends[cell]]))
            }
        }
    }

    private func optional<Text: UTF8Text, Sink: CSVCellSink>(_ text: Text?, to sink: inout Sink) {
        if let text { text.withUTF8Bytes { sink.field($0) } } else { sink.field(UnsafeBufferPointer(start: nil, count: 0)) }
    }

    private mutating func put<Text: UTF8Text>(_ text: Text) {
        text.withUTF8Bytes { caseCells.append(contentsOf: $0) }
    }

    /// Texts with "; " between them.
    private mutating func put<Texts: Sequence>(_ texts: Texts) where Texts.Element: UTF8Text {
        Self.joined(texts, into: &caseCells)
    }

    private static func joined<Texts: Sequence>(_ texts: Texts, into bytes: inout [UInt8]) where Texts.Element: UTF8Text {
        for (position, text) in texts.enumerated() {
            if position > 0 { bytes.append(contentsOf: "; ".utf8) }
            text.withUTF8Bytes { bytes.append(contentsOf: $0) }
        }
    }

    /// Ends the case's cell being made.
    private mutating func end() {
        ends.append(caseCells.count)
    }
}
