import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-fifth round of the regions read (docs/treatment-identity.md, "Regions"): a part the summary tells apart
/// from the claim ("an old ankle fracture unrelated to the claim", "not related to the claim") is no part of the
/// letter, though its words ("to the claim") are those that add a part to it. Wordings written for these tests.
@Suite struct RegionOfAPartUnrelatedToTheClaimTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let visits = ["MTUS ACOEM Practice Guidelines, Initial Approaches to Treatment (2017), Follow-up Visits"]

    static func summary(_ other: String) -> String {
        "The injured worker is a 49 year old female mail carrier injured on 08/14/2019 when she stepped off a curb. "
            + "She has been diagnosed with cervical strain with right-sided neck pain. " + other
            + " On 01/06/2020 she reported neck pain of 4/10. The physician requested therapy and a follow-up visit."
    }

    @Test func aPartUnrelatedToTheClaimIsNotTheLetters() {
        #expect(Self.inferred("Follow-up visit", citations: Self.visits,
                              summary: Self.summary("The physician noted an old left ankle fracture unrelated to the claim.")) == ["cervical spine"])
        #expect(Self.inferred("Follow-up visit", citations: Self.visits,
                              summary: Self.summary("Her right wrist arthritis, she was told, is not related to the claim.")) == ["cervical spine"])
    }

    @Test func aPartAddedToTheClaimStays() {
        // Near miss: a part added to the claim is the letter's too: two parts, none.
        #expect(Self.inferred("Follow-up visit", citations: Self.visits,
                              summary: Self.summary("The left ankle was later added to the claim.")).isEmpty)
    }
}
