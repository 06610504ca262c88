import TextSafety
import IMRExport
import IMRLetters
import IMRModel
import IMRText
import IMRVocabulary
import IMRColumns

/// The precedent brief: the page an attorney attaches. The question (treatment, region, filters), the
/// counts and the overturn rate with its interval, the splits, then every overturned precedent in full
/// (case, date, reviewer specialty, guideline cited, rationale) and the upheld ones in short.
public enum PrecedentBrief {
    /// One precedent as the brief, the command line and the browser name it.
    public struct Entry: Sendable {
        public let imrCase: IMRCase
        public let item: Item
        public let precedent: Precedent

        /// The reasons the precedents were narrowed to (`reason:` terms, a side already resolved to its
        /// reasons' ids), whose sentence is shown before the item's main reason's.
        let askedReasons: Set<String>

        public init(_ precedent: Precedent, in cases: CaseList, askedReasons: Set<String> = []) {
            self.precedent = precedent
            imrCase = cases[precedent.caseIndex]
            item = imrCase.items[precedent.item]
            self.askedReasons = askedReasons
        }

        /// "2016-12-24", or "undated".
        public var date: String { precedent.decisionDate?.iso ?? "undated" }
        public var specialty: String {
            imrCase.reviewer.specialties.isEmpty ? "specialty not stated" : imrCase.reviewer.specialties.joined(separator: ", ")
        }
        /// The decision, with the case's outcome where it was partial: "Overturned (case partially overturned)".
        public var decision: String {
            precedent.decision.title + (precedent.caseOutcome == .partial ? " (case partially overturned)" : "")
        }
        /// The guidelines MAXIMUS's reviewer cited for the item, each as written with its chapter.
        public var guidelines: [String] { item.maximusGuideline.map(CaseReport.citationLine) }
        /// The sentence of the reason asked for, else of the item's main reason; where no reason was
        /// read, the verdict's sentence.
        public var decisiveSentence: String { shownReason?.sentence ?? DecisiveSentence.of(item.rationale) }
        /// Under a `reason:` narrowing, the item's first reason it asks for; else the main reason.
        public var shownReason: ItemReason? {
            item.reasons.first { askedReasons.contains($0.id) } ?? item.mainReason
        }
        /// "CM16-0213037 item 2" (the item only when the case has several).
        public var reference: String { imrCase.items.count > 1 ? "\(imrCase.id) item \(precedent.item + 1)" : imrCase.id }
    }

    /// The question's lines: label and value.
    static func questionRows(_ found: Precedents) -> [(String, String)] {
        let question = found.question
        var rows: [(String, String)] = [("Treatment", question.treatment), ("Treatment key", question.treatmentKey)]
        rows.append(("Body region", question.regionText))
        if let doubt = Item.doubtReading(question.doubt) { rows.append(("Not understood", doubt)) }
        if let source = question.source { rows.append(("Asked from", "\(source.caseId) item \(source.item + 1) (left out)")) }
        let filters = QueryText.format(question.narrowing)
        rows.append(("Filters", filters.isEmpty ? "none" : filters))
        return rows
    }

    /// The wider looks' heading: why they are shown, and that they are not the treatment asked.
    public static let widerHeading = "Fewer than \(Precedents.thin) decisions: wider looks (not the same treatment)"

    /// "MRI, any region: 3 of 14 overturned, 21% (95% CI 8–48%)".
    public static func widerLine(_ look: WiderPrecedents) -> String {
        guard look.found.total > 0 else { return "\(look.label): no decisions" }
        return "\(look.label): \(look.found.overturned) of \(Wording.count(look.found.total, "decision")) overturned, "
            + look.found.interval.summary
    }

    /// "12 decisions: 5 overturned, 7 upheld (3 in partially overturned cases)"; without the note on
    /// partially overturned cases where a line gives the rate room first.
    public static func countsLine(_ found: Precedents, withPartialNote: Bool = true) -> String {
        "\(Wording.count(found.total, "decision")): \(found.overturned) overturned, \(found.upheld) upheld"
            + (withPartialNote ? partialNote(found) : "")
    }

    /// " (3 in partially overturned cases)", or nothing when no precedent is in such a case.
    public static func partialNote(_ found: Precedents) -> String {
        found.inPartialCases > 0 ? " (\(found.inPartialCases) in partially overturned cases)" : ""
    }

    /// "Overturn rate: 42% (95% CI 19–68%)".
    public static func rateLine(_ found: Precedents) -> String {
        "Overturn rate: " + found.interval.summary
    }

    /// "2016: 2 of 4 overturned, 50% (95% CI 15–85%)".
    public static func splitLine(_ split: PrecedentSplit) -> String {
        "\(split.value): \(split.overturned) of \(split.items) overturned, \(split.interval.summary)"
    }

    /// "Reasons for upholding (9 upheld cases)".
    public static func reasonHeading(_ side: DecisionReasons.Side, _ found: Precedents) -> String? {
        guard let first = found.byReason.first(where: { $0.side == side }) else { return nil }
        let decided = side == .upholding ? "upheld" : "overturned"
        return "Reasons for \(side.rawValue) (\(Wording.count(first.sideCases, "\(decided) case")))"
    }

