import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-third round's classes (issue 30: set BT's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the gain awaited "until" is care pending; criteria said met for a procedure named are no finding; an operation named
/// by a prefix the operations' words start no word in. Each both ways, with near misses that must not fire. Wordings written
/// for these tests.
@Suite struct ReasonBTClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// More care held back until the gain from the part authorized is documented is care pending, no gain missing.
    @Test func theGainAwaitedUntil() {
        let waits = Self.ids("More visits should not be considered until functional improvement from the four approved visits is shown.",
                             .upheld, "Chiropractic 8 sessions")
        #expect(waits.contains("pending-prior-treatment"))
        #expect(!waits.contains("no-functional-improvement"))
    }

    /// Criteria said met for the procedure named are the criteria met, though its name reads as a finding elsewhere.
    @Test func criteriaMetForAProcedureNamed() {
        let met = Self.ids("The MTUS criteria are satisfied for a repeat bilateral diagnostic block.", .overturned,
                           "Lumbar medial branch block L4-5 bilateral")
        #expect(met.contains("criteria-met"))
        #expect(!met.contains("objective-findings"))
    }

    /// An operation named with a prefix ("hemiarthroplasty") approved is the primary request the item follows; a therapy
    /// authorized is not.
    @Test func anOperationNamedWithAPrefix() {
        #expect(Self.ids("Her left hip hemiarthroplasty has been approved and was done last week.", .overturned, "Home health care")
                    .contains("follows-primary-approved"))
        #expect(!Self.ids("Eight visits of physical therapy have been approved.", .overturned, "Home health care")
                    .contains("follows-primary-approved"))
    }
}
