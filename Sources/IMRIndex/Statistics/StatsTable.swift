import TextCells
import IMRExport
import IMRModel
import IMRText
import IMRColumns

/// The statistics table, the one the command line prints (`imr stats`) and the browser draws (its
/// statistics view): per facet value or period, cases, fully and partially overturned cases, items,
/// the share of those items overturned and its 95% interval. The value names give way first (shortened
/// between words); then the partial, overturned, items and cases columns go, in that order; the rate
/// and its interval are never cut: they are what the table is for.
public enum StatsTable {
    public static let titles = ["Value", "Cases", "Overturned", "Partial", "Items", "Item rate", "95% CI"]

    /// The table of `counts`, value names as `dimension` shows them.
    public static func table(_ dimension: StatsDimension, _ counts: [FacetCount]) -> TextTable {
        let columns = [
            TextTable.Column(titles[0], givesWay: true, minimum: 8, maximum: 44),
            TextTable.Column(titles[1], .right, leavesFirst: 3),
            TextTable.Column(titles[2], .right, leavesFirst: 1),
            TextTable.Column(titles[3], .right, leavesFirst: 0),
            TextTable.Column(titles[4], .right, leavesFirst: 2),
            TextTable.Column(titles[5], .right),
            TextTable.Column(titles[6], .right),
        ]
        return TextTable(columns, rows: counts.map { count in
            let interval = count.itemInterval
            return [dimension.display(count.value), String(count.cases), String(count.overturnedCases),
                    String(count.partialCases), String(count.items), interval.rateText, interval.rangeText]
        })
    }

    /// The narrowest room a bar of the rate is drawn in.
    public static let barMinimum = 4

    /// The item rate as a bar in `room` cells ("" with no items or too little room).
    public static func bar(_ count: FacetCount, room: Int) -> String {
        guard room >= barMinimum, let rate = count.itemInterval.rate else { return "" }
        return String(repeating: "█", count: Int((rate * Double(room)).rounded()))
    }

    public static let clockTitles = ["Value", "Timed", "Median days", "Past \(IMRCase.turnaroundLimit) days", "Share"]

    /// The clock per period: cases with both dates, the median days from the application's receipt to
    /// the decision, and those past the standard review's limit; the last row is every case together.
    public static func clockTable(_ rows: [TurnaroundRow]) -> TextTable {
        let columns = [TextTable.Column(clockTitles[0])] + clockTitles.dropFirst().map { TextTable.Column($0, .right) }
        return TextTable(columns, rows: rows.map { row in
            let median = row.medianDays.map { $0 == $0.rounded() ? String(Int($0)) : String($0) } ?? "-"
            return [row.value, String(row.timed), median, String(row.pastLimit), row.pastLimitShare.map { WilsonInterval.percent($0) } ?? "-"]
        })
    }

    static let csvHeader = ["by", "value", "cases", "overturned_cases", "partial_cases", "items", "overturned_items",
                            "item_rate", "ci_low", "ci_high"]

    /// Every table as rows of one CSV, rates as fractions (0.4), for a spreadsheet.
    public static func csv(_ tables: [(StatsDimension, [FacetCount])], cells: CSVTable.Cells) -> String {
        var rows: [[String]] = []
        for (dimension, counts) in tables {
            for count in counts {
                let interval = count.itemInterval
                let rate = interval.rate.map { String($0) } ?? ""
                rows.append([dimension.name, dimension.display(count.value), String(count.cases), String(count.overturnedCases),
                             String(count.partialCases), String(count.items), String(count.overturnedItems), rate,
                             interval.trials > 0 ? String(interval.lower) : "", interval.trials > 0 ? String(interval.upper) : ""])
            }
        }
        return CSVTable.render(header: csvHeader, rows: rows, cells: cells)
    }
}
