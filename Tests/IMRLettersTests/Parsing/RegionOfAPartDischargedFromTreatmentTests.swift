import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the thirty-first round of the regions read (docs/treatment-identity.md, "Regions"): a release from care told with
/// "treatment for" ("He was discharged from treatment for the low back in 2018") says the part's care is over
/// (`RegionInference.releasesFromCare`), not what the patient is treated for: it marks no diagnosis (`markers`), so the
/// injury's sentences tell the letter's parts, the part released over. Wordings written for these tests.
@Suite struct RegionOfAPartDischargedFromTreatmentTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func backThenKnee(_ course: String) -> String {
        "The injured worker is a 52 year old male dock loader who injured his low back lifting a pallet on 04/02/2016 and his "
            + "right knee stepping off a loading ramp on 09/15/2021. \(course) He now reports right knee pain with stairs and "
            + "intermittent swelling. Examination showed medial joint line tenderness and a mild effusion. The physician "
            + "requested a follow-up visit and naproxen."
    }

    @Test func aPartDischargedFromTreatmentIsOverNotDiagnosed() {
        for course in ["He was discharged from treatment for the low back in 2018.",
                       "The chiropractor released him from treatment for the lumbar spine in March 2018.",
                       "He was released from treatment for his back after a course of chiropractic care."] {
            #expect(Self.inferred("Follow-up visit", summary: Self.backThenKnee(course)) == ["knee"], "\(course)")
        }
    }

    @Test func treatmentForAPartStillMarksIt() {
        // Near misses: what the patient is treated for still marks its part; a discharge from one therapy is no release
        // from care, and both parts stay (none).
        #expect(Self.inferred("Follow-up visit", summary: Self.backThenKnee("He is receiving treatment for the right knee.")) == ["knee"])
        #expect(Self.inferred("Follow-up visit",
                              summary: Self.backThenKnee("He was discharged from physical therapy for the low back in 2018.")).isEmpty)
    }
}

/// The thirty-first round's second rule: a part claimed besides the injury whose claim's clause names its limb too, as how
/// the part came to hurt ("as a compensable consequence of overusing that arm"), is the part's claim, the limb yielding to
/// it as an injury's does (`RegionInference.partsOfLimbs`). Wordings written for these tests.
@Suite struct RegionOfAPartClaimedWithItsLimbTests {
    static func shoulders(_ claim: String) -> String {
        "The injured worker is a 49 year old male tire technician who was injured on 10/03/2022 when a lug wrench slipped and "
            + "he felt a tearing pain in the right shoulder. An MRI showed a partial-thickness supraspinatus tear. \(claim) "
            + "Physical therapy and an injection gave brief relief. On 06/14/2023 he had painful elevation to 120 degrees and a "
            + "positive impingement sign. The surgeon requested a follow-up visit and an interferential unit."
    }

    @Test func aPartClaimedWithItsLimbAsItsCauseIsThePart() {
        for claim in ["A claim for the left shoulder was later added as a compensable consequence of favoring that arm.",
                      "The left shoulder was added to the claim after he overused his left arm at work."] {
            #expect(RegionInferenceTests.inferred("Follow-up visit", summary: Self.shoulders(claim)) == ["shoulder"], "\(claim)")
        }
    }

    @Test func aLimbClaimedAloneBesideAnotherPartStaysALimb() {
        // Near miss: the claim names a limb and no part of it, beside a knee: two regions, none.
        let summary = "The injured worker is a 38 year old female baggage handler who was injured on 02/02/2021 when she "
            + "slipped on ice and twisted her right knee. An MRI showed a medial meniscus tear. A claim for the left arm was later "
            + "added as a compensable consequence of catching herself with it. On 09/09/2021 she had knee pain with squatting. "
            + "The physician requested a follow-up visit."
        #expect(RegionInferenceTests.inferred("Follow-up visit", summary: summary).isEmpty)
    }
}

/// The thirty-first round's third rule: a soft injury told healed in the past tense ("The ankle sprain healed with bracing")
/// is over as "has healed" is (`RegionInference.resolution`); not a fracture healed (it may heal and still hurt), nor a sprain
/// healed whose sentence turns to the same part's complaint. Wordings written for these tests.
@Suite struct RegionOfASoftInjuryHealedTests {
    static func ankleAndKnee(_ course: String) -> String {
        "The injured worker is a 37 year old female water park attendant who slipped on a wet stair on 06/20/2022, twisting "
            + "her right ankle and her left knee. \(course) An MRI of the left knee showed a lateral meniscus tear. On 12/01/2022 "
            + "she reported knee pain with kneeling and catching. The physician requested a follow-up visit."
    }

    @Test func aSprainOrContusionHealedIsOver() {
        for course in ["The ankle sprain healed with a brace and home exercises.", "Her right ankle contusion healed within a month."] {
            #expect(RegionInferenceTests.inferred("Follow-up visit", summary: Self.ankleAndKnee(course)) == ["knee"], "\(course)")
        }
    }

    @Test func aFractureHealedOrASprainStillComplainedOfStays() {
        // Near misses: a fracture healed, or a sprain healed whose sentence turns to the ankle's complaint: two parts, none.
        for course in ["The ankle fracture healed in a cast.",
                       "The ankle sprain healed, but the ankle still gives way on uneven ground."] {
            #expect(RegionInferenceTests.inferred("Follow-up visit", summary: Self.ankleAndKnee(course)).isEmpty, "\(course)")
        }
    }
}
