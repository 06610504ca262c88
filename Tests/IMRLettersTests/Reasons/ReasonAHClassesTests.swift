import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The twenty-fifth round's classes (issue 30: set AH's misses and false reasons, read as a fresh writer's after two rounds kept
/// apart, judged against the spec, for recall without losing precision): a part never x-rayed is the simpler study untried; a
/// treatment not recommended over a simpler one is the first line untried; a count or a testing schedule the guideline does not
/// support is a quantity exceeded; a gain in grip or strength not documented; care completed without the symptom's resolution.
/// Each both ways, negated and not, with restatements that must not fire. Wordings written for these tests.
@Suite struct ReasonAHClassesTests {
    /// The part never x-rayed is the plain films the spec names as the study to have first; films taken, whatever they show,
    /// are not.
    @Test func aPartNeverXRayedIsTheSimplerStudyUntried() {
        #expect(ReasonUnseenTests.ids("The claimant's wrist has not been x-rayed since the fall.").contains("first-line-not-tried"))
        #expect(ReasonUnseenTests.ids("His shoulder was not x-rayed before the MRI was requested.").contains("first-line-not-tried"))
        #expect(ReasonUnseenTests.ids("She has not had x-rays of the ankle.").contains("first-line-not-tried"))
        #expect(!ReasonUnseenTests.ids("The knee x-rays show no fracture or dislocation.").contains("first-line-not-tried"))
        #expect(!ReasonUnseenTests.ids("Plain films of the wrist were negative for fracture.").contains("first-line-not-tried"))
    }

    /// A treatment "not recommended over" a simpler one names the alternative to have first, no flat "not recommended"; a
    /// treatment not recommended for the condition still is.
    @Test func notRecommendedOverASimplerOneIsTheFirstLineUntried() {
        let over = ReasonUnseenTests.ids("For this worker, laser therapy is not recommended over standard heat and ice.")
        #expect(over.contains("first-line-not-tried") && !over.contains("not-recommended"))
        #expect(!ReasonUnseenTests.ids("The guidelines state that paraffin wax is not recommended over simple home heat for this claimant.")
                   .contains("not-recommended"))
        #expect(ReasonUnseenTests.ids("Ultrasound therapy is not recommended for this patient's chronic low back pain.").contains("not-recommended"))
    }

    /// A count the guideline does not support ("a number the guideline does not support", "does not support that many visits")
    /// is a quantity exceeded, not the treatment unsupported at all; the treatment unsupported still is.
    @Test func aCountTheGuidelineDoesNotSupportIsAQuantity() {
        let number = ReasonUnseenTests.ids("She has attended 26 acupuncture visits since 2019, a number the guidelines do not support.")
        #expect(number.contains("exceeds-guideline-quantity") && !number.contains("not-recommended"))
        let many = ReasonUnseenTests.ids("He has had 40 sessions already, and the guidelines do not support that many visits for his condition.")
        #expect(many.contains("exceeds-guideline-quantity") && !many.contains("not-recommended"))
        #expect(ReasonUnseenTests.ids("The guidelines do not support acupuncture for this patient's condition.").contains("not-recommended"))
    }

    /// Testing more often than the guideline's schedule ("monthly testing is not supported") is a quantity exceeded; monthly
    /// testing not documented is no schedule at all.
    @Test func testingMoreOftenThanTheScheduleIsAQuantity() {
        #expect(ReasonUnseenTests.ids("Monthly urine drug testing is not supported for this low-risk claimant.").contains("exceeds-guideline-quantity"))
        #expect(ReasonUnseenTests.ids("For a patient at low risk, weekly testing is not indicated.").contains("exceeds-guideline-quantity"))
        #expect(!ReasonUnseenTests.ids("Monthly testing is not documented in the records.").contains("exceeds-guideline-quantity"))
    }

    /// A gain in grip or strength not documented is the gain missing; strength improved is no reason to uphold.
    @Test func aGainInStrengthNotDocumented() {
        #expect(ReasonUnseenTests.ids("Improvement in grip strength has not been documented after the twelve visits.").contains("no-functional-improvement"))
        #expect(ReasonUnseenTests.ids("There is no record of improved strength since the injections.").contains("no-functional-improvement"))
        #expect(!ReasonUnseenTests.ids("Strength improved with therapy, and a home program is in place.").contains("no-functional-improvement"))
    }

    /// Care completed without the symptom's resolution is care that failed; a symptom that did resolve is not.
    @Test func careWithoutResolutionFailed() {
        #expect(ReasonUnseenTests.ids("She completed eight sessions of therapy and a course of anti-inflammatories without resolution of her locking.", .overturned)
                   .contains("conservative-care-failed"))
        #expect(ReasonUnseenTests.ids("His pain did not resolve with six weeks of therapy and rest.", .overturned).contains("conservative-care-failed"))
        #expect(!ReasonUnseenTests.ids("Her knee pain did resolve with therapy, so the rest of the visits are supported.", .overturned)
                   .contains("conservative-care-failed"))
    }

    /// The psychological clearance or screen an implant or an operation needs, not had, is the guideline's criterion unmet; one
    /// authorized and not yet done is the result awaited; one had and clearing the patient is no reason to uphold.
    @Test func aPsychologicalClearanceNotHadIsTheCriterionUnmet() {
        #expect(ReasonUnseenTests.ids("There is no psychological clearance for the stimulator trial in the notes.").contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("Nor has a psychological screen been done before the fusion.").contains("indication-absent"))
        let awaited = ReasonUnseenTests.ids("The psychological clearance certified last month has not yet taken place.")
        #expect(awaited.contains("pending-prior-treatment") && !awaited.contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("A psychological clearance dated 03/02/2020 found no contraindication to the trial.", .overturned)
                   .allSatisfy { DecisionReasons.byId[$0]?.side == .overturning })
    }

    /// The active program an adjunct treatment needs beside it, not in place, is the guideline's criterion unmet; the guideline
    /// saying so, and a home exercise program to go on with, are not.
    @Test func theActiveProgramAnAdjunctNeedsIsAbsent() {
        #expect(ReasonUnseenTests.ids("The worker is not participating in any exercise program for the massage to support.").contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("He is not enrolled in a functional restoration program at present.").contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("She is not in an active exercise program to which the massage would be added.").contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("The guidelines recommend massage only as part of an exercise program.").isEmpty)
        #expect(!ReasonUnseenTests.ids("She can continue her home exercise program without supervision.").contains("indication-absent"))
    }

    /// The diagnostic block a neurotomy needs first, never had, is the guideline's criterion unmet; blocks certified and not yet
    /// done are the result awaited; the guideline's limits on the blocks state no reason.
    @Test func aDiagnosticBlockNeverHad() {
        #expect(ReasonUnseenTests.ids("He has never had a diagnostic medial branch block at L4-5 or L5-S1.").contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("The records show no diagnostic block on the left side.").contains("indication-absent"))
        let awaited = ReasonUnseenTests.ids("The diagnostic medial branch blocks certified last week have not yet been performed.")
        #expect(awaited.contains("pending-prior-treatment") && !awaited.contains("indication-absent"))
        #expect(ReasonUnseenTests.ids("The ODG limits diagnostic medial branch blocks to patients with non-radicular pain at no more than two levels.").isEmpty)
    }
}
