import ArgumentParser
import IMRIndex
import TextCells
import TextSafety
import IMRExport
import IMRModel
import IMRVocabulary
import IMRColumns

/// `imr precedents`: how requests for one treatment were decided elsewhere in the corpus.
struct PrecedentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "precedents",
        abstract: "How other requests for an item's treatment were decided: counts, overturn rate, splits, cases.",
        discussion: """
        Counts are per item: each precedent is one disputed item with the same treatment key, upheld or \
        overturned (the asking item is left out); the rate's interval is the 95% Wilson score interval. \
        The filters narrow the precedents: item decision, chapter and category hold for the precedent item \
        itself, the rest for its case. With --treatment the first PATH is not taken for a case id.
        """
    )

    @Argument(help: "The case id whose item is asked about (omit with --treatment).")
    var id: String?
    @Option(help: "Which of the case's items (1-based; default 1).")
    var item: Int?
    @OptionGroup var corpus: CorpusArguments
    @OptionGroup var filters: FilterOptions
    @Flag(help: "Print JSON: the counts, the splits and the cases with their ids.")
    var json = false
    @Flag(help: "Print CSV: one row per precedent item.")
    var csv = false
    @OptionGroup var csvOptions: CSVOptions
    @Option(help: "Print the precedent brief in this form (text or markdown) instead of the table.",
            completion: .list([ExportFormat.text, .markdown].map(\.rawValue)))
    var format: ExportFormat?
    @Option(help: ArgumentHelp("Write the precedent brief to this file (text, or Markdown for .md / --format markdown).",
                               valueName: "file"), completion: Completions.output)
    var brief: String?
    @Flag(help: "Replace the brief's file if it exists.")
    var force = false

    /// The request asked about as free text (`--treatment`, the filters' option: here it asks rather
    /// than narrows), keyed like the letters' items.
    var treatment: String? { filters.treatment.first }

    func validate() throws {
        if filters.treatment.count > 1 { throw ValidationError("--treatment: one request at a time") }
        if treatment == nil && id == nil { throw ValidationError("give a case id, or --treatment TEXT") }
        if treatment != nil && item != nil { throw ValidationError("--item asks about a case's item: not with --treatment") }
        if json && csv { throw ValidationError("--json and --csv: choose one") }
        try csvOptions.check(writingCSV: csv)
        if let item, item < 1 { throw ValidationError("--item counts from 1: \(item) is no item") }
        if format == .json { throw ValidationError("--format: the brief is text or markdown (--json prints JSON)") }
    }

    func run() throws {
        var arguments = corpus
        // With --treatment, a word where the case id would stand is the first path.
        if treatment != nil, let id { arguments.paths.insert(id, at: 0) }
        let index = CorpusIndex(try arguments.load(reportProblems: false))
        let question = try self.question(index)
        let found = index.precedents(question)
        if let brief {
            let chosen = format ?? ExportFormat.brief(for: brief)
            try Export.write(chosen.renderBrief(found, cases: index.cases), to: brief, force: force)
            return
        }
        if let format {
            try StandardOutput.write(format.renderBrief(found, cases: index.cases))
        } else if json {
            try StandardOutput.line(PrecedentsJSON.pretty(found, cases: index.cases))
        } else if csv {
            try StandardOutput.write(PrecedentsJSON.csv(found, cases: index.cases, cells: csvOptions.cells))
        } else {
            try StandardOutput.line(PrecedentsTable.render(found, cases: index.cases, width: TerminalWidth.ofTerminal()))
        }
    }

    /// The question asked: a case's item, or typed text; narrowed by the filters.
    func question(_ index: CorpusIndex) throws -> PrecedentQuestion {
        // --treatment is the request asked about, not a narrowing of its precedents.
        let narrowing = Self.allOf(try filters.queries(index, asking: true))
        if let treatment {
            guard let question = PrecedentQuestion(treatment: treatment, narrowing: narrowing) else {
                throw CommandFailure(message: "--treatment \"\(treatment)\" holds nothing to look up")
            }
            return question
        }
        let asked = try CaseLookup.find(id ?? "", in: index.corpus)
        let number = item ?? 1
        guard asked.items.indices.contains(number - 1) else {
            let has = asked.items.isEmpty ? "no items could be read" : "items 1 to \(asked.items.count)"
            throw CommandFailure(message: "\(asked.id) has no item \(number) (\(has))")
        }
        guard let question = PrecedentQuestion(item: number - 1, of: asked, narrowing: narrowing) else {
            throw CommandFailure(message: "\(asked.id) item \(number) has no treatment to look up")
        }
        return question
    }

    /// The options' query and the filter line's as one: a facet both choose keeps the values both
    /// allow, words add up, the filter line's date ranges win.
    static func allOf(_ queries: [CaseQuery]) -> CaseQuery {
        var merged = CaseQuery()
        for query in queries {
            for (facet, values) in query.selections {
                let current = merged.values(facet)
                let both = current.isEmpty ? values : current.intersection(values)
                // Chosen twice with nothing in common: a value no case has, so nothing is selected.
                merged.set(facet, both.isEmpty ? ["(none of \(current.sorted()) and \(values.sorted()))"] : both)
            }
            if !query.tags.isEmpty {
                // As for a facet: tags asked twice must both hold (compared as tags are).
                let current = Set(merged.tags.map(TagName.fold))
                let both = merged.tags.isEmpty ? query.tags : query.tags.filter { current.contains(TagName.fold($0)) }
                merged.tags = both.isEmpty ? ["(none of \(merged.tags.sorted()) and \(query.tags.sorted()))"] : both
            }
            for (field, range) in query.dateRanges { merged.dateRanges[field] = range }
            merged.text = [merged.text, query.text].filter { !$0.isEmpty }.joined(separator: " ")
        }
        return merged
    }
}

