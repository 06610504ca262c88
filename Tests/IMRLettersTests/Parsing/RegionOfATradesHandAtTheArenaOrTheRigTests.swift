import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the fiftieth round of the regions read (docs/treatment-identity.md, "Regions"): more trades named for a hand
/// ("an arena hand at a rodeo grounds", "a floor hand for a drilling contractor", "a cow hand on a feedlot", "a kitchen
/// hand at a diner") are the worker, no hand of his, as the thirty-ninth round's gate, dock and lead hands were. Where no
/// diagnosis sentence names the parts, the injury's sentences do, and the trade's hand stood beside the part the letter
/// injures ("floorhand" and "cowhand" written as one word were never the hand's word, and read right before). A hand hurt,
/// told by its own words, stays. Wordings written for these tests.
@Suite struct RegionOfATradesHandAtTheArenaOrTheRigTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    /// A rib's injury told with no diagnosis sentence: the injury's sentences mark the parts.
    static let arena = "The injured worker is a 44 year old male arena hand at a county fairground who was pinned against "
        + "a chute gate by a steer on 03/14/2022. He sustained displaced fractures of the right fifth and sixth ribs. He has "
        + "been treated with hydrocodone and breathing exercises. On 05/02/2022 he reported right chest wall pain of 5/10 with "
        + "coughing. The physician requested tramadol and a follow-up visit."

    @Test func anArenaHandIsNoHand() {
        #expect(Self.inferred("Tramadol 50mg #60", summary: Self.arena) == ["chest"])
        #expect(Self.inferred("Follow-up visit", summary: Self.arena) == ["chest"])
        let rodeo = Self.arena.replacingOccurrences(of: "male arena hand at a county fairground", with: "male rodeo hand at a county fairground")
        #expect(Self.inferred("Tramadol 50mg #60", summary: rodeo) == ["chest"])
    }

    @Test func aRigsFloorhandACowhandOrAKitchenHandIsNoHand() {
        let floor = "The injured worker is a 37-year-old male floorhand for a well drilling contractor who slipped on a wet "
            + "rig floor on 10/09/2021. He twisted his left knee as he fell and sustained a tear of the medial meniscus. On "
            + "12/01/2021 he reported knee pain of 6/10 with stairs."
        #expect(Self.inferred("Naproxen 550mg #60", summary: floor) == ["knee"])
        let floorTwo = floor.replacingOccurrences(of: "male floorhand for", with: "male floor hand for")
        #expect(Self.inferred("Naproxen 550mg #60", summary: floorTwo) == ["knee"])
        let cow = floor.replacingOccurrences(of: "male floorhand for a well drilling contractor who slipped on a wet rig floor",
                                             with: "male cow hand on a feedlot who slipped in a muddy pen")
        #expect(Self.inferred("Physical therapy x 8", summary: cow) == ["knee"])
        let kitchen = floor.replacingOccurrences(of: "male floorhand for a well drilling contractor who slipped on a wet rig floor",
                                                 with: "male kitchen hand at a diner who slipped on a greasy floor")
        #expect(Self.inferred("Ibuprofen 800mg #90", summary: kitchen) == ["knee"])
    }

    @Test func nearMissesAHandHurtStaysBesideTheTrade() {
        // The arena hand's own hand crushed too: two parts, a drug for the pain stays unknown.
        let hurt = Self.arena.replacingOccurrences(of: "fractures of the right fifth and sixth ribs.",
                                                   with: "fractures of the right fifth and sixth ribs and a crush injury of the right hand.")
        #expect(Self.inferred("Tramadol 50mg #60", summary: hurt).isEmpty)
        // A kitchen worker whose hand was burned, no trade's hand: the hand.
        let burned = "The injured worker is a 26 year old female line cook who burned her right hand on a flat-top grill on "
            + "02/02/2022. She sustained a second degree burn of the right palm. On 03/01/2022 she reported hand pain of 4/10."
        #expect(Self.inferred("Silver sulfadiazine cream", summary: burned) == ["wrist/hand"])
        // Falling to the floor on a hand, no trade: the hand and the knee, unknown.
        let fell = "The injured worker is a 52-year-old male machinist who slipped and fell to the floor on 01/12/2021, landing "
            + "on his left hand and his right knee. He sustained a left fifth metacarpal fracture and a right knee contusion."
        #expect(Self.inferred("Naproxen 550mg #60", summary: fell).isEmpty)
    }
}
