import Testing
import IMRColumns
@testable import IMRStore
@testable import IMRModel
@testable import IMRIndex
import CaseFixtures

/// Periods of the decision date, and the orders statistics rows take.
@Suite struct StatsPeriodTests {
    @Test(arguments: [(1, "Q1"), (3, "Q1"), (4, "Q2"), (9, "Q3"), (10, "Q4"), (12, "Q4")])
    func quartersOfTheYear(month: Int, quarter: String) throws {
        let date = try #require(CalendarDate(year: 2016, month: month, day: 15))
        #expect(StatsPeriod.quarter.label(of: date) == "2016-" + quarter)
        #expect(StatsPeriod.year.label(of: date) == "2016")
        #expect(StatsPeriod.month.label(of: date) == "2016-" + (month < 10 ? "0" : "") + String(month))
    }

    @Test func periodCountsAddUpToTheCasesShownInTimeOrder() {
        let index = CorpusIndex(Corpus(cases: QueryFixtures.cases))
        let rows = index.periodCounts(.month, forAll: [CaseQuery()])
        #expect(rows.map(\.cases).reduce(0, +) == QueryFixtures.cases.count)
        #expect(rows.map(\.items).reduce(0, +) == QueryFixtures.cases.map(\.items.count).reduce(0, +))
        let dated = rows.map(\.value).filter { $0 != StatsPeriod.undated }
        #expect(dated == dated.sorted())
        if let undated = rows.firstIndex(where: { $0.value == StatsPeriod.undated }) { #expect(undated == rows.count - 1) }
    }

    @Test func ordersByCountRateOrName() {
        let rows = [FacetCount(value: "b", cases: 5, items: 10, overturnedItems: 1),
                    FacetCount(value: "a", cases: 2, items: 2, overturnedItems: 2),
                    FacetCount(value: StatsPeriod.undated, cases: 9, items: 9, overturnedItems: 0),
                    FacetCount(value: "c", cases: 5, items: 4, overturnedItems: 2)]
        #expect(StatsOrder.count.sorted(rows).map(\.value) == [StatsPeriod.undated, "b", "c", "a"])
        #expect(StatsOrder.rate.sorted(rows).map(\.value) == ["a", "c", "b", StatsPeriod.undated])
        #expect(StatsOrder.name.sorted(rows).map(\.value) == ["a", "b", "c", StatsPeriod.undated])
        #expect(StatsOrder.count.next == .rate && StatsOrder.name.next == .count)
    }

    @Test func aPeriodsLabelGivesItsDates() {
        #expect(StatsPeriod.quarter.range(of: "2016-Q4") == DateRange("2016-10..2016-12"))
        #expect(StatsPeriod.month.range(of: "2017-02") == DateRange("2017-02"))
        #expect(StatsPeriod.year.range(of: "2016") == DateRange("2016"))
        #expect(StatsPeriod.quarter.range(of: StatsPeriod.undated) == nil)
        #expect(StatsPeriod.quarter.range(of: "2016-Q5") == nil)
    }
}
