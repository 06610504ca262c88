import Testing
@testable import IMRLetters
@testable import IMRModel

/// The fifty-ninth round's classes (issue 30: set BP's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a drug's laboratory monitoring not done; what waits on the care under way and a program considered; the guideline's
/// "sole purpose"; a return foreseen; how far the patient can walk; "but within" the guideline. Each both ways, with near misses
/// that must not fire. Wordings written for these tests.
@Suite struct ReasonBPClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A drug's laboratory monitoring not done names no condition the patient lacks; for the tests themselves, no drug that
    /// needs them is their indication absent.
    @Test func laboratoryMonitoring() {
        #expect(!Self.ids("The notes show no monitoring of renal or hepatic function.", .upheld, "Naproxen 550 mg #60")
                    .contains("indication-absent"))
        #expect(Self.ids("She takes no medication that requires laboratory monitoring, and no condition needing these tests is documented.",
                         .upheld, "Comprehensive metabolic panel").contains("indication-absent"))
    }

    /// What waits on the care under way is care pending, no plan missing; a program considered is no operation planned.
    @Test func whatWaitsOnTheCareUnderWay() {
        #expect(!Self.ids("No more visits are needed until the results of the current treatment plan are known.", .upheld,
                          "Office visit").contains("no-surgical-plan"))
        #expect(!Self.ids("Nothing shows that she is being considered for a work hardening program.", .upheld,
                          "Functional capacity evaluation").contains("no-surgical-plan"))
    }

    /// "Not recommended for the sole purpose of ..." is the guideline's condition, not the treatment not recommended.
    @Test func theSolePurpose() {
        #expect(!Self.ids("The ODG notes that it is not recommended for the sole purpose of setting a disability rating.", .upheld,
                          "Functional capacity evaluation").contains("not-recommended"))
    }

    /// A return to work foreseen is no gain; one made is.
    @Test func aReturnForeseen() {
        #expect(!Self.ids("The therapist anticipates a return to work in six weeks.", .overturned).contains("functional-improvement"))
        #expect(Self.ids("Since the sessions she has made a return to full duty.", .overturned).contains("functional-improvement"))
    }

    /// How far the patient can walk is a tolerance, no quantity within the guideline; the request "but within" it is.
    @Test func aToleranceAndAQuantity() {
        #expect(!Self.ids("She is now limited to walking half a block.", .overturned).contains("within-guideline-quantity"))
        #expect(Self.ids("Ten visits are at the upper limit of, but within, what the guideline recommends.", .overturned)
                    .contains("within-guideline-quantity"))
    }

    /// Relief given as a share of the pain is a gain the care brought; the share the guideline asks for is its condition.
    @Test func reliefAsAShare() {
        #expect(Self.ids("The first block gave 80% relief for three months.", .overturned).contains("functional-improvement"))
        #expect(!Self.ids("A repeat block is recommended only after at least 50% relief for six weeks.", .overturned)
                    .contains("functional-improvement"))
    }
}
