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

    @Test func diabetesIsNoConditionAnAntibioticIsFor() {
        // Diabetes names another condition (a drug of the blood sugar may be for it), but no antibiotic is given for it: a
        // cellulitis of the injured foot is the foot's.
        let foot = "This 55 year old dishwasher dropped a crate on his left foot on 03/03/2023; the abrasion became a "
            + "cellulitis of the dorsum of the foot. He also has type 2 diabetes managed by his physician."
        #expect(Self.inferred("Doxycycline 100mg #20", summary: foot) == ["ankle/foot"])
        #expect(Self.inferred("Metformin 500mg #60", summary: foot).isEmpty)
    }
}

/// Landing on the back is how a fall was broken, not what it hurt: the diagnosis tells the part of the back it hurt
/// (the twenty-first round's sweeps). Wordings written for these tests.
@Suite struct RegionOfAFallOntoTheBackTests {
    @Test func aFallOntoTheBackIsNotTheLowBack() {
        let midBack = "The injured worker is a 33 year old roofer who fell from a ladder onto his back on 05/05/2020, "
            + "sustaining a T11 compression fracture. He reports mid back pain with lifting."
        #expect(RegionInferenceTests.inferred("Naproxen 500mg #60", summary: midBack) == ["thoracic spine"])
        // Near misses: the low back named in its own words stays beside the mid back; a fall onto the back with a low
        // back's diagnosis is the low back's.
        let both = midBack.replacingOccurrences(of: "sustaining a T11 compression fracture", with: "sustaining a T11 compression fracture and a lumbar strain")
        #expect(RegionInferenceTests.inferred("Naproxen 500mg #60", summary: both).isEmpty)
        let low = "The injured worker is a 41 year old nurse who slipped and landed on her back on 02/02/2021. The diagnosis "
            + "is lumbar sprain/strain."
        #expect(RegionInferenceTests.inferred("Naproxen 500mg #60", summary: low) == ["lumbar spine"])
    }
}

/// The twenty-first round's narrower reading of an item for a claim of the mind beside one injured part: a drug or therapy
/// of the mind that its decision judges by the chronic pain guideline alone, in a letter that tells the mind's condition as
/// the injury's or its pain's consequence, takes the pain's part. Wordings written for these tests.
@Suite struct RegionOfTheMindAsTheInjurysConsequenceTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let painSSRIs = "MTUS Chronic Pain Medical Treatment Guidelines, SSRIs (selective serotonin reuptake inhibitors) Page(s): 107"
    static let painBehavioural = "MTUS ACOEM Chronic Pain Guideline (2017), Section(s): Cognitive Behavioral Therapy"
    static let mentalIllness = "Non-MTUS Official Disability Guidelines (ODG), Mental Illness & Stress Chapter, Antidepressants for treatment of MDD"

    static let consequence = "This 52 year old warehouse picker injured his low back lifting a case of water on 08/08/2019. He "
        + "developed depressed mood secondary to the chronic pain and loss of work. The diagnoses are lumbar disc protrusion "
        + "at L4-5 and major depressive disorder. He has had therapy, acupuncture and naproxen."

    @Test func aDrugOrTherapyOfTheMindJudgedByThePainGuidelineTakesThePainsPart() {
        #expect(Self.inferred("Sertraline 50mg #30", citations: [Self.painSSRIs], summary: Self.consequence) == ["lumbar spine"])
        #expect(Self.inferred("Psychotherapy x 6 sessions", citations: [Self.painBehavioural], summary: Self.consequence) == ["lumbar spine"])
        let attributed = "This 38 year old dispatcher developed right shoulder pain from reaching overhead, cumulative through "
            + "2020. She reports anxiety, which her physician attributes to the ongoing pain. The diagnosis is right shoulder "
            + "impingement."
        #expect(Self.inferred("Lorazepam 0.5mg #30", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Benzodiazepines, page 24"],
                               summary: attributed) == ["shoulder"])
    }

    @Test func theMindsConditionNotToldAsTheInjurysOrAGuidelineOfTheMindLeavesItNone() {
        // Near misses: a claim of the mind from something else; the guideline of the mind cited; no citation; an
        // evaluation, not a treatment; two parts.
        let apart = Self.consequence.replacingOccurrences(of: "He developed depressed mood secondary to the chronic pain and loss of work.",
                                                         with: "He later filed a claim for depression after a dispute with a supervisor.")
        #expect(Self.inferred("Sertraline 50mg #30", citations: [Self.painSSRIs], summary: apart).isEmpty)
        let otherCause = Self.consequence.replacingOccurrences(of: "secondary to the chronic pain and loss of work",
                                                              with: "secondary to harassment by a coworker")
        #expect(Self.inferred("Sertraline 50mg #30", citations: [Self.painSSRIs], summary: otherCause).isEmpty)
        #expect(Self.inferred("Sertraline 50mg #30", citations: [Self.mentalIllness], summary: Self.consequence).isEmpty)
        #expect(Self.inferred("Sertraline 50mg #30", summary: Self.consequence).isEmpty)
        #expect(Self.inferred("Psychological evaluation", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Psychological evaluations, pages 100-101"],
                               summary: Self.consequence).isEmpty)
        let two = Self.consequence.replacingOccurrences(of: "injured his low back", with: "injured his low back and right knee")
            .replacingOccurrences(of: "at L4-5 and", with: "at L4-5, right knee meniscal tear and")
        #expect(Self.inferred("Sertraline 50mg #30", citations: [Self.painSSRIs], summary: two).isEmpty)
    }
}

/// A part said to be over leaves the parts a summary names anywhere too, where no sentence marks a diagnosis, an injury or an
/// operation (the twenty-first round's sweeps). Wordings written for these tests.
@Suite struct RegionOfAPartOverInAnUnmarkedSummaryTests {
    @Test func aPartSaidToBeOverLeavesThePartsNamedAnywhere() {
        let healed = "This 40 year old lineman was thrown from a bucket truck on 03/03/2022, with a concussion and a left "
            + "wrist contusion. The wrist contusion has since healed. He reports daily headaches and dizziness."
        #expect(RegionInferenceTests.inferred("Office visit", summary: healed) == ["head"])
        let resolved = "This 40 year old lineman was thrown from a bucket truck on 03/03/2022, bruising his neck and left knee. "
            + "The knee pain has resolved. He reports neck stiffness."
        #expect(RegionInferenceTests.inferred("Naproxen 500mg #60", summary: resolved) == ["cervical spine"])
        // Near misses: nothing over, two parts stay; both said over, both stay (the letter still points to two).
        let both = healed.replacingOccurrences(of: " The wrist contusion has since healed.", with: "")
        #expect(RegionInferenceTests.inferred("Office visit", summary: both).isEmpty)
        let allOver = resolved.replacingOccurrences(of: "The knee pain has resolved. He reports neck stiffness.",
                                                    with: "The knee pain and the neck pain have resolved.")
        #expect(RegionInferenceTests.inferred("Naproxen 500mg #60", summary: allOver).isEmpty)
    }
}
