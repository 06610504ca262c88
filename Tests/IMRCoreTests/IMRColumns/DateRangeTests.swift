import Testing
@testable import IMRIndex
import TestFixtures
@testable import IMRColumns
@testable import IMRStore
@testable import IMRModel

/// Dates held to a range: how ranges are typed and written back, and what they select.
@Suite struct DateRangeTests {
    static func day(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    @Test(arguments: [
        ("2016", "2016-01-01", "2016-12-31"),
        ("2016-02", "2016-02-01", "2016-02-29"),
        ("2016-12-09", "2016-12-09", "2016-12-09"),
        ("12/09/2016", "2016-12-09", "2016-12-09"),
        ("2016-12..2017-01", "2016-12-01", "2017-01-31"),
        (" 2015..2016-06-15 ", "2015-01-01", "2016-06-15"),
    ])
    func typedFormsGiveTheirFirstAndLastDay(typed: String, from: String, to: String) throws {
        let range = try #require(DateRange(typed))
        #expect(range.from == Self.day(from))
        #expect(range.to == Self.day(to))
    }

    @Test func eitherEndMayBeOpen() throws {
        let until = try #require(DateRange("..2014"))
        #expect(until.from == nil && until.to == Self.day("2014-12-31"))
        let since = try #require(DateRange("2016-06.."))
        #expect(since.from == Self.day("2016-06-01") && since.to == nil)
        #expect(since.contains(Self.day("2030-01-01")))
        #expect(!since.contains(Self.day("2016-05-31")))
        #expect(!since.contains(nil), "a case without the date is outside every range")
    }

    @Test(arguments: ["", "..", "2016-13", "2016-02-30", "soon", "2017..2016", "16", "2016-1-1-1", "12/40/2016", "2016..x"])
    func whatIsNotADateIsRefused(typed: String) {
        #expect(DateRange(typed) == nil)
    }

    /// What the filter line shows is what it reads back, as short as it stays exact.
    @Test(arguments: [
        ("2016", "2016"), ("2016-02", "2016-02"), ("2016-12-09", "2016-12-09"), ("2016-12..2017-01", "2016-12..2017-01"),
        ("2015..2016", "2015..2016"), ("2016-12-05..2017-01", "2016-12-05..2017-01-31"), ("..2014", "..2014"),
        ("2016-06..", "2016-06.."), ("12/09/2016..", "2016-12-09.."),
    ])
    func textReadsBackTheSameRange(typed: String, written: String) throws {
        let range = try #require(DateRange(typed))
        #expect(range.text == written)
        #expect(DateRange(range.text) == range)
    }

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

    /// The columns made together for the case store are those made one at a time, whichever were made before.
    @Test func allColumnsAtOnceAgreeWithEachColumnAlone() throws {
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let partly = DateColumns(corpus.cases)
        _ = partly.column(.injured)
        let all = partly.all()
        #expect(Set(all.keys) == Set(DateField.allCases))
        for field in DateField.allCases {
            let alone = DateColumns(corpus.cases).column(field)
            #expect(all[field] == alone, "\(field)")
            #expect(alone == corpus.cases.map { DateColumns.packed(field.date(of: $0)) })
        }
    }
}
