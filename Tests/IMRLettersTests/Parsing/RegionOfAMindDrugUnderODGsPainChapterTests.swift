import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the twenty-seventh round of the regions read (docs/treatment-identity.md, "Regions"): ODG prints its pain
/// chapter as "Pain (Chronic)" or "Pain Chapter", not as the MTUS's "Chronic Pain": a drug of the mind or sleep judged by
/// that chapter alone, in a letter that tells the mind's or sleep's condition as the pain's, takes the pain's part, as one
/// judged by the MTUS's chronic pain guideline already did (the twenty-first round). Wordings written for these tests.
@Suite struct RegionOfAMindDrugUnderODGsPainChapterTests {
    static let back = "The injured worker is a 47 year old forklift driver at a frozen food warehouse who twisted while "
        + "unloading a pallet on 04/02/2020 and felt pain in the low back. Diagnoses are lumbar sprain and L4-5 disc protrusion. "
        + "He has also claimed sleep disturbance secondary to the back pain. He has had therapy, naproxen and a home exercise "
        + "program. He sleeps about four hours a night."

    @Test func aSleepDrugUnderODGsPainChapterTakesThePainsPart() {
        for citation in ["Official Disability Guidelines (ODG), Pain (Chronic), Zolpidem (Ambien)",
                         "Non-MTUS: ODG Pain Chapter, Insomnia treatment",
                         "ODG, Pain (Chronic) Chapter, Insomnia treatment"] {
            #expect(RegionInferenceTests.inferred("Zolpidem 10mg #30", citations: [citation], summary: Self.back) == ["lumbar spine"],
                    "\(citation)")
        }
        #expect(RegionInferenceTests.inferred("Trazodone 50mg #30", citations: ["ODG, Pain (Chronic), Insomnia treatment"],
                                              summary: Self.back) == ["lumbar spine"])
    }

    @Test func aSleepStudyUnderThePainGuidelineTakesThePainsPart() {
        for citation in ["Official Disability Guidelines (ODG), Pain (Chronic), Polysomnography",
                         "Non-MTUS: ODG Pain Chapter, Polysomnography"] {
            #expect(RegionInferenceTests.inferred("Polysomnogram", citations: [citation], summary: Self.back) == ["lumbar spine"],
                    "\(citation)")
        }
        // Near misses: judged by the chapter of the mind, or with sleep told as no consequence of the pain, or in a letter of
        // two parts: none.
        #expect(RegionInferenceTests.inferred("Sleep study", citations: ["ODG, Mental Illness & Stress, Polysomnography"],
                                              summary: Self.back).isEmpty)
        let own = Self.back.replacingOccurrences(of: "He has also claimed sleep disturbance secondary to the back pain.",
                                                 with: "He also reports loud snoring, and his wife has seen him stop breathing at night.")
        #expect(RegionInferenceTests.inferred("Sleep study", citations: ["ODG, Pain (Chronic), Polysomnography"], summary: own).isEmpty)
        let two = Self.back.replacingOccurrences(of: "felt pain in the low back", with: "felt pain in the low back and the right shoulder")
            .replacingOccurrences(of: "Diagnoses are lumbar sprain", with: "Diagnoses are right shoulder strain, lumbar sprain")
        #expect(RegionInferenceTests.inferred("Sleep study", citations: ["ODG, Pain (Chronic), Polysomnography"], summary: two).isEmpty)
    }

    @Test func consequencesOfTheInjuryInThePluralTellTheMindAsTheInjurys() {
        let knee = "The injured worker is a 53 year old produce clerk who slipped on a grape on 10/02/2019 and tore the medial "
            + "meniscus of the left knee, repaired arthroscopically in 2020. She has since claimed anxiety and insomnia as "
            + "consequences of the injury. She sleeps poorly and walks with a limp."
        #expect(RegionInferenceTests.inferred("Polysomnography", citations: ["ODG, Pain (Chronic), Polysomnography"], summary: knee)
                == ["knee"])
        #expect(RegionInferenceTests.inferred("Zolpidem 5mg #30", citations: ["ODG, Pain (Chronic), Zolpidem (Ambien)"], summary: knee)
                == ["knee"])
        // Near miss: consequences of something other than the injury or its pain.
        let divorce = knee.replacingOccurrences(of: "consequences of the injury", with: "consequences of a divorce")
        #expect(RegionInferenceTests.inferred("Zolpidem 5mg #30", citations: ["ODG, Pain (Chronic), Zolpidem (Ambien)"],
                                              summary: divorce).isEmpty)
    }

    @Test func nearMissesKeepNone() {
        // Judged by ODG's chapter of the mind, or by the pain chapter and the mind's together: for either, none.
        #expect(RegionInferenceTests.inferred("Zolpidem 10mg #30", citations: ["ODG, Mental Illness & Stress, Insomnia treatment"],
                                              summary: Self.back).isEmpty)
        #expect(RegionInferenceTests.inferred("Zolpidem 10mg #30", citations: ["ODG, Pain (Chronic), Insomnia treatment",
                                                                               "ODG, Mental Illness & Stress, Insomnia"],
                                              summary: Self.back).isEmpty)
        // Sleep told as a condition of its own, not the pain's: none.
        let own = Self.back.replacingOccurrences(of: "He has also claimed sleep disturbance secondary to the back pain.",
                                                 with: "He has also claimed insomnia, which he attributes to a night shift schedule.")
        #expect(RegionInferenceTests.inferred("Zolpidem 10mg #30", citations: ["ODG, Pain (Chronic), Insomnia treatment"],
                                              summary: own).isEmpty)
        // With no citation, nothing judged the drug as the pain's: none, as before.
        #expect(RegionInferenceTests.inferred("Zolpidem 10mg #30", citations: [], summary: Self.back).isEmpty)
    }
}
