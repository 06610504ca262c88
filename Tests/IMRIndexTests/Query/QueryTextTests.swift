import Testing
@testable import IMRIndex
import CaseFixtures
import IMRColumns

/// The one-line query language, and what typed facet values resolve to.
@Suite struct QueryTextTests {
    let index = QueryFixtures.index

    @Test func parsesFacetsOutcomeAndWords() {
        let result = QueryText.parse("overturned spec:\"pain management\" ch:12 mri", resolve: index.resolve)
        #expect(result.unknown.isEmpty)
        #expect(result.query.values(.outcome) == ["overturned"])
        #expect(result.query.values(.specialty) == ["Pain Management"])
        #expect(result.query.values(.chapter) == [QueryFixtures.lowBack])
        #expect(result.query.text == "mri")
    }

    @Test func formatThenParseGivesTheSameQuery() {
        let lines = [
            "overturned spec:\"pain management\" ch:12 mri",
            "partial upheld state:texas,california \"drug screen\"",
            "item:overturned cat:imaging year:2016 sort:-decision-date",
        ]
        for line in lines {
            let first = QueryText.parse(line, resolve: index.resolve).query
            let text = QueryText.format(first, includeSort: true)
            let again = QueryText.parse(text, resolve: index.resolve).query
            #expect(again == first, "\(line) -> \(text)")
        }
    }

    /// Curly quotes, as text copied from a letter or a word processor brings them, quote as straight ones do.
    @Test func curlyQuotesQuoteAsStraightOnesDo() {
        for (curly, straight) in [("spec:\u{201C}pain management\u{201D} mri", "spec:\"pain management\" mri"),
                                  ("\u{201C}drug screen\u{201D} upheld", "\"drug screen\" upheld"),
                                  ("treat:\u{201C}lumbar spine\u{201D}", "treat:\"lumbar spine\"")] {
            let typed = QueryText.parse(curly, resolve: index.resolve)
            #expect(typed.unknown.isEmpty, "\(curly)")
            #expect(typed.query == QueryText.parse(straight, resolve: index.resolve).query, "\(curly)")
        }
        #expect(QueryText.parse("spec:\u{201C}pain management\u{201D}", resolve: index.resolve).query.values(.specialty) == ["Pain Management"])
    }

    @Test func unknownValuesAreReported() {
        let result = QueryText.parse("spec:astrology", resolve: index.resolve)
        #expect(result.unknown == ["spec:astrology"])
    }

    @Test(arguments: ["12", "ch 12", "ch12", "chapter 12", "Ch. 12"])
    func chapterNumbersResolve(typed: String) {
        #expect(index.resolve(typed, facet: .chapter) == [QueryFixtures.lowBack])
    }

    @Test(arguments: ["pm&r", "PM&R", "physical medicine rehab"])
    func specialtySpellingsResolve(typed: String) {
        #expect(index.resolve(typed, facet: .specialty) == ["Physical Medicine & Rehabilitation"])
    }

    @Test func otherResolutions() {
        #expect(index.resolve("tx", facet: .state) == ["Texas"])
        #expect(index.resolve("partially overturned", facet: .outcome) == ["partial"])
        #expect(index.resolve("pain", facet: .specialty) == ["Pain Management"])
        #expect(index.resolve("nothing like it", facet: .specialty).isEmpty)
    }
}
