import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-eighth round of the regions read (docs/treatment-identity.md, "Regions"): a part claimed besides the
/// injury told as a claim filed or added for it ("a claim for the left knee was filed in 2021 and is pending", "she added
/// a claim for right elbow pain") is the letter's part too, as one told a compensable consequence is; a claim filed for a
/// condition of no part, or one denied, adds none. And beside broken teeth, a head only thrown back or forward by the blow
/// ("the impact snapped her head back") is no head hurt: the teeth alone leave the other part. Wordings written for these
/// tests.
@Suite struct RegionOfAClaimFiledOrAHeadThrownBackTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let filed = "This 47 year old warehouse picker injured her low back on 03/09/2020 lifting a case of bottled water. "
        + "She is treated for lumbar disc protrusion at L4-5. Since then she has favored her left leg, and a claim for the "
        + "left knee was filed in 06/2021 and remains pending. On 09/14/2021 she rated back pain 6/10 and knee pain 4/10."

    @Test func aPartClaimedInAClaimFiledOrAddedIsTheLettersToo() {
        // Two parts: a drug for the injury's pain points to both, and stays unknown.
        #expect(Self.inferred("Naproxen 550mg #60", summary: Self.filed).isEmpty)
        let added = "This 38 year old meat cutter developed numbness in both hands from years of boning. He is treated for "
            + "bilateral carpal tunnel syndrome. In 2019 he added a claim for right elbow pain that began with a new knife. "
            + "He rates hand pain 5/10."
        #expect(Self.inferred("Diclofenac 75mg #60", summary: added).isEmpty)
        let passive = "This 55 year old bus driver injured his neck in a rear-end collision on 01/22/2018. He is treated for "
            + "cervical strain with spondylosis. A claim of the right shoulder has been added after he developed pain reaching "
            + "for the fare box."
        #expect(Self.inferred("Cyclobenzaprine 7.5mg #60", summary: passive).isEmpty)
    }

    @Test func nearMissesAClaimOfNoPartOrDeniedLeavesTheOnePart() {
        // A claim filed for a condition of no part: the low back alone.
        let mind = Self.filed.replacingOccurrences(of: "a claim for the left knee", with: "a claim for anxiety")
        #expect(Self.inferred("Naproxen 550mg #60", summary: mind) == ["lumbar spine"])
        // The knee's claim filed and denied: no part of the letter.
        let denied = Self.filed.replacingOccurrences(of: "and remains pending", with: "and was denied")
        #expect(Self.inferred("Naproxen 550mg #60", summary: denied) == ["lumbar spine"])
        // The opening's own claim ("has filed a claim for low back pain reportedly associated with") names the injury's part.
        let opening = "The applicant is a 44-year-old male who has filed a claim for low back pain reportedly associated with "
            + "an industrial injury of May 2, 2016. He is treated for lumbar strain."
        #expect(Self.inferred("Naproxen 550mg #60", summary: opening) == ["lumbar spine"])
    }

    static let teeth = "This 26 year old bartender was struck in the mouth by a swinging cooler door on 08/03/2017, and the impact "
        + "snapped her head back. She chipped a lower incisor and has been treated for cervical sprain. On 11/20/2017 she "
        + "reported neck pain 5/10 with turning."

    @Test func besideTheTeethAHeadThrownByTheBlowIsNoHead() {
        #expect(Self.inferred("Naproxen 550mg #60", summary: Self.teeth) == ["cervical spine"])
        let forward = Self.teeth.replacingOccurrences(of: "snapped her head back", with: "threw her head forward")
        #expect(Self.inferred("Naproxen 550mg #60", summary: forward) == ["cervical spine"])
    }

    @Test func nearMissesAHeadHurtStaysBesideTheTeeth() {
        // The head struck, or a concussion told: the head is a part, the letter points to two.
        let struck = Self.teeth.replacingOccurrences(of: "snapped her head back", with: "struck her head on the bar")
        #expect(Self.inferred("Naproxen 550mg #60", summary: struck).isEmpty)
        let concussed = Self.teeth.replacingOccurrences(of: "has been treated for cervical sprain",
                                                        with: "has been treated for cervical sprain and a concussion")
        #expect(Self.inferred("Naproxen 550mg #60", summary: concussed).isEmpty)
        // The back of the head cut: a head hurt, whatever word follows it.
        let backOfHead = Self.teeth.replacingOccurrences(of: "snapped her head back", with: "cut the back of her head")
        #expect(Self.inferred("Naproxen 550mg #60", summary: backOfHead).isEmpty)
    }
}
