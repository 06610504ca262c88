import ArgumentParser
import IMRCore
import TextSafety

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List every file that could not be read and every letter with warnings.",
        discussion: """
            Exit status 1 when there is any problem or warning, 0 when all is clean. With --treatments, \
            list instead what the treatment tables do not understand: the words requests use that their \
            key leaves unexplained, most frequent first, each with an example request and its key, then \
            the requests no table recognises (their key is the cleaned text); exit status 1 when there \
            is any. Quantities, strengths, sides, levels, dates and package words are never listed. \
            With --reasons, list the items where no decision reason was read, grouped by how their \
            rationale opens, most common first, each group with an example item and its first \
            sentences; exit status 1 when there is any.
            """
    )

    @OptionGroup var corpus: CorpusArguments
    @Flag(help: "List the words and requests the treatment tables do not understand, most frequent first.")
    var treatments = false
    @Flag(help: "List the items where no decision reason was read, grouped by how their rationale opens, most common first.")
    var reasons = false

    func validate() throws {
        if treatments && reasons { throw ValidationError("--treatments and --reasons: choose one") }
    }

    func run() throws {
        let listing = treatments || reasons
        let loaded = try corpus.load(reportProblems: !listing, allowEmpty: !listing)
        if treatments { return try listTreatmentDoubts(loaded) }
        if reasons { return try listReasonGaps(loaded) }
        let index = CorpusIndex(loaded)
        for problem in index.problems {
            try StandardOutput.line(ControlEscape.escape("\(problem.kind.rawValue): \(problem.line)"))
        }
        for path in loaded.hiddenSkipped {
            try StandardOutput.line(ControlEscape.escape("hidden: \(path): skipped (--hidden reads it)"))
        }
        let flagged = Set(index.problems.compactMap(\.caseId))
        var warned = 0
        // Only the cases with warnings are read (the store keeps which they are).
        for row in index.casesWithWarnings where !flagged.contains(loaded.cases.id(at: row)) {
            let letter = loaded.cases[row]
            warned += 1
            for warning in letter.warnings {
                try StandardOutput.line(ControlEscape.escape("warning: \(letter.file) (\(letter.id)): \(warning)"))
            }
        }
        let files = Set(index.problems.map(\.path)).count
        Output.note("\(Wording.count(loaded.cases.count, "letter")) read (\(Wording.count(index.listedCount, "case"))); \(Wording.count(index.problems.count, "problem")) in \(Wording.count(files, "file")); \(Wording.count(warned, "more letter")) with warnings")
        if index.listedCount < index.count {
            Output.note("\(Wording.count(index.count - index.listedCount, "file")) hold letters also read from another file: each listed once (`copies` in imr list --json)")
        }
        if let reason = loaded.emptyReason { Output.note(reason) }
        if !index.problems.isEmpty || warned > 0 || loaded.emptyReason != nil { throw ExitCode(1) }
    }

    /// The words requests use that their keys leave unexplained, most frequent first, each with a
    /// request that uses it and the key it got; then the requests no table recognises, by cleaned text.
    private func listTreatmentDoubts(_ loaded: Corpus) throws {
        let report = TreatmentDoubts.tally(CorpusIndex(loaded).forEachTreatment)
        func line(_ count: Int, _ text: String) throws {
            let number = String(count)
            try StandardOutput.line(ControlEscape.escape(String(repeating: " ", count: max(0, 6 - number.count)) + number + "  " + text))
        }
        if !report.words.isEmpty {
            try StandardOutput.line("Words the treatment tables do not explain (requests using each; an example and the key it got):")
            for word in report.words { try line(word.count, "\(word.word)  \"\(word.example)\" -> \(word.exampleKey)") }
        }
        if !report.unrecognized.isEmpty {
            if !report.words.isEmpty { try StandardOutput.line("") }
            try StandardOutput.line("Requests no treatment table recognises (their key is the cleaned text):")
            for entry in report.unrecognized {
                let example = CaseFold.key(entry.example) == entry.key ? "" : "  (e.g. \"\(entry.example)\")"
                try line(entry.count, entry.key + example)
            }
        }
        let unrecognized = report.unrecognized.reduce(0) { $0 + $1.count }
        Output.note("""
            \(report.items) requests: \(report.doubtful) with words not understood \
            (\(Wording.count(report.words.count, "distinct word"))), \(unrecognized) unrecognised \
            (\(Wording.count(report.unrecognized.count, "distinct key")))
            """)
        if report.flagged > 0 { throw ExitCode(1) }
    }

    /// The items with no reason read, grouped by their rationale's opening, each group with an example.
    private func listReasonGaps(_ loaded: Corpus) throws {
        let report = ReasonGaps.tally(CorpusIndex(loaded))
        if !report.groups.isEmpty {
            try StandardOutput.line("Items where no decision reason was read, by how the rationale opens (items; an example):")
        }
        for group in report.groups {
            let number = String(group.count)
            try StandardOutput.line(ControlEscape.escape(String(repeating: " ", count: max(0, 6 - number.count)) + number + "  " + group.opening + " ..."))
            let example = "\(group.caseId) item \(group.item + 1), \(group.treatment) (\(group.decision.rawValue)): \(group.firstSentences)"
            for line in TextWrap.wrap(ControlEscape.escape(example), width: 100, indent: "        ") { try StandardOutput.line(line) }
        }
        let share = report.items == 0 ? 0 : Int((Double(report.withoutReason) * 100 / Double(report.items)).rounded())
        Output.note("\(report.items) items: \(report.withoutReason) with no reason read (\(share)%), \(Wording.count(report.groups.count, "opening"))")
        if report.withoutReason > 0 { throw ExitCode(1) }
    }
}
