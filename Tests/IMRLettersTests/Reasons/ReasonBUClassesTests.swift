import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-fourth round's classes (issue 30: set BU's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the part certified counted into a total; more that depends on the results of the part authorized; a patient capable
/// of continuing at home. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBUClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The visits certified counted into a total past the guideline's are the quantity exceeded, not care pending.
    @Test func thePartCertifiedCountedIntoATotal() {
        let total = Self.ids("The 8 earlier visits and the 6 already certified bring the total to 14, which is above the 10 recommended.",
                             .upheld, "Physical therapy 6 sessions")
        #expect(total.contains("exceeds-guideline-quantity"))
        #expect(!total.contains("pending-prior-treatment"))
    }

    /// More that depends on the results of the part authorized is care pending; a plan a study would decide is not.
    @Test func moreThatDependsOnTheResults() {
        #expect(Self.ids("Any more acupuncture depends on the results of the 4 sessions authorized.", .upheld, "Acupuncture 4 sessions")
                    .contains("pending-prior-treatment"))
        #expect(!Self.ids("No injection is planned that would depend on the result of the study.", .upheld, "Lumbar MRI")
                    .contains("pending-prior-treatment"))
    }

    /// A patient said capable of continuing with a home program needs no more supervised therapy.
    @Test func capableOfContinuingAtHome() {
        #expect(Self.ids("After 24 visits she should be capable of continuing with her home exercises.", .upheld,
                         "Physical therapy 8 sessions").contains("home-exercise-sufficient"))
    }
}
