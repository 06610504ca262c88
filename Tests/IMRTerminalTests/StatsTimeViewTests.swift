import IMRCore
import IMRScreen
import Testing
@testable import IMRTerminal

/// The statistics' time view: the shown cases per decision year, quarter or month with their item rate
/// and interval; `s` sorts by count, rate or name; Enter on a period filters to its dates.
@Suite struct StatsTimeViewTests {
    static func statsOn(_ dimension: StatsDimension, _ state: inout BrowserState) -> StatsState? {
        _ = Fixtures.keys(&state, "S")
        while case .stats(let stats)? = state.overlay, stats.dimension != dimension { _ = Fixtures.keys(&state, "Tab") }
        guard case .stats(let stats)? = state.overlay else { return nil }
        return stats
    }

    @Test func quartersCountTheShownCasesAndEnterFiltersToOne() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o")
        let shown = state.shownCases
        let stats = try #require(Self.statsOn(.period(.quarter), &state))
        let rows = state.statsRows(stats)
        #expect(rows.map(\.value) == rows.map(\.value).sorted(), "time order")
        #expect(rows.map(\.cases).reduce(0, +) == shown.count)
        let screen = BrowserView.render(state).text
        #expect(screen.contains("95% CI") && screen.contains(rows[0].value), "\(screen)")
        let chosen = try #require(rows.last)
        for _ in 1..<rows.count { _ = Fixtures.keys(&state, "j") }
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.overlay == nil)
        #expect(state.visible.count == chosen.cases)
        #expect(state.shownCases.allSatisfy { $0.dates.decision.map(StatsPeriod.quarter.label) == chosen.value })
    }

    @Test func sKeySortsByCountRateAndName() throws {
        var state = Fixtures.browser()
        var stats = try #require(Self.statsOn(.facet(.specialty), &state))
        #expect(stats.effectiveOrder == .count)
        _ = Fixtures.keys(&state, "s")
        guard case .stats(let byRate)? = state.overlay else { Issue.record("still the statistics"); return }
        stats = byRate
        #expect(stats.effectiveOrder == .rate)
        let rates = state.statsRows(stats).map(\.itemOverturnRate)
        #expect(rates == rates.sorted(by: >))
        _ = Fixtures.keys(&state, "s")
        guard case .stats(let byName)? = state.overlay else { Issue.record("still the statistics"); return }
        let names = state.statsRows(byName).map(\.value)
        #expect(names == names.sorted())
    }
}
