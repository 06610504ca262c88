import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the twenty-second round of the regions read (docs/treatment-identity.md, "Regions"): a gait aid serves the pelvis
/// whose bones bear the weight, a general surgeon is no specialist of one part, and biofeedback judged by the pain guideline
/// is a therapy of the mind's hold on the pain, beside a mind told as "arising from" the injury too. Wordings written for
/// these tests.
@Suite struct RegionOfAGaitAidASurgeonOrBiofeedbackTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    @Test func aGaitAidServesThePelvisBesideAnotherPartOfTheLeg() {
        // A pelvic fracture bearing weight beside an ankle's: the walker may be for either, the letter points to two.
        let two = "This 52 year old warehouse picker fell from a mezzanine on 02/14/2021 and fractured the left inferior pubic "
            + "ramus and the left distal fibula. The fibula was plated; the pelvis was treated with toe-touch weight bearing."
        #expect(Self.inferred("Rolling walker", citations: ["ODG, Walking aids (canes, crutches, braces, orthoses, & walkers)"], summary: two).isEmpty)
        #expect(Self.inferred("Single point cane", summary: two).isEmpty)
        // Near misses: the pelvis alone is the walker's; the ankle beside a neck (a part no gait aid serves) is the ankle's.
        let pelvis = "This 52 year old warehouse picker fell from a mezzanine on 02/14/2021 and fractured the left inferior pubic "
            + "ramus, treated with toe-touch weight bearing."
        #expect(Self.inferred("Rolling walker", summary: pelvis) == ["pelvis"])
        let neck = "This 52 year old warehouse picker fell from a mezzanine on 02/14/2021, fracturing the left distal fibula "
            + "and straining his neck."
        #expect(Self.inferred("Rolling walker", summary: neck) == ["ankle/foot"])
    }

    /// "Toe-touch weight bearing" is how much weight a healing bone may take, not the toe (a sweep of the round's own).
    @Test func toeTouchWeightBearingNamesNoToe() {
        let hip = "She slipped on ice on 01/09/2022 and sustained a right femoral neck fracture treated with pinning, "
            + "followed by toe-touch weight bearing for six weeks."
        #expect(Self.inferred("Physical therapy 2x6", summary: hip) == ["hip"])
        // Near miss: a toe hurt in the same fall is the foot's, beside the hip: two.
        let toe = hip.replacingOccurrences(of: "followed by toe-touch weight bearing for six weeks", with: "and a fracture of the right great toe")
        #expect(Self.inferred("Physical therapy 2x6", summary: toe).isEmpty)
    }

    /// The thigh's bone named by its shaft is the hip's, as "femur" and "thigh" are (a sweep of the round's own).
    @Test func aFemoralShaftIsTheHips() {
        let shaft = "The injured worker is a 29 year old male lineman with a right femoral shaft fracture treated with an "
            + "intramedullary rod after a fall from a pole on 04/04/2021."
        #expect(Self.inferred("Physical therapy 2x6", summary: shaft) == ["hip"])
        #expect(Self.inferred("Crutches", summary: shaft) == ["hip"])
        // Near misses: the femur's end at the knee stays the knee's; "patellofemoral" is the knee's.
        #expect(Self.inferred("Physical therapy 2x6", summary: "She was diagnosed with a lateral femoral condyle bone bruise of the left knee.") == ["knee"])
        #expect(Self.inferred("Physical therapy 2x6", summary: "He was diagnosed with patellofemoral pain syndrome.") == ["knee"])
    }

    /// A part whose claim was "disallowed", or whose symptoms "have abated", is no longer the letter's beside one that stays
    /// (a sweep of the round's own).
    @Test func aPartDisallowedOrAbatedDoesNotCount() {
        let two = "This 36 year old stocker hurt her left wrist and her low back lifting a case of bottled water on 09/19/2020. "
            + "She is diagnosed with a left wrist sprain and lumbar strain. "
        #expect(Self.inferred("Physical therapy 2x4", summary: two + "The low back claim was disallowed by the carrier.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy 2x4", summary: two + "Her low back symptoms have since abated.") == ["wrist/hand"])
        // Near misses: a request disallowed speaks of no part; a pain that abates with rest still counts.
        #expect(Self.inferred("Physical therapy 2x4", summary: two + "The request for a lumbar MRI was disallowed.").isEmpty)
        #expect(Self.inferred("Physical therapy 2x4", summary: two + "Her low back pain abates with rest.").isEmpty)
    }

    @Test func aGeneralSurgeonIsNoSpecialistOfOnePart() {
        let two = "This 45 year old furniture mover felt a burning in the left groin while carrying a dresser on 06/06/2019 and "
            + "strained his low back. He is diagnosed with a left inguinal hernia and lumbar sprain."
        #expect(Self.inferred("General surgery consultation", summary: two).isEmpty)
        // Near misses: the hernia alone is the abdomen's; a podiatrist is still seen for the foot beside a back.
        let hernia = "This 45 year old furniture mover felt a burning in the left groin while carrying a dresser on 06/06/2019. "
            + "He is diagnosed with a left inguinal hernia."
        #expect(Self.inferred("General surgery consultation", summary: hernia) == ["abdomen"])
        let foot = "This 45 year old furniture mover dropped a dresser on his right foot on 06/06/2019 and strained his low "
            + "back. He is diagnosed with a fractured fifth metatarsal and lumbar sprain."
        #expect(Self.inferred("Podiatry consultation", summary: foot) == ["ankle/foot"])
    }

    @Test func biofeedbackJudgedByThePainGuidelineTakesThePainsPart() {
        let pain = ["MTUS Chronic Pain Medical Treatment Guidelines, Biofeedback, page 24"]
        let arising = "This 38 year old bank teller injured her left shoulder on 09/09/2020 lifting a coin bag. She later filed "
            + "a claim for depression arising from the injury and from the loss of her position. Diagnoses are left shoulder "
            + "impingement and major depressive disorder."
        #expect(Self.inferred("Biofeedback 6 sessions", citations: pain, summary: arising) == ["shoulder"])
        let caused = arising.replacingOccurrences(of: "arising from the injury and from the loss of her position",
                                                  with: "caused by the shoulder pain")
        #expect(Self.inferred("Biofeedback 6 sessions", citations: pain, summary: caused) == ["shoulder"])
        // Near misses: the mind told as another cause's ("arising from" her supervisor's conduct) or biofeedback judged by
        // a guideline of the mind stays none; a psychological evaluation is still left to the writers' split.
        let other = arising.replacingOccurrences(of: "arising from the injury and from the loss of her position",
                                                 with: "arising from her supervisor's conduct")
        #expect(Self.inferred("Biofeedback 6 sessions", citations: pain, summary: other).isEmpty)
        #expect(Self.inferred("Biofeedback 6 sessions", citations: ["ODG Mental Illness & Stress, Biofeedback"], summary: arising).isEmpty)
        #expect(Self.inferred("Psychological evaluation", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Psychological evaluations"],
                              summary: arising).isEmpty)
    }
}
