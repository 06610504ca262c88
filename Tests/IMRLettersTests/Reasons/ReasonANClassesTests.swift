import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The thirty-first round's classes (issue 30: set AN's misses and false reasons, read as a fresh writer's after four rounds
/// kept apart, judged against the spec): a risk that would call for testing more often, absent; a presentation unchanged
/// since a study had; how a repeat study would change management; a condition that is no indication; the guidelines said to
/// support its use; objective deficits named so; an examination's
/// findings nonspecific; splinting untried; a course beyond the brief one; an adjunct given as the guidelines require. Each
/// both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonANClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A risk of misuse that would call for testing more often, not documented, is the indication for the test absent, not
    /// the monitoring missing; a screen not done for a patient on opioids still is.
    @Test func aRiskThatWouldCallForMoreTestingIsTheIndication() {
        let found = Self.ids("Nothing shows the claimant at high risk of misuse that would justify more frequent testing.", .upheld,
                             "Urine drug screen")
        #expect(!found.contains("no-opioid-monitoring"))
        #expect(Self.ids("No urine drug screen has been done in the past year.", .upheld, "Oxycodone 10mg #60").contains("no-opioid-monitoring"))
    }

    /// A presentation unchanged since a study had is the study had, not a gain missing.
    @Test func aPresentationUnchangedSinceAStudyIsPending() {
        let found = Self.ids("Lumbar films were taken in March 2019, and her clinical presentation has not changed since that time.",
                             .upheld, "Lumbar x-rays")
        #expect(found.contains("pending-prior-treatment"))
        #expect(!found.contains("no-functional-improvement"))
    }

    /// How a repeat study would change management, unclear, is no plan that depends on it, not the study had.
    @Test func howARepeatStudyWouldChangeManagementIsTheSurgicalPlan() {
        let found = Self.ids("No operation is being contemplated, and it is unclear how a repeat study would change management.",
                             .upheld, "Repeat MRI of the lumbar spine")
        #expect(found.contains("no-surgical-plan"))
        #expect(!found.contains("pending-prior-treatment"))
    }

    /// A condition named as no indication for the request is the indication absent; the guideline's list of indications is
    /// its own voice.
    @Test func aConditionThatIsNoIndicationIsTheIndicationAbsent() {
        #expect(Self.ids("Her chronic neck strain is not an indication for an injectable NSAID.", .upheld, "Toradol injection")
                   .contains("indication-absent"))
        #expect(Self.ids("Ketorolac is indicated for moderately severe acute pain.", .upheld, "Toradol injection").isEmpty)
    }

    /// An examination whose findings are nonspecific found none the guideline requires.
    @Test func nonspecificFindingsAreNoFindings() {
        #expect(Self.ids("The shoulder examination findings are nonspecific.", .upheld, "MRI of the right shoulder")
                   .contains("no-objective-findings"))
        #expect(!Self.ids("The MRI shows a full-thickness tear of the supraspinatus.", .upheld, "MRI of the right shoulder")
                    .contains("no-objective-findings"))
    }

    /// Splinting never documented is the conservative course untried.
    @Test func splintingUntriedIsConservativeCareUntried() {
        #expect(Self.ids("There is no record of night splinting or of a steroid injection for the carpal tunnel syndrome.", .upheld,
                         "Carpal tunnel release").contains("conservative-care-not-tried"))
        #expect(!Self.ids("She has worn a night splint for three months.", .upheld, "Carpal tunnel release")
                    .contains("conservative-care-not-tried"))
    }

    /// A course beyond the brief one the guideline supports is a course too long.
    @Test func aCourseBeyondTheBriefOneExceedsTheGuideline() {
        #expect(Self.ids("Daily use since 2019 is well beyond the brief course the guideline supports.", .upheld, "Tizanidine 4mg #60")
                   .contains("exceeds-guideline-quantity"))
    }

    /// An adjunct given as the guidelines require it, in an overturned item, is the criteria met.
    @Test func anAdjunctGivenAsTheGuidelinesRequireIsTheCriteriaMet() {
        #expect(Self.ids("The traction unit is to be used with her home exercises, as the guidelines require.", .overturned,
                         "Home cervical traction unit").contains("criteria-met"))
        #expect(!Self.ids("The traction unit is to be used with her home exercises.", .overturned, "Home cervical traction unit")
                    .contains("criteria-met"))
    }

    /// The guidelines said to support this request's use, in an overturned item, are the criteria met; a quantity the
    /// guidelines support is a quantity within them.
    @Test func theGuidelinesSupportingItsUseAreTheCriteriaMet() {
        #expect(Self.ids("Her pain began four days ago, and the guidelines support its use for an acute strain.", .overturned,
                         "Cyclobenzaprine 5mg #10").contains("criteria-met"))
        #expect(!Self.ids("This is a first course of 6 visits, which the guidelines support.", .overturned, "Physical therapy x 6")
                    .contains("criteria-met"))
    }

    /// Objective deficits named so are the findings the guideline requires.
    @Test func objectiveDeficitsAreFindings() {
        #expect(Self.ids("He has measurable objective deficits in grip strength and wrist motion.", .overturned, "Occupational therapy x 8")
                   .contains("objective-findings"))
    }
}
