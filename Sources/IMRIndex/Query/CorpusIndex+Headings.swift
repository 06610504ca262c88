import IMRExport

extension CorpusIndex {
    /// The contents line of each of `rows` for a document of cases (`ExportFormat.writeDocument`), from
    /// the ids and the outcome column: a Markdown document of a store's cases reads each case once.
    public func headings(of rows: some Collection<Int>) -> [CaseHeading] {
        rows.map { CaseHeading(id: cases.id(at: $0), outcome: table.outcome[$0]) }
    }
}
