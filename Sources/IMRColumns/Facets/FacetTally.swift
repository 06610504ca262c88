/// Per value of one facet, over chosen cases: cases, overturned and partially overturned cases, items
/// and overturned items.
/// Read from the table's flat arrays: this runs over every shown case at each filter change.
package struct FacetTally {
    /// Counters per value id, side by side: cases, overturned cases, partial cases, items, overturned items.
    private var counters: [Int]
    private static let width = 5

    /// `rows` nil counts every case.
    package init(_ facet: Facet, table: FacetTable, rows: CaseBitmap?) {
        let column = table.column(facet)
        counters = [Int](repeating: 0, count: column.names.count * Self.width)
        let caseCount = table.outcome.count
        let countItems = facet.isItemLevel
        column.withView { values in
            table.itemColumn(facet).withView { itemValues in
                table.outcome.withUnsafeBufferPointer { outcome in
                    table.itemOffsets.withUnsafeBufferPointer { itemOffsets in
                        table.itemDecision.withUnsafeBufferPointer { itemDecision in
                            counters.withUnsafeMutableBufferPointer { counts in
                                func count(_ row: Int) {
                                    let overturned = outcome[row] == .overturned ? 1 : 0
                                    let partial = outcome[row] == .partial ? 1 : 0
                                    let items = Int(itemOffsets[row])..<Int(itemOffsets[row + 1])
                                    var overturnedItems = 0
                                    if !countItems {
                                        for item in items where itemDecision[item] == .overturned { overturnedItems += 1 }
                                    }
                                    for position in values.start(of: row)..<values.end(of: row) {
                                        let slot = Int(values.flat[position]) * Self.width
                                        counts[slot] += 1
                                        counts[slot + 1] += overturned
                                        counts[slot + 2] += partial
                                        if !countItems {
                                            counts[slot + 3] += items.count
                                            counts[slot + 4] += overturnedItems
                                        }
                                    }
                                    guard countItems else { return }
                                    for item in items {
                                        let overturnedItem = itemDecision[item] == .overturned ? 1 : 0
                                        for position in itemValues.start(of: item)..<itemValues.end(of: item) {
                                            let slot = Int(itemValues.flat[position]) * Self.width
                                            counts[slot + 3] += 1
                                            counts[slot + 4] += overturnedItem
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
    package func counts(names: [String]) -> [FacetCount] {
        var result: [FacetCount] = []
        for (id, name) in names.enumerated() where counters[id * Self.width] > 0 {
            let slot = id * Self.width
            result.append(FacetCount(value: name, cases: counters[slot], overturnedCases: counters[slot + 1],
                                     partialCases: counters[slot + 2], items: counters[slot + 3],
                                     overturnedItems: counters[slot + 4]))
        }
        result.sort { $0.cases != $1.cases ? $0.cases > $1.cases : $0.value < $1.value }
        return result
    }
}
