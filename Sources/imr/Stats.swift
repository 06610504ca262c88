import ArgumentParser
import IMRCore

struct Stats: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Count cases and overturn rates per facet value, for the cases the filters select."
    )

    @OptionGroup var corpus: CorpusArguments
    @OptionGroup var filters: FilterOptions
    @Option(help: "outcome, item-decision, specialty, chapter, category, treatment, region, state or year (repeat for several).")
    var by: [Facet] = []
    @Flag(help: "Print JSON: one object per facet.")
    var json = false

    struct FacetStats: Encodable {
        var facet: String
        var cases: Int
        var values: [FacetCount]
    }

    func run() throws {
        let index = CorpusIndex(try corpus.load())
        let queries = filters.queries(index)
        let shown = index.matching(all: queries).count
        let facets = by.isEmpty ? [.outcome, .specialty, .chapter, .category] : by
        if json {
            for facet in facets {
                print(CaseJSON.encode(FacetStats(facet: facet.rawValue, cases: shown,
                                                    values: index.facetCounts(facet, forAll: queries))))
            }
            return
        }
        print("\(shown) of \(index.count) cases")
        for facet in facets {
            print("")
            print(StatsTable.render(facet: facet, counts: index.facetCounts(facet, forAll: queries), total: shown,
                                    bars: Output.stdoutIsTerminal, width: TerminalWidth.columns()))
        }
    }
}

/// A facet's counts as a table: value, cases, overturned, rate, and a bar when printing to a terminal.
enum StatsTable {
    static func render(facet: Facet, counts: [FacetCount], total: Int, bars: Bool, width: Int) -> String {
        let itemLevel = facet.isItemLevel && facet != .itemDecision
        let unit = itemLevel ? "ITEMS" : "CASES"
        var lines = ["\(facet.title.uppercased()) (\(Wording.count(counts.count, "value")))"]
        let names = counts.map { SafeText.escaped(FacetValues.display($0.value, facet), keepNewlines: false) }
        let nameWidth = min(max(names.map(\.count).max() ?? 5, 5), max(20, width / 2))
        lines.append("VALUE".padding(to: nameWidth) + "  " + "CASES".leftPadded(6) + "  "
                     + (itemLevel ? unit.leftPadded(6) + "  " : "") + "OVERTURNED".leftPadded(10) + "  " + "RATE".leftPadded(5))
        let barRoom = max(0, width - nameWidth - (itemLevel ? 45 : 37))
        let most = counts.map(\.cases).max() ?? 1
        for (count, name) in zip(counts, names) {
            let clipped = name.count > nameWidth ? String(name.prefix(nameWidth - 1)) + "…" : name
            let overturned = itemLevel ? count.overturnedItems : count.overturnedCases
            let rate = count.overturnRate(itemLevel: itemLevel)
            var line = clipped.padding(to: nameWidth) + "  " + String(count.cases).leftPadded(6) + "  "
            if itemLevel { line += String(count.items).leftPadded(6) + "  " }
            line += String(overturned).leftPadded(10) + "  " + percent(rate).leftPadded(5)
            if bars && barRoom >= 5 {
                line += "  " + String(repeating: "█", count: max(1, count.cases * barRoom / max(most, 1)))
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
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
