/// One guideline citation: a "Decision based on ..." sentence.
public struct Citation: Codable, Sendable, Hashable {
    /// The citation as written, reflowed.
    public var text: String
    /// Canonical guideline ("ACOEM", "ODG", "Chronic Pain Medical Treatment Guidelines", ...) or the source as written.
    public var guideline: String
    public var mtus: Bool
    /// ACOEM chapter number, also when the letter names the chapter only by title.
    public var chapter: Int?
    /// The chapter facet value this citation falls under.
    public var label: String
    /// Section or topic ("Special Studies", "MRI").
    public var topic: String?
    /// Every page, ranges expanded.
    public var pages: [Int]

    public init(text: String, guideline: String, mtus: Bool, chapter: Int?, label: String, topic: String?, pages: [Int]) {
        self.text = text
        self.guideline = guideline
        self.mtus = mtus
        self.chapter = chapter
        self.label = label
        self.topic = topic
        self.pages = pages
    }

    enum CodingKeys: String, CodingKey { case text, guideline, mtus, chapter, label, topic, pages }

    // Explicit nulls: the contract requires "chapter" even when a citation has none. Every encode(to:)
    // here writes its keys in order, as the JSON has them, so `JSONStream` never sorts them.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(chapter, forKey: .chapter)
        try container.encode(guideline, forKey: .guideline)
        try container.encode(label, forKey: .label)
        try container.encode(mtus, forKey: .mtus)
        try container.encode(pages, forKey: .pages)
        try container.encode(text, forKey: .text)
        try container.encode(topic, forKey: .topic)
    }
}

/// One disputed treatment and its decision.
public struct Item: Codable, Sendable, Hashable {
    /// The disputed treatment (for a modified request, the IMR-eligible portion).
    public var treatment: String
    public var decision: Decision
    /// DWC treatment category ("Pharmaceuticals > Opioids"), when the treatment makes it clear.
    public var category: String?
    /// For a modified request: what was originally asked for.
    public var originalRequest: String?
    /// For a modified request: what the claims administrator authorized.
    public var authorizedPortion: String?
    public var claimsAdministratorGuideline: [Citation]
    public var maximusGuideline: [Citation]
    public var rationale: String
    /// The request with wording, strength, quantity, side and the like taken away: requests for the same
    /// treatment share it ("hydrocodone/acetaminophen", "MRI lumbar spine"). Nil only without treatment text.
    public var treatmentKey: String?
    public var treatmentKind: TreatmentKind?
    /// The first of `bodyRegions`; nil where none is known.
    public var bodyRegion: String? { bodyRegions.first }
    /// Every body region the request names, from `BodyRegions`, in the order written; where it names
    /// none, the one its letter points to (`regionInferred`). The item is a precedent under each.
    public var bodyRegions: [String]
    /// True where `bodyRegions` comes from the letter (the cited chapter, the injured body part), not
    /// the request's own words.
    public var regionInferred: Bool
    /// Words of the request its treatment key does not account for: what imr did not understand.
    public var treatmentDoubt: [String]
    /// The reasons the rationale states for the decision (docs/decision-reasons.md), each with its sentence.
    public var reasons: [ItemReason]

    public init(treatment: String, decision: Decision, category: String? = nil, originalRequest: String? = nil,
                authorizedPortion: String? = nil, claimsAdministratorGuideline: [Citation] = [],
                maximusGuideline: [Citation] = [], rationale: String = "", treatmentKey: String? = nil,
                treatmentKind: TreatmentKind? = nil, bodyRegions: [String] = [], regionInferred: Bool = false,
                treatmentDoubt: [String] = [], reasons: [ItemReason] = []) {
        self.treatment = treatment
        self.decision = decision
        self.category = category
        self.originalRequest = originalRequest
        self.authorizedPortion = authorizedPortion
        self.claimsAdministratorGuideline = claimsAdministratorGuideline
        self.maximusGuideline = maximusGuideline
        self.rationale = rationale
        self.treatmentKey = treatmentKey
        self.treatmentKind = treatmentKind
        self.bodyRegions = bodyRegions
        self.regionInferred = regionInferred
        self.treatmentDoubt = treatmentDoubt
        self.reasons = reasons
    }

