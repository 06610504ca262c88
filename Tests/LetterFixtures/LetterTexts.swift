import Foundation
import CaseFixtures

/// Whole letters written for tests in the layouts letters.md names, for the tests of every target that
/// reads them: which layout a letter is read in, and the "MEDICAL PROFESSIONAL REVIEW" layout.
public enum LetterTexts {
    public static let decisionsHeading = "IMR ISSUES, DECISIONS AND RATIONALES"

    /// A MAXIMUS letter whose decisions heading is `heading`, with a DOCUMENTS REVIEWED list when asked.
    public static func maximus(heading: String = decisionsHeading, documents: Bool = false) -> String {
        var text = Fixture.wrap(header: "Case Number: CM18-0100001\n")
        if documents {
            text = text.replacingOccurrences(of: decisionsHeading, with: "DOCUMENTS REVIEWED\nProgress report, dated 01/02/2018\n\n" + decisionsHeading)
        }
        return text.replacingOccurrences(of: decisionsHeading, with: heading)
    }

    public static let professionalReviewHeader = """
        Case Number:          CM15-0101234
        Date Assigned:        05/27/2015                      Date of Injury:      04/16/2012
        Decision Date:        07/02/2015                      UR Denial Date:      05/08/2015

        """

    /// A "MEDICAL PROFESSIONAL REVIEW" letter (letters.md names its labels; no sample exists) whose
    /// rationale states no conclusion on medical necessity.
    public static let professionalReview = professionalReviewHeader + """
                                MEDICAL PROFESSIONAL REVIEW

        ISSUE AT DISPUTE: Is the request for Lumbar epidural steroid injection at L4-L5 medically
        necessary and appropriate?

        CASE SUMMARY:
        The patient is a 52 year old female who sustained an industrial injury on 04/16/2012. She reports
        low back pain radiating to the left leg.

        DOCUMENTS REVIEWED FOR DETERMINATION: Progress report dated 04/20/2015: pain 7/10.

        MEDICAL TREATMENT GUIDELINE(S) RELIED UPON BY PROFESSIONAL REVIEWER AND WHY: MTUS Chronic
        Pain Medical Treatment Guidelines, Epidural steroid injections (ESIs), page 46.

        RATIONALE FOR WHY THE REQUESTED TREATMENT/SERVICE IS/WAS NOT MEDICALLY
        NECESSARY: The examination does not document a dermatomal deficit.

        MEDICAL REVIEWER QUALIFICATIONS: The reviewer is Board Certified in Anesthesiology and is
        licensed in California and Nevada.
        """

    /// The letter above with the reviewer's conclusion at the end of its rationale.
    public static func professionalReview(concluding conclusion: String) -> String {
        professionalReview.replacingOccurrences(of: "does not document a dermatomal deficit.",
                                                with: "does not document a dermatomal deficit. " + conclusion)
    }
}
