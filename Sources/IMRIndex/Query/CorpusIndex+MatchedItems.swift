import IMRModel
import IMRColumns

extension CorpusIndex {
    /// The items of case `row` (their places in the case) that the queries' item terms (`item:`, `cat:`,
    /// `ch:`, `treatment:`, `region:`, `kind:`, `treat:`) select together, in every query; nil when no
    /// query has item terms (then no item is singled out). What the CSV's `matched` column, the
    /// precedents key and the decision pane go by.
    public func matchedItems(_ row: Int, forAll queries: [CaseQuery]) -> [Int]? {
        guard row >= 0, row + 1 < table.itemOffsets.count else { return nil }
        let first = Int(table.itemOffsets[row]), end = Int(table.itemOffsets[row + 1])
        var matched: Set<Int>? = nil
        for query in queries {
            // Most queries hold no item term: nothing to compile (this is asked at every redraw).
            guard query.hasItemTerms else { continue }
            let filter = CompiledFilter(query, table: table, items: treatmentItems(query.treatmentWords))
            guard !filter.itemFilters.isEmpty || filter.itemSet != nil else { continue }
            let chosen = FacetLookup.withViews(filter.itemFilters) { lookups in
                Set((first..<end).filter { item in
                    lookups.allSatisfy { $0.holds(item) } && (filter.itemSet?.contains(item) ?? true)
                }.map { $0 - first })
            }
            matched = matched.map { $0.intersection(chosen) } ?? chosen
        }
        return matched.map { $0.sorted() }
    }

    /// The case at `row` as listed, with the items the queries' item terms single out
    /// (`IMRCase.matchedItems`): what every CSV of cases (`imr list`, `imr export`, the browser's
    /// export) marks in its `matched` column.
    public func listedCase(_ row: Int, matchedBy queries: [CaseQuery]) -> IMRCase {
        var listed = listedCase(row)
        listed.matchedItems = matchedItems(row, forAll: queries)
        return listed
    }
}
