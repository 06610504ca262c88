import ArgumentParser
import IMRIndex
import IMRExport

struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print one case in full.")

    @Argument(help: "The case id (its Case Number, or the file name for letters without one).")
    var id: String
    @OptionGroup var corpus: CorpusArguments
    @Flag(help: "Print the case as JSON (the shape of case.schema.json).")
    var json = false

    func run() throws {
        let corpus = try corpus.load(reportProblems: false)
        let row = try CaseLookup.row(of: id, in: corpus)
        let imrCase = corpus.cases[row]
        var annotations = NotesAccess.annotations().of(imrCase)
        // Another letter under a case number already read, which disagrees with it: the notes kept under
        // that number are the first letter's, not this one's.
        if case .conflicting(let first, _, _) = CopyRelation.of(row: row, in: corpus), !annotations.isEmpty {
            annotations = CaseAnnotations()
            Output.note("\(imrCase.id) disagrees with \(first), whose case number it has: that case's tags and note are not shown here")
        }
        try StandardOutput.write(json ? CaseJSON.pretty(imrCase, annotations: annotations) + "\n"
                                 : CaseReport.text(imrCase, annotations: annotations))
    }
}
