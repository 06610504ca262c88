import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-first round's classes (issue 30: set AX's misses and false reasons, read as a fresh writer's after four rounds
/// kept apart, judged against the spec): a workplace's name that holds a reason's word; a product not the approved one, a
/// level authorized for another item, a test the treatment needs first; independence in a home program; a device's criterion
/// naming side effects; a wait for documented results; a urine drug screen, itself the monitoring. Each both ways, with near
/// misses that must not fire. Wordings written for these tests.
@Suite struct ReasonAXClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A workplace's name ("a home improvement store") is no gain; a gain told in a sentence of its own is.
    @Test func aWorkplacesName() {
        #expect(!Self.ids("The claimant, a cashier at a home improvement store, twisted her back lifting a bag of cement.", .overturned,
                          "Physical therapy x 6").contains("functional-improvement"))
        #expect(Self.ids("Since the trial of acupuncture she reports 50% relief and has returned to full duty.", .overturned,
                         "Acupuncture x 6").contains("functional-improvement"))
    }

    /// A product that is not the approved one, a level authorized for another item, and a test the treatment needs first not
    /// done are no part authorized and no result awaited.
    @Test func notThePartAuthorized() {
        #expect(!Self.ids("Because the compound is not the approved lidocaine patch, it is not recommended.", .upheld, "Lidocaine 4% cream")
                    .contains("pending-prior-treatment"))
        #expect(!Self.ids("The weakness of ankle dorsiflexion fits the L5 level that was authorized.", .upheld, "Lumbar MRI")
                    .contains("pending-prior-treatment"))
        #expect(!Self.ids("A diagnostic injection test has not been performed to confirm the joint as the pain generator.", .upheld,
                          "Sacroiliac joint fusion").contains("pending-prior-treatment"))
        #expect(Self.ids("Six sessions were authorized on 04/02/2017, and their results are not yet known.", .upheld, "Physical therapy x 12")
                    .contains("pending-prior-treatment"))
    }

    /// A patient independent in a home exercise program needs no supervised therapy.
    @Test func independenceInAHomeProgram() {
        let found = Self.ids("After 12 visits, the discharge note says he is independent in his home exercise program.", .upheld,
                             "Physical therapy x 8")
        #expect(found.contains("home-exercise-sufficient"))
        #expect(!found.contains("indication-absent"))
    }

    /// A device's criterion that names side effects is its indication, no monitoring missing.
    @Test func aDevicesCriterionNamingSideEffects() {
        #expect(!Self.ids("Nothing shows that her pain is ineffectively controlled because of side effects of medication.", .upheld,
                          "H-wave unit purchase").contains("no-opioid-monitoring"))
    }

    /// A purchase that should wait for a trial's documented results is care awaited.
    @Test func aWaitForDocumentedResults() {
        #expect(Self.ids("Buying the unit should await the documented results of the one-month rental.", .upheld, "TENS unit purchase")
                    .contains("pending-prior-treatment"))
    }

    /// A urine drug screen is itself the monitoring: what its rationale says of screens and CURES is no monitoring missing; an
    /// opioid's rationale saying the same still states it.
    @Test func aUrineDrugScreenIsItselfTheMonitoring() {
        let rationale = "There is no documentation of a recent urine drug screen or a CURES report."
        #expect(!Self.ids(rationale, .upheld, "Urine drug screen").contains("no-opioid-monitoring"))
        #expect(Self.ids(rationale, .upheld, "Oxycodone 10mg #90").contains("no-opioid-monitoring"))
    }
}
