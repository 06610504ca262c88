/// What a letter was made from: the values a correct parser should extract.
/// Plain value types with no dependency on the parser's model.
public struct LetterTruth: Sendable, Hashable, Codable {
    /// "CM16-0012345", or nil for the older letters that have no header.
    public var caseNumber: String?
    public var dates: HeaderDates
    public var priority: String?
    public var reviewer: ReviewerTruth
    public var patient: PatientTruth
    /// The sentence that introduces the summary ("... based on a review of the case file ...:").
    public var summaryIntro: String
    /// The clinical narrative, one string per paragraph, exactly as written before wrapping.
    public var summary: [String]
    public var items: [ItemTruth]
    /// The layout the letter is written in.
    public var layout: GeneratedLayout

    public var outcome: CaseOutcome {
        let overturned = items.filter { $0.decision == .overturned }.count
        if overturned == 0 { return .upheld }
        return overturned == items.count ? .overturned : .partial
    }
}

/// The layouts of letter the generator writes, by the names imr gives them (`layout` in its JSON).
public enum GeneratedLayout: String, Sendable, Hashable, Codable, CaseIterable {
    /// HOW THE IMR FINAL DETERMINATION WAS MADE, CLINICAL CASE SUMMARY, IMR ISSUES, DECISIONS AND RATIONALES.
    case maximus
    /// The later wording: a DOCUMENTS REVIEWED list after the summary, IMR DECISION(S) AND RATIONALE(S).
    case maximusDocuments = "maximus-documents"
    /// MEDICAL PROFESSIONAL REVIEW, in labelled fields; always one item, its decision said only by the
    /// rationale's conclusion.
    case professionalReview = "professional-review"
    /// The first MAXIMUS letters (2013 to early 2014): a numbered list of decisions, the reviewer's
    /// qualifications, the case summary, then each item's own part.
    case maximus2013 = "maximus-2013"
}

/// The header's dates; all nil when the letter has no header.
public struct HeaderDates: Sendable, Hashable, Codable {
    public var assigned: CivilDate?
    public var decision: CivilDate?
    public var urDenial: CivilDate?
    public var applicationReceived: CivilDate?
}

public struct ReviewerTruth: Sendable, Hashable, Codable {
    /// As printed, primary first, including odd spellings and PDF debris.
    public var specialtiesAsWritten: [String]
    /// The spelling of spec/specialties.txt (or as written for subspecialties not listed there).
    public var specialties: [String]
    /// true for "Board Certified in ..."; nil for the credentials-list wording.
    public var boardCertified: Bool?
    public var licensure: [String]
}

public struct PatientTruth: Sendable, Hashable, Codable {
    /// nil when the summary never states an age (the sex then comes from pronouns only).
    public var age: Int?
    /// "male" or "female".
    public var sex: String
    public var dateOfInjury: CivilDate
}

public enum Decision: String, Sendable, Hashable, Codable {
    case upheld
    case overturned
}

public enum CaseOutcome: String, Sendable, Hashable, Codable {
    case upheld
    case overturned
    case partial
}

public struct ItemTruth: Sendable, Hashable, Codable {
    /// The disputed treatment; for a modified request, the IMR-eligible remainder.
    public var treatment: String
    /// For a modified request: what was asked for and what the administrator allowed.
    public var originalRequest: String?
    public var authorizedPortion: String?
    public var decision: Decision
    /// "Category > Subcategory" from spec/treatment-categories.txt, nil when not obvious.
    public var category: String?
    /// nil when the letter has no "Claims Administrator guideline:" line; empty when the line
    /// says no evidence was cited.
    public var claimsAdministratorGuideline: [CitationTruth]?
    /// Empty when "The Expert Reviewer did not cite any medical evidence for its decision."
    public var maximusGuideline: [CitationTruth]
    /// "Decision rationale:" text, one string per paragraph (the label not included).
    public var rationale: [String]
}

public struct CitationTruth: Sendable, Hashable, Codable {
    /// As written after "Decision based on ", without the closing period.
    public var text: String
    /// "ACOEM", "ODG", "Chronic Pain Medical Treatment Guidelines", ... or the source as written.
    public var guideline: String
    public var mtus: Bool
    /// ACOEM chapter number, also when named by title only.
    public var chapter: Int?
    public var topic: String?
    /// Every page, ranges expanded.
    public var pages: [Int]
}
