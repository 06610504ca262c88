import Synchronization

/// The table's columns turned around (`FacetPostings`), for cases and for items, and each item's case:
/// made on first use of a facet, then kept (a filter on a rare value visits only its rows).
final class FacetPostingsCache: Sendable {
    private let table: FacetTable
    private let caseColumns = Mutex<[Facet: FacetPostings]>([:])
    private let itemColumns = Mutex<[Facet: FacetPostings]>([:])
    private let owners = Mutex<[Int32]?>(nil)

    init(_ table: FacetTable) {
        self.table = table
    }

    func cases(_ facet: Facet) -> FacetPostings {
        postings(of: facet, in: caseColumns) { table.column($0) }
    }

    func items(_ facet: Facet) -> FacetPostings {
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
    var itemCases: [Int32] {
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
    func prepare() {
        _ = itemCases
        for facet in Facet.allCases {
            _ = cases(facet)
            if facet.isItemLevel { _ = items(facet) }
        }
    }
}
