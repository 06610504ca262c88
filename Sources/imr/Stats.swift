import ArgumentParser
import IMRIndex
import TextCells
import IMRExport
import IMRText
import IMRColumns

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
            try StandardOutput.line(StatsReport.render(dimension, counts: rows, width: TerminalWidth.ofTerminal()))
            if let clock = clock(dimension, index, queries) {
                try StandardOutput.line("")
                try StandardOutput.line(StatsReport.renderClock(dimension, rows: clock))
            }
        }
    }

    /// A period's clock rows; nil for a facet.
    private func clock(_ dimension: StatsDimension, _ index: CorpusIndex, _ queries: [CaseQuery]) -> [TurnaroundRow]? {
        guard case .period(let period) = dimension else { return nil }
        return index.turnaroundRows(period, forAll: queries)
    }
}

/// `StatsTable` as the command line prints it: a title, the header in capitals, and on a terminal the
/// table fitted to its width with a bar of each rate in the room left.
enum StatsReport {
    /// - Parameter width: the terminal's, to fit names and draw bars in; nil (a pipe or a file) cuts
    ///   nothing and draws no bars.
    static func render(_ dimension: StatsDimension, counts: [FacetCount], width: Int?) -> String {
        let table = StatsTable.table(dimension, counts)
        let layout = table.layout(width: width)
        var lines = ["\(dimension.title.uppercased()) (\(Wording.count(counts.count, "value")))",
                     layout.line(table.columns.map { $0.title.uppercased() })]
        let barRoom = width.map { $0 - layout.width - 2 } ?? 0
        for (count, cells) in zip(counts, table.rows) {
            let bar = StatsTable.bar(count, room: barRoom)
            lines.append(layout.line(cells) + (bar.isEmpty ? "" : "  " + bar))
        }
        return lines.joined(separator: "\n")
    }

    /// The clock per period (`StatsTable.clockTable`).
    static func renderClock(_ dimension: StatsDimension, rows: [TurnaroundRow]) -> String {
        let table = StatsTable.clockTable(rows)
        return (["DAYS FROM APPLICATION TO DECISION, BY \(dimension.title.uppercased())"]
                + table.lines(width: nil, titles: { $0.uppercased() })).joined(separator: "\n")
    }
}