/// The table `imr precedents` prints: the question, the counts, the splits and the list.
enum PrecedentsTable {
    /// - Parameter width: the terminal's, to fit; nil (a pipe or a file) cuts nothing.
    static func render(_ found: Precedents, cases: CaseList, width: Int?) -> String {
        let safe = { (text: String) in ControlEscape.escape(text) }
        let question = found.question
        var lines: [String] = []
        var heading = "PRECEDENTS: " + safe(question.treatment)
        if let source = question.source { heading += " (\(safe(source.caseId)) item \(source.item + 1))" }
        lines.append(heading)
        lines.append("Treatment key: \(safe(question.treatmentKey))   Body region: \(safe(question.regionText))")
        if let doubt = Item.doubtReading(question.doubt) { lines.append("Not understood: " + safe(doubt)) }
        let filters = QueryText.format(question.narrowing)
        lines.append("Filters: " + (filters.isEmpty ? "none" : safe(filters)))
        lines.append(PrecedentBrief.countsLine(found))
        lines.append(PrecedentBrief.rateLine(found))
        if !found.wider.isEmpty {
            lines.append("")
            lines.append(PrecedentBrief.widerHeading.uppercased())
            for look in found.wider { lines.append("  " + safe(PrecedentBrief.widerLine(look))) }
        }
        lines += reasonTable(found, cases: cases, width: width)
        for section in PrecedentBrief.splitSections(found) where !section.splits.isEmpty {
            lines.append("")
            lines += splitTable(section.title.uppercased(), section.splits, width: width)
            if let note = section.note { lines.append("(\(note))") }
        }
        lines.append("")
        lines.append("CASES (\(found.list.count))")
        guard !found.list.isEmpty else { return lines.joined(separator: "\n") }
        // Mark, date, case, specialty and the decisive sentence, which gives way to the width first.
        var table = TextTable([TextTable.Column(""), TextTable.Column(""), TextTable.Column(""),
                               TextTable.Column("", givesWay: true, minimum: 10, maximum: 24, cut: .end),
                               TextTable.Column("", givesWay: true, minimum: 20, cut: .end)], gap: 2)
        for entry in found.entries(in: cases) {
            table.append([(entry.precedent.decision == .overturned ? "O" : "U") + (entry.precedent.caseOutcome == .partial ? "p" : ""),
                          entry.date, entry.reference, entry.imrCase.reviewer.specialties.first ?? "-", entry.decisiveSentence])
        }
        lines += table.lines(width: width, header: false)
        lines.append("(O overturned, U upheld; p: in a partially overturned case)")
        return lines.joined(separator: "\n")
    }

    /// Each side's reasons, most cases first: the reason, its cases (a share from twenty decisions on)
    /// and an example sentence with its case, cut to the width.
    static func reasonTable(_ found: Precedents, cases: CaseList, width: Int?) -> [String] {
        var lines: [String] = []
        for side in [DecisionReasons.Side.upholding, .overturning] {
            guard let heading = PrecedentBrief.reasonHeading(side, found) else { continue }
            lines += ["", heading.uppercased()]
            var table = TextTable([TextTable.Column(""), TextTable.Column("", givesWay: true, minimum: 20, cut: .end)])
            for reason in found.byReason where reason.side == side {
                let example = PrecedentBrief.reasonExample(reason, cases: cases)
                table.append([PrecedentBrief.reasonLine(reason, found), "\(example.reference): \"\(example.sentence)\""])
            }
            lines += table.lines(width: width, header: false)
        }
        return lines
    }

    /// A split's table: each value's decisions, how many were overturned, the rate and its interval.
    static func splitTable(_ title: String, _ splits: [PrecedentSplit], width: Int?) -> [String] {
        let table = TextTable([TextTable.Column("VALUE", givesWay: true, minimum: 8, maximum: 40),
                               TextTable.Column("DECISIONS", .right), TextTable.Column("OVERTURNED", .right),
                               TextTable.Column("RATE", .right), TextTable.Column("95% CI", .right)],
                              rows: splits.map { split in
                                  [split.value, String(split.items), String(split.overturned), split.interval.rateText,
                                   split.interval.rangeText]
                              })
        return [title] + table.lines(width: width)
    }
}
