import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-eighth round's classes (issue 30: set BY's false reasons and misses, read as a fresh writer's, judged against the
/// spec): other conservative care never had is care untried, nothing authorized awaited; a plan named among records not sent is
/// the records missing, no plan a result would change. Both ways, with near misses. Wordings written for these tests.
@Suite struct ReasonBYClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// Therapy "or other conservative care" not yet had is care untried, no care pending; therapy authorized and not yet had is.
    @Test func otherConservativeCareNotYetHad() {
        let untried = Self.ids("She has not yet undergone any chiropractic care or other conservative treatment for the neck.", .upheld,
                               "Cervical MRI")
        #expect(untried.contains("conservative-care-not-tried"))
        #expect(!untried.contains("pending-prior-treatment"))
        #expect(Self.ids("The six authorized therapy visits have not yet been completed.", .upheld, "Physical therapy x6")
                    .contains("pending-prior-treatment"))
    }

    /// A treatment plan among the records not sent is the records missing; a plan that no result would change is no surgical plan.
    @Test func aPlanAmongRecordsNotSent() {
        let missing = Self.ids("The treating physician gave no reason for the visit, and the treatment plan and medication regimen were not provided.",
                               .upheld, "Follow-up visit")
        #expect(missing.contains("no-rationale-given"))
        #expect(!missing.contains("no-surgical-plan"))
        #expect(Self.ids("The study would not change the treatment plan.", .upheld, "Lumbar MRI").contains("no-surgical-plan"))
    }
}
