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

    /// A first MAXIMUS letter (`maximus-2013`), one item, read whole.
    public static let maximus2013 = """
        MAXIMUS FEDERAL SERVICES, INC.
        Notice of Independent Medical Review Determination
        Dated: 10/8/2013
        Case Number: CM13-0012345

        1) MAXIMUS Federal Services, Inc. has determined the request for a cervical pillow is
        notmedically necessary and appropriate.

        INDEPENDENT MEDICAL REVIEW DECISION AND RATIONALE
        An application for Independent Medical Review was filed on 8/29/2013 disputing the
        Utilization Review Denial dated 8/15/2013. A Notice of Assignment and Request for
        Information was provided to the above parties on 9/24/2013. A decision has been made
        for each of the treatment and/or services that were in dispute:
        1) MAXIMUS Federal Services, Inc. has determined the request for a cervical pillow is
        notmedically necessary and appropriate.

        Medical Qualifications of the Expert Reviewer:
        The physician reviewer is Board Certified in Family Practice and is licensed to practice in California.

        Case Summary:
        Disclaimer: The following case summary was taken directly from the utilization review
        denial/modification dated August 15, 2013.
        "The patient is a 59 year-old male with neck stiffness since a rear-end collision on 1/22/2012."

        1) Regarding the request for a cervical pillow:
        Section of the Medical Treatment Utilization Schedule (MTUS) used by the Expert Reviewer:
        ACOEM Practice Guidelines, 2nd Edition (2004), Chapter 8, page 181.
        Rationale for the Decision:
        A special pillow is not among the treatments the chapter recommends for neck strain.

        """
}
