import ArgumentParser
import IMRIndex
import TextCells
import TextSafety
import IMRText
import IMRVocabulary
import IMRStore

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
            sentences; exit status 1 when there is any. With --regions, list the requests a region tells \
            apart (an MRI, therapy, an injection) that name none and took none from their letter, grouped \
            by what the letter points to (several parts, or none the treatment can serve), most common \
            first, each with an example: such a request joins as precedents only others that name no \
            region; exit status 1 when there is any.
            """
    )

    @OptionGroup var corpus: CorpusArguments
    @Flag(help: "List the words and requests the treatment tables do not understand, most frequent first.")
    var treatments = false
    @Flag(help: "List the items where no decision reason was read, grouped by how their rationale opens, most common first.")
    var reasons = false
    @Flag(help: "List the requests a region tells apart that name none and took none from their letter, grouped by what the letter points to.")
    var regions = false

    func validate() throws {
        if [treatments, reasons, regions].filter({ $0 }).count > 1 {
            throw ValidationError("--treatments, --reasons and --regions: choose one")
        }
    }

    func run() throws {
        let listing = treatments || reasons || regions
        // The plain check lists the problems itself; the lists of doubts and gaps point to it.
        let loaded = try corpus.load(reportProblems: listing, allowEmpty: !listing)
        if treatments { return try listTreatmentDoubts(loaded) }
        if reasons { return try listReasonGaps(loaded) }
        if regions { return try listRegionGaps(loaded) }
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
            let imrCase = loaded.cases[row]
            warned += 1
            for warning in imrCase.warnings {
                try StandardOutput.line(ControlEscape.escape("warning: \(imrCase.file) (\(imrCase.id)): \(warning)"))
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
        if !report.words.isEmpty {
            try StandardOutput.line("Words the treatment tables do not explain (requests using each; an example and the key it got):")
            try Self.counted(report.words.map { ($0.count, "\($0.word)  \"\($0.example)\" -> \($0.exampleKey)") })
        }
        if !report.unrecognized.isEmpty {
            if !report.words.isEmpty { try StandardOutput.line("") }
            try StandardOutput.line("Requests no treatment table recognises (their key is the cleaned text):")
            try Self.counted(report.unrecognized.map { entry in
                (entry.count, entry.key + (CaseFold.key(entry.example) == entry.key ? "" : "  (e.g. \"\(entry.example)\")"))
            })
        }
        // Asked for a list, the user is told it is empty, not left with nothing on the screen.
        if report.words.isEmpty && report.unrecognized.isEmpty {
            try StandardOutput.line("Every request's words are explained by the treatment tables.")
        }
        let unrecognized = report.unrecognized.reduce(0) { $0 + $1.count }
        Output.note("""
            \(report.items) requests: \(report.doubtful) with words not understood \
            (\(Wording.count(report.words.count, "distinct word"))), \(unrecognized) unrecognised \
            (\(Wording.count(report.unrecognized.count, "distinct key")))
            """)
        if report.flagged > 0 { throw ExitCode(1) }
    }

    /// Lines of a count, right-aligned in six cells at least, and what it counts (`TextTable`, nothing cut).
    private static func countColumn(_ rows: [(count: Int, text: String)]) -> [String] {
        TextTable([TextTable.Column("", .right, least: 6), TextTable.Column("")], rows: rows.map { [String($0.count), $0.text] })
            .lines(width: nil, header: false)
    }

    private static func counted(_ rows: [(count: Int, text: String)]) throws {
        for line in countColumn(rows) { try StandardOutput.line(line) }
    }

    /// The items with no reason read, grouped by their rationale's opening, each group with an example.
    private func listReasonGaps(_ loaded: Corpus) throws {
        let report = ReasonGaps.tally(CorpusIndex(loaded))
        try StandardOutput.line(report.groups.isEmpty ? "A decision reason was read for every item."
                                : "Items where no decision reason was read, by how the rationale opens (items; an example):")
        let counts = Self.countColumn(report.groups.map { ($0.count, $0.opening + " ...") })
        for (group, line) in zip(report.groups, counts) {
            try StandardOutput.line(line)
            let example = "\(group.caseId) item \(group.item + 1), \(group.treatment) (\(group.decision.rawValue)): \(group.firstSentences)"
            for line in TextWrap.wrap(ControlEscape.escape(example), width: 100, indent: "        ") { try StandardOutput.line(line) }
        }
        let share = WilsonInterval.percent(report.items == 0 ? 0 : Double(report.withoutReason) / Double(report.items))
        Output.note("\(report.items) items: \(report.withoutReason) with no reason read (\(share)), \(Wording.count(report.groups.count, "opening"))")
        if report.withoutReason > 0 { throw ExitCode(1) }
    }

    /// The requests a region tells apart that name none and took none from their letter, by what the letter
    /// points to, each group with an example.
    private func listRegionGaps(_ loaded: Corpus) throws {
        let report = RegionGaps.tally(CorpusIndex(loaded))
        try StandardOutput.line(report.groups.isEmpty
            ? "Every request a region tells apart names one or took one from its letter."
            : "Requests a region tells apart that name none and took none from their letter, by what the letter points to (requests; an example):")
        let counts = Self.countColumn(report.groups.map { group in
            (group.count, group.regions.isEmpty ? "no part the treatment can serve" : "several parts: " + group.regions.joined(separator: ", "))
        })
        for (group, line) in zip(report.groups, counts) {
            try StandardOutput.line(line)
            let example = "\(group.caseId) item \(group.item + 1), \(group.treatment) (\(group.key))"
            for line in TextWrap.wrap(ControlEscape.escape(example), width: 100, indent: "        ") { try StandardOutput.line(line) }
        }
        Output.note("\(Wording.count(report.regional, "request")) a region tells apart: \(report.unresolved) with no region named or taken from the letter; they join as precedents only requests that name none")
        if report.unresolved > 0 { throw ExitCode(1) }
    }
}
