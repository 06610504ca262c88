import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-seventh round's classes (issue 30: set BX's false reasons and misses, read as a fresh writer's, judged against the
/// spec): one visit, the request itself, agreeing with the guideline is the criteria met, no count within them; no operation
/// being considered, the negation on the plan, is no surgical plan. Both ways, with near misses. Wordings written for these tests.
@Suite struct ReasonBXClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A single visit said to agree with the guideline is the criteria met; a count of visits within it is the quantity.
    @Test func oneVisitAgreeingWithTheGuideline() {
        let one = Self.ids("One follow-up visit is appropriate and in line with the guideline.", .overturned, "Follow-up visit with the surgeon")
        #expect(one.contains("criteria-met"))
        #expect(!one.contains("within-guideline-quantity"))
        #expect(Self.ids("Six visits are consistent with the guideline's allowance for a flare.", .overturned, "Chiropractic x6")
                    .contains("within-guideline-quantity"))
    }

    /// No operation being considered is no surgical plan; the guideline's "when surgery is being considered" is its condition.
    @Test func noOperationBeingConsidered() {
        #expect(Self.ids("No surgery or injection is being considered.", .upheld, "MRI of the cervical spine").contains("no-surgical-plan"))
        #expect(Self.ids("A CT is an option when surgery is being considered.", .upheld, "CT of the lumbar spine").isEmpty)
    }
}
