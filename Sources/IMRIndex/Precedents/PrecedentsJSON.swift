import IMRExport
import IMRColumns

/// Precedents as JSON (`imr precedents --json`) and as CSV, one row per precedent item (`--csv`).
/// Item numbers are 1-based, as `--item` takes them and the letters number them.
public enum PrecedentsJSON {
    struct Split: Encodable {
        var value: String
        var decisions: Int
        var overturned: Int
        var overturnRate: Double?
        var lower: Double
        var upper: Double

        init(_ split: PrecedentSplit) {
            value = split.value
            decisions = split.items
            overturned = split.overturned
            overturnRate = split.interval.rate
            lower = split.interval.lower
            upper = split.interval.upper
        }
    }

    struct Case: Encodable {
        var caseId: String
        var caseNumber: String?
        var item: Int
        var treatment: String
        var bodyRegion: String?
        var decision: String
        var caseOutcome: String
        var decisionDate: String?
        var specialties: [String]
        var guidelines: [String]
        var decisiveSentence: String

        init(_ entry: PrecedentBrief.Entry) {
            caseId = entry.imrCase.id
            caseNumber = entry.imrCase.caseNumber
            item = entry.precedent.item + 1
            treatment = entry.item.treatment
            bodyRegion = entry.item.bodyRegion
            decision = entry.precedent.decision.rawValue
            caseOutcome = entry.precedent.caseOutcome.rawValue
            decisionDate = entry.precedent.decisionDate?.iso
            specialties = entry.imrCase.reviewer.specialties
            guidelines = entry.guidelines
            decisiveSentence = entry.decisiveSentence
        }

        // Explicit nulls, as in the case JSON.
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(caseId, forKey: .caseId)
            try container.encode(caseNumber, forKey: .caseNumber)
            try container.encode(item, forKey: .item)
            try container.encode(treatment, forKey: .treatment)
            try container.encode(bodyRegion, forKey: .bodyRegion)
            try container.encode(decision, forKey: .decision)
            try container.encode(caseOutcome, forKey: .caseOutcome)
            try container.encode(decisionDate, forKey: .decisionDate)
            try container.encode(specialties, forKey: .specialties)
            try container.encode(guidelines, forKey: .guidelines)
            try container.encode(decisiveSentence, forKey: .decisiveSentence)
        }

