import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the nineteenth round of the regions read (docs/treatment-identity.md, "Regions"): a part named only in a diagnosis
/// to be ruled out, a list of the parts a claim accepts, a hip the examination finds normal beside a pelvis's fracture, and
/// a neurological examination that is no claim of the bladder. Wordings written for these tests.
@Suite struct RegionOfSuspicionsAndAcceptedPartsTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    @Test func aPartNamedOnlyInADiagnosisToBeRuledOutYieldsToTheDiagnosisMade() {
        let ruleOut = "The applicant, a 38 year old data entry clerk, reports aching in both forearms and hands from typing through "
            + "03/2019. The diagnoses are bilateral upper extremity overuse syndrome and rule out carpal tunnel syndrome. She "
            + "has used wrist braces."
        #expect(Self.inferred("Acupuncture x 6", citations: ["MTUS Acupuncture Medical Treatment Guidelines"], summary: ruleOut)
                == ["upper extremities"])
        let rOver = "This 50 year old mechanic hurt his low back on 05/05/2020. Diagnoses: lumbar strain, r/o right hip labral tear. "
            + "He walks with a limp."
        #expect(Self.inferred("Physical therapy x 8", summary: rOver) == ["lumbar spine"])
        // Near misses: a suspicion that is the only part stays the letter's; two diagnoses made stay two; the suspicion ends
        // at its "and", the diagnosis made after it still counts.
        let only = "This 44 year old cook reports numbness of the right hand. The diagnosis is rule out right carpal tunnel syndrome."
        #expect(Self.inferred("Physical therapy x 6", summary: only) == ["wrist/hand"])
        let both = "This 50 year old mechanic hurt his low back and right hip on 05/05/2020. Diagnoses: lumbar strain and right hip "
            + "labral tear. He walks with a limp."
        #expect(Self.inferred("Physical therapy x 8", summary: both).isEmpty)
        let after = "This 50 year old mechanic fell on 05/05/2020. Diagnoses: rule out lumbar radiculopathy and right knee "
            + "meniscus tear. He walks with a limp."
        #expect(Self.inferred("Physical therapy x 8", summary: after) == ["knee"], "the knee's tear is a diagnosis made")
    }

    @Test func aListOfThePartsTheClaimAcceptsNamesEachOfThem() {
        let accepted = "This 47 year old warehouse picker felt neck pain lifting a box on 02/02/2019, with tingling into both arms. "
            + "The diagnoses are cervical radiculopathy and bilateral upper extremity paresthesias, and the accepted body parts "
            + "are the neck and both upper extremities."
        #expect(Self.inferred("Tramadol 50mg #60", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): Opioids"],
                              summary: accepted).isEmpty, "the neck and the arms")
        let colon = "This 52 year old roofer fell on 06/06/2018. He is diagnosed with lumbar strain. Body parts accepted: low back "
            + "and left knee."
        #expect(Self.inferred("Naproxen 550mg #60", summary: colon).isEmpty)
        // Near misses: the arms named only as where the neck's pain is felt, and a list of one part.
        let radiating = "This 47 year old picker felt neck pain lifting a box on 02/02/2019. The diagnosis is cervical "
            + "radiculopathy with pain radiating into both upper extremities."
        #expect(Self.inferred("Tramadol 50mg #60", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): Opioids"],
                              summary: radiating) == ["cervical spine"])
        let one = "This 52 year old roofer fell on 06/06/2018. He is diagnosed with lumbar strain. The accepted body part is the "
            + "low back."
        #expect(Self.inferred("Naproxen 550mg #60", summary: one) == ["lumbar spine"])
    }

    @Test func aHipTheExaminationFindsNormalIsNoHipBesideThePelvis() {
        let normal = "This 66 year old groundskeeper fell from a mower on 03/03/2021. He sustained a fracture of the left inferior "
            + "pubic ramus. The diagnosis is pubic ramus fracture with groin pain on walking. Hip range of motion is full and "
            + "painless."
        #expect(Self.inferred("Physical therapy x 8", citations: ["ODG Hip & Pelvis, Physical therapy"], summary: normal) == ["pelvis"])
        #expect(Self.inferred("Naproxen 550mg #60", summary: normal) == ["pelvis"])
        // A hip's motion found painful or abnormal is how the pelvis is examined (the thirty-fourth round, as the writers of
        // N23, N29, N31 and N32 read it; this round's near misses before it read a hip of its own).
        let painful = normal.replacingOccurrences(of: "Hip range of motion is full and painless.",
                                                  with: "Hip range of motion is painful at the extremes.")
        #expect(Self.inferred("Naproxen 550mg #60", summary: painful) == ["pelvis"])
        let abnormal = normal.replacingOccurrences(of: "Hip range of motion is full and painless.",
                                                   with: "Hip rotation is abnormal.")
        #expect(Self.inferred("Naproxen 550mg #60", summary: abnormal) == ["pelvis"])
        // Near miss: a hip injured beside the ramus is a hip of its own.
        let injured = painful.replacingOccurrences(of: "The diagnosis is pubic ramus fracture with groin pain on walking.",
                                                   with: "The diagnoses are pubic ramus fracture with groin pain on walking and left hip contusion.")
        #expect(Self.inferred("Naproxen 550mg #60", summary: injured).isEmpty, "the pelvis and the hip")
    }

    @Test func aNeurologicalExaminationIsNoClaimOfTheBladder() {
        let neuro = "This 63 year old aide fell backward on 10/10/2019. The diagnosis is T9 compression fracture. The neurological "
            + "examination was normal and a neurologist agreed."
        #expect(Self.inferred("Calcitonin nasal spray", summary: neuro) == ["thoracic spine"])
        // Near miss: a urologist's care is another condition's, and a hormone of the bones stays unknown beside it.
        let urology = "This 63 year old aide fell backward on 10/10/2019. The diagnosis is T9 compression fracture. She is followed "
            + "by urology for incontinence."
        #expect(Self.inferred("Calcitonin nasal spray", summary: urology).isEmpty)
    }

    @Test func aPartResolvedByThePhraseThatPointsBackToItIsNoLongerTheLetters() {
        let latter = "This 39 year old framer fell from a truss on 08/08/2017. He was diagnosed with a cervical strain and a left ankle "
            + "sprain, the latter fully recovered. He reports neck pain at 5/10."
        #expect(Self.inferred("Chiropractic x 6", summary: latter) == ["cervical spine"])
        let former = "This 39 year old framer fell from a truss on 08/08/2017. He was diagnosed with a cervical strain and a left ankle "
            + "sprain, the former now resolved. He reports ankle pain at 5/10."
        #expect(Self.inferred("Physical therapy x 6", summary: former) == ["ankle/foot"])
        // Near miss: a phrase that points back to nothing resolved leaves both parts.
        let both = "This 39 year old framer fell from a truss on 08/08/2017. He was diagnosed with a cervical strain and a left ankle "
            + "sprain, the latter still painful. He reports pain at 5/10."
        #expect(Self.inferred("Physical therapy x 6", summary: both).isEmpty)
    }

    @Test func anODGTopicOfHeatCitedWithNoChapterIsNoHeadsChapter() {
        let elbow = "This 45 year old plumber developed right elbow pain from pipe wrenching through 05/2018. The diagnosis is right "
            + "lateral epicondylitis."
        #expect(Self.inferred("Hot/cold therapy unit", citations: ["Non-MTUS Citation Official Disability Guidelines (ODG), Heat/cold "
            + "applications"], summary: elbow) == ["elbow"])
        // Near misses: the Head chapter's own name, and a slip in it, are still read as the head's.
        let concussion = "This 34 year old loader was struck on the head by a box on 02/02/2021. The diagnosis is post-concussion "
            + "syndrome. A neurologist documented persistent headaches."
        #expect(Self.inferred("Physical therapy x 6", citations: ["Non-MTUS Citation Official Disability Guidelines (ODG), Head, "
            + "Vestibular PT rehabilitation"], summary: concussion) == ["head"])
        #expect(Self.inferred("Physical therapy x 6", citations: ["Non-MTUS Citation Official Disability Guidelines (ODG), Haed, "
            + "Vestibular PT rehabilitation"], summary: concussion) == ["head"])
    }

    @Test func anItemOfANumberedListSaysItsPartResolvedAndNoOther() {
        let list = "This 57 year old clerk slipped on ice on 01/20/2020. Diagnoses: 1. Cervical strain. 2. Left wrist sprain, resolved. "
            + "3. Insomnia."
        #expect(Self.inferred("Chiropractic x 6", summary: list) == ["cervical spine"])
        #expect(Self.inferred("Ibuprofen 800mg #90", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): NSAIDs"],
                              summary: list) == ["cervical spine"])
        // Near misses: an item resolved with no part of its own says nothing of the others; a list with no item resolved is two.
        let ofNone = "This 57 year old clerk slipped on ice on 01/20/2020. Diagnoses: 1. Cervical strain. 2. Left wrist sprain. "
            + "3. Headache, resolved."
        #expect(Self.inferred("Chiropractic x 6", summary: ofNone).isEmpty)
        let open = "This 57 year old clerk slipped on ice on 01/20/2020. Diagnoses: 1. Cervical strain. 2. Left wrist sprain."
        #expect(Self.inferred("Chiropractic x 6", summary: open).isEmpty)
    }

    @Test func aPartsClaimDeniedInASentenceOfItsOwnIsNoLongerTheLetters() {
        let denied = "This 44 year old forklift operator injured his right shoulder and neck on 02/14/2019 when a load shifted. The "
            + "diagnoses are right shoulder rotator cuff tendinosis and cervical strain. The claim for the neck was later denied."
        #expect(Self.inferred("Physical therapy x 8", summary: denied) == ["shoulder"])
        #expect(Self.inferred("Meloxicam 15mg #30", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): NSAIDs"],
                              summary: denied) == ["shoulder"])
        // Near misses: a request denied is no part's claim denied; a clause that tells the injury itself still tells its part.
        let request = "This 44 year old forklift operator injured his right shoulder and neck on 02/14/2019 when a load shifted. The "
            + "diagnoses are right shoulder rotator cuff tendinosis and cervical strain. The claims administrator denied the request "
            + "for neck therapy."
        #expect(Self.inferred("Physical therapy x 8", summary: request).isEmpty)
        let injury = "This 61 year old custodian injured her right shoulder in a fall on 03/03/2019 and has a rotator cuff "
            + "tear. She also claimed a neck injury from the fall, which the carrier denied, and still reports neck pain."
        #expect(Self.inferred("Physical therapy x 8", summary: injury).isEmpty)
    }
}

