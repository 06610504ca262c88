import Testing
@testable import IMRColumns
import IMRModel

/// Postings turn a facet column around: the rows under each value are exactly the rows that have it.
@Suite struct FacetPostingsTests {
    static func rows(_ postings: FacetPostings, under id: Int, valueCount: Int) -> [Int] {
        var allowed = [Bool](repeating: false, count: valueCount)
        allowed[id] = true
        var found: [Int] = []
        postings.forEachRow(under: allowed) { found.append($0) }
        return found
    }

    static func check(_ column: FacetTable.Column, _ postings: FacetPostings, rowCount: Int) {
        for id in column.names.indices {
            let expected = (0..<rowCount).filter { column.values(of: $0).contains(Int32(id)) }
            #expect(rows(postings, under: id, valueCount: column.names.count) == expected, "\(column.names[id])")
            var allowed = [Bool](repeating: false, count: column.names.count)
            allowed[id] = true
            #expect(postings.size(under: allowed) == expected.count)
        }
    }

    @Test func caseAndItemColumnsTurnedAround() {
        let cases = FacetTableTests.generated
        let table = FacetTableBuilder.build(cases)
        let cache = FacetPostingsCache(table)
        let itemCount = cases.reduce(0) { $0 + $1.items.count }
        for facet in Facet.allCases {
            Self.check(table.column(facet), cache.cases(facet), rowCount: cases.count)
            if facet.isItemLevel { Self.check(table.itemColumn(facet), cache.items(facet), rowCount: itemCount) }
        }
        #expect(cache.itemCases == cases.indices.flatMap { row in cases[row].items.map { _ in Int32(row) } })
    }

    @Test func emptyCorpus() {
        let cache = FacetPostingsCache(FacetTableBuilder.build([]))
        #expect(cache.cases(.specialty).size(under: []) == 0)
        #expect(cache.itemCases.isEmpty)
    }
}