        enum CodingKeys: String, CodingKey {
            case caseId, caseNumber, item, treatment, bodyRegion, decision, caseOutcome, decisionDate, specialties
            case guidelines, decisiveSentence
        }
    }

    struct Source: Encodable {
        var caseId: String
        var item: Int
    }

    /// A wider look's counts (`Precedents.wider`), labelled: not the treatment asked. Its counts are a
    /// split's fields, its label the split's value, with the scope beside them.
    struct Wider: Encodable {
        var scope: String
        var counts: Split

        init(_ look: WiderPrecedents) {
            scope = look.scope.rawValue
            counts = Split(PrecedentSplit(value: look.label, items: look.found.total, overturned: look.found.overturned))
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(scope, forKey: .scope)
            try counts.encode(to: encoder)
        }

        enum CodingKeys: String, CodingKey { case scope }
    }

    /// A reason the precedents state, counted by case, with its example (`Precedents.byReason`).
    struct Reason: Encodable {
        var id: String
        var side: String
        var cases: Int
        var items: Int
        /// Cases decided on its side: the base of `share`.
        var sideCases: Int
        var share: Double
        var example: Example

        struct Example: Encodable {
            var caseId: String
            var item: Int
            var sentence: String
        }

        init(_ reason: PrecedentReason, cases list: CaseList) {
            id = reason.id
            side = reason.side.rawValue
            cases = reason.cases
            items = reason.items
            sideCases = reason.sideCases
            share = reason.share
            let chosen = PrecedentBrief.reasonExample(reason, cases: list)
            example = Example(caseId: list.id(at: chosen.precedent.caseIndex), item: chosen.precedent.item + 1, sentence: chosen.sentence)
        }
    }

    struct Report: Encodable {
        var treatment: String
        var treatmentKey: String
        var bodyRegion: String?
        var bodyRegions: [String]
        var regionInferred: Bool
        /// The request's words its key leaves unexplained (the key may not be what was asked).
        var treatmentDoubt: [String]
        var source: Source?
        var filters: String
        var decisions: Int
        var upheld: Int
        var overturned: Int
        var inPartialCases: Int
        var overturnRate: Double?
        var lower: Double
        var upper: Double
        var byRegion: [Split]
        var bySpecialty: [Split]
        var byYear: [Split]
        var wider: [Wider]
        var reasons: [Reason]
        var cases: [Case]

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(treatment, forKey: .treatment)
            try container.encode(treatmentKey, forKey: .treatmentKey)
            try container.encode(bodyRegion, forKey: .bodyRegion)
            try container.encode(bodyRegions, forKey: .bodyRegions)
            try container.encode(regionInferred, forKey: .regionInferred)
            try container.encode(treatmentDoubt, forKey: .treatmentDoubt)
            try container.encode(source, forKey: .source)
            try container.encode(filters, forKey: .filters)
            try container.encode(decisions, forKey: .decisions)
            try container.encode(upheld, forKey: .upheld)
            try container.encode(overturned, forKey: .overturned)
            try container.encode(inPartialCases, forKey: .inPartialCases)
            try container.encode(overturnRate, forKey: .overturnRate)
            try container.encode(lower, forKey: .lower)
            try container.encode(upper, forKey: .upper)
            try container.encode(byRegion, forKey: .byRegion)
            try container.encode(bySpecialty, forKey: .bySpecialty)
            try container.encode(byYear, forKey: .byYear)
            try container.encode(wider, forKey: .wider)
            try container.encode(reasons, forKey: .reasons)
            try container.encode(cases, forKey: .cases)
        }

        enum CodingKeys: String, CodingKey {
            case treatment, treatmentKey, bodyRegion, bodyRegions, regionInferred, treatmentDoubt, source, filters
            case decisions, upheld
            case overturned, inPartialCases, overturnRate, lower, upper, byRegion, bySpecialty, byYear, wider, reasons, cases
        }
    }

    static func report(_ found: Precedents, cases: CaseList) -> Report {
        let question = found.question
        return Report(treatment: question.treatment, treatmentKey: question.treatmentKey, bodyRegion: question.regions.first,
                      bodyRegions: question.regions, regionInferred: question.regionInferred,
                      treatmentDoubt: question.doubt,
                      source: question.source.map { Source(caseId: $0.caseId, item: $0.item + 1) },
                      filters: QueryText.format(question.narrowing), decisions: found.total, upheld: found.upheld,
                      overturned: found.overturned, inPartialCases: found.inPartialCases,
                      overturnRate: found.interval.rate, lower: found.interval.lower, upper: found.interval.upper,
                      byRegion: found.byRegion.map(Split.init), bySpecialty: found.bySpecialty.map(Split.init),
                      byYear: found.byYear.map(Split.init), wider: found.wider.map(Wider.init),
                      reasons: found.byReason.map { Reason($0, cases: cases) },
                      cases: found.entries(in: cases).map(Case.init))
    }

    public static func pretty(_ found: Precedents, cases: CaseList) -> String {
        CaseJSON.encode(report(found, cases: cases), pretty: true)
    }

    public static let csvHeader = ["case_id", "case_number", "item", "treatment", "treatment_key", "body_region",
                                   "decision", "case_outcome", "decision_date", "specialties", "guidelines",
                                   "decisive_sentence"]

    /// A header row, then one row per precedent item in list order.
    public static func csv(_ found: Precedents, cases: CaseList, cells: CSVTable.Cells = .spreadsheetSafe) -> String {
        var rows: [[String]] = []
        for entry in found.entries(in: cases) {
            let precedent = entry.precedent
            rows.append([
                entry.imrCase.id, entry.imrCase.caseNumber ?? "", String(precedent.item + 1), entry.item.treatment,
                entry.item.treatmentKey ?? "", entry.item.bodyRegion ?? "", precedent.decision.rawValue,
                precedent.caseOutcome.rawValue, precedent.decisionDate?.iso ?? "",
                entry.imrCase.reviewer.specialties.joined(separator: "; "), entry.guidelines.joined(separator: "; "),
                entry.decisiveSentence,
            ])
        }
        return CSVTable.render(header: csvHeader, rows: rows, cells: cells)
    }
}
