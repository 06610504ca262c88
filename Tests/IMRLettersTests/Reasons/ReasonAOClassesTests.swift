import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The thirty-second round's classes (issue 30: set AO's misses and false reasons, read as a fresh writer's after four rounds
/// kept apart, judged against the spec): a risk that would justify testing more often, absent; the literature's "no
/// demonstrated benefit"; a home program not shown to have failed; the homebound test; a drug's approved indications; no
/// result to confirm; a lucent line on a film; a measure that rose with care; a test had weeks before; the examination
/// named with its date; a sign confined to an area. Each both ways, with near misses that must not fire. Wordings written
/// for these tests.
@Suite struct ReasonAOClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A risk that would justify testing more often than the guideline allows, absent, is the test's indication absent, not a
    /// quantity exceeded; testing more often than the guideline supports, stated, still exceeds it.
    @Test func aRiskThatWouldJustifyMoreTestingIsTheIndication() {
        let found = Self.ids("Nothing in the file places her at a risk that would justify testing more often than twice a year.",
                             .upheld, "Urine drug screen")
        #expect(!found.contains("exceeds-guideline-quantity"))
        #expect(Self.ids("A third screen in four months is more frequent testing than the guideline supports.", .upheld, "Urine drug screen")
                   .contains("exceeds-guideline-quantity"))
    }

    /// The literature's "no demonstrated benefit" of a treatment is no gain missing from this patient's care.
    @Test func theLiteraturesNoDemonstratedBenefitIsNoGainMissing() {
        #expect(!Self.ids("Back braces have no demonstrated lasting benefit beyond the first weeks of symptoms.", .upheld, "Lumbar brace")
                    .contains("no-functional-improvement"))
    }

    /// A home program not shown to have failed is care untried; a patient who can keep up a home program is one who needs
    /// none supervised.
    @Test func aHomeProgramNotShownToHaveFailedIsCareUntried() {
        let found = Self.ids("There is no record that he tried and failed a home exercise program before the gym was requested.",
                             .upheld, "Gym membership x 6 months")
        #expect(!found.contains("home-exercise-sufficient"))
        #expect(Self.ids("She is well versed in her home exercises and there is no reason she cannot continue them on her own.",
                         .upheld, "Physical therapy x 6").contains("home-exercise-sufficient"))
    }

    /// The homebound test, failed, is home care's indication absent, not a home program sufficing.
    @Test func theHomeboundTestIsTheIndication() {
        let found = Self.ids("He is not confined to the home and drives himself to the market.", .upheld, "Home health aide 4 hours daily")
        #expect(found.contains("indication-absent"))
        #expect(!found.contains("home-exercise-sufficient"))
    }

    /// A drug's approved indications are its label's, no care authorized; none of them present is the indication absent.
    @Test func aDrugsApprovedIndicationsAreNoCareAuthorized() {
        let found = Self.ids("The claimant has none of the approved indications for this antiemetic.", .upheld, "Ondansetron 4mg #20")
        #expect(found.contains("indication-absent"))
        #expect(!found.contains("pending-prior-treatment"))
    }

    /// No aberrant result to confirm is a confirmatory test's indication absent.
    @Test func noResultToConfirmIsTheIndicationAbsent() {
        #expect(Self.ids("The office screen was as expected, so there is no basis for confirmatory testing.", .upheld,
                         "Quantitative urine drug testing").contains("indication-absent"))
    }

    /// A lucent line a film shows is a finding.
    @Test func aLucentLineIsAFinding() {
        #expect(Self.ids("The follow-up radiograph shows a lucent line through the distal radius.", .overturned, "CT of the wrist")
                   .contains("objective-findings"))
    }

    /// A measure that rose with care is the gain it brought, not a finding; a weakness that progressed is neither.
    @Test func aMeasureThatRoseWithCareIsAGain() {
        let found = Self.ids("Her notes record progression from 0-100 to 0-150 degrees of shoulder flexion and strength from 4-/5 to 5/5.",
                             .overturned, "Physical therapy x 6")
        #expect(found.contains("functional-improvement"))
        #expect(!found.contains("objective-findings"))
        #expect(!Self.ids("His weakness has progressed from 4/5 to 3/5 over a month.", .overturned, "Lumbar MRI")
                    .contains("functional-improvement"))
    }

    /// A test had weeks before this one is the same study done recently.
    @Test func aTestHadWeeksBeforeIsPending() {
        #expect(Self.ids("He had a urine drug screen on 2/2/2021, less than a month before this one.", .upheld, "Urine drug screen")
                   .contains("pending-prior-treatment"))
    }

    /// The examination named with its date frames what it did not show as a finding absent.
    @Test func theExaminationNamedWithItsDateIsAFindingAbsent() {
        #expect(Self.ids("The most recent examination of 3/3/2018 does not describe any muscle spasm.", .upheld, "Cyclobenzaprine 7.5mg #60")
                   == ["no-objective-findings"])
    }

    /// A sign confined to an area is a finding, no quantity within the guideline.
    @Test func aSignConfinedToAnAreaIsNoQuantity() {
        let found = Self.ids("She has allodynia limited to a palm-sized area of the left flank.", .overturned, "Lidoderm 5% patch #30")
        #expect(!found.contains("within-guideline-quantity"))
        #expect(Self.ids("The rental is limited to 7 days as the guideline allows.", .overturned, "Cold therapy unit rental x 7 days")
                   .contains("within-guideline-quantity"))
    }
}
