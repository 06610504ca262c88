import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-sixth round of the regions read (docs/treatment-identity.md, "Regions"): a sacrum bruised or broken beside
/// another bone or joint of the pelvis (a pubic ramus, the ischium) is the pelvic ring's back, no low back of its own, while a
/// low back named by any other word stays a second part; ACOEM's "Hip and Groin Disorders" guideline is about the pelvis too, as
/// ODG's "Hip & Pelvis" is: the half the summary names, the hip where it names neither or both. Wordings written for these tests.
@Suite struct RegionOfASacrumOrAHipAndGroinChapterBesidePelvicBonesTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func fall(_ injuries: String) -> String {
        "This 63 year old female school bus driver slipped on an icy step on 12/03/2021 and landed hard on her bottom. \(injuries) "
            + "She used a walker for six weeks and then completed 12 visits of physical therapy. On 06/14/2022 she reported aching "
            + "pain of 4/10 after standing for an hour. The physician requested continued meloxicam and a follow-up."
    }

    @Test func aSacrumBesideAnotherPelvicBoneIsThePelvis() {
        for injuries in ["A CT showed a nondisplaced fracture of the left superior pubic ramus and a contusion of the sacrum.",
                         "She sustained a left ischial fracture and a sacral bruise.",
                         "Diagnoses are a healing right inferior pubic ramus fracture and sacral contusion."] {
            #expect(Self.inferred("Meloxicam 15mg #30", summary: Self.fall(injuries)) == ["pelvis"], "\(injuries)")
        }
    }

    @Test func aLowBackNamedByItsOwnWordsBesideThePelvisStays() {
        // Near misses: the low back told by its own words beside the ramus and the sacrum: two parts.
        for injuries in ["A CT showed a fracture of the left superior pubic ramus and a sacral contusion, and she has low back pain.",
                         "She sustained a left ischial fracture, a sacral bruise and a lumbar strain.",
                         "Diagnoses are a right inferior pubic ramus fracture, sacral contusion and L4-5 disc protrusion."] {
            #expect(Self.inferred("Meloxicam 15mg #30", summary: Self.fall(injuries)).isEmpty, "\(injuries)")
        }
    }

    static let hipAndGroin = ["MTUS ACOEM Hip and Groin Disorders Guideline (2019), Section(s): Computed Tomography"]

    @Test func theHipAndGroinGuidelineBesideAPelvicFractureIsThePelvis() {
        let summary = Self.fall("A CT showed nondisplaced fractures of the left superior and inferior pubic rami.")
        #expect(Self.inferred("Repeat CT scan", citations: Self.hipAndGroin, summary: summary) == ["pelvis"])
    }

    @Test func theHipAndGroinGuidelineBesideAHipIsTheHip() {
        // Near misses: a hip of its own, alone or beside the pelvis's bone: the guideline's main part.
        for injuries in ["She has a left hip labral tear with groin pain.",
                         "She has a left hip labral tear and a healed left superior pubic ramus fracture."] {
            #expect(Self.inferred("Repeat CT scan", citations: Self.hipAndGroin, summary: Self.fall(injuries)) == ["hip"], "\(injuries)")
        }
    }
}
