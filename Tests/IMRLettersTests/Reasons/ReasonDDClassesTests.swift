import Testing
@testable import IMRLetters
@testable import IMRModel

/// The ninety-second round's classes (issue 30: set DD's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a request inside the guideline's post-operative window is a quantity within; no activity described that the patient
/// can do "because of" a drug is no functional improvement; the program itself unnamed is a request incomplete; a visit already
/// booked is care pending, an operation booked is not; an examination opening the sentence frames what it did not find, through
/// the sentence's later clauses. Wordings written for these tests.
@Suite struct ReasonDDClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A window is a span of time the guideline allows, as a period or a course is.
    @Test func aRequestInsideTheGuidelinesWindowIsWithin() {
        #expect(Self.ids("The request stays inside the postoperative window that the ODG sets for a knee replacement.", .overturned,
                         "Continuous passive motion").contains("within-guideline-quantity"))
    }

    /// What the patient can do because of the drug, not described: no functional improvement.
    @Test func noActivityBecauseOfTheDrugIsNoImprovement() {
        #expect(Self.ids("The notes of March and April name no task she can perform because of the oxycodone.", .upheld,
                         "Oxycodone 10mg #90").contains("no-functional-improvement"))
        #expect(Self.ids("None of the visits says what he is able to do because of the patch.", .upheld, "Butrans 10mcg/hr #4")
            .contains("no-functional-improvement"))
    }

    /// The program not named is the request's gap; a program the patient has not joined is not.
    @Test func theProgramUnnamedIsARequestIncomplete() {
        #expect(Self.ids("Which weight loss program is to be attended is not stated, and the specific program requested is not identified.",
                         .upheld, "Weight loss program x 10 weeks").contains("request-incomplete"))
        #expect(Self.ids("The program to be used was not named on the request for authorization.", .upheld, "Home exercise kit")
            .contains("request-incomplete"))
        #expect(!Self.ids("There is no evidence that she has taken part in a specific program of stretching.", .upheld,
                          "Functional restoration program").contains("request-incomplete"))
    }

    /// A visit already booked awaits; an operation booked is the primary request's, no reason to deny its ancillary item.
    @Test func aVisitAlreadyBookedIsCarePending() {
        #expect(Self.ids("He saw the hand surgeon in June, and a second visit with that surgeon is already scheduled for August.",
                         .upheld, "Orthopedic hand surgery consultation").contains("pending-prior-treatment"))
        #expect(!Self.ids("Her carpal tunnel release is already scheduled for next month.", .upheld, "Wrist splint")
            .contains("pending-prior-treatment"))
    }

    /// An examination that opens the sentence frames the absences of its later clauses as its own silence.
    @Test func anOpeningExaminationFramesTheSentence() {
        let ids = Self.ids("Examination shows mild medial joint line tenderness; there was no locking or giving way of the knee.",
                           .upheld, "Left knee arthroscopy")
        #expect(ids.contains("no-objective-findings"))
        #expect(!ids.contains("indication-absent"))
    }
}
