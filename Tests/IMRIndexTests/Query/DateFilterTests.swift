import CaseFixtures
import Testing
import TestFixtures
@testable import IMRColumns
@testable import IMRIndex
@testable import IMRModel
@testable import IMRStore

/// Date ranges (IMRColumnsTests' DateRangeTests) on the filter line and in queries: how the filter line
/// reads and writes them, and what they select.
@Suite struct DateFilterTests {
    @Test func theFilterLineReadsAndWritesDateTerms() {
        let index = QueryFixtures.index
        let result = QueryText.parse("overturned decided:2016-12..2017-01 injured:..2014 doi:2013 mri", resolve: index.resolve)
        #expect(result.invalidDates.isEmpty)
        #expect(result.query.dateRanges[.decided] == DateRange("2016-12..2017-01"))
        #expect(result.query.dateRanges[.injured] == DateRange("2013"), "a later term for the same date replaces the earlier")
        #expect(result.query.text == "mri")
        let again = QueryText.parse(QueryText.format(result.query), resolve: index.resolve).query
        #expect(again == result.query)
        let bad = QueryText.parse("decided:2016-13 mri", resolve: index.resolve)
        #expect(bad.invalidDates == ["decided:2016-13"])
        #expect(bad.query.dateRanges.isEmpty && bad.query.text == "mri")
    }

    /// On the real letters: a range selects exactly the cases whose date lies in it, the counts the
    /// pickers show follow it, and clearing the filters lets every case back.
    @Test func rangesSelectTheCasesWhoseDateLiesInThem() throws {
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let index = CorpusIndex(corpus)
        for (field, typed) in [(DateField.decided, "2017-01-10..2017-01-20"), (.injured, "..2016-10-20"), (.received, "2016-12")] {
            let range = try #require(DateRange(typed))
            var query = CaseQuery()
            query.dateRanges[field] = range
            let expected = Set(corpus.cases.filter { range.contains(field.date(of: $0)) }.map(\.id))
            let found = Set(index.matching(query).map { corpus.cases[$0].id })
            #expect(!expected.isEmpty && expected.count < corpus.cases.count, "\(field) \(typed) picks some cases")
            #expect(found == expected, "\(field) \(typed)")
            let counted = index.facetCounts(.outcome, for: query).reduce(0) { $0 + $1.cases }
            #expect(counted == expected.count)
            #expect(index.matching(query.cleared).count == corpus.cases.count)
        }
    }
}
