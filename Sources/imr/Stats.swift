import ArgumentParser
import IMRCore
import TextSafety

extension StatsOrder: ExpressibleByArgument {}

extension StatsDimension: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }

    public static var allValueStrings: [String] { names }
    public static var defaultCompletionKind: CompletionKind { .list(names) }
}

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count cases, items and overturn rates (with 95% intervals) per facet value or period, for the cases the filters select."
    )

    @OptionGroup var corpus: CorpusArguments
    @OptionGroup var filters: FilterOptions
    @Option(help: ArgumentHelp("A facet or a period of the decision date (repeat for several): \(StatsDimension.names.joined(separator: ", ")).",
                               valueName: "by"))
    var by: [StatsDimension] = []
    @Option(help: "Rows by count (most cases first), rate (highest item overturn rate first) or name (time order for periods). Default: count, time order for periods.")
    var sort: StatsOrder?
    @Flag(help: "Print JSON: one object per facet or period.")
    var json = false
    @Flag(help: "Print CSV (RFC 4180): one row per value, every table in one.")
    var csv = false
    @OptionGroup var csvOptions: CSVOptions

    struct FacetStats: Encodable {
        var facet: String
        var cases: Int
        var values: [FacetCount]
        /// For a period: the review's clock per period and over all.
        var turnaround: [TurnaroundRow]?
    }

    func validate() throws {
        if json && csv { throw ValidationError("--json and --csv: choose one") }
        try csvOptions.check(writingCSV: csv)
    }

    func run() throws {
        let index = CorpusIndex(try corpus.load())
        let queries = try filters.queries(index)
        let shown = index.matching(all: queries).count
        let dimensions = by.isEmpty ? [.facet(.outcome), .facet(.specialty), .facet(.chapter), .facet(.category)] : by
        let tables = dimensions.map { dimension in
            (dimension, (sort ?? dimension.defaultOrder).sorted(index.statsCounts(dimension, forAll: queries)))
        }
        if json {
            for (dimension, rows) in tables {
                try StandardOutput.line(CaseJSON.encode(FacetStats(facet: dimension.name, cases: shown, values: rows,
                                                 turnaround: clock(dimension, index, queries))))
            }
            return
        }
        if csv {
            try StandardOutput.write(StatsTable.csv(tables, cells: csvOptions.cells))
            return
        }
        try StandardOutput.line("\(shown) of \(index.listedCount) cases")
        for (dimension, rows) in tables {
            try StandardOutput.line("")
            try StandardOutput.line(StatsTable.render(dimension, counts: rows, width: TerminalWidth.ofTerminal()))
            if let clock = clock(dimension, index, queries) {
                try StandardOutput.line("")
                try StandardOutput.line(StatsTable.renderClock(dimension, rows: clock))
            }
        }
    }

    /// A period's clock rows; nil for a facet.
    private func clock(_ dimension: StatsDimension, _ index: CorpusIndex, _ queries: [CaseQuery]) -> [TurnaroundRow]? {
        guard case .period(let period) = dimension else { return nil }
        return index.turnaroundRows(period, forAll: queries)
    }
}

/// A facet's or period's counts as a table: value, cases, fully and partially overturned cases, items,
/// the share of those items overturned and its 95% interval, with a bar of that rate on a terminal.
enum StatsTable {
    static let header = ["VALUE", "CASES", "OVERTURNED", "PARTIAL", "ITEMS", "ITEM RATE", "95% CI"]

    /// - Parameter width: the terminal's, to fit names and draw bars in; nil (a pipe or a file) cuts
    ///   nothing and draws no bars.
    static func render(_ dimension: StatsDimension, counts: [FacetCount], width: Int?) -> String {
        var lines = ["\(dimension.title.uppercased()) (\(Wording.count(counts.count, "value")))"]
        let names = counts.map { ControlEscape.escape(dimension.display($0.value)) }
        let longest = max(names.map(\.count).max() ?? 5, 5)
        let nameWidth = width.map { min(longest, max(20, $0 / 2)) } ?? longest
        let numberWidths = header.dropFirst().map { max($0.count, 7) }
        lines.append(([header[0].padding(to: nameWidth)] + zip(header.dropFirst(), numberWidths).map { $0.leftPadded($1) })
            .joined(separator: "  "))
        let barRoom = width.map { max(0, $0 - nameWidth - numberWidths.reduce(0, +) - 2 * numberWidths.count - 2) } ?? 0
        for (count, name) in zip(counts, names) {
            let clipped = name.count > nameWidth ? String(name.prefix(nameWidth - 1)) + "…" : name
            let numbers = [String(count.cases), String(count.overturnedCases), String(count.partialCases),
                           String(count.items), percent(count.itemOverturnRate), count.itemInterval.rangeText]
            var line = ([clipped.padding(to: nameWidth)] + zip(numbers, numberWidths).map { $0.leftPadded($1) })
                .joined(separator: "  ")
            if barRoom >= 5 {
                line += "  " + String(repeating: "█", count: Int((count.itemOverturnRate * Double(barRoom)).rounded()))
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    static let clockHeader = ["VALUE", "TIMED", "MEDIAN DAYS", "PAST \(IMRCase.turnaroundLimit) DAYS", "SHARE"]

    /// The clock per period: cases with both dates, the median days from the application's receipt to
    /// the decision, and those past the standard review's limit; the last row is every case together.
    static func renderClock(_ dimension: StatsDimension, rows: [TurnaroundRow]) -> String {
        var lines = ["DAYS FROM APPLICATION TO DECISION, BY \(dimension.title.uppercased())"]
        let nameWidth = max(rows.map(\.value.count).max() ?? 5, 7)
        let widths = clockHeader.dropFirst().map { max($0.count, 7) }
        lines.append(([clockHeader[0].padding(to: nameWidth)] + zip(clockHeader.dropFirst(), widths).map { $0.leftPadded($1) })
            .joined(separator: "  "))
        for row in rows {
            let median = row.medianDays.map { $0 == $0.rounded() ? String(Int($0)) : String(format: "%.1f", $0) } ?? "-"
            let share = row.pastLimitShare.map(percent) ?? "-"
            let numbers = [String(row.timed), median, String(row.pastLimit), share]
            lines.append(([row.value.padding(to: nameWidth)] + zip(numbers, widths).map { $0.leftPadded($1) }).joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    static let csvHeader = ["by", "value", "cases", "overturned_cases", "partial_cases", "items", "overturned_items",
                            "item_rate", "ci_low", "ci_high"]

    /// Every table as rows of one CSV, rates as fractions (0.4), for a spreadsheet.
    static func csv(_ tables: [(StatsDimension, [FacetCount])], cells: CSVTable.Cells) -> String {
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

    static func percent(_ rate: Double) -> String {
        String(Int((rate * 100).rounded())) + "%"
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
