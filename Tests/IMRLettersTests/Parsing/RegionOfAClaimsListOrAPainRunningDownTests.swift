import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the fortieth round of the regions read (docs/treatment-identity.md, "Regions"): a sentence that lists the claim's
/// parts ("His claim covers the right wrist and the low back", "Her claim is for the neck and both upper extremities", "The
/// claim includes ...") names each of them as the letter's, as a cumulative trauma claim's list does, a limb beside a spine
/// too; and a spine's pain told "running down" or "travelling down" a limb to a part of it reaches that part, no part of its
/// own, as one "radiating" does. Wordings written for these tests.
@Suite struct RegionOfAClaimsListOrAPainRunningDownTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let fall = "The injured worker is a 44 year old male glazier who stepped off a scaffold plank on 03/09/2019 and "
        + "landed on his outstretched right hand. He sustained a distal radius fracture of the right wrist, treated with a "
        + "volar plate on 03/14/2019. He has had aching in the low back since the fall. His claim covers the right wrist and "
        + "the low back. On 08/20/2019 he reported wrist stiffness and low back pain of 4/10."

    @Test func aClaimsListNamesEachPart() {
        // The injury's sentence names the wrist alone; the claim's list adds the low back: two parts, none.
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: Self.fall).isEmpty)
        let isFor = Self.fall.replacingOccurrences(of: "His claim covers", with: "His claim is for")
        #expect(Self.inferred("Home health care 4 hours a day", summary: isFor).isEmpty)
        let includes = Self.fall.replacingOccurrences(of: "His claim covers", with: "The claim includes")
        #expect(Self.inferred("Tramadol 50mg #60", summary: includes).isEmpty)
        // A neck diagnosed beside a limb's own diagnosis, the claim listing both: the limb is claimed, no course of the
        // neck's pain.
        let arms = "The injured worker is a 41 year old female sorter at a parcel hub with cumulative trauma through "
            + "05/31/2021 from lifting and scanning parcels overhead. Her claim is for the neck and both upper extremities. "
            + "Diagnoses include cervical strain and bilateral upper extremity repetitive strain. On 09/14/2021 she reported "
            + "neck pain of 5/10 and aching in both forearms."
        #expect(Self.inferred("Ergonomic workstation evaluation", summary: arms).isEmpty)
    }

    @Test func nearMissesAClaimsListOfTheOnePartOrDenied() {
        // The claim's list names only the injured part: that part.
        let one = Self.fall.replacingOccurrences(of: "His claim covers the right wrist and the low back.", with: "His claim covers the right wrist.")
            .replacingOccurrences(of: " and low back pain of 4/10", with: "")
            .replacingOccurrences(of: "He has had aching in the low back since the fall. ", with: "")
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: one) == ["wrist/hand"])
        // A claim for the low back said denied in its clause adds nothing.
        let denied = Self.fall.replacingOccurrences(of: "His claim covers the right wrist and the low back.",
                                                    with: "His claim for the low back was denied.")
            .replacingOccurrences(of: " and low back pain of 4/10", with: "")
            .replacingOccurrences(of: "He has had aching in the low back since the fall. ", with: "")
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: denied) == ["wrist/hand"])
    }

    static let back = "The injured worker is a 51 year old female produce clerk who slipped on a wet floor on 01/12/2018. She is "
        + "treated for a lumbar strain and an L5-S1 disc protrusion with left S1 radiculopathy, with low back pain running "
        + "down the back of the left leg to the heel. On 05/02/2018 the straight leg raise was positive on the left."

    @Test func aPainRunningDownALimbReachesNoPartOfItsOwn() {
        #expect(Self.inferred("Follow-up visit in 6 weeks", summary: Self.back) == ["lumbar spine"])
        let travels = Self.back.replacingOccurrences(of: "low back pain running down the back of the left leg to the heel",
                                                     with: "low back pain that travels down the left leg into the foot")
        #expect(Self.inferred("Naproxen 550mg #60", summary: travels) == ["lumbar spine"])
        let neck = "The injured worker is a 38 year old male line cook who strained his neck lifting a stock pot on 06/03/2020. "
            + "He is diagnosed with cervical strain and C6 radiculopathy, with pain travelling down the right arm into the thumb."
        #expect(Self.inferred("Gabapentin 300mg #90", summary: neck) == ["cervical spine"])
    }

    @Test func nearMissesAPartHurtBesideTheBack() {
        // A heel injured in its own clause, or a worker who ran into a cart and hurt a knee: parts of their own.
        let heel = Self.back.replacingOccurrences(of: "to the heel.", with: "to the heel; she also has a left heel contusion.")
        #expect(Self.inferred("Follow-up visit in 6 weeks", summary: heel).isEmpty)
        let ran = "The injured worker is a 29 year old male stock clerk who ran into a pallet jack on 02/14/2019. He is treated "
            + "for a lumbar strain and a right knee contusion, and low back pain running into the right knee."
        #expect(Self.inferred("Ibuprofen 800mg #60", summary: ran).isEmpty)
    }
}
