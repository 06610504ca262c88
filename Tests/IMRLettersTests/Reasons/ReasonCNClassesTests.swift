import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eightieth round's classes (issue 30: set CN's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a request that "does not give" its strength or quantity is incomplete (not a treatment that "did not give the relief
/// expected"); a use said not to be the guideline's short course is a course too long, though the sentence names the guideline
/// and no patient. Wordings written for these tests.
@Suite struct ReasonCNClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// What the request does not give is a term of it missing; what a treatment did not give is its effect.
    @Test func aRequestThatDoesNotGiveItsTerms() {
        #expect(Self.ids("The request does not give the dose or the number of tablets of Soma.", .upheld, "Soma")
            .contains("request-incomplete"))
        #expect(Self.ids("The prescription does not give a frequency for the lidocaine patches.", .upheld, "Lidocaine patches")
            .contains("request-incomplete"))
        #expect(!Self.ids("The first injection did not give the relief the surgeon expected.", .upheld, "Repeat epidural steroid injection")
            .contains("request-incomplete"))
    }

    /// A use set apart from the guideline's short course in the reviewer's words is too long; the course restated is not.
    @Test func aUseThatIsNotTheShortCourse() {
        #expect(Self.ids("Daily use for four years is not the short-term use the guideline supports.", .upheld, "Zolpidem 10mg #30")
            .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("Use every day since 2017 is not the short course the MTUS describes.", .upheld, "Cyclobenzaprine 7.5mg #60")
            .contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("The ODG supports zolpidem for short-term use of two to six weeks.", .upheld, "Zolpidem 10mg #30")
            .contains("exceeds-guideline-quantity"))
    }
}
