import Testing
@testable import IMRColumns
@testable import IMRIndex
import IMRModel

/// `treat:` holds words to one item's treatment, on the same item as the other item terms; plain words
/// match anywhere in the case.
@Suite struct TreatmentWordsTests {
    static let index = FilterReferenceTests.index

    /// The plain reading: some item has every term in its treatment (or original request) and every
    /// item-level selection of the query.
    static func expected(_ words: [String], _ query: CaseQuery) -> [Int] {
        let terms = SearchTerms.parse(words.joined(separator: " "))
        return index.cases.indices.filter { row in
            let imrCase = index.cases[row]
            guard FilterReferenceTests.selects(imrCase, query.withoutItemSelections) else { return false }
            return imrCase.items.contains { item in
                terms.matches(item) && query.selections.allSatisfy { facet, values in
                    !facet.isItemLevel || FilterReferenceTests.fits(FacetValues.itemValues(item, facet), values, facet)
                }
            }
        }
    }

    static var wordLists: [[String]] {
        let treatments = index.cases.flatMap(\.items).map(\.treatment)
        let common = Array(Tokenizer.words(treatments.first ?? "mri").prefix(2)).map { String($0) }
        return [["mri"], ["physical"], ["\"physical therapy\""], common, ["mri", "lumbar"], ["zzzz"]]
    }

    @Test(arguments: wordLists)
    func treatmentWordsBindToOneItem(words: [String]) {
        let index = Self.index
        let category = index.values(of: .category).first ?? ""
        let queries = [
            CaseQuery(),
            CaseQuery(selections: [.itemDecision: ["overturned"]]),
            CaseQuery(selections: [.itemDecision: ["upheld"], .category: [category]]),
        ]
        for var query in queries {
            query.treatmentWords = words
            #expect(Set(index.matching(query)) == Set(Self.expected(words, query)), "\(words) \(query.selections)")
        }
    }

    /// Plain words may come from different items (or the summary); `treat:` words may not.
    @Test func plainWordsAreLooserThanTreatmentWords() {
        var plain = CaseQuery(text: "mri lumbar")
        plain.set(.itemDecision, ["overturned"])
        var bound = CaseQuery(selections: [.itemDecision: ["overturned"]])
        bound.treatmentWords = ["mri", "lumbar"]
        let loose = Set(Self.index.matching(plain)), strict = Set(Self.index.matching(bound))
        #expect(strict.isSubset(of: loose))
    }

    @Test func theFilterLineReadsAndWritesTreatmentWords() {
        let parsed = QueryText.parse(#"treat:mri treat:"physical therapy" item:overturned knee"#) { value, _ in [value] }
        #expect(parsed.query.treatmentWords == ["mri", "\"physical therapy\""])
        #expect(parsed.query.text == "knee")
        let again = QueryText.parse(QueryText.format(parsed.query)) { value, _ in [value] }
        #expect(again.query == parsed.query)
    }
}

extension CaseQuery {
    /// The query with its item-level selections taken away (the case-level part).
    var withoutItemSelections: CaseQuery {
        var copy = self
        for facet in Facet.allCases where facet.isItemLevel { copy.set(facet, []) }
        copy.treatmentWords = []
        return copy
    }
}
