import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-seventh round's classes (issue 30: set BD's misses and false reasons, read as a fresh writer's after two rounds
/// kept apart, judged against the spec): work status since an operation; a tolerance in minutes; a hypnotic's effect on sleep
/// latency; a reduction in medication use; an operation not had; a gym without supervision. Each both ways, with near misses
/// that must not fire. Wordings written for these tests.
@Suite struct ReasonBDClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// Time off work since an operation is no operation denied; an operation denied, given as the cause, still is.
    @Test func workStatusSinceAnOperation() {
        #expect(!Self.ids("She has been off work since the surgery, and no gain is described.", .upheld, "Norco 5/325mg #60")
                    .contains("follows-primary-denied"))
        #expect(Self.ids("Since the surgery is not certified, the postoperative brace is not medically necessary.", .upheld,
                         "Postoperative knee brace").contains("follows-primary-denied"))
    }

    /// How long the patient can sit or walk is a tolerance, no quantity within the guideline.
    @Test func aToleranceInMinutes() {
        #expect(!Self.ids("Standing at the counter is limited to 20 minutes.", .overturned, "Physical therapy x6")
                    .contains("within-guideline-quantity"))
    }

    /// A hypnotic's effect on sleep latency not recorded is no gain documented; a disturbance not described is the indication.
    @Test func aHypnoticsEffectOnSleepLatency() {
        #expect(Self.ids("Nothing records the effect of the medication on sleep latency.", .upheld, "Zolpidem 10mg #30")
                    .contains("no-functional-improvement"))
        #expect(!Self.ids("The notes describe no sleep disturbance, such as sleep latency or awakenings.", .upheld, "Zolpidem 10mg #30")
                    .contains("no-functional-improvement"))
    }

    /// A reduction in medication use not documented is a gain missing, no first line untried.
    @Test func aReductionInMedicationUse() {
        #expect(!Self.ids("The notes show no reduction in oral medication use attributable to the patch.", .upheld, "Lidoderm patch 5% #30")
                    .contains("first-line-not-tried"))
    }

    /// An operation not had is the indication's history, no conservative care untried.
    @Test func anOperationNotHad() {
        #expect(!Self.ids("He has not undergone back surgery, and there is no failed back surgery syndrome.", .upheld,
                          "Spinal cord stimulator trial").contains("conservative-care-not-tried"))
    }

    /// Supervision missing at a gym is the gym's want, no home program sufficient.
    @Test func aGymWithoutSupervision() {
        #expect(!Self.ids("No one would supervise the exercise at the gym.", .upheld, "Gym membership 6 months")
                    .contains("home-exercise-sufficient"))
    }
}
