import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventieth round's classes (issue 30: set CA's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a request that does not say what treatment or procedure is contemplated is the request's own content unsaid, not a
/// plan a result would change; a purchase that waits on a trial is the trial's, no quantity passed. Both ways, with near misses.
/// Wordings written for these tests.
@Suite struct ReasonCAClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "What procedure is being considered" left unsaid by the request is no surgical plan missing; a plan the study would change
    /// still is.
    @Test func whatTheRequestLeavesUnsaid() {
        #expect(!Self.ids("The referral does not explain why the patient needs the specialist or what procedure is being considered.",
                          .upheld, "Orthopedic consultation").contains("no-surgical-plan"))
        #expect(!Self.ids("The request does not say what treatment is being contemplated at the visit.", .upheld, "Follow-up visit")
                    .contains("no-surgical-plan"))
        #expect(Self.ids("The records do not indicate that any surgery is being considered for the shoulder.", .upheld, "Shoulder MRI")
                    .contains("no-surgical-plan"))
    }

    /// A purchase not supported without a trial is no quantity exceeded; a rental longer than the guideline's is.
    @Test func aPurchaseWaitingOnATrial() {
        #expect(!Self.ids("Purchase is not supported without a documented home trial.", .upheld, "TENS unit purchase")
                    .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The 60-day rental requested exceeds the 30-day trial the guideline allows.", .upheld, "H-wave unit rental x60 days")
                    .contains("exceeds-guideline-quantity"))
    }
}
