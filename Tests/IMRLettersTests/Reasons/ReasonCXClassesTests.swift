import Testing
@testable import IMRLetters
@testable import IMRModel

/// The ninetieth round's classes (issue 30: set CX's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a measure told "from" a bare number "to" another in its unit is a change where a word of change stands before it, a
/// range where none does; an agreement denied with the guideline's talk after it ("not consistent with the visits recommended")
/// is a quantity exceeded; a program among the care not tried is care untried, not the program the patient is not in; pain "radicular or
/// other neuropathic" undescribed is the indication absent; a drug's second-line place alone is no first line untried; a
/// surgical remedy the patient would not consider is no surgical plan. Wordings written for these tests.
@Suite struct ReasonCXClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "from 20 to 45 minutes" after a word of change is a gain; worse is none, and an arc's range is no change at all.
    @Test func aMeasureChangedFromABareNumberIsAGain() {
        #expect(Self.ids("Standing tolerance has increased from 20 to 45 minutes since the sessions began.", .overturned,
                         "Chiropractic x 6").contains("functional-improvement"))
        #expect(Self.ids("Over the eight visits he went from 40 to 95 degrees of shoulder abduction.", .overturned,
                         "Physical therapy x 8").contains("functional-improvement"))
        #expect(!Self.ids("Her walking tolerance went from 30 to 10 minutes after the fall.", .overturned,
                          "Physical therapy x 8").contains("functional-improvement"))
        #expect(!Self.ids("The examination shows a painful arc from 60 to 110 degrees and a positive drop-arm sign.", .overturned,
                          "Right shoulder MRI").contains("functional-improvement"))
    }

    /// An agreement denied, the guideline's talk after it: exceeded; the same words of a symptom state no quantity.
    @Test func anAgreementDeniedWithTheRecommendationAfterIsExceeded() {
        #expect(Self.ids("Sixteen visits are not consistent with the 8-10 visits recommended.", .upheld,
                         "Physical therapy x 16").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("Eight visits are consistent with the 8-10 visits recommended.", .upheld,
                          "Physical therapy x 8").contains("exceeds-guideline-quantity"))
    }

    /// A program named among the less invasive care not tried is care untried; a patient not in a program still lacks the
    /// indication.
    @Test func aProgramNotTriedIsCareUntried() {
        let untried = Self.ids("Less invasive care, such as medial branch blocks or a functional restoration program, has not been tried "
                               + "for this warehouse loader.", .upheld, "Lumbar fusion L4-5")
        #expect(untried.contains("conservative-care-not-tried"))
        let rewritten = Self.ids("Simpler measures such as acupuncture and a functional restoration program have not been tried.",
                                 .upheld, "Spinal cord stimulator trial")
        #expect(rewritten.contains("conservative-care-not-tried"))
        #expect(!rewritten.contains("indication-absent"))
        #expect(Self.ids("He is not enrolled in a functional restoration program.", .upheld, "TENS unit purchase")
            .contains("indication-absent"))
    }

    /// Neuropathic pain of any kind undescribed: the indication absent, not what an examination failed to show.
    @Test func radicularOrOtherNeuropathicPainUndescribedIsTheIndication() {
        let pain = Self.ids("The progress notes do not describe radicular or any other neuropathic pain.", .upheld, "Lidoderm 5% patch #30")
        #expect(pain.contains("indication-absent"))
        #expect(!pain.contains("no-objective-findings"))
    }

    /// "A second-line agent" alone places the drug; with the first line untried it is the first line untried.
    @Test func aSecondLinePlaceAloneIsNoFirstLineUntried() {
        #expect(!Self.ids("Topical lidocaine is a second-line agent for localized neuropathic pain.", .upheld, "Lidoderm 5% #30")
            .contains("first-line-not-tried"))
        #expect(Self.ids("No antidepressant or anticonvulsant was tried before this second-line agent.", .upheld, "Lidoderm 5% #30")
            .contains("first-line-not-tried"))
    }

    /// A surgical remedy not considered: no surgical plan.
    @Test func aSurgicalRemedyNotConsideredIsNoPlan() {
        #expect(Self.ids("Nothing in the notes says the patient would accept a surgical remedy if the scan showed a tear.", .upheld,
                         "MRI left knee").contains("no-surgical-plan"))
    }
}
