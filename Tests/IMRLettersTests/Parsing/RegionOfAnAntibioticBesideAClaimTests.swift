import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the twenty-first round of the regions read (docs/treatment-identity.md, "Regions"): an anti-infective beside a
/// claim of the mind, sleep or blood pressure is for the injury's wound, no drug of those; beside a condition of an organ
/// an infection may take, it may be for either. Wordings written for these tests.
@Suite struct RegionOfAnAntibioticBesideAClaimTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    @Test func anAntibioticTakesTheInjuredPartBesideAClaimOfTheMindOrSleep() {
        let mind = "This 31 year old kennel attendant was bitten on the left forearm and hand by a dog on 07/07/2022. The "
            + "bite wounds were irrigated and became infected. She has since had flashbacks and avoids dogs, and a claim "
            + "for anxiety has been filed. The hand wounds have closed with some residual swelling."
        #expect(Self.inferred("Cephalexin 500mg #28", summary: mind) == ["wrist/hand"])
        #expect(Self.inferred("Doxycycline 100mg #20", summary: mind) == ["wrist/hand"])
        let sleep = "This 44 year old welder burned his right foot when molten slag entered his boot on 01/12/2021. The burn "
            + "was debrided and a skin graft placed; a graft site infection followed. He reports insomnia from the pain."
        #expect(Self.inferred("Mupirocin ointment", summary: sleep) == ["ankle/foot"])
        // Near misses: a drug of the mind beside the same claim still takes none; an organ an infection may take (a kidney
        // named beside the wound) leaves the antibiotic to either; two injured parts stay two.
        #expect(Self.inferred("Sertraline 50mg #30", summary: mind).isEmpty)
        let kidney = mind.replacingOccurrences(of: "a claim for anxiety has been filed", with: "she was treated for a kidney infection in May")
        #expect(Self.inferred("Cephalexin 500mg #28", summary: kidney).isEmpty)
        let two = "This 31 year old kennel attendant was bitten on the left hand and the right knee by a dog on 07/07/2022. "
            + "Both wounds became infected. She reports anxiety around dogs."
        #expect(Self.inferred("Cephalexin 500mg #28", summary: two).isEmpty)
    }
}
