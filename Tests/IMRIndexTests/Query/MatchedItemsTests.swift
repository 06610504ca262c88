import Testing
@testable import IMRIndex
import TestFixtures
@testable import IMRStore
@testable import IMRExport
@testable import IMRModel
import IMRColumns

/// The items an item-bound filter singles out in each case it selects: what the CSV's `matched` column
/// and the precedents key go by.
@Suite struct MatchedItemsTests {
    static let index: CorpusIndex? = (try? CorpusLoader.load(paths: [FixtureFile.dwcLayout.require()])).map(CorpusIndex.init)

    @Test func theItemsTheItemTermsSelectTogetherAreSingledOut() throws {
        let index = try #require(Self.index, "the shipped letters load")
        let query = QueryText.parse("treat:mri item:upheld", resolve: index.resolve).query
        let rows = index.matching(query)
        #expect(!rows.isEmpty)
        for row in rows {
            let imrCase = index.cases[row]
            let matched = try #require(index.matchedItems(row, forAll: [query]))
            #expect(!matched.isEmpty, "\(imrCase.id): a case is selected for an item")
            let expected = imrCase.items.indices.filter { position in
                imrCase.items[position].decision == .upheld && imrCase.items[position].treatment.lowercased().contains("mri")
            }
            #expect(matched == expected, "\(imrCase.id)")
        }
    }

    @Test func withoutItemTermsNoItemIsSingledOut() throws {
        let index = try #require(Self.index, "the shipped letters load")
        let query = QueryText.parse("overturned lumbar", resolve: index.resolve).query
        let row = try #require(index.matching(query).first)
        #expect(index.matchedItems(row, forAll: [query]) == nil)
        // Queries are ANDed: an item must be singled out by each one that has item terms.
        let mri = QueryText.parse("treat:mri", resolve: index.resolve).query
        let upheld = QueryText.parse("item:upheld", resolve: index.resolve).query
        let both = QueryText.parse("treat:mri item:upheld", resolve: index.resolve).query
        for row in index.matching(both).prefix(20) {
            #expect(index.matchedItems(row, forAll: [mri, upheld, query]) == index.matchedItems(row, forAll: [both]))
        }
    }

    /// The CSV says which items matched: `yes`/`no` where the filter singled items out, empty where not.
    @Test func theCSVSaysWhichItemsMatched() throws {
        var imrCase = IMRCase(id: "A", file: "a.txt", items: [
            Item(treatment: "MRI knee", decision: .upheld, bodyRegions: ["knee"]),
            Item(treatment: "PT neck and low back", decision: .overturned, bodyRegions: ["cervical spine", "lumbar spine"]),
        ])
        let matchedColumn = try #require(CaseCSV.header.firstIndex(of: "matched"))
        let regionsColumn = try #require(CaseCSV.header.firstIndex(of: "body_regions"))
        #expect(CaseCSV.rows(of: imrCase, annotations: CaseAnnotations()).map { $0[matchedColumn] } == ["", ""])
        imrCase.matchedItems = [1]
        let rows = CaseCSV.rows(of: imrCase, annotations: CaseAnnotations())
        #expect(rows.map { $0[matchedColumn] } == ["no", "yes"])
        #expect(rows[1][regionsColumn] == "cervical spine; lumbar spine")
        #expect(rows.allSatisfy { $0.count == CaseCSV.header.count })
        #expect(CaseCSV.rows(of: IMRCase(id: "B", file: "b.txt"), annotations: CaseAnnotations())[0].count == CaseCSV.header.count)
    }
}
