import IMRModel
import IMRVocabulary
import IMRColumns

extension CorpusIndex {
    /// Every item of the corpus asking for the question's treatment (its key and, where regions tell
    /// the treatment apart, a region in common), but the asking item, among what the narrowing selects;
    /// counted, split and listed. When those are thin, the wider looks too (`Precedents.wider`).
    public func precedents(_ question: PrecedentQuestion) -> Precedents {
        var found = gather(question, facet: .treatment, value: question.treatmentKey,
                           regions: question.regional ? question.regions : nil)
        if found.total < Precedents.thin { found.wider = wider(question) }
        return found
    }

    /// The same treatment in any region, and the same kind of treatment in the same region (for a
    /// treatment regions do not tell apart, the same category), each counted on its own. A request of a
    /// treatment regions tell apart that names no region looks at the treatment in any region, then its
    /// category.
    func wider(_ question: PrecedentQuestion) -> [WiderPrecedents] {
        var looks: [WiderPrecedents] = []
        if question.regional {
            let any = gather(question, facet: .treatment, value: question.treatmentKey, regions: nil)
            looks.append(WiderPrecedents(scope: .anyRegion, label: "\(question.treatmentKey), any region", any))
        }
        if question.regional && !question.regions.isEmpty {
            if let kind = question.treatmentKind, kind != .other {
                let same = gather(question, facet: .kind, value: kind.rawValue, regions: question.regions)
                let label = "any \(kind.rawValue), \(question.regions.joined(separator: " or "))"
                looks.append(WiderPrecedents(scope: .sameKindSameRegion, label: label, same))
            }
        } else if let kind = question.treatmentKind,
                  let category = KeyCategory.category(ofKey: question.treatmentKey, kind: kind) {
            let same = gather(question, facet: .category, value: category, regions: nil)
            looks.append(WiderPrecedents(scope: .sameCategory, label: category, same))
        }
        return looks
    }

    /// The items with `value` under the item facet `facet` and, when `regions` is given, a region among
    /// them (with none given, only items with no region), but the asking item, among what the narrowing
    /// selects. Found from the facet's item postings, so only those items are visited, and counted from
    /// the facet table's columns, not the cases.
    func gather(_ question: PrecedentQuestion, facet: Facet, value: String, regions: [String]?) -> Precedents {
        var found = Precedents(question: question, list: [], upheld: 0, overturned: 0, inPartialCases: 0,
                               byRegion: [], bySpecialty: [], byYear: [])
        let column = table.itemColumn(facet)
        guard let valueId = column.ids[value] else { return found }
        var allowed = [Bool](repeating: false, count: column.names.count)
        allowed[Int(valueId)] = true
        let regionColumn = table.itemColumn(.region)
        let wantedRegions = Set((regions ?? []).compactMap { regionColumn.ids[$0] })

        // Item-level narrowing holds for the precedent item itself; the rest for its case.
        var itemQuery = CaseQuery(selections: question.narrowing.selections.filter { $0.key.isItemLevel })
        itemQuery.set(facet, [value])
        let itemFilter = CompiledFilter(itemQuery, table: table)
        var caseQuery = question.narrowing
        for facet in Facet.allCases where facet.isItemLevel { caseQuery.set(facet, []) }
        let caseRows = selectedRows(caseQuery)
        let excluded = question.source.flatMap { source in
            corpus.cases.firstIndex(where: { $0.id == source.caseId }).map { Int(table.itemOffsets[$0]) + source.item }
        }

        let owners = postings.itemCases
        let decided = dates.column(.decided)
        var splits = PrecedentTally(table)
        FacetLookup.withViews(itemFilter.itemFilters) { lookups in
            postings.items(facet).forEachRow(under: allowed) { item in
                guard item != excluded, lookups.allSatisfy({ $0.holds(item) }) else { return }
                if regions != nil, !TreatmentIdentity.regionsMeet(regionColumn.values(of: item), wantedRegions) { return }
                let row = Int(owners[item])
                if let caseRows, !caseRows.contains(row) { return }
                let decision = table.itemDecision[item]
                let outcome = table.outcome[row]
                if decision == .overturned { found.overturned += 1 } else { found.upheld += 1 }
                if outcome == .partial { found.inPartialCases += 1 }
                splits.add(item: item, row: row, overturned: decision == .overturned)
                found.list.append(Precedent(caseIndex: row, item: item - Int(table.itemOffsets[row]), decision: decision,
                                            caseOutcome: outcome, decisionDate: CalendarDate(yyyymmdd: Int(decided[row]))))
            }
        }
        found.list.sort(by: Precedent.listedBefore)
        found.byReason = PrecedentReason.tally(found.list, table: table)
        found.byRegion = splits.region.splits(names: table.itemColumn(.region).names, none: PrecedentSplit.noRegion)
        found.bySpecialty = splits.specialty.splits(names: table.column(.specialty).names, none: PrecedentSplit.noSpecialty)
        found.byYear = splits.year.splits(names: table.column(.year).names, none: PrecedentSplit.noYear)
            .sorted { a, b in
                // Years in order, the undated after them.
                (Int(a.value) ?? Int.max, a.value) < (Int(b.value) ?? Int.max, b.value)
            }
        return found
    }
}

/// Items and overturned items per value id of the three splits, counted from the facet table.
private struct PrecedentTally {
    struct Counter {
        let column: FacetTable.Column
        /// Two counters per value id (items, overturned), and two more at the end for "none".
        var counts: [Int]

        init(_ column: FacetTable.Column) {
            self.column = column
            counts = [Int](repeating: 0, count: (column.names.count + 1) * 2)
        }

        mutating func add(_ row: Int, overturned: Bool) {
            let values = column.values(of: row)
            if values.isEmpty {
                bump(column.names.count, overturned)
            } else {
                for id in values { bump(Int(id), overturned) }
            }
        }

        private mutating func bump(_ slot: Int, _ overturned: Bool) {
            counts[slot * 2] += 1
            if overturned { counts[slot * 2 + 1] += 1 }
        }

        /// Most items first (ties by name); "none" last when any item has no value.
        func splits(names: [String], none: String) -> [PrecedentSplit] {
            var result: [PrecedentSplit] = []
            for (id, name) in names.enumerated() where counts[id * 2] > 0 {
                result.append(PrecedentSplit(value: name, items: counts[id * 2], overturned: counts[id * 2 + 1]))
            }
            result.sort { $0.items != $1.items ? $0.items > $1.items : $0.value < $1.value }
            let last = names.count * 2
            if counts[last] > 0 { result.append(PrecedentSplit(value: none, items: counts[last], overturned: counts[last + 1])) }
            return result
        }
    }

    var region: Counter
    var specialty: Counter
    var year: Counter

    init(_ table: FacetTable) {
        region = Counter(table.itemColumn(.region))
        specialty = Counter(table.column(.specialty))
        year = Counter(table.column(.year))
    }

    mutating func add(item: Int, row: Int, overturned: Bool) {
        region.add(item, overturned: overturned)
        specialty.add(row, overturned: overturned)
        year.add(row, overturned: overturned)
    }
}
