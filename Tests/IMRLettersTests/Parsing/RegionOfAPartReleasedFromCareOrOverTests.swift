import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-ninth round of the regions read (docs/treatment-identity.md, "Regions"): a part the summary says was
/// released or discharged from care, named right after it ("She was released from care for the knee in June 2019"), is
/// over as a resolved one is, where another part stays; so is a part "now pain free", "cleared up" or that "needs no further
/// treatment". Wordings written for these tests.
@Suite struct RegionOfAPartReleasedFromCareOrOverTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func kneeAndBack(_ release: String) -> String {
        "The injured worker is a 45 year old female order picker at a grocery warehouse who fell from a step stool on "
            + "03/03/2019, striking her left knee and straining her low back. She was diagnosed with a left knee contusion and a "
            + "lumbar sprain. \(release) On 11/11/2019 she reported low back pain rated 5 out of 10 with limited flexion. "
            + "The provider requested physical therapy and cyclobenzaprine."
    }

    static let physicalMedicine = ["MTUS Chronic Pain Medical Treatment 2016, Section(s): Physical medicine"]

    @Test func aPartReleasedFromCareIsOver() {
        #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine,
                              summary: Self.kneeAndBack("She was released from care for the knee in June 2019.")) == ["lumbar spine"])
        #expect(Self.inferred("Cyclobenzaprine 7.5mg #60", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): Muscle relaxants"],
                              summary: Self.kneeAndBack("The orthopedist discharged her from treatment for the left knee in May.")) == ["lumbar spine"])
        // The release of one part, another named after it as what goes on: only the first is over.
        #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine,
                              summary: Self.kneeAndBack("She was released from care for the knee and continues to treat for the low back."))
                == ["lumbar spine"])
    }

    @Test func aReleaseThatNamesNoPartOrAnotherMatterLeavesBoth() {
        // Near misses: released from care with no part named after it, released to work, or discharged from a therapy: the
        // letter still points to two parts, none.
        #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine,
                              summary: Self.kneeAndBack("She was released from care by the urgent care clinic in April.")).isEmpty)
        #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine,
                              summary: Self.kneeAndBack("She was released to full duty for the knee in June 2019.")).isEmpty)
        #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine,
                              summary: Self.kneeAndBack("She was discharged from physical therapy for the knee after six visits.")).isEmpty)
    }

    @Test func aPartPainFreeClearedUpOrNeedingNoMoreCareIsOver() {
        for over in ["The knee is now pain free.", "Her knee contusion has cleared up.", "The knee needs no further treatment.",
                     "Both knees are pain-free since March."] {
            #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine, summary: Self.kneeAndBack(over)) == ["lumbar spine"],
                    "\(over)")
        }
    }

    @Test func anExaminationsPainFreeMotionLeavesThePart() {
        // Near misses: an examination's pain-free motion of the knee, or the knee pain "free" of no words of the list, keep it:
        // two parts, none.
        #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine,
                              summary: Self.kneeAndBack("The knee showed pain-free range of motion with crepitus.")).isEmpty)
        #expect(Self.inferred("Physical therapy x6", citations: Self.physicalMedicine,
                              summary: Self.kneeAndBack("The knee still needs further treatment.")).isEmpty)
    }
}
