import Testing
@testable import IMRLetters
@testable import IMRModel

/// The fifty-seventh round's classes (issue 30: set BN's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the letter's "Decision rationale:" label kept before the rationale; a dose named as what brought no gain; services of
/// the kind the guideline supports; what is done as a rule; the guideline named after a conclusion's "so"; the need judged again
/// once authorized care is under way; a power chair's simpler aids; an indication unclear. Each both ways, with near misses that
/// must not fire. Wordings written for these tests.
@Suite struct ReasonBNClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The label a letter puts before the rationale is no word of the reviewer's: the guideline's voice after it stays the
    /// guideline's, as without it.
    @Test func theRationalesLabel() {
        let guideline = "The MTUS states that within the first month of symptoms, imaging is considered only when red flags are present."
        #expect(Self.ids("Decision rationale: " + guideline, .overturned) == Self.ids(guideline, .overturned))
        #expect(ReasonReader.withoutLabel("Decision rationale: The request is reasonable.") == "The request is reasonable.")
        #expect(ReasonReader.withoutLabel("The decision rationale: none.") == "The decision rationale: none.")
    }

    /// A dose named as what brought no gain is the gain missing, not the request's terms left out; a dose kept the same is
    /// the regimen.
    @Test func aDoseThatBroughtNoGain() {
        let ids = Self.ids("Nothing shows that this dosage has produced any functional improvement.", .upheld, "Tramadol 50 mg #120")
        #expect(ids.contains("no-functional-improvement") && !ids.contains("request-incomplete"))
        #expect(Self.ids("The request does not state the dosage.", .upheld, "Gabapentin").contains("request-incomplete"))
    }

    /// Services of the kind the guideline supports are its criteria met, no quantity within it.
    @Test func servicesOfTheKindSupported() {
        #expect(!Self.ids("Home nursing visits for dressing changes fall within the services the guideline supports.", .overturned)
                    .contains("within-guideline-quantity"))
        #expect(Self.ids("Four nursing visits fall within the guideline's limit.", .overturned).contains("within-guideline-quantity"))
    }

    /// What is done as a rule ("the usual way to follow healing") is the guideline's voice, no finding of this case.
    @Test func whatIsDoneAsARule() {
        #expect(!Self.ids("Serial x-rays are the usual way to follow a fracture as it heals.", .overturned).contains("objective-findings"))
        #expect(Self.ids("The x-rays of 5/2/2019 show a fracture of the fifth metatarsal.", .overturned).contains("objective-findings"))
    }

    /// The guideline named after a conclusion's "so" is the criteria met; the verdict alone is not.
    @Test func theGuidelineNamedAfterSo() {
        #expect(Self.ids("She takes methadone daily and reports constipation, so a laxative is supported by the guidelines.", .overturned)
                    .contains("criteria-met"))
        #expect(!Self.ids("So the laxative is medically necessary.", .overturned).contains("criteria-met"))
    }

    /// The need judged again once authorized care is under way is care pending.
    @Test func theNeedJudgedAgainLater() {
        #expect(Self.ids("Any further aide hours can be reassessed once her progress after the two authorized weeks is known.")
                    .contains("pending-prior-treatment"))
    }

    /// A power chair's simpler aids not shown to fail, and an indication left unclear, are the indication absent.
    @Test func theIndicationNotShown() {
        #expect(Self.ids("Nothing shows that his deficit cannot be resolved by a walker.", .upheld, "Power wheelchair")
                    .contains("indication-absent"))
        #expect(Self.ids("The indication for a repeat bone scan is not clear from the notes.", .upheld, "Bone scan")
                    .contains("indication-absent"))
    }
}
