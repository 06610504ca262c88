import IMRModel

/// Cases as CSV, one row per disputed item (a case without items gets one row with the item columns
/// empty): what a spreadsheet or a statistics package reads. The user's tags ("; " between them) and
/// note are the last two columns, empty when the case has none. Before them, every body region of the
/// item ("; " between them) and whether the item is one a filter's item terms singled out (`yes`/`no`;
/// empty when the filter singled out none). Columns are added before the user's two, never renamed.
public enum CaseCSV {
    public static let header = [
        "id", "case_number", "file", "decision_date", "outcome", "specialty", "licensure", "patient_age",
        "patient_sex", "date_of_injury", "item", "treatment", "treatment_key", "treatment_kind", "body_region",
        "category", "decision", "maximus_guideline", "rationale", "body_regions", "matched", "tags", "note",
    ]

    /// `annotations`, when given, has one entry per case.
    public static func render(_ cases: [IMRCase], annotations: [CaseAnnotations]? = nil,
                              cells: CSVTable.Cells = .spreadsheetSafe) -> String {
        var table = ""
        write(cases.indices.lazy.map { (cases[$0], annotations?[$0] ?? CaseAnnotations()) }, cells: cells) { table += $0 }
        return table
    }

    /// The header and the cases' rows, handed to `emit` a few hundred rows at a time: the same bytes as
    /// the table made whole (`CSVTable.lines`).
    public static func write<E: Error>(_ cases: some Sequence<(IMRCase, CaseAnnotations)>, cells: CSVTable.Cells = .spreadsheetSafe,
                                       to emit: (String) throws(E) -> Void) throws(E) {
        var table = Table(cells: cells)
        for (imrCase, annotations) in cases { try table.add(rows(of: imrCase, annotations: annotations), to: emit) }
        try table.end(to: emit)
    }

    /// The header, then rows as they are added, handed on a few hundred at a time (one piece per case
    /// cost more than the rows).
    package struct Table {
        private var rows = [CaseCSV.header]
        private let cells: CSVTable.Cells

        package init(cells: CSVTable.Cells) {
            self.cells = cells
        }

        package mutating func add<E: Error>(_ caseRows: [[String]], to emit: (String) throws(E) -> Void) throws(E) {
            rows += caseRows
            if rows.count >= 512 { try flush(to: emit) }
        }

        /// Hands on the rows left (the header, when no case was added).
        package mutating func end<E: Error>(to emit: (String) throws(E) -> Void) throws(E) {
            try flush(to: emit)
        }

        private mutating func flush<E: Error>(to emit: (String) throws(E) -> Void) throws(E) {
            try emit(CSVTable.lines(rows, cells: cells))
            rows.removeAll(keepingCapacity: true)
        }
    }

    /// One case's rows: one per item, or one with the item columns empty.
    public static func rows(of imrCase: IMRCase, annotations notes: CaseAnnotations) -> [[String]] {
        caseRows(imrCase, matched: imrCase.matchedItems, annotations: notes)
    }

    /// The same rows from a stored record read in place: `matched` is what `IMRCase.matchedItems` holds
    /// (the items a filter singled out, nil for none).
    package static func rows(of record: CaseRecordView, matched: [Int]?, annotations notes: CaseAnnotations) -> [[String]] {
        // Called with the record's own type here, where the generic one is compiled for it: through
        // another module it was not, and looked its types up at run time, a third of the export's time.
        caseRows(record, matched: matched, annotations: notes)
    }

    /// The rows from a case's fields, a decoded case's or a stored record's.
    private static func caseRows<Case: CaseFields>(_ imrCase: Case, matched: [Int]?, annotations notes: CaseAnnotations) -> [[String]] {
        let user = [notes.tags.joined(separator: "; "), notes.note ?? ""]
        let common = [
            imrCase.id.asString, imrCase.caseNumber?.asString ?? "", imrCase.file.asString, imrCase.dates.decision?.iso ?? "",
            imrCase.outcome.rawValue, joined(imrCase.reviewerSpecialties), joined(imrCase.reviewerLicensure),
            imrCase.patient.age.map(String.init) ?? "", imrCase.patient.sex?.rawValue ?? "",
            imrCase.patient.dateOfInjury?.iso ?? "",
        ]
        let matched = matched.map(Set.init)
        var rows: [[String]] = []
        for (number, item) in imrCase.items.enumerated() {
            rows.append(common + [
                String(number + 1), item.treatment.asString, item.treatmentKey?.asString ?? "", item.treatmentKind?.rawValue ?? "",
                item.bodyRegions.first?.asString ?? "", item.category?.asString ?? "", item.decision.rawValue,
                item.maximusGuideline.map(CaseReport.citationLine).joined(separator: "; "), item.rationale.asString,
                joined(item.bodyRegions), matched.map { $0.contains(number) ? "yes" : "no" } ?? "",
            ] + user)
        }
        return rows.isEmpty ? [common + Array(repeating: "", count: header.count - common.count - user.count) + user] : rows
    }

    private static func joined<Texts: Sequence>(_ texts: Texts) -> String where Texts.Element: UTF8Text {
        texts.map(\.asString).joined(separator: "; ")
    }
}
