import IMRColumns

extension CorpusIndex {
    /// Counts for every value of `facet` among `rows` (a list made elsewhere, such as the cases like one
    /// case) that the query's filters select: with `ignoringOwnSelection`, all but its own facet's, as a
    /// picker shows what choosing each value would give.
    public func facetCounts(_ facet: Facet, for query: CaseQuery, ignoringOwnSelection: Bool = true,
                            among rows: [Int]) -> [FacetCount] {
        var others = query
        if ignoringOwnSelection { others.set(facet, []) }
        var allowed = CaseBitmap(count: count)
        for row in rows { allowed.insert(row) }
        if let selected = selectedRows(all: [others]) { allowed.formIntersection(selected) }
        return FacetTally(facet, table: table, rows: allowed).counts(names: table.column(facet).names)
    }
}
