import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the forty-fourth round of the regions read (docs/treatment-identity.md, "Regions"): "the back of" a part ("a cut
/// across the back of the hand", "bruising at the back of the elbow", "the backs of both hands") is that part's side, no
/// low back of its own beside it. A back named alone ("he strained his back") stays a low back. Wordings written for
/// these tests.
@Suite struct RegionOfThePartsBackTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func summary(_ injury: String, part: String) -> String {
        "This 44 year old female line cook was hurt on 07/11/2022 at a restaurant. \(injury) "
            + "She is being treated for \(part), with pain rated 5/10. The physician requested the items below."
    }

    @Test func theBackOfAPartIsThatPart() {
        #expect(Self.inferred("Cephalexin 500mg #40",
                              summary: Self.summary("She sustained a laceration across the back of her left hand from a mandoline blade, closed with sutures.",
                                                    part: "the healing laceration")) == ["wrist/hand"])
        #expect(Self.inferred("Naproxen 500mg #60",
                              summary: Self.summary("She sustained second degree burns to the backs of both hands from hot oil.",
                                                    part: "the burns")) == ["wrist/hand"])
        #expect(Self.inferred("Follow-up visit",
                              summary: "This 61 year old male stocker fell on 02/03/2021 onto his right elbow. He has bruising and a bursal "
                                + "swelling at the back of the right elbow, diagnosed as olecranon bursitis. The physician requested a "
                                + "follow-up.") == ["elbow"])
        #expect(Self.inferred("Ibuprofen 600mg #90",
                              summary: "This 35 year old female gardener developed a cyst at the Back of her left knee after a twisting "
                                + "injury on 05/05/2020, diagnosed as a popliteal cyst with a medial meniscus tear. She requested "
                                + "ibuprofen.") == ["knee"])
        #expect(RegionInferenceTests.forParts("Burns to the BACKS of both of his hands; back pain")
                == "Burns to the REARS of both of his hands; back pain")
    }

    @Test func aBackNamedAloneStaysALowBack() {
        // Near misses: the low back beside the hand, two parts, none.
        #expect(Self.inferred("Naproxen 500mg #60",
                              summary: Self.summary("She cut her left hand and strained her back lifting a stockpot.", part: "the cut and the strain")).isEmpty)
        #expect(Self.inferred("Naproxen 500mg #60",
                              summary: Self.summary("She cut the back of her left hand and strained her back lifting a stockpot.",
                                                    part: "the cut and the strain")).isEmpty)
        // "back of" before no part: the low back ("pain at the back of her waist" is no part's side here).
        #expect(Self.inferred("Physical therapy x6",
                              summary: "This 40 year old male mover felt a pull in his back of a sudden on 01/09/2023 while lifting. He is "
                                + "diagnosed with a lumbar strain. The physician requested therapy.") == ["lumbar spine"])
        #expect(RegionInferenceTests.forParts("his back of a sudden; back pain") == "his back of a sudden; back pain")
    }
}
