import IMRColumns

/// A query's facet selections turned into value-id lookups over a FacetTable.
struct CompiledFilter {
    let itemOffsets: [Int32]
    /// Case-level facets: each must hold for the case.
    var caseFilters: [FacetLookup] = []
    /// The facet of each case filter, to find its postings.
    var caseFacets: [Facet] = []
    /// Item-level facets asked together: one item must satisfy all of them.
    var itemFilters: [FacetLookup] = []
    var itemFacets: [Facet] = []
    /// The items the query's `treat:` words allow (nil: no such words): bound to the same item as the
    /// item filters.
    let itemSet: CaseBitmap?

    init(_ query: CaseQuery, table: FacetTable, items itemSet: CaseBitmap? = nil) {
        itemOffsets = table.itemOffsets
        self.itemSet = itemSet
        let anyItemLevel = itemSet != nil || query.selections.keys.contains { $0.isItemLevel }
        for (facet, values) in query.selections.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !values.isEmpty {
            let column = table.column(facet)
            var allowed = [Bool](repeating: false, count: column.names.count)
            for value in values {
                for name in Self.expand(value, facet: facet, names: column.names) {
                    if let id = column.ids[name] { allowed[Int(id)] = true }
                }
            }
            if facet.isItemLevel && anyItemLevel {
                itemFilters.append(FacetLookup(column: table.itemColumn(facet), allowed: allowed))
                itemFacets.append(facet)
                // A case none of whose items has the value is passed over by one look at its own values,
                // not item by item: most cases fail a category this way.
                if facet.caseValuesAreItemValues {
                    caseFilters.append(FacetLookup(column: column, allowed: allowed))
                    caseFacets.append(facet)
                }
            } else {
                caseFilters.append(FacetLookup(column: column, allowed: allowed))
                caseFacets.append(facet)
            }
        }
    }

    /// A category chosen at its top level ("Pharmaceuticals") takes in its subcategories.
    static func expand(_ value: String, facet: Facet, names: [String]) -> [String] {
        guard facet == .category else { return [value] }
        let prefix = value + " > "
        return [value] + names.filter { $0.hasPrefix(prefix) }
    }

    /// No facet chosen: every row matches.
    var isEmpty: Bool { caseFilters.isEmpty && itemFilters.isEmpty && itemSet == nil }

    /// The rows (of `count`) that match. Only candidates are checked: the cases of the items under the
    /// item filter with the fewest items, or the cases under the case filter with the fewest cases, when
    /// those are a small part of the corpus; else every case.
    /// `rareBelow` is the share of the rows under which a filter counts as rare (tests try others).
    func rows(count: Int, postings: FacetPostingsCache, rareBelow: Double = 1.0 / 3) -> CaseBitmap {
        let fromItems = itemCandidates(count: count, postings: postings, rareBelow: rareBelow)
        var words = fromItems ?? caseCandidates(count: count, postings: postings, rareBelow: rareBelow)
        // Candidates from items already have an item that satisfies every item filter.
        let itemFilters = fromItems == nil ? self.itemFilters : []
        FacetLookup.withViews(caseFilters) { cases in
            FacetLookup.withViews(itemFilters) { items in
                itemOffsets.withUnsafeBufferPointer { itemOffsets in
                    words.withUnsafeMutableBufferPointer { words in
                        for position in words.indices {
                            var rest = words[position]
                            while rest != 0 {
                                let bit = rest.trailingZeroBitCount
                                rest &= rest - 1
                                if !Self.matches(position << 6 + bit, cases, items, itemOffsets) {
                                    words[position] &= ~(1 << UInt64(bit))
                                }
                            }
                        }
                    }
                }
            }
        }
        return CaseBitmap(words: words, count: count)
    }

    /// Past about a third of the rows, visiting them by postings costs what checking every row does
    /// (measured at 100,000 cases: a 20 % specialty went from 2.9 to 1.3 ms with postings, not below 1/8).
    private static func isFew(_ size: Int, of total: Int, _ rareBelow: Double) -> Bool {
        Double(size) < Double(total) * rareBelow
    }

