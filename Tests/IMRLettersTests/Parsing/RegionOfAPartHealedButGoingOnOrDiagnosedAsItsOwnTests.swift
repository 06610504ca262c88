import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the thirtieth round of the regions read (docs/treatment-identity.md, "Regions"): a part said over ("has healed",
/// "resolved") whose own sentence turns ("but", "although", "though", "yet", "however") to the same part's complaint goes on,
/// the bone or sprain over, not the part; and a diagnosis told with a part as its subject ("The shoulder was diagnosed as a
/// rotator cuff strain") is that part's alone, the injury's sentences telling the others. Wordings written for these tests.
@Suite struct RegionOfAPartHealedButGoingOnOrDiagnosedAsItsOwnTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func elbowAndWrist(_ course: String) -> String {
        "The injured worker is a 33 year old male roofer who fell from a ladder on 05/05/2022 onto his outstretched left arm. "
            + "He sustained a radial head fracture of the left elbow, treated with open reduction and internal fixation, and a "
            + "distal radius fracture of the left wrist treated in a cast. \(course) On 01/10/2023 he reported wrist pain with "
            + "lifting. The surgeon requested therapy and a follow-up visit."
    }

    @Test func aPartHealedButStillComplainedOfGoesOn() {
        // The elbow's fracture healed but the elbow still stiff or painful: two parts, none.
        for course in ["The radial head fracture has healed, but elbow flexion lacks 25 degrees.",
                       "The elbow fracture has healed, although the elbow remains stiff.",
                       "The elbow sprain resolved; however the elbow still aches with gripping."] {
            #expect(Self.inferred("Follow-up visit", summary: Self.elbowAndWrist(course)).isEmpty, "\(course)")
        }
    }

    @Test func aPartHealedThenAnotherPartsComplaintLeavesTheOther() {
        // Near misses: the turn names another part, or none: the elbow is over, the wrist stays.
        for course in ["The elbow fracture has healed, but the wrist remains painful.",
                       "The elbow fracture has healed, but he has not returned to work.",
                       "The elbow fracture has healed and he has full elbow motion."] {
            #expect(Self.inferred("Follow-up visit", summary: Self.elbowAndWrist(course)) == ["wrist/hand"], "\(course)")
        }
    }

    static func forearmAndShoulder(_ diagnosis: String) -> String {
        "This 41 year old female kennel attendant was bitten on the left forearm by a dog on 03/14/2021 while lifting it onto a "
            + "table, and she strained her left shoulder as it twisted away. The bite was cleaned and closed, and she still has "
            + "tingling along the scar and pain with grasping. \(diagnosis) She has had physical therapy. The physician requested "
            + "a topical anti-inflammatory."
    }

    static let topicals = ["MTUS Chronic Pain Medical Treatment Guidelines (2009), Topical Analgesics, pages 111-113"]

    @Test func aDiagnosisWithAPartAsItsSubjectLeavesTheInjurysOtherParts() {
        for diagnosis in ["The shoulder was diagnosed as a rotator cuff strain.",
                          "Her left shoulder has been diagnosed with subacromial bursitis."] {
            #expect(Self.inferred("Diclofenac gel 1%", citations: Self.topicals, summary: Self.forearmAndShoulder(diagnosis)).isEmpty,
                    "\(diagnosis)")
        }
    }

    @Test func aDiagnosisOfThePatientStillDecides() {
        // Near miss: the patient, not a part, diagnosed: the diagnosis's sentence tells the letter's parts, the shoulder.
        #expect(Self.inferred("Diclofenac gel 1%", citations: Self.topicals,
                              summary: Self.forearmAndShoulder("She was diagnosed with a left rotator cuff strain.")) == ["shoulder"])
    }
}
