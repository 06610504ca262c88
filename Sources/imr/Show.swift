import ArgumentParser
import IMRCore

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print one case in full.")

    @Argument(help: "The case id (its Case Number, or the file name for letters without one).")
    var id: String
    @OptionGroup var corpus: CorpusArguments
    @Flag(help: "Print the case as JSON (the shape of case.schema.json).")
    var json = false

    func run() throws {
        let letter = try CaseLookup.find(id, in: try corpus.load(reportProblems: false))
        let annotations = NotesAccess.annotations().of(letter)
        try StandardOutput.write(json ? CaseJSON.encode(AnnotatedCase(letter, annotations), pretty: true) + "\n"
                                 : CaseReport.text(letter, annotations: annotations))
    }
}
