import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-fifth round of the regions read (docs/treatment-identity.md, "Regions"): a part the injury also reached
/// ("He also sustained ...", "also injured") that the same clause says is over ("that has since healed", "which has fully
/// recovered") is not claimed besides the injury, as a part resolved elsewhere in the summary is not the letter's.
/// Wordings written for these tests.
@Suite struct RegionOfAnotherPartSustainedAndOverTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let therapy = ["MTUS Chronic Pain Medical Treatment Guidelines, Physical medicine Page(s): 98-99"]

    static func summary(_ other: String) -> String {
        "The claimant is a 46 year old female produce clerk injured on 10/12/2019 when a crate slipped from a shelf. "
            + "Diagnoses: right ankle sprain, peroneal tendinitis. " + other
            + " She has had a brace and therapy. On 03/02/2020 she reported ankle pain of 5/10. The physician requested therapy."
    }

    @Test func aPartAlsoSustainedThatIsOverIsNotClaimed() {
        #expect(Self.inferred("Physical therapy x 6", citations: Self.therapy,
                              summary: Self.summary("She also sustained a cut to the left forearm that has since healed.")) == ["ankle/foot"])
        #expect(Self.inferred("Physical therapy x 6", citations: Self.therapy,
                              summary: Self.summary("She also injured her neck, which has fully recovered.")) == ["ankle/foot"])
    }

    @Test func aPartAlsoSustainedThatGoesOnIsClaimed() {
        // Near miss: a part also injured that is not said to be over is the letter's too: two parts, none.
        #expect(Self.inferred("Physical therapy x 6", citations: Self.therapy,
                              summary: Self.summary("She also injured her neck, which remains stiff.")).isEmpty)
    }
}
