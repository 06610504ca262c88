import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-fourth round's classes (issue 30: set CI's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the review's opening "Within the documentation available for review" is no quantity within the guideline; a gain missing
/// from care already had is no part authorized awaiting its result; "measurable gains" are the gain's words before the care they
/// are missing from. Wordings written for these tests.
@Suite struct ReasonCIClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The records' bounds opening a sentence state no quantity; the gain the sentence reports is its reason.
    @Test func theRecordsBoundsAreNoQuantity() {
        let bounds = Self.ids("Within the medical information available for review, the claimant reports that the last block gave 60% relief "
                              + "for three months and let him return to full duty.", .overturned, "Repeat cervical epidural steroid injection")
        #expect(!bounds.contains("within-guideline-quantity"))
        #expect(bounds.contains("functional-improvement"))
        #expect(Self.ids("Eight sessions are within the ten the guideline allows for this condition.", .overturned, "Acupuncture x8")
                    .contains("within-guideline-quantity"))
    }

    /// No gain from the care already given is the gain missing, not care authorized and pending.
    @Test func aGainMissingFromCareAlreadyGiven() {
        let missing = Self.ids("The notes show no objective functional improvement from the acupuncture already provided.", .upheld,
                               "Acupuncture x6")
        #expect(missing.contains("no-functional-improvement"))
        #expect(!missing.contains("pending-prior-treatment"))
    }

    /// "Measurable gains" missing from a course of therapy are no gain documented, not the course untried.
    @Test func measurableGainsMissing() {
        let gains = Self.ids("The latest therapy report does not record any measurable gains from the eight visits of this course of therapy.",
                             .upheld, "Physical therapy x8")
        #expect(gains.contains("no-functional-improvement"))
    }
}
