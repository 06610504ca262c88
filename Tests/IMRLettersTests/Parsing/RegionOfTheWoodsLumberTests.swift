import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-sixth round of the regions read (docs/treatment-identity.md, "Regions"): "lumber", kept as the low
/// back's misspelling ("lumber spine"), is the wood where no word of the spine or its care follows it: a claimant of a
/// lumber yard or a lumber mill names no low back beside the part the injury hurt. Wordings written for these tests.
@Suite struct RegionOfTheWoodsLumberTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func summary(_ job: String) -> String {
        "This 38 year old male \(job) twisted his left knee on 03/02/2021 stepping off a loading dock. "
            + "He is diagnosed with a left medial meniscus tear. He has had therapy and an injection without lasting relief. "
            + "The surgeon requested an arthroscopy, physical therapy and a follow-up visit."
    }

    @Test func aLumberYardNamesNoLowBack() {
        #expect(Self.inferred("Physical therapy x8", summary: Self.summary("forklift driver at a lumber yard")) == ["knee"])
        #expect(Self.inferred("Follow-up visit", summary: Self.summary("grader at a Lumber Mill")) == ["knee"])
        #expect(Self.inferred("Physical therapy x8", summary: Self.summary("worker who stacks lumber for a builder")) == ["knee"])
        #expect(Self.inferred("Physical therapy x8", summary: Self.summary("clerk at a lumber and hardware store")) == ["knee"])
    }

    @Test func theLowBacksMisspellingStays() {
        // Near miss: "lumber" before a word of the spine is the low back: two parts, none.
        #expect(Self.inferred("Physical therapy x8",
                              summary: "This 38 year old male forklift driver fell from a loading dock on 03/02/2021. He is diagnosed with a "
                                + "left medial meniscus tear and a lumber strain. The surgeon requested physical therapy.").isEmpty)
        #expect(Self.inferred("Physical therapy x8",
                              summary: "This 50 year old clerk has chronic lumber spine pain with L4-5 stenosis. She requested therapy.")
                == ["lumbar spine"])
        #expect(RegionInferenceTests.forParts("a Lumber-sacral sprain at the LUMBER yard") == "a Lumber-sacral sprain at the TIMBER yard")
    }
}
