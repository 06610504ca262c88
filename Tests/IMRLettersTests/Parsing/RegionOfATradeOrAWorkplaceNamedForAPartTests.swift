import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-ninth round of the regions read (docs/treatment-identity.md, "Regions"): a trade named for a hand ("a
/// gate hand at a rodeo arena", "a dock hand", "a car wash lead hand") is the worker, no hand of his, as a ranch or deck
/// hand already was; and a workplace named for a part ("a technician at an eye clinic", "an eye hospital") is where the
/// claimant works, no eye of hers. Neither is a second part beside the one the letter injures. A hand or an eye hurt,
/// told by its own words, stays. Wordings written for these tests.
@Suite struct RegionOfATradeOrAWorkplaceNamedForAPartTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let gate = "The injured worker is a 39-year-old male gate hand at a cattle auction yard who was kicked by a steer on "
        + "04/11/2021 while closing a pen. His left ankle was twisted under him against a gate post. He sustained a left ankle "
        + "sprain with a nondisplaced fibular fracture. On 07/02/2021 he reported ankle pain of 5/10 with stairs."

    @Test func aTradeNamedForAHandIsNoHand() {
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: Self.gate) == ["ankle/foot"])
        let dock = Self.gate.replacingOccurrences(of: "gate hand at a cattle auction yard", with: "dock hand at a ferry landing").replacingOccurrences(of: "kicked by a steer", with: "struck by a swinging gangway")
        #expect(Self.inferred("Tramadol 50mg #60", summary: dock) == ["ankle/foot"])
        let derrick = Self.gate.replacingOccurrences(of: "male gate hand at a cattle auction yard", with: "male derrick hand on a drilling rig")
        #expect(Self.inferred("Physical therapy x 8", summary: derrick) == ["ankle/foot"])
        let lead = Self.gate.replacingOccurrences(of: "male gate hand at a cattle auction yard", with: "male lumber mill lead hand")
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: lead) == ["ankle/foot"])
    }

    @Test func nearMissesAHandHurtStaysBesideTheTrade() {
        // The trade's hand and a hand hurt too: two parts, a drug for the pain stays unknown.
        let hurt = Self.gate.replacingOccurrences(of: "against a gate post.", with: "against a gate post, and his right hand was crushed.")
            .replacingOccurrences(of: "sprain with a nondisplaced fibular fracture.", with: "sprain and a right hand contusion.")
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: hurt).isEmpty)
        // A hand alone hurt, the worker no trade's hand: the hand.
        let hand = "The injured worker is a 39-year-old male gate operator who caught his right hand in a gate latch on "
            + "04/11/2021. He was diagnosed with a right hand contusion with a fourth metacarpal fracture."
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: hand) == ["wrist/hand"])
    }

    static let eye = "The injured worker is a 46 year old female ophthalmic assistant at an eye clinic who reported a "
        + "cumulative trauma injury through 02/28/2019. Her job required her to bend over slit lamps and other diagnostic "
        + "instruments for most of each shift. She developed neck pain with tingling that travels into the left arm. She is "
        + "treated for cervical strain and cervical radiculitis. On 06/12/2019 she reported neck pain of 6/10."

    @Test func aWorkplaceNamedForAPartIsNoPart() {
        #expect(Self.inferred("Gabapentin 300mg #90", summary: Self.eye) == ["cervical spine"])
        let center = Self.eye.replacingOccurrences(of: "at an eye clinic", with: "at an eye surgery center")
        #expect(Self.inferred("Naproxen 550mg #60", summary: center) == ["cervical spine"])
        let hospital = Self.eye.replacingOccurrences(of: "at an eye clinic", with: "at a university eye hospital")
        #expect(Self.inferred("Follow-up visit", summary: hospital) == ["cervical spine"])
    }

    @Test func nearMissesAnEyeHurtStaysBesideTheWorkplace() {
        // An eye hurt at the clinic: the head is a part beside the neck, the letter points to two.
        let hurt = Self.eye.replacingOccurrences(of: "is treated for cervical strain",
                                                 with: "is treated for a corneal abrasion of the right eye and cervical strain")
        #expect(Self.inferred("Naproxen 550mg #60", summary: hurt).isEmpty)
        // An eye injury alone, the claimant working at an eye clinic: the head.
        let eyeAlone = "The injured worker is a 30 year old female technician at an eye clinic who was splashed in the left "
            + "eye with a cleaning solution on 05/05/2020. She was diagnosed with a chemical burn of the left eye."
        #expect(Self.inferred("Artificial tears", summary: eyeAlone) == ["head"])
    }
}
