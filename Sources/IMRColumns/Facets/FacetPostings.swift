import Synchronization

/// A case column turned around: the rows under each value id, ascending. A filter on a rare value
/// then visits only the rows that have it rather than every case.
package struct FacetPostings: Sendable {
    /// Where each value id's rows start in `rows` (one more than the ids).
    package private(set) var starts: [Int32]
    package private(set) var rows: [Int32]

    /// One counting pass and one placing pass over the column.
    package init(_ column: FacetTable.Column) {
        let valueCount = column.names.count
        var starts = [Int32](repeating: 0, count: valueCount + 1)
        for id in column.flat { starts[Int(id) + 1] += 1 }
        for id in 0..<valueCount { starts[id + 1] += starts[id] }
        var next = Array(starts.dropLast())
        var rows = [Int32](repeating: 0, count: column.flat.count)
        column.withView { values in
            for row in 0..<max(0, column.offsets.count - 1) {
                for position in values.start(of: row)..<values.end(of: row) {
                    let id = Int(values.flat[position])
                    rows[Int(next[id])] = Int32(row)
                    next[id] += 1
                }
            }
        }
        self.starts = starts
        self.rows = rows
    }

    /// How many rows fall under the allowed ids (a row with two of them counted twice).
    @inlinable package func size(under allowed: [Bool]) -> Int {
        var total = 0
        for id in allowed.indices where allowed[id] && id + 1 < starts.count {
            total += Int(starts[id + 1] - starts[id])
        }
        return total
    }

    /// Calls `body` with every row under an allowed id (ascending within each id).
    @inlinable @inline(__always)
    package func forEachRow(under allowed: [Bool], _ body: (Int) -> Void) {
        rows.withUnsafeBufferPointer { rows in
            for id in allowed.indices where allowed[id] && id + 1 < starts.count {
                for position in Int(starts[id])..<Int(starts[id + 1]) { body(Int(rows[position])) }
            }
        }
    }
}

/// The table's columns turned around (`FacetPostings`), for cases and for items, and each item's case:
/// made on first use of a facet, then kept (a filter on a rare value visits only its rows).
package final class FacetPostingsCache: Sendable {
    private let table: FacetTable
    private let caseColumns = Mutex<[Facet: FacetPostings]>([:])
    private let itemColumns = Mutex<[Facet: FacetPostings]>([:])
    private let owners = Mutex<[Int32]?>(nil)

    package init(_ table: FacetTable) {
        self.table = table
    }

    @inlinable package func cases(_ facet: Facet) -> FacetPostings {
        postings(of: facet, in: caseColumns) { table.column($0) }
    }

    @inlinable package func items(_ facet: Facet) -> FacetPostings {
        postings(of: facet, in: itemColumns) { table.itemColumn($0) }
    }

    private func postings(of facet: Facet, in store: borrowing Mutex<[Facet: FacetPostings]>,
                          _ column: (Facet) -> FacetTable.Column) -> FacetPostings {
        store.withLock { made in
            if let known = made[facet] { return known }
            let built = FacetPostings(column(facet))
            made[facet] = built
            return built
        }
    }

    /// The case (row) each item belongs to.
    package var itemCases: [Int32] {
        owners.withLock { made in
            if let made { return made }
            var built: [Int32] = []
            built.reserveCapacity(Int(table.itemOffsets.last ?? 0))
            for row in 0..<max(0, table.itemOffsets.count - 1) {
                for _ in table.itemRange(of: row) { built.append(Int32(row)) }
            }
            made = built
            return built
        }
    }

    /// Makes every facet's postings now (in the background after a load).
    @inlinable package func prepare() {
        _ = itemCases
        for facet in Facet.allCases {
            _ = cases(facet)
            if facet.isItemLevel { _ = items(facet) }
        }
    }
}
