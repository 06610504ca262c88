import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-fourth round of the regions read (docs/treatment-identity.md, "Regions"): a hip's motion tested beside a
/// pelvic bone's fracture ("pain at the end range of hip flexion") is how the pelvis is examined, no hip of its own; a part said
/// healed whose sentence turns to a complaint naming no part ("has healed but she has stiffness") goes on, and a clause after a
/// semicolon is no part of that turn; ACOEM's and ODG's "Neck and Upper Back" beside a summary that names the upper back and not
/// the neck is the thoracic spine's. Wordings written for these tests.
@Suite struct RegionOfAPelvisExaminedByTheHipAHealedPartStillStiffOrTheUpperBackTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func pelvis(_ examination: String) -> String {
        "The injured worker is a 47 year old female warehouse stocker who was knocked down by a pallet jack on 04/02/2020. A CT "
            + "of the pelvis showed a nondisplaced fracture of the left inferior pubic ramus, and she used crutches for six weeks. She "
            + "reports groin pain of 5/10 when climbing stairs. \(examination) The physician requested physical therapy and meloxicam."
    }

    @Test func aHipsMotionTestedBesideAPelvicFractureIsThePelvis() {
        for examination in ["On 09/09/2020 there was pain at the end range of left hip flexion.",
                            "Examination showed a limp and groin pain with hip internal rotation.",
                            "She had weakness of hip abduction on the left."] {
            #expect(Self.inferred("Physical therapy x8", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Physical Medicine"],
                                  summary: Self.pelvis(examination)) == ["pelvis"], "\(examination)")
        }
    }

    @Test func aHipOfItsOwnBesideAPelvicFractureStaysASecondPart() {
        // Near misses: the hip injured beside the ramus, its motion tested or not: two parts.
        for examination in ["On 09/09/2020 there was pain at the end range of left hip flexion.", "She walks with a cane."] {
            let summary = Self.pelvis(examination).replacingOccurrences(of: "fracture of the left inferior pubic ramus",
                                                                        with: "fracture of the left inferior pubic ramus and a contusion of the left hip")
            #expect(Self.inferred("Meloxicam 15mg #30", summary: summary).isEmpty, "\(examination)")
        }
    }

    static func wristAndKnee(_ course: String) -> String {
        "This 58 year old female school custodian slipped on a wet floor on 01/20/2021, fracturing her right distal radius and "
            + "striking her right knee. The radius was treated in a cast. \(course) The physician requested naproxen and a follow-up."
    }

    @Test func aPartHealedButStillStiffGoesOnBesideAnother() {
        for course in ["The wrist fracture has healed but she has stiffness; the knee still aches on stairs.",
                       "The wrist fracture has healed, although she still has swelling and weakness of grip. The knee aches on stairs."] {
            #expect(Self.inferred("Naproxen 550mg #60", summary: Self.wristAndKnee(course)).isEmpty, "\(course)")
        }
    }

    @Test func aPartHealedWhoseTurnTellsNoComplaintIsOver() {
        // Near misses: the turn tells no complaint, or denies one: the wrist is over, the knee stays.
        for course in ["The wrist fracture has healed but she has returned to full duty; the knee still aches on stairs.",
                       "The wrist fracture has healed but she has no pain there; the knee still aches on stairs."] {
            #expect(Self.inferred("Naproxen 550mg #60", summary: Self.wristAndKnee(course)) == ["knee"], "\(course)")
        }
    }

    static let chapterEight = ["MTUS ACOEM Chapter 8 Neck and Upper Back Complaints Page(s): 177-178"]

    @Test func theNecksChapterBesideTheMidAndLowBackIsTheUpperBack() {
        let back = "This 31 year old male produce loader fell backward from a dock on 06/06/2019. He is diagnosed with thoracic "
            + "strain and lumbar strain, with tenderness from T5 to T9 and at L5. The physician requested x-rays and therapy."
        #expect(Self.inferred("Repeat x-rays", citations: Self.chapterEight, summary: back) == ["thoracic spine"])
        // Near misses: a summary naming the neck too, or the low back alone: the chapter's neck.
        let neck = back.replacingOccurrences(of: "thoracic strain and lumbar strain", with: "cervical strain and thoracic strain")
            .replacingOccurrences(of: "at L5", with: "at C6")
        #expect(Self.inferred("Repeat x-rays", citations: Self.chapterEight, summary: neck) == ["cervical spine"])
        let low = back.replacingOccurrences(of: "thoracic strain and lumbar strain, with tenderness from T5 to T9 and at L5",
                                            with: "lumbar strain, with tenderness at L5")
        #expect(Self.inferred("Repeat x-rays", citations: Self.chapterEight, summary: low) == ["cervical spine"])
    }
}

