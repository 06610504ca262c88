import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-third round's class (issue 30: set CL's misses, read as a fresh writer's, judged against the spec): the guideline's
/// "not recommended by itself" or "on its own", applied to this request, is the treatment not recommended, as "as a stand-alone
/// treatment" is since the eighty-second round; restated alone, no reason. Wordings written for these tests.
@Suite struct ReasonCLClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    @Test func aUseByItselfAppliedToTheRequest() {
        #expect(Self.ids("The traction unit would be used by itself here, with no therapy alongside, and that use is not recommended for "
                         + "his chronic neck pain.", .upheld, "Cervical traction unit").contains("not-recommended"))
        #expect(Self.ids("As requested, the biofeedback would be given on its own, which the guideline does not recommend for this patient.",
                         .upheld, "Biofeedback 6 sessions").contains("not-recommended"))
        #expect(Self.ids("The MTUS states that biofeedback is not recommended on its own.", .upheld, "Biofeedback 6 sessions").isEmpty)
    }
}