    /// The cases having an item that satisfies every item filter, found from the rarest filter's
    /// items; nil when no item filter is rare enough.
    private func itemCandidates(count: Int, postings: FacetPostingsCache, rareBelow: Double) -> [UInt64]? {
        if let itemSet { return cases(of: itemSet, count: count, postings: postings) }
        let itemCount = Int(itemOffsets.last ?? 0)
        let sizes = itemFilters.indices.map { filter in
            (filter, postings.items(itemFacets[filter]).size(under: itemFilters[filter].allowed))
        }
        guard let rarest = sizes.min(by: { $0.1 < $1.1 }), Self.isFew(rarest.1, of: itemCount, rareBelow) else { return nil }
        var words = [UInt64](repeating: 0, count: (count + 63) / 64)
        let itemCases = postings.itemCases
        FacetLookup.withViews(itemFilters) { items in
            itemCases.withUnsafeBufferPointer { itemCases in
                words.withUnsafeMutableBufferPointer { words in
                    postings.items(itemFacets[rarest.0]).forEachRow(under: itemFilters[rarest.0].allowed) { item in
                        guard items.allSatisfy({ $0.holds(item) }) else { return }
                        let row = Int(itemCases[item])
                        words[row >> 6] |= 1 << UInt64(row & 63)
                    }
                }
            }
        }
        return words
    }

    /// The cases having an item in `itemSet` that satisfies every item filter.
    private func cases(of itemSet: CaseBitmap, count: Int, postings: FacetPostingsCache) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: (count + 63) / 64)
        let itemCases = postings.itemCases
        FacetLookup.withViews(itemFilters) { items in
            itemCases.withUnsafeBufferPointer { itemCases in
                words.withUnsafeMutableBufferPointer { words in
                    itemSet.forEach { item in
                        guard items.allSatisfy({ $0.holds(item) }) else { return }
                        let row = Int(itemCases[item])
                        words[row >> 6] |= 1 << UInt64(row & 63)
                    }
                }
            }
        }
        return words
    }

    /// The cases under the rarest case filter's values, or every case when none is rare enough.
    private func caseCandidates(count: Int, postings: FacetPostingsCache, rareBelow: Double) -> [UInt64] {
        let wordCount = (count + 63) / 64
        let sizes = caseFilters.indices.map { filter in
            (filter, postings.cases(caseFacets[filter]).size(under: caseFilters[filter].allowed))
        }
        if let rarest = sizes.min(by: { $0.1 < $1.1 }), Self.isFew(rarest.1, of: count, rareBelow) {
            var words = [UInt64](repeating: 0, count: wordCount)
            words.withUnsafeMutableBufferPointer { words in
                postings.cases(caseFacets[rarest.0]).forEachRow(under: caseFilters[rarest.0].allowed) { row in
                    words[row >> 6] |= 1 << UInt64(row & 63)
                }
            }
            return words
        }
        var words = [UInt64](repeating: ~0, count: wordCount)
        if count & 63 != 0 { words[wordCount - 1] = (1 << UInt64(count & 63)) - 1 }
        return words
    }

    @inline(__always)
    private static func matches(_ row: Int, _ cases: UnsafeBufferPointer<FacetLookup.View>,
                                _ items: UnsafeBufferPointer<FacetLookup.View>,
                                _ itemOffsets: UnsafeBufferPointer<Int32>) -> Bool {
        for filter in cases where !filter.holds(row) { return false }
        guard !items.isEmpty else { return true }
        var item = Int(itemOffsets[row])
        let end = Int(itemOffsets[row + 1])
        while item < end {
            if items.allSatisfy({ $0.holds(item) }) { return true }
            item += 1
        }
        return false
    }
}

extension Facet {
    /// Whether a case's values of this item-level facet are exactly its items' values (`FacetValues`
    /// says so), so a case without an allowed value cannot have an item with one. Not so for chapters:
    /// a case's chapters may be given apart from its items' citations.
    var caseValuesAreItemValues: Bool { self == .itemDecision || self == .category }
}
