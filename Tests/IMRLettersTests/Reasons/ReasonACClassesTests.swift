import Testing
@testable import IMRLetters
@testable import IMRModel

/// The twentieth round's classes (issue 30: set AC's false reasons, read as a fresh writer's after two rounds kept apart,
/// judged against the spec, for precision), on wordings written for these tests: evidence of an improvement called
/// objective, a dose cut for its side effects, pain medication reduced or not tolerated as the guideline's indication, the
/// patient put among those a guideline speaks of, a symptom named as what a drug is for. Each both ways where a reading stays.
@Suite struct ReasonACClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] { ReasonUnseenTests.ids(rationale, decision) }

    /// "Objective evidence of improvement" is the treatment's effect, not an examination's finding; objective evidence of a
    /// diagnosis still is one.
    @Test func evidenceOfAnImprovement() {
        let gain = Self.ids("Going back to his regular job is objective evidence of functional improvement with the sessions.", .overturned)
        #expect(!gain.contains("objective-findings"))
        #expect(gain.contains("functional-improvement"))
        #expect(!Self.ids("Her walking tolerance is objective evidence of improvement after the injections.", .overturned)
                  .contains("objective-findings"))
        #expect(Self.ids("The nerve conduction study gives objective evidence of carpal tunnel syndrome.", .overturned)
                  .contains("objective-findings"))
    }

    /// A dose cut for its side effects is the drug not tolerated, no gain from it; a dose cut as pain fell still is one.
    @Test func aDoseCutForItsSideEffects() {
        #expect(!Self.ids("His doctor lowered and then reduced his meloxicam because of stomach upset.", .overturned)
                  .contains("functional-improvement"))
        #expect(!Self.ids("The treating physician reduced her naproxen due to side effects last spring.", .overturned)
                  .contains("functional-improvement"))
        #expect(Self.ids("Since the sessions she has reduced her tramadol from three tablets a day to one.", .overturned)
                  .contains("functional-improvement"))
    }

    /// Pain medication reduced or not tolerated, named as the guideline's indication (acupuncture's), is the criterion met,
    /// no course of care that failed; drugs tried and not tolerated still are.
    @Test func medicationReducedAsTheIndication() {
        #expect(!Self.ids("His anti-inflammatory was reduced because it was not tolerated, and that is the indication the guideline gives.",
                          .overturned).contains("conservative-care-failed"))
        #expect(!Self.ids("Her oral analgesics were reduced because of intolerance, so acupuncture is an option.", .overturned)
                  .contains("conservative-care-failed"))
        #expect(Self.ids("He has tried and could not tolerate two NSAIDs and a muscle relaxant.", .overturned)
                  .contains("conservative-care-failed"))
    }

    /// The patient put among those a guideline speaks of ("in patients with diabetes such as this claimant") has the
    /// condition: the negation is the recommendation's, no indication absent. A condition the patient lacks still is.
    @Test func thePatientAmongThoseTheGuidelineNames() {
        #expect(!Self.ids("The guidance does not recommend routine stress testing in patients with diabetes such as this claimant.")
                  .contains("indication-absent"))
        #expect(!Self.ids("Screening carotid ultrasound is not advised for people with hypertension like this injured worker.")
                  .contains("indication-absent"))
        #expect(Self.ids("The claimant does not have diabetes or hypertension, the risk factors that would call for it.")
                  .contains("indication-absent"))
    }

    /// A symptom named as what a drug is for ("no radicular complaint for which pregabalin would be indicated") is the
    /// indication absent, not a first-line drug untried; a first-line drug untried still is.
    @Test func aSymptomNamedAsWhatADrugIsFor() {
        let ids = Self.ids("She has no burning leg pain or radicular complaint for which pregabalin would be indicated.")
        #expect(!ids.contains("first-line-not-tried"))
        #expect(ids.contains("indication-absent"))
        #expect(Self.ids("There is no documentation that he has tried gabapentin or another first-line agent before the patch.")
                  .contains("first-line-not-tried"))
    }
}
