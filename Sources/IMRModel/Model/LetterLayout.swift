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

    /// What the name means, in a sentence (the README's list).
    public var meaning: String {
        switch self {
        case .maximus:
            return "MAXIMUS letter: HOW THE IMR FINAL DETERMINATION WAS MADE, CLINICAL CASE SUMMARY, IMR ISSUES, DECISIONS AND RATIONALES (with or without the header table)"
        case .maximusDocuments:
            return "the later MAXIMUS wording: a DOCUMENTS REVIEWED list after the summary, and IMR DECISION(S) AND RATIONALE(S)"
        case .professionalReview:
            return "MEDICAL PROFESSIONAL REVIEW, in labelled fields (ISSUE AT DISPUTE:, CASE SUMMARY:, ...): one item: the issue's treatment, the guideline and the rationale, decided by the rationale's conclusion on medical necessity"
        }
    }
}
