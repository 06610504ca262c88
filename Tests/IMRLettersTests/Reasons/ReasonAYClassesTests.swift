import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-second round's classes (issue 30: set AY's misses and false reasons, read as a fresh writer's after four rounds
/// kept apart, judged against the spec): the literature on a drug class; a diagnostic block's relief; a course not yet
/// completed; the guideline's sentence on adding a drug to others; plain films done and told; a heart rhythm of the history; a
/// drug held and resumed; what a consultation is expected to add; the duration of relief unrecorded; a repeat soon after the
/// last. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonAYClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The literature on a drug class, a diagnostic block's relief and a course not yet completed are no gain missing from
    /// this patient's care; a course completed without gain is.
    @Test func noGainMissingWhereNoneCouldBeTold() {
        #expect(!Self.ids("For most patients with back pain these drugs show no benefit beyond NSAIDs, and there is no published evidence of efficacy for long-term use.",
                          .upheld, "Carisoprodol 350mg #60").contains("no-functional-improvement"))
        #expect(!Self.ids("The relief from the diagnostic blocks is not documented, so the facet joints have not been shown to be the source of pain.",
                          .upheld, "Lumbar radiofrequency ablation").contains("no-functional-improvement"))
        #expect(!Self.ids("There is no documentation of improvement from the 8 visits authorized, as they had not been completed when this request was made.",
                          .upheld, "Physical therapy x 8").contains("no-functional-improvement"))
        #expect(Self.ids("After 12 completed visits there is no documentation of improvement in function or pain.", .upheld,
                         "Physical therapy x 8").contains("no-functional-improvement"))
    }

    /// The guideline's sentence on adding a relaxant to other agents is the class's, no finding that this one is not recommended.
    @Test func addingADrugToOtherAgents() {
        #expect(!Self.ids("Its use should be short, and the addition of tizanidine to other agents is not recommended.", .upheld,
                          "Tizanidine 4mg #60").contains("not-recommended"))
    }

    /// Plain films done, their result told, are the simpler study had; plain films never taken are the first line untried.
    @Test func plainFilmsDoneAndTold() {
        #expect(!Self.ids("Plain radiographs showed mild joint space narrowing and no fracture.", .upheld, "MRI of the right knee")
                    .contains("first-line-not-tried"))
        #expect(Self.ids("No plain radiographs of the knee have been obtained.", .upheld, "MRI of the right knee")
                    .contains("first-line-not-tried"))
    }

    /// A heart rhythm of the history is no finding, and a drug held and resumed is no gain.
    @Test func historyIsNoFindingAndNoGain() {
        let found = Self.ids("She takes apixaban for atrial fibrillation, which was held before the operation and resumed a week later.",
                             .overturned, "Pre-operative coagulation panel")
        #expect(!found.contains("objective-findings"))
        #expect(!found.contains("functional-improvement"))
    }

    /// What a consultation is expected to add, and the duration of relief unrecorded, are the rationale and the effect, not the
    /// request's terms; the request's own terms left out still are.
    @Test func notTheRequestsTerms() {
        #expect(!Self.ids("The report names the referral without saying what the consultation is expected to add.", .upheld,
                          "Pain management consultation").contains("request-incomplete"))
        #expect(!Self.ids("The duration of relief after the last injection is not documented.", .upheld, "Repeat trigger point injections")
                    .contains("request-incomplete"))
        #expect(Self.ids("The request does not specify the number of sessions or their frequency.", .upheld, "Physical therapy")
                    .contains("request-incomplete"))
    }

    /// A repeat soon after the last one is care already had.
    @Test func aRepeatSoonAfterTheLast() {
        #expect(Self.ids("A repeat study so soon after the last one is not supported.", .upheld, "EMG/NCV of the lower extremities")
                    .contains("pending-prior-treatment"))
        #expect(Self.ids("There is no reason given for repeating the panel within a year of the prior one.", .upheld, "Comprehensive metabolic panel")
                    .contains("pending-prior-treatment"))
    }
}
