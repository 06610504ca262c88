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
                                    width: TerminalWidth.ofTerminal()))
        }
    }
}

/// A facet's counts as a table: value, cases, fully and partially overturned cases, items and the
/// share of those items overturned, with a bar of that rate when printing to a terminal.
enum StatsTable {
    static let header = ["VALUE", "CASES", "OVERTURNED", "PARTIAL", "ITEMS", "ITEM RATE"]

    /// - Parameter width: the terminal's, to fit names and draw bars in; nil (a pipe or a file) cuts
    ///   nothing and draws no bars.
    static func render(facet: Facet, counts: [FacetCount], total: Int, width: Int?) -> String {
        var lines = ["\(facet.title.uppercased()) (\(Wording.count(counts.count, "value")))"]
        let names = counts.map { SafeText.escaped(FacetValues.display($0.value, facet), keepNewlines: false) }
        let longest = max(names.map(\.count).max() ?? 5, 5)
        let nameWidth = width.map { min(longest, max(20, $0 / 2)) } ?? longest
        let numberWidths = header.dropFirst().map { max($0.count, 6) }
        lines.append(([header[0].padding(to: nameWidth)] + zip(header.dropFirst(), numberWidths).map { $0.leftPadded($1) })
            .joined(separator: "  "))
        let barRoom = width.map { max(0, $0 - nameWidth - numberWidths.reduce(0, +) - 2 * numberWidths.count - 2) } ?? 0
        for (count, name) in zip(counts, names) {
            let clipped = name.count > nameWidth ? String(name.prefix(nameWidth - 1)) + "…" : name
            let numbers = [String(count.cases), String(count.overturnedCases), String(count.partialCases),
                           String(count.items), percent(count.itemOverturnRate)]
            var line = ([clipped.padding(to: nameWidth)] + zip(numbers, numberWidths).map { $0.leftPadded($1) })
                .joined(separator: "  ")
            if barRoom >= 5 {
                line += "  " + String(repeating: "█", count: Int((count.itemOverturnRate * Double(barRoom)).rounded()))
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