    /// "no-functional-improvement: 5 of 9 cases" below `PrecedentReason.fewForShares` cases decided on the
    /// reason's side, else "no-functional-improvement: 42% of cases (17)".
    public static func reasonLine(_ reason: PrecedentReason, _ found: Precedents) -> String {
        // The share is of the side's cases: one overturned case of twenty-one decisions is no "100%".
        if reason.sideCases < PrecedentReason.fewForShares {
            return "\(reason.id): \(reason.cases) of \(Wording.count(reason.sideCases, "case"))"
        }
        return "\(reason.id): \(WilsonInterval.percent(reason.share)) of cases (\(reason.cases))"
    }

    /// The example of a reason: the precedent it is read from, its reference and its sentence. The first
    /// candidate whose sentence states no other reason of its item, else the first: a sentence stating
    /// two reasons would show the same words under both.
    public static func reasonExample(_ reason: PrecedentReason, cases: CaseList)
        -> (precedent: Precedent, reference: String, sentence: String) {
        var first: (precedent: Precedent, reference: String, sentence: String)?
        for candidate in reason.candidates {
            let entry = Entry(candidate, in: cases)
            let sentence = entry.item.reasons.first { $0.id == reason.id }?.sentence ?? ""
            let example = (candidate, entry.reference, sentence)
            if !entry.item.reasons.contains(where: { $0.id != reason.id && $0.sentence == sentence }) { return example }
            if first == nil { first = example }
        }
        return first ?? (reason.example, Entry(reason.example, in: cases).reference, "")
    }

    /// The reasons as text lines, each side under its heading, each reason with its example.
    static func reasonLines(_ found: Precedents, cases: CaseList, width: Int) -> [String] {
        var lines: [String] = []
        for side in [DecisionReasons.Side.upholding, .overturning] {
            guard let heading = reasonHeading(side, found) else { continue }
            lines += ["", heading.uppercased()]
            for reason in found.byReason where reason.side == side {
                let example = reasonExample(reason, cases: cases)
                lines += TextWrap.wrap("- " + reasonLine(reason, found), width: width, indent: "  ")
                lines += TextWrap.wrap("e.g. \(example.reference): \"\(example.sentence)\"", width: width, indent: "    ")
            }
        }
        return lines
    }

    /// One of the precedents' splits, titled, with a word on why its rows may add up to more decisions
    /// than there are.
    public struct SplitSection: Sendable {
        /// What the decisions are split by, lower case ("body region").
        public let name: String
        public let splits: [PrecedentSplit]
        public let note: String?

        /// "By body region", a brief's heading.
        public var title: String { "By " + name }
        /// "Body region", a column's heading.
        public var columnTitle: String { name.prefix(1).uppercased() + name.dropFirst() }
    }

    public static func splitSections(_ found: Precedents) -> [SplitSection] {
        // A decision counts under each of its regions, and under each specialty of a reviewer certified
        // in several: said where the rows add up to more than the decisions.
        func section(_ name: String, _ splits: [PrecedentSplit], _ note: String) -> SplitSection {
            SplitSection(name: name, splits: splits, note: splits.reduce(0) { $0 + $1.items } > found.total ? note : nil)
        }
        return [section("body region", found.byRegion, "A request naming several regions counts under each."),
                section("reviewer specialty", found.bySpecialty, "A reviewer certified in several specialties counts under each."),
                section("decision year", found.byYear, "")]
    }

    // MARK: Text

    public static func text(_ found: Precedents, cases: CaseList) -> String {
        let width = CaseReport.width
        var lines = ["PRECEDENTS: " + found.question.treatment.uppercased(), ""]
        lines += CaseReport.labelled(questionRows(found))
        lines += ["", countsLine(found), rateLine(found)]
        if !found.wider.isEmpty {
            lines += ["", widerHeading.uppercased()]
            for look in found.wider { lines += TextWrap.wrap("- " + widerLine(look), width: width, indent: "  ") }
        }
        lines += reasonLines(found, cases: cases, width: width)
        for section in splitSections(found) where !section.splits.isEmpty {
            lines += ["", section.title.uppercased()]
            for split in section.splits { lines += TextWrap.wrap("- " + splitLine(split), width: width, indent: "  ") }
            if let note = section.note { lines += TextWrap.wrap("(\(note))", width: width) }
        }
        let entries = found.entries(in: cases)
        let overturned = entries.filter { $0.precedent.decision == .overturned }
        let upheld = entries.filter { $0.precedent.decision == .upheld }
        lines += ["", "OVERTURNED (\(overturned.count))"]
        for (number, entry) in overturned.enumerated() {
            lines.append("")
            lines += TextWrap.wrap("\(number + 1). \(entry.reference), decided \(entry.date): \(entry.item.treatment)", width: width)
            lines += TextWrap.wrap("Decision: \(entry.decision)", width: width, indent: "   ")
            lines += TextWrap.wrap("Reviewer: \(entry.specialty)", width: width, indent: "   ")
            lines += CaseReport.citationBlock("Guideline cited", entry.item.maximusGuideline)
            lines.append("   Decision rationale:")
            lines += TextWrap.wrapParagraphs(entry.item.rationale, width: width, indent: "   ")
        }
        lines += ["", "UPHELD (\(upheld.count))"]
        for (number, entry) in upheld.enumerated() {
            lines.append("")
            lines += TextWrap.wrap("\(number + 1). \(entry.reference), decided \(entry.date), \(entry.specialty): "
                                   + "\(entry.item.treatment)\(entry.precedent.caseOutcome == .partial ? " (case partially overturned)" : "")",
                                   width: width)
            lines += TextWrap.wrap(entry.decisiveSentence, width: width, indent: "   ")
        }
        return ControlEscape.escape(lines.joined(separator: "\n") + "\n", keepingNewlines: true, keepingTabs: true)
    }

