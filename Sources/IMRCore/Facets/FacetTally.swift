/// Per value of one facet, over chosen cases: cases, overturned cases, items and overturned items.
/// Read from the table's flat arrays: this runs over every shown case at each filter change.
struct FacetTally {
    /// Four counters per value id, side by side: cases, overturned cases, items, overturned items.
    private var counters: [Int]

    /// `rows` nil counts every case.
    init(_ facet: Facet, table: FacetTable, rows: CaseBitmap?) {
        let column = table.column(facet)
        counters = [Int](repeating: 0, count: column.names.count * 4)
        let caseCount = table.outcome.count
        let countItems = facet.isItemLevel
        column.withView { values in
            table.itemColumn(facet).withView { itemValues in
                table.outcome.withUnsafeBufferPointer { outcome in
                    table.itemOffsets.withUnsafeBufferPointer { itemOffsets in
                        table.itemDecision.withUnsafeBufferPointer { itemDecision in
                            counters.withUnsafeMutableBufferPointer { counts in
                                func count(_ row: Int) {
                                    let overturned = outcome[row] == .overturned || outcome[row] == .partial
                                    for position in values.start(of: row)..<values.end(of: row) {
                                        let slot = Int(values.flat[position]) * 4
                                        counts[slot] += 1
                                        if overturned { counts[slot + 1] += 1 }
                                    }
                                    guard countItems else { return }
                                    for item in Int(itemOffsets[row])..<Int(itemOffsets[row + 1]) {
                                        let overturnedItem = itemDecision[item] == .overturned
                                        for position in itemValues.start(of: item)..<itemValues.end(of: item) {
                                            let slot = Int(itemValues.flat[position]) * 4
                                            counts[slot + 2] += 1
                                            if overturnedItem { counts[slot + 3] += 1 }
                                        }
                                    }
                                }
                                if let rows { rows.forEach(count) } else { for row in 0..<caseCount { count(row) } }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The counts of the values some case counts under, most frequent first (ties by name).
    func counts(names: [String]) -> [FacetCount] {
        var result: [FacetCount] = []
        for (id, name) in names.enumerated() where counters[id * 4] > 0 {
            let slot = id * 4
            result.append(FacetCount(value: name, cases: counters[slot], overturnedCases: counters[slot + 1],
                                     items: counters[slot + 2], overturnedItems: counters[slot + 3]))
        }
        result.sort { $0.cases != $1.cases ? $0.cases > $1.cases : $0.value < $1.value }
        return result
    }
}
