import ArgumentParser
import IMRIndex
import IMRExport

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the cases that match the filters.",
        discussion: "With --json, one case per line in the shape of case.schema.json."
    )

    @OptionGroup var corpus: CorpusArguments
    @OptionGroup var filters: FilterOptions
    @OptionGroup var order: CaseOrderOptions
    @Flag(help: "One JSON object per case per line.")
    var json = false
    @Flag(help: "CSV (RFC 4180), one row per item with the case's fields.")
    var csv = false
    @OptionGroup var csvOptions: CSVOptions

    func validate() throws {
        if json && csv { throw ValidationError("--json and --csv: choose one") }
        try csvOptions.check(writingCSV: csv)
    }

    func run() throws {
        let index = CorpusIndex(try corpus.load())
        let queries = try filters.queries(index, order: order)
        let shown = index.matching(all: queries)
        // Each case read from the corpus when its line is written, and let go: a case store holds a
        // million cases in its file, and all of them read at once took gigabytes.
        let cases = shown.lazy.map { index.listedCase($0, matchedBy: queries) }
        if json {
            // Written from the case store's records where the corpus was opened from it: no case decoded.
            var lines = ListedCaseJSON(index, annotations: NotesAccess.annotations().byKey)
            for row in shown {
                try lines.write(row) { bytes throws(StandardOutput.Failure) in try StandardOutput.write(bytes) }
            }
            return
        }
        if csv {
            // The CSV document `imr export` writes, from the records where the store was opened.
            try index.writeDocument(.csv, rows: shown, matchedBy: queries, annotations: NotesAccess.annotations().byKey,
                                    cells: csvOptions.cells) { bytes throws(StandardOutput.Failure) in try StandardOutput.write(bytes) }
            return
        }
        try StandardOutput.line(CaseTable.render(cases, width: TerminalWidth.ofTerminal()))
        Output.note("\(shown.count) of \(index.listedCount) cases")
    }
}
