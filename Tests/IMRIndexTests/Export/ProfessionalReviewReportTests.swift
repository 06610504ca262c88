import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRExport
@testable import IMRModel

/// Reports of a "MEDICAL PROFESSIONAL REVIEW" letter (its reading is IMRLettersTests'
/// ProfessionalReviewLayoutTests) name the one guideline its form has.
@Suite struct ProfessionalReviewReportTests {
    /// Its form names one guideline, the reviewer's: reports label it so, and name no claims
    /// administrator's guideline the letter never had; MAXIMUS letters keep both lists.
    @Test func reportsNameTheGuidelineTheLetterNames() throws {
        let imrCase = Fixture.letter(LetterTexts.professionalReview(concluding: "Therefore, the request for the injection is not medically necessary."))
        for report in [CaseReport.text(imrCase), CaseReport.markdown(imrCase)] {
            #expect(report.contains("Guideline relied upon by the reviewer"))
            #expect(report.contains("Chronic Pain"))
            #expect(!report.contains("MAXIMUS guideline") && !report.contains("Claims Administrator guideline"))
        }
        let maximus = Fixture.letter(Fixture.wrap(items: "MRI of the knee: Upheld\nMAXIMUS guideline: Decision based on MTUS Knee Complaints 2004.\nDecision rationale: No."))
        #expect(maximus.guidelineLists(of: try #require(maximus.items.first)).map(\.title)
                == ["Claims Administrator guideline", "MAXIMUS guideline"])
    }
}
