import Testing
@testable import IMRLetters
@testable import IMRModel

/// The nineteenth round's classes (issue 30: set AB's false reasons, read as a fresh writer's after two rounds kept apart,
/// judged against the spec, for precision), on wordings written for these tests: the gain asked of care authorized and not
/// yet given, a share of a structure, the patient past the acute phase, use set against a short course, a symptom said to be
/// vague, no side effects had, plain films done and normal, care named as when a follow-up reassesses, a length matching the
/// guideline's target. Each both ways where a reading stays.
@Suite struct ReasonABClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] { ReasonUnseenTests.ids(rationale, decision) }

    /// The gain asked of care authorized and not yet given or finished, after "until" or "contingent on", is more care
    /// waiting on it: the pending reason, no gain missing. A gain missing from care had still is.
    @Test func theGainOfCareNotYetGiven() {
        let waiting = Self.ids("The 8 visits already certified are the trial the guideline describes, and more visits cannot be supported until objective improvement from those visits is documented.")
        #expect(!waiting.contains("no-functional-improvement"))
        #expect(waiting.contains("pending-prior-treatment"))
        #expect(!Self.ids("She has not yet begun the 6 approved sessions, and further therapy is contingent on documented functional gains from them.")
                  .contains("no-functional-improvement"))
        #expect(!Self.ids("Additional sessions are not warranted until the results of that trial are known.").contains("no-functional-improvement"))
        #expect(Self.ids("Eight prior sessions brought no documented functional improvement.") == ["no-functional-improvement"])
    }

    /// A share of a structure ("less than 50% of the tendon") is an imaging finding, no relief measured.
    @Test func aShareOfAStructure() {
        #expect(!Self.ids("The MRI shows a partial tear involving less than 50% of the tendon thickness.").contains("no-functional-improvement"))
        #expect(Self.ids("She reported less than 50% relief after the injection.") == ["no-functional-improvement"])
    }

    /// The patient past the acute phase is the condition's time, not a course longer than the guideline allows.
    @Test func thePatientPastTheAcutePhase() {
        #expect(!Self.ids("His injury dates from 2014, and he is well beyond the acute phase.").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The request for 24 sessions is well beyond the guideline's 10.").contains("exceeds-guideline-quantity"))
    }

    /// Use set against a short course is a course too long, not conservative care untried.
    @Test func useSetAgainstAShortCourse() {
        let ids = Self.ids("He has taken Flexeril daily for over a year, which is not consistent with a short course of therapy.")
        #expect(!ids.contains("conservative-care-not-tried"))
        #expect(ids.contains("exceeds-guideline-quantity"))
    }

    /// A symptom said to be vague is the history's, not the request's words left out.
    @Test func aVagueSymptom() {
        #expect(!Self.ids("She describes vague aching in both wrists.").contains("request-incomplete"))
        #expect(Self.ids("The request for a 3 month supply is vague.") == ["request-incomplete"])
    }

    /// A patient with no side effects is the drug tolerated, no monitoring missing; no assessment of them still is.
    @Test func noSideEffectsHad() {
        #expect(!Self.ids("He reports that the medications control his pain and he has no side effects.").contains("no-opioid-monitoring"))
        #expect(Self.ids("There is no urine drug screen and no assessment of side effects or aberrant behavior.").contains("no-opioid-monitoring"))
    }

    /// Plain films done and normal are the simpler study had: no first line untried.
    @Test func plainFilmsDoneAndNormal() {
        #expect(!Self.ids("There is no snuffbox tenderness, and radiographs were normal.").contains("first-line-not-tried"))
        #expect(Self.ids("No plain radiographs were obtained before the MRI was requested.").contains("first-line-not-tried"))
    }

    /// Care named as when a follow-up reassesses is the visit's purpose, no care that failed.
    @Test func careAsWhenAFollowUpReassesses() {
        #expect(!Self.ids("A follow-up visit to reassess the knee after a period of conservative care is reasonable.", .overturned)
                  .contains("conservative-care-failed"))
        #expect(Self.ids("She has had a period of conservative care, including therapy and NSAIDs, without relief.", .overturned)
                  .contains("conservative-care-failed"))
    }

    /// A length matching the guideline's target is a quantity within it, not the criteria met.
    @Test func aLengthMatchingTheTarget() {
        #expect(!Self.ids("The 2-day stay requested matches the ODG target.", .overturned).contains("criteria-met"))
        #expect(Self.ids("The request matches the ODG criteria for a lumbar fusion.", .overturned) == ["criteria-met"])
    }

    /// Pain medication not tolerated, named as what makes acupuncture an option, is the guideline's criterion met; drugs tried
    /// and not tolerated are still care that failed.
    @Test func medicationNotToleratedAsTheCriterion() {
        #expect(!Self.ids("Her pain medication is not tolerated, so acupuncture is a reasonable option for her.", .overturned)
                  .contains("conservative-care-failed"))
        #expect(Self.ids("He has tried and not tolerated two NSAIDs because of dyspepsia.", .overturned).contains("conservative-care-failed"))
    }

    /// A document not sent for review is the records missing, not a history the patient lacks; what the documentation
    /// submitted for review did not note still is.
    @Test func aDocumentNotSentForReview() {
        #expect(!Self.ids("No psychological evaluation or progress report from the treating psychologist was provided for review.")
                  .contains("indication-absent"))
        #expect(Self.ids("The documentation submitted for review did not note a psychological evaluation before the stimulator trial.")
                  .contains("indication-absent"))
    }
}
