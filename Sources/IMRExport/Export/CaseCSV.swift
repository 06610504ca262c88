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

    /// The header and the cases' rows, handed to `emit` a few hundred rows at a time (one piece per case
    /// cost more than the rows): the same bytes as the table made whole (`CSVTable.lines`).
    public static func write<E: Error>(_ cases: some Sequence<(IMRCase, CaseAnnotations)>, cells: CSVTable.Cells = .spreadsheetSafe,
                                       to emit: (String) throws(E) -> Void) throws(E) {
        var rows = [header]
        for (imrCase, annotations) in cases {
            rows += self.rows(of: imrCase, annotations: annotations)
            if rows.count >= 512 {
                try emit(CSVTable.lines(rows, cells: cells))
                rows.removeAll(keepingCapacity: true)
            }
        }
        try emit(CSVTable.lines(rows, cells: cells))
    }

    /// One case's rows: one per item, or one with the item columns empty.
    public static func rows(of imrCase: IMRCase, annotations notes: CaseAnnotations) -> [[String]] {
        let user = [notes.tags.joined(separator: "; "), notes.note ?? ""]
        let common = [
            imrCase.id, imrCase.caseNumber ?? "", imrCase.file, imrCase.dates.decision?.iso ?? "", imrCase.outcome.rawValue,
            imrCase.reviewer.specialties.joined(separator: "; "), imrCase.reviewer.licensure.joined(separator: "; "),
            imrCase.patient.age.map(String.init) ?? "", imrCase.patient.sex?.rawValue ?? "",
            imrCase.patient.dateOfInjury?.iso ?? "",
        ]
        if imrCase.items.isEmpty {
            return [common + Array(repeating: "", count: header.count - common.count - user.count) + user]
        }
        let matched = imrCase.matchedItems.map(Set.init)
        return imrCase.items.enumerated().map { number, item in
            common + [
                String(number + 1), item.treatment, item.treatmentKey ?? "", item.treatmentKind?.rawValue ?? "",
                item.bodyRegion ?? "", item.category ?? "", item.decision.rawValue,
                item.maximusGuideline.map(CaseReport.citationLine).joined(separator: "; "), item.rationale,
                item.bodyRegions.joined(separator: "; "), matched.map { $0.contains(number) ? "yes" : "no" } ?? "",
            ] + user
        }
    }
}