    enum CodingKeys: String, CodingKey {
        case treatment, decision, category, originalRequest, authorizedPortion, claimsAdministratorGuideline
        case maximusGuideline, rationale, treatmentKey, treatmentKind, bodyRegion, bodyRegions, regionInferred
        case treatmentDoubt, partialCertification, reasons
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        treatment = try container.decode(String.self, forKey: .treatment)
        decision = try container.decode(Decision.self, forKey: .decision)
        category = try container.decodeIfPresent(String.self, forKey: .category)
        originalRequest = try container.decodeIfPresent(String.self, forKey: .originalRequest)
        authorizedPortion = try container.decodeIfPresent(String.self, forKey: .authorizedPortion)
        claimsAdministratorGuideline = try container.decode([Citation].self, forKey: .claimsAdministratorGuideline)
        maximusGuideline = try container.decode([Citation].self, forKey: .maximusGuideline)
        rationale = try container.decode(String.self, forKey: .rationale)
        treatmentKey = try container.decodeIfPresent(String.self, forKey: .treatmentKey)
        treatmentKind = try container.decodeIfPresent(TreatmentKind.self, forKey: .treatmentKind)
        // JSON written before bodyRegions carried only the first region.
        let first = try container.decodeIfPresent(String.self, forKey: .bodyRegion)
        bodyRegions = try container.decodeIfPresent([String].self, forKey: .bodyRegions) ?? (first.map { [$0] } ?? [])
        regionInferred = try container.decodeIfPresent(Bool.self, forKey: .regionInferred) ?? false
        treatmentDoubt = try container.decodeIfPresent([String].self, forKey: .treatmentDoubt) ?? []
        reasons = try container.decodeIfPresent([ItemReason].self, forKey: .reasons) ?? []
    }

    // Explicit nulls, so every item has the same keys.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(authorizedPortion, forKey: .authorizedPortion)
        try container.encode(bodyRegion, forKey: .bodyRegion)
        try container.encode(bodyRegions, forKey: .bodyRegions)
        try container.encode(category, forKey: .category)
        try container.encode(claimsAdministratorGuideline, forKey: .claimsAdministratorGuideline)
        try container.encode(decision, forKey: .decision)
        try container.encode(maximusGuideline, forKey: .maximusGuideline)
        try container.encode(originalRequest, forKey: .originalRequest)
        try container.encode(partialCertification, forKey: .partialCertification)
        try container.encode(rationale, forKey: .rationale)
        try container.encode(reasons, forKey: .reasons)
        try container.encode(regionInferred, forKey: .regionInferred)
        try container.encode(treatment, forKey: .treatment)
        try container.encode(treatmentDoubt, forKey: .treatmentDoubt)
        try container.encode(treatmentKey, forKey: .treatmentKey)
        try container.encode(treatmentKind, forKey: .treatmentKind)
    }
}

public struct Reviewer: Codable, Sendable, Hashable {
    /// Canonical names, primary first; subspecialties follow.
    public var specialties: [String]
    public var specialtiesAsWritten: [String]
    /// True for "Board Certified in ..."; nil when the letter does not say.
    public var boardCertified: Bool?
    public var licensure: [String]

    public init(specialties: [String] = [], specialtiesAsWritten: [String] = [], boardCertified: Bool? = nil,
                licensure: [String] = []) {
        self.specialties = specialties
        self.specialtiesAsWritten = specialtiesAsWritten
        self.boardCertified = boardCertified
        self.licensure = licensure
    }
}

public struct Patient: Codable, Sendable, Hashable {
    public var age: Int?
    public var sex: Sex?
    public var dateOfInjury: CalendarDate?

    public init(age: Int? = nil, sex: Sex? = nil, dateOfInjury: CalendarDate? = nil) {
        self.age = age
        self.sex = sex
        self.dateOfInjury = dateOfInjury
    }

    enum CodingKeys: String, CodingKey { case age, sex, dateOfInjury }

    // Explicit nulls: the contract lists these keys as required.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(age, forKey: .age)
        try container.encode(dateOfInjury, forKey: .dateOfInjury)
        try container.encode(sex, forKey: .sex)
    }
}

/// The header's dates.
public struct CaseDates: Codable, Sendable, Hashable {
    public var assigned: CalendarDate?
    public var decision: CalendarDate?
    public var urDenial: CalendarDate?
    public var applicationReceived: CalendarDate?

    public init(assigned: CalendarDate? = nil, decision: CalendarDate? = nil, urDenial: CalendarDate? = nil,
                applicationReceived: CalendarDate? = nil) {
        self.assigned = assigned
        self.decision = decision
        self.urDenial = urDenial
        self.applicationReceived = applicationReceived
    }

    enum CodingKeys: String, CodingKey { case assigned, decision, urDenial, applicationReceived }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(applicationReceived, forKey: .applicationReceived)
        try container.encode(assigned, forKey: .assigned)
        try container.encode(decision, forKey: .decision)
        try container.encode(urDenial, forKey: .urDenial)
    }
}

