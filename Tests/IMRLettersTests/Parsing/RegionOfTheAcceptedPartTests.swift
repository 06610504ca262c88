import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-fifth round of the regions read (docs/treatment-identity.md, "Regions"): a summary that tells no
/// diagnosis or injury of a part but lists the part the claim accepts ("The accepted body part is the left knee") points to
/// that part, not to every part its pain's course or its requests name. Wordings written for these tests.
@Suite struct RegionOfTheAcceptedPartTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let tens = ["MTUS Chronic Pain Medical Treatment Guidelines, TENS, chronic pain Page(s): 114-116"]

    static func summary(_ accepted: String) -> String {
        "This is a 41 year old female hotel housekeeper with a date of injury of 11/02/2017. She felt a sharp pain in the "
            + "left knee while kneeling to clean a bathtub. " + accepted + "She has had therapy and a brace. On 05/21/2018 "
            + "she reported knee pain of 5/10 spreading to the lower leg. The physician requested a TENS unit and massage of "
            + "the tight hamstring and lower back muscles."
    }

    @Test func theAcceptedPartIsTheLetters() {
        #expect(Self.inferred("TENS unit", citations: Self.tens,
                              summary: Self.summary("The accepted body part is the left knee. ")) == ["knee"])
    }

    @Test func withoutTheAcceptedPartEveryNamedPartCounts() {
        // Near miss: no part accepted nor diagnosed: the parts named anywhere, the low back among them: none.
        #expect(Self.inferred("TENS unit", citations: Self.tens, summary: Self.summary("")).isEmpty)
    }
}
