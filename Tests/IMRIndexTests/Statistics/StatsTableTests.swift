import Testing
import TextCells
import IMRColumns
@testable import IMRIndex
import IMRText

/// The statistics table the command line prints and the browser draws: figures written one way, and the
/// rate and its interval whole at any width the value names can give way to.
@Suite struct StatsTableTests {
    static let counts = [
        FacetCount(value: "Physical Medicine & Rehabilitation, Pain Medicine and Sports Injuries", cases: 25,
                   overturnedCases: 5, partialCases: 2, items: 115, overturnedItems: 7),
        FacetCount(value: "整形外科 医学 リハビリテーション 専門", cases: 6, overturnedCases: 1, partialCases: 1, items: 22, overturnedItems: 6),
        FacetCount(value: "Me\u{301}decine du travail", cases: 3, overturnedCases: 2, items: 3, overturnedItems: 2),
        FacetCount(value: "no items", cases: 1),
    ]

    @Test func theRateAndItsIntervalAreNeverCut() {
        let table = StatsTable.table(.facet(.specialty), Self.counts)
        #expect(table.rows.map { $0[5] } == ["6%", "27%", "67%", "-"])
        #expect(table.rows.map { $0[6] } == Self.counts.map(\.itemInterval.rangeText))
        for width in [100, 78, 60, 45, 40] {
            let layout = table.layout(width: width)
            let lines = [layout.line(StatsTable.titles)] + table.rows.map(layout.line)
            for (line, cells) in zip(lines, [StatsTable.titles] + table.rows) {
                #expect(line.hasSuffix(cells[5].leftPadded(to: layout.widths[5] ?? 0) + "  " + cells[6].leftPadded(to: layout.widths[6] ?? 0)),
                        "width \(width): \(line)")
                #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
            }
        }
        // At 78 cells (the browser's box at 80 columns) only the names give way.
        #expect(table.layout(width: 78).widths.allSatisfy { $0 != nil })
        #expect(table.layout(width: 40).widths[3] == nil, "the partial column goes before anything else")
    }

    @Test func theRateIsTheIntervalsAndTheBarIsTheRate() {
        let count = Self.counts[1]
        #expect(count.itemInterval.rate == 6.0 / 22)
        #expect(StatsTable.bar(count, room: 22) == String(repeating: "█", count: 6))
        #expect(StatsTable.bar(count, room: StatsTable.barMinimum - 1) == "")
        #expect(StatsTable.bar(Self.counts[3], room: 20) == "", "no items, no rate, no bar")
        #expect(StatsOrder.rate.sorted(Self.counts).map(\.cases) == [3, 6, 25, 1])
    }
}

extension String {
    /// Padded on the left to `width` cells (the test's own, to say what the table should hold).
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
    }
}
