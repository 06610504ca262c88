import Testing
@testable import IMRLetters
@testable import IMRModel

/// The ninety-first round's classes (issue 30: set CZ's false reasons and misses, read as a fresh writer's, judged against the
/// spec): what a treatment or visit lets someone do is no quantity within the guideline; a symptom back after care, or care had
/// without progress, is care failed; no apprehension sign or hearing loss found is no objective finding; use against the
/// shortest duration is a quantity exceeded; a psychological clearance not done is the indication absent, no care awaited;
/// a patient not "intent on pursuing" surgery is no surgical plan; the notice not to stop opioids abruptly states nothing; a
/// program of physical rehabilitation the patient is not in is the indication absent; the guideline's definition of a functional
/// improvement, in any of its clauses, is no gain. Wordings written for these tests.
@Suite struct ReasonCZClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "allows her to" is what the treatment lets the patient do; "the guideline allows 12 visits" is still within.
    @Test func whatATreatmentLetsSomeoneDoIsNoQuantityWithin() {
        #expect(!Self.ids("Meloxicam allows him to finish his shifts at the cannery.", .overturned, "Meloxicam 15mg #30")
            .contains("within-guideline-quantity"))
        #expect(!Self.ids("These visits allow the therapist to progress her weight bearing.", .overturned, "Physical therapy x 6")
            .contains("within-guideline-quantity"))
        #expect(Self.ids("The six visits requested are within the ten the guideline allows.", .overturned, "Physical therapy x 6")
            .contains("within-guideline-quantity"))
    }

    /// A symptom back after the care, and care had without progress: care failed.
    @Test func aSymptomBackAfterCareIsCareFailed() {
        #expect(Self.ids("The locking of the ring finger recurred after a steroid injection and two months of splinting.", .overturned,
                         "Right ring finger trigger release").contains("conservative-care-failed"))
        #expect(Self.ids("She finished eight sessions of therapy without progress in grip strength.", .overturned,
                         "Right carpal tunnel release").contains("conservative-care-failed"))
    }

    /// No instability sign and no hearing loss found: no objective finding.
    @Test func noApprehensionNorHearingLossIsNoFinding() {
        #expect(Self.ids("On examination there is no apprehension and the O'Brien test is negative.", .upheld, "MR arthrogram, left shoulder")
            .contains("no-objective-findings"))
        #expect(Self.ids("The 2019 audiogram shows no hearing loss at any frequency.", .upheld, "Bilateral hearing aids")
            .contains("no-objective-findings"))
    }

    /// Refills against the shortest-duration use the guideline wants: exceeded.
    @Test func useAgainstTheShortestDurationIsExceeded() {
        #expect(Self.ids("Refilling it twice without a visit is not consistent with shortest-duration use.", .upheld,
                         "Cyclobenzaprine 7.5mg #60").contains("exceeds-guideline-quantity"))
    }

    /// A clearance not done is the indication absent; one authorized and not yet done still awaits.
    @Test func aClearanceNotDoneIsNoCareAwaited() {
        let clearance = Self.ids("A psychological evaluation clearing her for the implant has not been performed.", .upheld,
                                 "Spinal cord stimulator trial")
        #expect(!clearance.contains("pending-prior-treatment"))
        #expect(clearance.contains("indication-absent"))
        #expect(!Self.ids("A psychosocial screen has not been performed for this candidate.", .upheld, "L5-S1 fusion")
            .contains("pending-prior-treatment"))
        #expect(Self.ids("The psychological evaluation authorized in May has not yet taken place.", .upheld, "Spinal cord stimulator trial")
            .contains("pending-prior-treatment"))
    }

    /// Not "intent on pursuing" an operation: no surgical plan, and no study awaited.
    @Test func notIntentOnSurgeryIsNoPlan() {
        let plan = Self.ids("Nothing suggests that he is intent on pursuing surgery based on the result of a second scan.", .upheld,
                            "Repeat cervical MRI")
        #expect(plan.contains("no-surgical-plan"))
        #expect(!plan.contains("pending-prior-treatment"))
    }

    /// The notice about stopping opioids, with the drug named between verb and manner, states no reason.
    @Test func theNoticeNotToStopOpioidsAbruptlyStatesNothing() {
        #expect(Self.ids("It is not to be taken as advice to discontinue long-term opioids abruptly.", .upheld, "Oxycodone 10mg #90")
            .isEmpty)
    }

    /// Not in a program of physical rehabilitation: the indication absent, beside the first line the same sentence says untried.
    @Test func aProgramOfRehabilitationNotJoinedIsTheIndication() {
        let acupuncture = Self.ids("Nothing shows that her pain medication is being reduced or is not tolerated, and she is not enrolled in a "
                                   + "program of physical rehabilitation.", .upheld, "Acupuncture x 8")
        #expect(acupuncture.contains("indication-absent"))
        #expect(acupuncture.contains("first-line-not-tried"))
    }

    /// The definition of a functional improvement states none; the gain told after it is the item's, and its sentence.
    @Test func theDefinitionOfAGainIsNoGain() {
        let definition = "Functional improvement\" means either a clinically significant improvement in activities of daily living or a "
            + "reduction in work restrictions; and a reduction in the dependency on continued medical treatment."
        #expect(!Self.ids(definition, .overturned, "Acupuncture x 6").contains("functional-improvement"))
        let gain = "Her work restrictions were reduced after the first four treatments."
        let found = ReasonReader.reasons(in: definition + " " + gain, decision: .overturned)
        #expect(found.first { $0.id == "functional-improvement" }?.sentence == gain)
    }
}
