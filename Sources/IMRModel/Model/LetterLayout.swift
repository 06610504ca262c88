/// The layouts of letter imr reads, each by a short stable name: `layout` in the JSON, `layout:` in the
/// filter line, `imr stats --by layout`, the README's list. The one list of them; the headings that tell
/// them apart are `SectionHeading`'s.
public enum LetterLayout: String, CaseIterable, Codable, Sendable {
    /// MAXIMUS: HOW THE IMR FINAL DETERMINATION WAS MADE, CLINICAL CASE SUMMARY, IMR ISSUES, DECISIONS
    /// AND RATIONALES (with or without the header table).
    case maximus
    /// The later MAXIMUS wording: a DOCUMENTS REVIEWED list after the summary, and IMR DECISION(S) AND
    /// RATIONALE(S).
    case maximusDocuments = "maximus-documents"
    /// MEDICAL PROFESSIONAL REVIEW: labelled fields (ISSUE AT DISPUTE:, CASE SUMMARY:, ...), one item whose
    /// decision is the rationale's conclusion.
    case professionalReview = "professional-review"
    /// The first MAXIMUS letters (mid-2013 to early 2014): Notice of Independent Medical Review
    /// Determination, a numbered list of decisions, Medical Qualifications of the Expert Reviewer:, Case
    /// Summary:, then each item's guideline and rationale.
    case maximus2013 = "maximus-2013"

    /// What the name means, in a sentence (the README's list).
    public var meaning: String {
        switch self {
        case .maximus:
            return "MAXIMUS letter: HOW THE IMR FINAL DETERMINATION WAS MADE, CLINICAL CASE SUMMARY, IMR ISSUES, DECISIONS AND RATIONALES (with or without the header table)"
        case .maximusDocuments:
            return "the later MAXIMUS wording: a DOCUMENTS REVIEWED list after the summary, and IMR DECISION(S) AND RATIONALE(S)"
        case .professionalReview:
            return "MEDICAL PROFESSIONAL REVIEW, in labelled fields (ISSUE AT DISPUTE:, CASE SUMMARY:, ...): one item: the issue's treatment, the guideline and the rationale, decided by the rationale's conclusion on medical necessity"
        case .maximus2013:
            return "the first MAXIMUS letters (2013 to early 2014): Notice of Independent Medical Review Determination, a numbered list of decisions (\"has determined the request for X is [not] medically necessary and appropriate\"), Medical Qualifications of the Expert Reviewer:, Case Summary:, then each item's guideline and rationale"
        }
    }
}
