import IMRIndex
import Testing
import IMRModel
import CaseFixtures
import IMRColumns

@Suite struct TagQueryTests {
    @Test func tagWordsInTheFilterLineReadAndWriteBack() {
        let parsed = QueryText.parse("tag:mri,\"follow up\" overturned knee", resolve: { value, _ in [value] })
        #expect(parsed.query.tags == ["mri", "follow up"])
        #expect(parsed.query.text == "knee")
        #expect(!parsed.query.isEmpty)
        let again = QueryText.parse(QueryText.format(parsed.query), resolve: { value, _ in [value] })
        #expect(again.query == parsed.query)
    }

    @Test func tagsGivenToTheIndexSelectTheirCasesWithoutRegardToCase() {
        let index = QueryFixtures.index
        let cases = index.cases
        var query = CaseQuery()
        query.tags = ["MRI"]
        #expect(index.matching(query).isEmpty, "no tags given: no case carries one")

        index.setTags(["mri": [CaseKey.of(cases[0]), CaseKey.of(cases[2])], "Later": [CaseKey.of(cases[1])]])
        #expect(index.matching(query) == [0, 2].sorted { cases[$0].id < cases[$1].id })
        query.tags = ["mri", "later"]
        #expect(Set(index.matching(query)) == [0, 1, 2])
        // AND with the other filters.
        query.set(.outcome, [cases[1].outcome.rawValue])
        #expect(index.matching(query).allSatisfy { cases[$0].outcome == cases[1].outcome })
        #expect(index.matching(query).contains(1))
    }
}
