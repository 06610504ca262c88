import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-sixth round's class (issue 30: set BW's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a dose named in passing, in the history of the regimen, is neither a request left unsaid nor a dose kept the same.
/// Both ways, with near misses. Wordings written for these tests.
@Suite struct ReasonBWClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// No gain in function since the dose was raised is the gain missing, not the request's dose unsaid.
    @Test func aDoseNamedInItsHistory() {
        let history = Self.ids("The progress notes describe no measurable gain in function since the dose was raised to three tablets a day.",
                               .upheld, "Tramadol 50mg #90")
        #expect(history.contains("no-functional-improvement"))
        #expect(!history.contains("request-incomplete"))
        // The request's own dose left out is still a request incomplete.
        #expect(Self.ids("The request does not state the dose or how many tablets are to be taken a day.", .upheld, "Tramadol")
                    .contains("request-incomplete"))
    }
}
