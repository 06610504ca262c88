import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-sixth round's classes (issue 30: set CS's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a supply set against the guideline after a negation of its own part ("without reassessment, which exceeds ...") is a
/// quantity exceeded, and a supply that leaves no room for the periodic reassessment is one too. Wordings written for these tests.
@Suite struct ReasonCSClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A negation in the part before the comparison is that part's; the comparison's own negation still makes it none.
    @Test func aNegationInAnotherPartLeavesTheComparison() {
        #expect(Self.ids("Ninety tablets with two refills would run three months without a visit, which exceeds what the guideline "
                         + "permits for chronic opioid therapy.", .upheld, "Oxycodone 5mg #90 with 2 refills")
            .contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("Sixty tablets does not exceed what the guideline permits for a short course.", .upheld,
                          "Cyclobenzaprine 5mg #60").contains("exceeds-guideline-quantity"))
    }

    /// No room for the periodic reassessment the guideline asks for: the supply is too large.
    @Test func noRoomForThePeriodicReassessment() {
        #expect(Self.ids("An order for four refills does not allow for the periodic reassessment the guideline requires.", .upheld,
                         "Tramadol 50mg #60 with 4 refills") == ["exceeds-guideline-quantity"])
    }
}
