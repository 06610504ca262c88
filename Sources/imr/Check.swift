import ArgumentParser
import IMRCore

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every file that could not be read and every letter with warnings.",
        discussion: """
            Exit status 1 when there is any problem or warning, 0 when all is clean. With --treatments, \
            list instead the requests no vocabulary table recognises (their key is the cleaned text), \
            most frequent first with their counts; exit status 1 when there is any.
            """
    )

    @OptionGroup var corpus: CorpusArguments
    @Flag(help: "List the requests whose treatment no vocabulary table recognises, most frequent first.")
    var treatments = false

    func run() throws {
        let loaded = try corpus.load(reportProblems: !treatments, allowEmpty: !treatments)
        if treatments { return try listUnrecognized(loaded) }
        for problem in loaded.problems {
            print(SafeText.escaped("\(problem.kind.rawValue): \(problem.line)", keepNewlines: false))
        }
        for path in loaded.hiddenSkipped {
            print(SafeText.escaped("hidden: \(path): skipped (--hidden reads it)", keepNewlines: false))
        }
        let flagged = Set(loaded.problems.compactMap(\.caseId))
        var warned = 0
        // Only the cases with warnings are read (the store keeps which they are).
        for row in CorpusIndex(loaded).casesWithWarnings where !flagged.contains(loaded.cases.id(at: row)) {
            let letter = loaded.cases[row]
            warned += 1
            for warning in letter.warnings {
                print(SafeText.escaped("warning: \(letter.file) (\(letter.id)): \(warning)", keepNewlines: false))
            }
        }
        let files = Set(loaded.problems.map(\.path)).count
        Output.note("\(Wording.count(loaded.cases.count, "letter")) read; \(Wording.count(loaded.problems.count, "problem")) in \(Wording.count(files, "file")); \(Wording.count(warned, "more letter")) with warnings")
        if let reason = loaded.emptyReason { Output.note(reason) }
        if !loaded.problems.isEmpty || warned > 0 || loaded.emptyReason != nil { throw ExitCode(1) }
    }

    /// One line per unrecognised key: its count, the key, and its most frequent wording when that differs.
    private func listUnrecognized(_ loaded: Corpus) throws {
        let (entries, items) = UnrecognizedTreatments.tally(CorpusIndex(loaded).forEachTreatment)
        for entry in entries {
            let example = entry.example.lowercased() == entry.key ? "" : "  (e.g. \"\(entry.example)\")"
            let count = String(entry.count)
            print(SafeText.escaped(String(repeating: " ", count: max(0, 6 - count.count)) + count + "  " + entry.key + example,
                                   keepNewlines: false))
        }
        let unrecognized = entries.reduce(0) { $0 + $1.count }
        Output.note("\(Wording.count(unrecognized, "request")) of \(items) unrecognised (\(Wording.count(entries.count, "distinct key")))")
        if unrecognized > 0 { throw ExitCode(1) }
    }
}
