import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The thirty-seventh round's classes (issue 30: set AT's misses and false reasons, read as a fresh writer's after four rounds
/// kept apart, judged against the spec): a work restriction's "no"; an examination that stayed normal; a drug's effect on sleep
/// undescribed; symptoms unchanged since a study; a gain missing from the sessions had; the request named as accepted
/// conservative care; a compound's components; a return-to-work goal. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonATClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A work restriction's "no" and an examination that stayed normal negate no gain; a gain missing still is one.
    @Test func restrictionsAndANormalExaminationAreNoGainMissing() {
        #expect(!Self.ids("Her work status is modified duty with no lifting over 15 pounds.", .upheld, "Physical therapy x 8")
                    .contains("no-functional-improvement"))
        #expect(!Self.ids("His neurologic examination has remained normal, with no focal deficit.", .upheld, "MRI of the brain")
                    .contains("no-functional-improvement"))
        #expect(Self.ids("There is no documentation of objective functional improvement with the sessions already completed.", .upheld,
                         "Physical therapy x 8").contains("no-functional-improvement"))
    }

    /// A gain missing from the sessions had is no count exceeded.
    @Test func aGainMissingFromTheSessionsHadIsNoCount() {
        #expect(!Self.ids("There is no documentation of objective functional improvement with the sessions already completed.", .upheld,
                          "Physical therapy x 8").contains("exceeds-guideline-quantity"))
    }

    /// A drug's effect on sleep undescribed is no gain documented, not the indication absent; symptoms unchanged since a study
    /// are no history lacking.
    @Test func aDrugsEffectOnSleepAndSymptomsUnchanged() {
        #expect(!Self.ids("Nothing describes her sleep pattern or the effect of the medication on next-day functioning.", .upheld,
                          "Zolpidem 5mg #30").contains("indication-absent"))
        #expect(!Self.ids("His complaints of low back pain with leg numbness are unchanged from that time.", .upheld,
                          "Repeat MRI of the lumbar spine").contains("indication-absent"))
    }

    /// The request named as accepted conservative care is what it is, no care that failed.
    @Test func theRequestNamedAsConservativeCare() {
        #expect(!Self.ids("Night splints are an accepted conservative treatment for carpal tunnel syndrome.", .overturned,
                          "Wrist night splint").contains("conservative-care-failed"))
    }

    /// A compound's components untried are the simpler first untried.
    @Test func theComponentsFirst() {
        #expect(Self.ids("There is no indication that he has tried the individual components of the compound.", .upheld,
                         "Compounded cream 120g").contains("first-line-not-tried"))
    }

    /// No return-to-work goal is a work program's indication absent.
    @Test func noReturnToWorkGoal() {
        #expect(Self.ids("There is no defined return-to-work goal agreed with the employer.", .upheld, "Functional capacity evaluation")
                    .contains("indication-absent"))
    }
}
