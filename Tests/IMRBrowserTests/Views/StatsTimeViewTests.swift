import BrowserFixtures
import Foundation
import IMRIndex
import IMRScreen
import Testing
import IMRModel
@testable import IMRBrowser
import IMRColumns
import IMRText

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
        let rates = state.statsRows(stats).map { $0.itemInterval.rate ?? 0 }
        #expect(rates == rates.sorted(by: >))
        _ = Fixtures.keys(&state, "s")
        guard case .stats(let byName)? = state.overlay else { Issue.record("still the statistics"); return }
        let names = state.statsRows(byName).map(\.value)
        #expect(names == names.sorted())
    }

    /// At 80x24 the rate and its interval show whole on every row, for long value names too (the
    /// reasons); the names give way instead.
    @Test(arguments: [StatsDimension.facet(.specialty), .facet(.reason), .facet(.treatment)])
    func at80ColumnsTheRateAndIntervalAreWhole(_ dimension: StatsDimension) throws {
        var state = Fixtures.browser(cols: 80, rows: 24)
        let stats = try #require(Self.statsOn(dimension, &state))
        let rows = state.statsRows(stats)
        let lines = BrowserView.render(state).text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.firstIndex { $0.contains("Item rate") })
        #expect(lines[header].hasSuffix("95% CI │"), "\(lines[header])")
        let shown = min(rows.count, OverlayGeometry.statsRows(body: state.overlayBody))
        #expect(shown >= 10)
        var elided = 0
        for (row, count) in rows.prefix(shown).enumerated() {
            let line = lines[header + 1 + row]
            let interval = count.itemInterval
            // "… 19%   12–29%   │": the rate, then the interval, then nothing but the box's edge.
            let end = try #require(line.range(of: interval.rangeText, options: .backwards), "\(line)")
            #expect(line[end.upperBound...].allSatisfy { $0 == " " || $0 == "│" }, "\(line)")
            let before = line[..<end.lowerBound].trimmingCharacters(in: .whitespaces)
            #expect(before.hasSuffix(" " + interval.rateText), "\(line)")
            if line.contains("…") { elided += 1 }
            #expect(DisplayWidth.of(line) == 80)
        }
        if dimension == .facet(.reason) { #expect(elided > 0, "the long reason names gave way") }
    }
}
