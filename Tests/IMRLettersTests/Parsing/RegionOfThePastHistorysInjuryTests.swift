import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the forty-sixth round of the regions read (docs/treatment-identity.md, "Regions"): an injury, a diagnosis or an
/// operation told in the patient's past history ("Her past medical history is significant for a right ankle sprain in
/// college after a basketball injury") marks no injured part beside the claim's: a part named only in the history is no
/// part. The claim told as a history ("a history of an industrial injury to the low back", "a history of an occupational
/// claim"), a prior condition the injury aggravated, and a history's word before another statement ("a history of
/// diabetes who sustained a shoulder injury") stay the claim's. Wordings written for these tests.
@Suite struct RegionOfThePastHistorysInjuryTests {
    /// The regions imr ends with for `treatment`: named by the request or inferred from its letter.
    static func regions(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.item(treatment, citations: citations, summary: summary).bodyRegions
    }

    static let wristClaim = "This 47 year old female cannery line worker sustained an industrial injury on 04/09/2021 when her "
        + "right hand was caught in a conveyor roller, fracturing the right distal radius."

    @Test func anInjuryToldInThePastHistoryIsNoPart() {
        #expect(Self.regions("Tramadol 50mg #60", summary: Self.wristClaim
            + " Her past medical history is significant for a left ankle sprain in 2011 after a college basketball injury, with "
            + "no ankle complaints since. She reports wrist pain of 7/10. The physician requested tramadol.") == ["wrist/hand"])
        #expect(Self.regions("Ibuprofen 800mg #90", summary: Self.wristClaim
            + " Her history includes a right knee injury in high school treated with a brace. She was placed in a cast. The "
            + "physician requested ibuprofen.") == ["wrist/hand"])
        #expect(Self.regions("Follow-up visit", summary: Self.wristClaim
            + " She has a remote history of a low back injury from a car accident in 2009 that resolved. The physician requested a "
            + "follow-up visit.") == ["wrist/hand"])
    }

    @Test func theClaimToldAsAHistoryStaysTheClaims() {
        // Near misses: the claim itself told as a history names its part.
        #expect(Self.regions("Naproxen 550mg #60",
                             summary: "This 52 year old male tire installer has a history of an industrial injury to the low back on "
                                + "03/03/2019 while lifting a truck tire. He reports back pain of 6/10. The physician requested naproxen.")
                == ["lumbar spine"])
        #expect(Self.regions("Naproxen 550mg #60",
                             summary: "This 52 year old male tire installer with a history of hypertension sustained a right shoulder "
                                + "injury on 03/03/2019 while lifting a truck tire. He reports shoulder pain of 6/10. The physician "
                                + "requested naproxen.") == ["shoulder"])
        // A history's injury beside the claim's part when it is the claim's too: two parts, none.
        #expect(Self.regions("Naproxen 550mg #60", summary: Self.wristClaim
            + " Her history includes a left knee injury at work in 2019 under the same claim. She reports wrist and knee pain. "
            + "The physician requested naproxen.").isEmpty)
    }
}
