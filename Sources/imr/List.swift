import ArgumentParser
import IMRCore

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

    func validate() throws {
        if json && csv { throw ValidationError("--json and --csv: choose one") }
    }

    func run() throws {
        let index = CorpusIndex(try corpus.load())
        let shown = index.matching(all: try filters.queries(index, order: order))
        if json {
            let cases = shown.map { index.cases[$0] }
            let annotations = NotesAccess.annotations(of: cases)
            for (number, letter) in cases.enumerated() {
                print(annotations.map { CaseJSON.encode(AnnotatedCase(letter, $0[number])) } ?? CaseJSON.line(letter))
            }
            return
        }
        if csv {
            let cases = shown.map { index.cases[$0] }
            print(CaseCSV.render(cases, annotations: NotesAccess.annotations(of: cases)), terminator: "")
            return
        }
        print(CaseTable.render(shown.map { index.cases[$0] }, width: TerminalWidth.ofTerminal()))
        Output.note("\(shown.count) of \(index.count) cases")
    }
}
