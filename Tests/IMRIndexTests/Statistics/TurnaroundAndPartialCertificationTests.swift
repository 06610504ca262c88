import Foundation
import Testing
@testable import IMRIndex
import TestFixtures
import IMRColumns
@testable import IMRStore
@testable import IMRExport
@testable import IMRModel
import CaseFixtures
import LetterFixtures

/// The clock (days from the application's receipt to the decision) and partial certifications (the
/// original request, the part authorized before IMR, the part disputed), as the JSON gives them.
@Suite struct TurnaroundAndPartialCertificationTests {
    static func date(_ iso: String) -> CalendarDate { CalendarDate(iso: iso)! }

    @Test func daysAreCountedAcrossMonthsYearsAndLeapDays() {
        #expect(Self.date("2016-02-28").days(to: Self.date("2016-03-01")) == 2)
        #expect(Self.date("2015-02-28").days(to: Self.date("2015-03-01")) == 1)
        #expect(Self.date("2016-12-20").days(to: Self.date("2017-01-19")) == 30)
        #expect(Self.date("1999-12-31").days(to: Self.date("2000-12-31")) == 366)
        #expect(Self.date("2017-01-19").days(to: Self.date("2016-12-20")) == -30)
    }

    @Test func theTurnaroundNeedsBothDatesInOrder() {
        var imrCase = IMRCase(id: "A", file: "a.txt")
        #expect(imrCase.turnaroundDays == nil && imrCase.turnaroundReading == nil)
        imrCase.dates = CaseDates(decision: Self.date("2017-01-19"), applicationReceived: Self.date("2016-12-08"))
        #expect(imrCase.turnaroundDays == 42)
        #expect(imrCase.turnaroundReading == "42 days from the application's receipt to the decision (past the 30 of a standard review)")
        imrCase.dates = CaseDates(decision: Self.date("2016-12-28"), applicationReceived: Self.date("2016-12-08"))
        #expect(imrCase.turnaroundReading == "20 days from the application's receipt to the decision")
        // A decision dated before the receipt is a misread date, not a negative clock.
        imrCase.dates = CaseDates(decision: Self.date("2016-11-01"), applicationReceived: Self.date("2016-12-08"))
        #expect(imrCase.turnaroundDays == nil)
    }

    /// Both wordings of a partial certification, written here, read into the three parts, and the JSON
    /// carries them (no `authorized` key when the letter names none).
    @Test func aPartialCertificationIsReadAndCarriedInTheJSON() throws {
        let items = """
            Twelve sessions of aquatic therapy was the original request. Six sessions of aquatic therapy was \
            authorized by the Claims Administrator. The remaining IMR eligible portion of the original request, \
            Six sessions of aquatic therapy is: Upheld

            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016.

            Decision rationale: Not needed.

            Tramadol 50mg #120 was the original request. The Claims Administrator authorized Tramadol 50mg #60, \
            leaving the original request IMR eligible. The original request, Tramadol 50mg #120 is: Overturned

            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016.

            Decision rationale: Needed.

            Walker: Upheld

            MAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016.

            Decision rationale: Not needed.
            """
        let imrCase = Fixture.letter(Fixture.wrap(items: items))
        #expect(imrCase.items.count == 3)
        let first = try #require(imrCase.items.first?.partialCertification)
        #expect(first == PartialCertification(original: "Twelve sessions of aquatic therapy",
                                              authorized: "Six sessions of aquatic therapy",
                                              disputed: "Six sessions of aquatic therapy"))
        #expect(imrCase.items[1].partialCertification?.authorized == "Tramadol 50mg #60")
        #expect(imrCase.items[1].partialCertification?.disputed == "Tramadol 50mg #120")
        #expect(imrCase.items[2].partialCertification == nil)
        let json = try #require(JSONSerialization.jsonObject(with: Data(CaseJSON.line(imrCase).utf8)) as? [String: Any])
        let jsonItems = try #require(json["items"] as? [[String: Any]])
        #expect((jsonItems[0]["partialCertification"] as? [String: String])?["original"] == "Twelve sessions of aquatic therapy")
        #expect(jsonItems[2]["partialCertification"] is NSNull)
        #expect(json.keys.contains("turnaroundDays"))
    }

    @Test(arguments: [(">30", 31, nil), ("<=30", nil, 30), ("<30", nil, 29), (">=7", 7, nil), ("20..40", 20, 40),
                      ("..30", nil, 30), ("31..", 31, nil), ("30", 30, 30)] as [(String, Int?, Int?)])
    func dayRangesReadAsTyped(text: String, from: Int?, to: Int?) throws {
        let range = try #require(DayRange(text))
        #expect(range.from == from && range.to == to)
        #expect(DayRange(range.text) == range)
    }

    @Test func dayRangesThatAreNotReadAreSaid() {
        for text in ["soon", "", "..", "40..20", ">", "1e3", "-5"] { #expect(DayRange(text) == nil, "\(text)") }
        let parsed = QueryText.parse("days:soon mri") { value, _ in [value] }
        #expect(parsed.problem?.contains("Not a number of days: days:soon") == true)
        #expect(parsed.query.turnaround == nil)
    }

    /// `days:` selects the cases whose clock is in the range, as `turnaroundDays` counts it.
    @Test func theDaysTermSelectsByTheClock() throws {
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let index = CorpusIndex(corpus)
        for line in ["days:>30", "turnaround:..30", "days:25..35"] {
            let query = QueryText.parse(line, resolve: index.resolve).query
            let range = try #require(query.turnaround)
            let found = Set(index.matching(query).map { index.cases.id(at: $0) })
            let expected = Set(corpus.cases.filter { $0.turnaroundDays.map(range.contains) == true }.map(\.id))
            #expect(found == expected, "\(line)")
            #expect(!found.isEmpty && found.count < corpus.cases.count, "\(line)")
            #expect(QueryText.parse(QueryText.format(query), resolve: index.resolve).query == query)
        }
    }

    /// Per month: the cases with a clock, its median and those past 30 days; the last row all of them.
    @Test func theClockPerPeriodCountsEveryTimedCaseOnce() throws {
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let index = CorpusIndex(corpus)
        let rows = index.turnaroundRows(.month, forAll: [CaseQuery()])
        let all = try #require(rows.last)
        #expect(all.value == TurnaroundRow.all)
        let days = corpus.cases.compactMap(\.turnaroundDays).sorted()
        #expect(all.timed == days.count && rows.dropLast().map(\.timed).reduce(0, +) == days.count)
        #expect(all.pastLimit == days.filter { $0 > 30 }.count)
        #expect(rows.dropLast().map(\.value) == rows.dropLast().map(\.value).sorted())
        let middle = days.count / 2
        let median = days.count % 2 == 1 ? Double(days[middle]) : Double(days[middle - 1] + days[middle]) / 2
        #expect(all.medianDays == median)
        // An even count takes the mean of the middle two.
        #expect(TurnaroundRow(value: "x", days: [40, 10, 20, 31]).medianDays == 25.5)
        #expect(TurnaroundRow(value: "x", days: [40, 10, 20, 31]).pastLimit == 2)
        #expect(TurnaroundRow(value: "x", days: []).medianDays == nil)
    }
}

