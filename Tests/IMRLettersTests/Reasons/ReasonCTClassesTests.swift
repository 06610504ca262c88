import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-seventh round's class (issue 30: set CT's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the criteria or the guidelines said met, joined to the verdict in other words ("..., and the treatment is appropriate"),
/// are the cause that verdict gives, not a verdict alone. Wordings written for these tests.
@Suite struct ReasonCTClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The guidelines met, then the plain verdict: the criteria met; the plain verdict alone still states none.
    @Test func theCriteriaMetBeforeAPlainVerdict() {
        #expect(Self.ids("Guidelines are met, and the brace is appropriate.", .overturned, "Hinged knee brace") == ["criteria-met"])
        #expect(Self.ids("The guidelines have been met, and the visit is reasonable.", .overturned, "Follow-up office visit")
            .contains("criteria-met"))
        #expect(Self.ids("A pain management consultation is appropriate.", .overturned, "Pain management consultation").isEmpty)
    }
}
