import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// Families of wordings the definitions cover (docs/decision-reasons.md), on sentences written for these
/// tests: a reason joined to the verdict in one sentence, a quantity set against the guideline, word
/// forms, the other side's words negated. Each both ways: where the family states its reason, and where
/// like words must not.
@Suite struct ReasonFamiliesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonReader.reasons(in: rationale, decision: decision).map(\.id)
    }

    /// A reason and the verdict joined in one sentence (", and the request is medically necessary") give
    /// the reason; the verdict alone, or one that gives its cause in its own part, as before.
    @Test func aReasonJoinedToTheVerdictIsRead() {
        #expect(Self.ids("The request is consistent with the guideline, and the knee brace is medically necessary.", .overturned)
                == ["criteria-met"])
        #expect(Self.ids("Eight visits fall within the number the ODG allows, and the request is medically necessary.", .overturned)
                == ["within-guideline-quantity"])
        #expect(Self.ids("Her pain diary shows no improvement in function; the request is not medically necessary.") == ["no-functional-improvement"])
        #expect(Self.ids("The criteria are satisfied, and a one-month rental of the unit is medically necessary.", .overturned)
                == ["criteria-met"], "the verdict's own words (a one-month rental) state nothing")

        #expect(Self.ids("The request for the cane is medically necessary.", .overturned).isEmpty)
        #expect(Self.ids("The patient was seen on 10/02/2016, and the request is medically necessary.", .overturned).isEmpty)
    }

    /// A quantity set against the guideline ("more than the guideline allows") speaks of the request,
    /// though no patient is named: the guideline does not measure itself. The guideline's own limit,
    /// said in its voice, is still no finding.
    @Test func aQuantitySetAgainstTheGuidelineIsTheRequests() {
        let exceeds = ["exceeds-guideline-quantity"]
        #expect(Self.ids("Twelve further visits would be more than the guideline allows for this diagnosis.") == exceeds)
        #expect(Self.ids("Ten sessions is more than the MTUS recommends, and the request is not medically necessary.") == exceeds)
        #expect(Self.ids("Guidelines recommend no more than 10 visits for myalgia.").isEmpty)
    }
}
