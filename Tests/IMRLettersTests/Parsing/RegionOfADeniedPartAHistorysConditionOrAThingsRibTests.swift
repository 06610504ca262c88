import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the forty-seventh round of the regions read (docs/treatment-identity.md, "Regions"): a part claimed and then
/// denied in the same sentence's "but" clause ("He also claimed a right shoulder injury, but the carrier denied the
/// shoulder") is no part of the letter, as a part denied in a sentence of its own is not; a condition told in the patient's
/// history as a list ("His history includes hypertension and type 2 diabetes") is no claim a request may be for, as one
/// told after "a history of" is not; a thing's rib ("bending a rib on a hot iron" at a violin maker's, a boat's hull ribs)
/// is no rib of the worker's, as a ladder's leg is no leg. Near misses keep what they name. Wordings written for these
/// tests.
@Suite struct RegionOfADeniedPartAHistorysConditionOrAThingsRibTests {
    /// The regions imr ends with for `treatment`: named by the request or inferred from its letter.
    static func regions(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.item(treatment, citations: citations, summary: summary).bodyRegions
    }

    static let concussion = "This 39 year old male roofer fell from a low roof on 02/14/2022 and struck his forehead on a "
        + "concrete step. He was diagnosed with a concussion and post-concussive headaches."

    @Test func aPartClaimedThenDeniedInTheButClauseIsNoPart() {
        #expect(Self.regions("Fioricet #30", summary: Self.concussion
            + " He also claimed a right shoulder injury, but the carrier denied the shoulder after an evaluation found rotator "
            + "cuff wear from years of roofing. He reports headaches three days a week. The physician requested Fioricet.")
                == ["head"])
        #expect(Self.regions("Butalbital/APAP/caffeine 50/325/40mg #20", summary: Self.concussion
            + " He later claimed an injury to his low back from the same fall, but the claims administrator denied the lumbar "
            + "claim. He reports daily headaches. The physician requested butalbital.") == ["head"])
    }

    @Test func aPartKeptBesideADenialOfAnotherOrOfARequest() {
        // Near misses: the "but" clause denies another part, or the review denies a request, or no one denies.
        #expect(Self.regions("Fioricet #30", summary: Self.concussion
            + " He also injured his right shoulder, but the carrier denied the neck. He reports headaches and shoulder pain. "
            + "The physician requested Fioricet.").isEmpty)
        #expect(Self.regions("Fioricet #30", summary: Self.concussion
            + " He also claimed a right shoulder injury, but utilization review denied the shoulder MRI request. He reports "
            + "headaches and shoulder pain. The physician requested Fioricet.").isEmpty)
        #expect(Self.regions("Fioricet #30", summary: Self.concussion
            + " He also claimed a right shoulder injury, which is still under investigation. The physician requested Fioricet.")
                .isEmpty)
    }

    static let ankle = "This 58 year old female warehouse picker sustained a right trimalleolar ankle fracture on 07/07/2020 "
        + "when a pallet rolled onto her foot, treated with open reduction and internal fixation."

    @Test func aConditionListedInTheHistoryIsNoClaim() {
        #expect(Self.regions("Apixaban 2.5mg #30", summary: Self.ankle
            + " Her history includes hypertension and type 2 diabetes, both managed by her primary physician. She is non-weight "
            + "bearing in a boot. The surgeon requested apixaban after the operation.") == ["ankle/foot"])
        #expect(Self.regions("Laboratory testing: CBC and CMP", summary: Self.ankle
            + " Her past history is significant for hypertension. She walks with a boot. The surgeon requested laboratory "
            + "testing.") == ["ankle/foot"])
    }

    @Test func aConditionOfTheClaimOrOfNowStaysOne() {
        // Near misses: a condition claimed, or told as hers now, is something else the request could be for.
        #expect(Self.regions("Apixaban 2.5mg #30", summary: Self.ankle
            + " She also has atrial fibrillation managed by her cardiologist. The surgeon requested apixaban.").isEmpty)
        #expect(Self.regions("Laboratory testing: CBC and CMP", summary: Self.ankle
            + " She has since claimed hypertension as a compensable consequence. The surgeon requested laboratory testing.")
                .isEmpty)
    }

    @Test func aThingsRibIsNoRib() {
        #expect(Self.regions("Meloxicam 15mg #30", summary: "This 44 year old male luthier at a guitar workshop was bending a "
            + "guitar rib over a hot pipe on 10/02/2023 when the workpiece split and his left hand was driven into the pipe. An MRI "
            + "showed a left wrist ligament tear. He reports wrist pain of 6/10. The physician requested meloxicam.") == ["wrist/hand"])
        #expect(Self.regions("Physical therapy 8 visits", summary: "This 51 year old male boat builder was clamping a hull rib "
            + "overhead on 05/19/2022 when he felt a pop in his right shoulder. An MRI showed a right rotator cuff tear. The "
            + "physician requested physical therapy.") == ["shoulder"])
    }

    @Test func aWorkersRibStaysHis() {
        // Near misses: the worker's own rib beside another part points to two.
        #expect(Self.regions("Meloxicam 15mg #30", summary: "This 44 year old male luthier injured his left wrist and fractured "
            + "a left rib on 10/02/2023 when he fell from a stepladder. The physician requested meloxicam.").isEmpty)
        #expect(Self.regions("Meloxicam 15mg #30", summary: "This 44 year old male luthier fell on 10/02/2023 while bending "
            + "over a workbench. He was diagnosed with a left wrist sprain and a left rib contusion. The physician requested "
            + "meloxicam.").isEmpty)
    }
}
