import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-third round of the regions read (docs/treatment-identity.md, "Regions"): a drug or visit for the injury
/// judged by a part's chapter takes that part even where the summary names another, as regional requests do; a hip whose
/// motion is found full is no part of its own beside a pelvic fracture's groin pain; a limb named as one ("both upper
/// extremities") beside one part of it is the limb. Wordings written for these tests.
@Suite struct RegionOfAChapterAgainstTheSummaryAFullMotionOrALimbTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let elbow = "This 41 year old drywall installer developed right lateral epicondylitis from repetitive hammering, date of "
        + "injury 03/02/2019. He has used a counterforce strap and had one steroid injection. Examination shows tenderness at the "
        + "lateral epicondyle."

    @Test func aDrugOrVisitForTheInjuryTakesItsPartsChapterAgainstTheSummary() {
        // A topical judged by the wrist's chapter beside an elbow's summary: the chapter decides.
        #expect(Self.inferred("Diclofenac 1% gel", citations: ["MTUS Chronic Pain Medical Treatment 2016, Topical Analgesics",
                                                                "MTUS Forearm, Wrist, and Hand Complaints 2004, Initial Care"],
                              summary: Self.elbow) == ["wrist/hand"])
        // A follow-up judged by ODG's Neck chapter beside a low back's summary.
        let back = "The claimant is a 47 year old forklift driver with a lumbar strain and L4-5 facet arthropathy from a fall off a "
            + "loading dock on 06/11/2020. He has had chiropractic care and medial branch blocks."
        #expect(Self.inferred("Follow-up office visit", citations: ["Official Disability Guidelines (ODG), Neck and Upper Back, Office visits"],
                              summary: back) == ["cervical spine"])
        // Near misses: a general chapter leaves it to the summary; a low back chapter's preoperative testing cited for an elbow's
        // operation is a topic every chapter holds (none); a drug of no injury class (a blood thinner) takes no chapter against
        // the summary.
        #expect(Self.inferred("Diclofenac 1% gel", citations: ["MTUS Chronic Pain Medical Treatment 2016, Topical Analgesics"],
                              summary: Self.elbow) == ["elbow"])
        #expect(Self.inferred("Pre-operative medical clearance",
                              citations: ["Official Disability Guidelines (ODG), Low Back, Preoperative testing, general"],
                              summary: Self.elbow).isEmpty)
        #expect(Self.inferred("Enoxaparin 40mg #10", citations: ["ODG, Knee & Leg, Venous thrombosis"], summary: Self.elbow).isEmpty)
    }

    @Test func aHipWhoseMotionIsFullIsNoPartBesideThePelvis() {
        let pelvis = "This 58 year old parts runner slipped on hydraulic fluid on 08/08/2019 and fractured the right superior pubic ramus. "
            + "She is treated for persistent groin and pelvic pain. Examination shows tenderness over the pubic ramus, with full right "
            + "hip range of motion."
        #expect(Self.inferred("Aquatic therapy x8", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Aquatic therapy"],
                              summary: pelvis) == ["pelvis"])
        #expect(Self.inferred("Cane", citations: ["ODG, Hip & Pelvis, Walking aids"], summary: pelvis) == ["pelvis"])
        let shortened = pelvis.replacingOccurrences(of: "full right hip range of motion", with: "full hip motion")
        #expect(Self.inferred("Aquatic therapy x8", summary: shortened) == ["pelvis"])
        // Near miss: a hip whose motion is painful is a part of its own beside the pelvis.
        // A hip of its own (its pain, not its motion tested: the thirty-fourth round, as the writers of N29, N31 and N32 read a
        // hip's motion beside a pelvic fracture as the pelvis's) beside the pelvis: two parts.
        let hip = pelvis.replacingOccurrences(of: "with full right hip range of motion", with: "with right hip pain at night")
        #expect(Self.inferred("Aquatic therapy x8", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Aquatic therapy"],
                              summary: hip).isEmpty)
        // "Full thickness" is no motion found full.
        #expect(RegionInference.findsFullMotion(0..<30, in: FoldedText("a full thickness supraspinatus tear", withTriples: false)) == false)
    }

    @Test func aLimbNamedAsOneBesideAPartOfItIsTheLimb() {
        let arms = "The injured worker is a 38 year old assembler at a cabinet shop, date of injury 02/28/2021. She is treated for "
            + "aching of both arms, diagnosed as an overuse syndrome of the bilateral upper extremities with forearm extensor "
            + "tendinitis. She has used ibuprofen and a home exercise program."
        #expect(Self.inferred("Naproxen 550mg #60", summary: arms) == ["upper extremities"])
        #expect(Self.inferred("Occupational therapy x6", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Physical medicine"],
                              summary: arms) == ["upper extremities"])
        // Near misses: a limb beside two of its parts, or beside a part of the spine, points to several; a limb named only by
        // an arm in passing ("the right arm in a sling") beside a shoulder is not told as one.
        #expect(RegionInference.limbOverItsPart(["lower extremities", "knee", "ankle/foot"], namedAsALimb: true).count == 3)
        #expect(RegionInference.limbOverItsPart(["upper extremities", "cervical spine"], namedAsALimb: true).count == 2)
        #expect(RegionInference.limbOverItsPart(["upper extremities", "shoulder"], namedAsALimb: false).count == 2)
    }
}
