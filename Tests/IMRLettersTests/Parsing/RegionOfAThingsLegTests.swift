import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the forty-first round of the regions read (docs/treatment-identity.md, "Regions"): a thing's leg ("a ladder leg
/// sank into soft ground", "one leg of the stool gave way", "a table leg") is the fall's cause, no leg of the claimant's,
/// and no second part beside the one the letter injures. A leg hurt, told by its own words, stays. Wordings written for
/// these tests.
@Suite struct RegionOfAThingsLegTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let ladder = "The injured worker is a 41-year-old male painter at an apartment complex who was hurt on 05/14/2022 "
        + "when a ladder leg slipped off the edge of a step and he fell about six feet, landing on his left side. He sustained a "
        + "left shoulder dislocation, reduced in the emergency department. On 08/30/2022 he reported shoulder pain of 5/10 and "
        + "apprehension with overhead reaching."

    @Test func aThingsLegIsNoLeg() {
        #expect(Self.inferred("Naproxen 550mg #60", summary: Self.ladder) == ["shoulder"])
        let legs = Self.ladder.replacingOccurrences(of: "a ladder leg slipped", with: "both legs of the ladder slid")
            .replacingOccurrences(of: "both legs of the ladder slid", with: "the legs of the ladder slid")
        #expect(Self.inferred("Tramadol 50mg #60", summary: legs) == ["shoulder"])
        let stool = Self.ladder.replacingOccurrences(of: "a ladder leg slipped off the edge of a step and he fell about six feet",
                                                     with: "a stool leg snapped and he fell backward")
        #expect(Self.inferred("Follow-up visit", summary: stool) == ["shoulder"])
        let table = Self.ladder.replacingOccurrences(of: "a ladder leg slipped off the edge of a step and he fell about six feet",
                                                     with: "he stood on a folding table whose table leg buckled, and he fell")
        #expect(Self.inferred("Physical therapy x 6", summary: table) == ["shoulder"])
    }

    @Test func nearMissesALegHurtStaysBesideTheThing() {
        // The ladder's leg and his own leg hurt too: two parts, a drug for the pain stays unknown.
        let hurt = Self.ladder.replacingOccurrences(of: "left shoulder dislocation,", with: "left knee sprain and a left shoulder dislocation,")
        #expect(Self.inferred("Naproxen 550mg #60", summary: hurt).isEmpty)
        // His leg struck by the ladder alone: the leg's own words, a part.
        let struck = "The injured worker is a 41-year-old male painter who was hurt on 05/14/2022 when a ladder fell against his "
            + "right lower leg. He sustained a right tibial shaft contusion. On 08/30/2022 he reported leg pain of 4/10."
        #expect(!Self.inferred("Naproxen 550mg #60", summary: struck).isEmpty)
    }
}