    // MARK: Markdown

    public static func markdown(_ found: Precedents, cases: CaseList) -> String {
        let md: (String) -> String = CaseReport.markdownEscaped
        var lines = ["# Precedents: \(md(found.question.treatment))", ""]
        for (label, value) in questionRows(found) { lines.append("- **\(label):** \(md(value))") }
        lines += ["", "**\(md(countsLine(found)))**", "", md(rateLine(found))]
        if !found.wider.isEmpty {
            lines += ["", "## \(md(widerHeading))", ""]
            lines += found.wider.map { "- " + md(widerLine($0)) }
        }
        for side in [DecisionReasons.Side.upholding, .overturning] {
            guard let heading = reasonHeading(side, found) else { continue }
            lines += ["", "## \(md(heading))", ""]
            for reason in found.byReason where reason.side == side {
                let example = reasonExample(reason, cases: cases)
                lines.append("- **\(md(reasonLine(reason, found)))**. E.g. \(md(example.reference)): \(md(example.sentence))")
            }
        }
        for section in splitSections(found) where !section.splits.isEmpty {
            lines += ["", "## \(section.title)", "", "| Value | Decisions | Overturned | Rate (95% CI) |", "|---|---:|---:|---|"]
            for split in section.splits {
                lines.append("| \(md(split.value)) | \(split.items) | \(split.overturned) | \(split.interval.summary) |")
            }
            if let note = section.note { lines += ["", md(note)] }
        }
        let entries = found.entries(in: cases)
        let overturned = entries.filter { $0.precedent.decision == .overturned }
        let upheld = entries.filter { $0.precedent.decision == .upheld }
        lines += ["", "## Overturned (\(overturned.count))"]
        for entry in overturned {
            lines += ["", "### \(md(entry.reference)), decided \(entry.date): \(md(entry.item.treatment))", ""]
            lines.append("- **Decision:** \(md(entry.decision))")
            lines.append("- **Reviewer:** \(md(entry.specialty))")
            lines.append("- **Guideline cited:**" + (entry.guidelines.isEmpty ? " none cited" : ""))
            lines += entry.guidelines.map { "  - " + md($0) }
            lines += ["", "**Decision rationale:**", ""]
            lines += CaseReport.markdownParagraphs(entry.item.rationale)
        }
        if overturned.isEmpty { lines += ["", "None."] }
        lines += ["", "## Upheld (\(upheld.count))", ""]
        for entry in upheld {
            let partial = entry.precedent.caseOutcome == .partial ? " (case partially overturned)" : ""
            lines.append("- **\(md(entry.reference))**, decided \(entry.date), \(md(entry.specialty)): "
                         + "\(md(entry.item.treatment))\(partial). \(md(entry.decisiveSentence))")
        }
        if upheld.isEmpty { lines.append("None.") }
        return ControlEscape.escape(lines.joined(separator: "\n") + "\n", keepingNewlines: true, keepingTabs: true)
    }
}

extension ExportFormat {
    /// The precedent brief in this format: text or Markdown; JSON gives `PrecedentsJSON`, CSV its rows.
    public func renderBrief(_ found: Precedents, cases: CaseList) -> String {
        switch self {
        case .text: return PrecedentBrief.text(found, cases: cases)
        case .markdown: return PrecedentBrief.markdown(found, cases: cases)
        case .json: return PrecedentsJSON.pretty(found, cases: cases) + "\n"
        case .csv: return PrecedentsJSON.csv(found, cases: cases)
        }
    }

    /// "precedents-mri-lumbar-spine.md": a file name for a brief, safe like a case's.
    public static func briefFileName(for found: Precedents, format: ExportFormat) -> String {
        let words = found.question.treatmentKey.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).prefix(8)
        return safeFileName(for: "precedents-" + words.joined(separator: "-"), extension: format.fileExtension)
    }
}

extension Precedents {
    /// The precedents as named and shown, each showing the reason the question's `reason:` terms ask for.
    public func entries(in cases: CaseList) -> [PrecedentBrief.Entry] {
        list.indices.map { entry($0, in: cases) }
    }

    public func entry(_ position: Int, in cases: CaseList) -> PrecedentBrief.Entry {
        PrecedentBrief.Entry(list[position], in: cases, askedReasons: question.narrowing.selections[.reason] ?? [])
    }
}
