import Testing
@testable import IMRLetters
@testable import IMRModel

/// The learned reader beside the rules (docs/reading.md, "The learned reader"), on wordings written for
/// these tests: a reason no phrase family words, given; the same words negated, quoted at length, restated
/// as the guideline's, reported as another reviewer's, or on the other side, not.
@Suite struct ReasonModelTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, model: ReasonModel? = ReasonModel.shipped) -> [String] {
        var reader = ReasonReader(model: model)
        return reader.reasons(in: rationale, decision: decision).map(\.id)
    }

    /// A missing or damaged weights file fails here: the reader would read by the rules alone.
    @Test func theShippedWeightsArePresentAndLoad() throws {
        let model = try #require(ReasonModel.shipped)
        #expect(model.upholding.count == ReasonModel.rows * ReasonModel.upholdingRules.count)
        #expect(model.overturning.count == ReasonModel.rows * ReasonModel.overturningRules.count)
        #expect(model.upholding.contains { $0 != 0 } && model.overturning.contains { $0 != 0 })
    }

    /// "Not supported for" a body part: no phrase family words it, the model reads it as not recommended,
    /// with its sentence, and a reader made with no model argument uses the shipped one.
    @Test func theModelGivesAReasonTheRulesDoNotWord() throws {
        let sentence = "Topical ketoprofen is not supported for the lumbar spine."
        #expect(Self.ids(sentence, model: nil).isEmpty)
        #expect(Self.ids(sentence) == ["not-recommended"])
        #expect(ReasonReader.reasons(in: "The request is for a cream. " + sentence, decision: .upheld)
                == [ItemReason(id: "not-recommended", sentence: sentence)])
        // The fifteenth round's weights (trained with V and Z, positives weighted twice, sure at 0.9) are less sure of
        // the fourteenth's "ordered for the right knee, ... the topical drug is not supported" (no reason now).
        let inCase = "In this case, the cream is ordered for the neck, a body part for which topical drugs are not supported."
        #expect(Self.ids(inCase, model: nil).isEmpty)
        #expect(Self.ids(inCase) == ["not-recommended"])
    }

    @Test func notOnTheOtherSideNorNegated() {
        #expect(Self.ids("Topical ketoprofen is not supported for the lumbar spine.", .overturned).isEmpty)
        #expect(Self.ids("Topical ketoprofen is supported for the lumbar spine.").isEmpty)
    }

    /// The scope rules the phrase rules keep hold for what the model adds.
    @Test func notQuotedRestatedOrAnotherReviewers() {
        #expect(Self.ids("Per the MTUS, \"topical NSAIDs are not supported for the spine, hip or shoulder as there is little "
                         + "evidence for them\".").isEmpty)
        #expect(Self.ids("Guidelines state that a topical drug is not supported for the knee unless oral drugs have failed.").isEmpty)
        #expect(Self.ids("The utilization reviewer found the cream not supported for the knee.").isEmpty)
    }

    /// The fifteenth round's stops: the criteria met or a quantity within, in the guideline's or the literature's voice
    /// with no word of the case, and a sentence naming only the request, get no reason from the model (the rules read
    /// the first two only where the sentence speaks of the case).
    @Test func notTheLiteraturesVoiceNorTheRequestAlone() {
        let literature = "Several studies report a small benefit at six weeks and none at a year; the guideline reflects that doubt."
        #expect(!Self.ids(literature, .overturned).contains("criteria-met"))
        #expect(Self.ids("The request is for 60 capsules, two a day.", .overturned).isEmpty)
        #expect(Self.ids("The request is for 60 capsules, two a day.").isEmpty)
    }
}
