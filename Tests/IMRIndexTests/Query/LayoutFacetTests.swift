import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRColumns
@testable import IMRIndex
@testable import IMRModel
@testable import IMRStore
import Foundation

/// The layout a letter was read from (IMRLettersTests' LetterLayoutTests) is a facet of the index.
@Suite struct LayoutFacetTests {
    /// The layout is a facet: counted, filtered by `layout:`, and a statistics dimension.
    @Test func theLayoutIsAFacet() {
        let corpus = CorpusLoader.assemble([
            Fixture.file(LetterTexts.maximus(), name: "a.txt"),
            Fixture.file(LetterTexts.maximus(heading: "IMR DECISION(S) AND RATIONALE(S)", documents: true)
                .replacingOccurrences(of: "CM18-0100001", with: "CM18-0100002"), name: "b.txt"),
            Fixture.file(LetterTexts.professionalReview, name: "c.txt"),
            Fixture.file(LetterTexts.maximus2013, name: "d.txt"),
        ])
        let index = CorpusIndex(corpus)
        #expect(Set(index.values(of: .layout)) == Set(LetterLayout.allCases.map(\.rawValue)))
        let parsed = QueryText.parse("layout:professional-review", base: CaseQuery()) { index.resolve($0, facet: $1) }
        #expect(parsed.problem == nil)
        #expect(index.matching(parsed.query).map { index.cases[$0].layout } == [.professionalReview])
        #expect(StatsDimension(name: "layout") == .facet(.layout))
        #expect(StatsDimension.names.contains("layout"))
    }
}