/// One IMR final determination letter, parsed. The shape of `spec/case.schema.json`.
public struct IMRCase: Codable, Sendable, Hashable, Identifiable {
    /// Case Number where there is one, else the file name without extension; unique in a corpus.
    public var id: String
    /// Source file, relative to the folder given on the command line.
    public var file: String
    /// Position of this letter within its file.
    public var index: Int
    /// The layout of letter it was read from; nil when no heading of a known layout was found.
    public var layout: LetterLayout?
    public var caseNumber: String?
    public var dates: CaseDates
    public var priority: String?
    public var outcome: Outcome
    public var reviewer: Reviewer
    public var patient: Patient
    public var summary: String
    public var items: [Item]
    /// Guideline-chapter facet values, from the MAXIMUS citations.
    public var chapters: [String]
    public var warnings: [String]
    /// The whole letter, reflowed, when it could be read only in part (nil when read whole): what the
    /// parser could not place stays readable, searchable and exported rather than lost.
    public var letterText: String?
    /// Other files holding the same letter (the same case number), listed once as this one: given by
    /// the corpus index (`CorpusIndex.listedCase`), not read from the letter; nil reads as none.
    public var copies: [String]?
    /// The items a filter's item terms singled out (places in `items`), set by the command that
    /// filtered (`CorpusIndex.matchedItems`); nil where no item was singled out. Not in the JSON.
    public var matchedItems: [Int]?

    public init(id: String, file: String, index: Int = 0, caseNumber: String? = nil, dates: CaseDates = CaseDates(),
                priority: String? = nil, outcome: Outcome? = nil, reviewer: Reviewer = Reviewer(),
                patient: Patient = Patient(), summary: String = "", items: [Item] = [], chapters: [String]? = nil,
                warnings: [String] = [], letterText: String? = nil, layout: LetterLayout? = nil) {
        self.id = id
        self.file = file
        self.index = index
        self.layout = layout
        self.caseNumber = caseNumber
        self.dates = dates
        self.priority = priority
        self.outcome = outcome ?? Outcome(decisions: items.map(\.decision))
        self.reviewer = reviewer
        self.patient = patient
        self.summary = summary
        self.items = items
        self.chapters = chapters ?? IMRCase.chapterLabels(of: items)
        self.warnings = warnings
        self.letterText = letterText
    }

    /// JSON written before `copies` has none; an empty list reads as none.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        file = try container.decode(String.self, forKey: .file)
        index = try container.decode(Int.self, forKey: .index)
        layout = try container.decodeIfPresent(LetterLayout.self, forKey: .layout)
        caseNumber = try container.decodeIfPresent(String.self, forKey: .caseNumber)
        dates = try container.decode(CaseDates.self, forKey: .dates)
        priority = try container.decodeIfPresent(String.self, forKey: .priority)
        outcome = try container.decode(Outcome.self, forKey: .outcome)
        reviewer = try container.decode(Reviewer.self, forKey: .reviewer)
        patient = try container.decode(Patient.self, forKey: .patient)
        summary = try container.decode(String.self, forKey: .summary)
        items = try container.decode([Item].self, forKey: .items)
        chapters = try container.decode([String].self, forKey: .chapters)
        warnings = try container.decode([String].self, forKey: .warnings)
        letterText = try container.decodeIfPresent(String.self, forKey: .letterText)
        let copies = try container.decodeIfPresent([String].self, forKey: .copies) ?? []
        self.copies = copies.isEmpty ? nil : copies
    }

    /// The distinct chapter labels of the items' MAXIMUS citations, in order of first appearance.
    public static func chapterLabels(of items: [Item]) -> [String] {
        // A letter names a handful of chapters: a linear look beats hashing every label (a set takes
        // over past a few dozen, so that a hostile letter stays linear).
        // By index: `for item in items` copied each item and citation (a retain and release of every
        // string and array they hold) to read one label.
        var labels: [String] = []
        var seen = Set<String>()
        for index in items.indices {
            for place in items[index].maximusGuideline.indices {
                let label = items[index].maximusGuideline[place].label
                if labels.count < 32 {
                    if !labels.contains(label) { labels.append(label) }
                    continue
                }
                if seen.isEmpty { seen = Set(labels) }
                if seen.insert(label).inserted { labels.append(label) }
            }
        }
        return labels
    }

    enum CodingKeys: String, CodingKey {
        case id, file, index, layout, caseNumber, dates, priority, outcome, reviewer, patient, summary, items, chapters, warnings
        case letterText, copies, turnaroundDays
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(caseNumber, forKey: .caseNumber)
        try container.encode(chapters, forKey: .chapters)
        try container.encode(copies ?? [], forKey: .copies)
        try container.encode(dates, forKey: .dates)
        try container.encode(file, forKey: .file)
        try container.encode(id, forKey: .id)
        try container.encode(index, forKey: .index)
        try container.encode(items, forKey: .items)
        try container.encode(layout, forKey: .layout)
        try container.encode(letterText, forKey: .letterText)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(patient, forKey: .patient)
        try container.encode(priority, forKey: .priority)
        try container.encode(reviewer, forKey: .reviewer)
        try container.encode(summary, forKey: .summary)
        try container.encode(turnaroundDays, forKey: .turnaroundDays)
        try container.encode(warnings, forKey: .warnings)
    }
}
