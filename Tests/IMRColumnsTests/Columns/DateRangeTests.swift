import Testing
import LetterFixtures
@testable import IMRColumns
@testable import IMRModel
import TestFixtures

/// Dates held to a range: how ranges are typed and written back, and the date columns they are held to
/// (what they select, and the filter line's date terms: IMRIndexTests' DateFilterTests).
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

    /// The columns made together for the case store are those made one at a time, whichever were made before.
    @Test func allColumnsAtOnceAgreeWithEachColumnAlone() throws {
        let cases = CaseList(try RealLetters.folder(.dwcLayout).cases)
        let partly = DateColumns(cases)
        _ = partly.column(.injured)
        let all = partly.all()
        #expect(Set(all.keys) == Set(DateField.allCases))
        for field in DateField.allCases {
            let alone = DateColumns(cases).column(field)
            #expect(all[field] == alone, "\(field)")
            #expect(alone == cases.map { DateColumns.packed(field.date(of: $0)) })
        }
    }
}
