import Testing
@testable import IMRCore

/// The reason rules' general forms beyond single phrases, on sentences written for these tests in the
/// letters' style: a quotation over several sentences, a "not tried" verb paired with a treatment in
/// one clause, measurements that did not change. Each both ways: where the form states its reason, and
/// where like words must not (negated or not, a guideline restated).
@Suite struct ReasonFormsTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonReader.reasons(in: rationale, decision: decision).map(\.id)
    }

    /// A guideline quoted over several sentences is its words to the closing mark, however the
    /// sentences fall; a stray mark that never closes hides nothing after it.
    @Test func aQuotationOverSentencesIsTheGuidelinesWordsToItsEnd() {
        let quoted = #"The MTUS states, "Spinal cord stimulators are recommended only for selected patients. They are not recommended "#
            + #"for axial back pain alone. Functional improvement should be documented before the trial." "#
        #expect(Self.ids(quoted).isEmpty)
        #expect(Self.ids(quoted + "Mr. Diaz has no documented psychological clearance and no red flags.") == ["no-objective-findings"])
        let curly = "ODG notes: \u{201C}Repeat MRI is not routinely recommended. It is reserved for a significant change "
            + "in symptoms.\u{201D} The claimant had a recent MRI on 05/02/2016."
        #expect(Self.ids(curly) == ["pending-prior-treatment"])
        let stray = #"She describes her pain as "burning. There is no documented functional improvement from the acupuncture."#
        #expect(Self.ids(stray) == ["no-functional-improvement"], "an odd mark closes nothing: the sentence after it is read")
    }
}
