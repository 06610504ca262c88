import Testing
@testable import IMRLetters
@testable import IMRModel

/// What a claim told beside the injury does to the part a request takes (docs/treatment-identity.md, "Regions";
/// the regions' eighteenth round): a diagnosis of the mind, sleep or an organ told as a later claim, a claim amended
/// to add a part, and an electrodiagnostic study cited to a chapter of two parts of the spine. Wordings written for
/// these tests.
@Suite struct RegionOfClaimsBesideTheInjuryTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    @Test func aDiagnosisOfTheMindToldAsALaterClaimLeavesTheInjurysPart() {
        let later = "The applicant, a 47 year old mail carrier, injured her right knee on 04/02/2018 when she stepped off a curb. "
            + "She later filed a claim for psychiatric injury, and a psychologist diagnosed major depressive disorder. "
            + "She reports knee pain with stairs."
        #expect(Self.inferred("Physical therapy x 8", summary: later) == ["knee"])
        #expect(Self.inferred("Meloxicam 15mg #30", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): NSAIDs"], summary: later)
                == ["knee"])
        let consequence = "This 36 year old stocker hurt his low back lifting a crate on 05/05/2019. A psychiatrist diagnosed an "
            + "adjustment disorder, claimed as a compensable consequence. He has back pain at 5/10."
        #expect(Self.inferred("Tramadol 50mg #60", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): Opioids"],
                              summary: consequence) == ["lumbar spine"], "no injury's sentence: the rest of the summary")
        // Near misses: a drug or therapy of the mind stays unknown; a diagnosis of the mind told as the letter's own
        // matter, or of the whole person's pain, points to no part.
        #expect(Self.inferred("Psychotherapy x 6", summary: later).isEmpty)
        let own = "The applicant is a 41 year old teller with numbness of both hands from keyboarding through 02/02/2019. "
            + "She is diagnosed with generalized anxiety disorder."
        #expect(Self.inferred("Physical therapy x 6", summary: own).isEmpty, "\"bilateral\" or not, no claim told beside")
        let bilateral = "The applicant is a 41 year old teller with bilateral hand numbness from keyboarding through 02/02/2019. "
            + "She is diagnosed with generalized anxiety disorder."
        #expect(Self.inferred("Physical therapy x 6", summary: bilateral).isEmpty, "\"bilateral\" is no later claim")
        let wholePerson = "The applicant injured his right knee on 04/02/2018. He was later diagnosed with chronic pain syndrome and depression."
        #expect(Self.inferred("Physical therapy x 6", summary: wholePerson).isEmpty)
    }

    @Test func aClaimAmendedToAddAPartMakesTwo() {
        let amended = "The applicant, a 52 year old framer, injured his right wrist on 03/03/2019 when a beam struck it. He was diagnosed "
            + "with a right distal radius fracture. In 2020 his attorney filed an amended claim adding the left shoulder."
        #expect(Self.inferred("Physical therapy x 12", summary: amended).isEmpty)
        #expect(Self.inferred("Shoulder MRI", summary: amended).isEmpty, "named, not inferred")
        let wasAmended = "This 30 year old nurse hurt her neck on 01/09/2018 moving a patient. She is diagnosed with cervical strain. "
            + "The claim was amended to include the right shoulder in 2019."
        #expect(Self.inferred("Acupuncture x 6", summary: wasAmended).isEmpty)
        let hisClaim = "This 30 year old loader hurt his neck on 01/09/2018. He is diagnosed with cervical strain. His attorney added "
            + "the right elbow to his claim."
        #expect(Self.inferred("Acupuncture x 6", summary: hisClaim).isEmpty)
        // Near miss: a request amended is no claim.
        let request = "This 30 year old loader sprained his left ankle on 01/09/2018. He is diagnosed with a left ankle sprain. The "
            + "request was amended to add a knee sleeve for his other leg."
        #expect(Self.inferred("Physical therapy x 6", summary: request) == ["ankle/foot"])
    }

    @Test func aPartAlsoInjuredBesideTheDiagnosesCounts() {
        let also = "The applicant, a 52 year old framer, struck his head on a joist on 09/09/2018. He was diagnosed with a concussion "
            + "and post-concussion syndrome. He also injured his neck. He reports headaches and neck pain."
        #expect(Self.inferred("Physical therapy x 6", summary: also).isEmpty, "the head and the neck")
        // Near miss: a part also hurt outside work is no part of the claim.
        let prior = "The applicant, a 52 year old framer, struck his head on a joist on 09/09/2018. He was diagnosed with a concussion "
            + "and post-concussion syndrome. He also injured his neck in a non-industrial car accident in 2010."
        #expect(Self.inferred("Physical therapy x 6", summary: prior) == ["head"])
    }

    @Test func aPartFoundNonIndustrialOrSettledInASentenceOfItsOwnDoesNotCount() {
        let found = "The applicant, a 58 year old sorter, hurt her low back and left wrist on 05/05/2015 in a fall. The wrist was later "
            + "found non-industrial. She is diagnosed with lumbar disc herniation and left wrist sprain."
        #expect(Self.inferred("Physical therapy x 6", summary: found) == ["lumbar spine"])
        let settled = "The applicant, a 39 year old roofer, hurt his neck and right knee in a fall on 01/01/2018. He is diagnosed with "
            + "cervical strain and right knee contusion. The knee pain has settled. He reports neck pain at 5/10."
        #expect(Self.inferred("Chiropractic x 6", summary: settled) == ["cervical spine"])
        // Near misses: a request denied by utilization review, a claim accepted, a case settled.
        let requestDenied = "The applicant, a 58 year old sorter, hurt her low back and left wrist on 05/05/2015 in a fall. She is diagnosed "
            + "with lumbar disc herniation and left wrist sprain. Utilization review denied a wrist brace."
        #expect(Self.inferred("Physical therapy x 6", summary: requestDenied).isEmpty)
        let caseSettled = "The applicant, a 39 year old roofer, hurt his neck and right knee in a fall on 01/01/2018. He is diagnosed with "
            + "cervical strain and right knee contusion. His case has settled with future medical care."
        #expect(Self.inferred("Chiropractic x 6", summary: caseSettled).isEmpty)
    }

    @Test func anElectrodiagnosticStudyCitedToTheNeckAndMidBacksChapterBesideNeitherIsUnknown() {
        let chapter = ["MTUS ACOEM Cervical and Thoracic Spine Disorders 2019, Section(s): Electrodiagnostic Studies"]
        let lowBack = "The applicant, a 49 year old paver, injured his low back on 02/02/2020 shoveling gravel. He is diagnosed with lumbar "
            + "radiculopathy at L5 and reports numbness of the right foot."
        #expect(Self.inferred("EMG/NCV", citations: chapter, summary: lowBack).isEmpty, "the chapter's two parts: neither named")
        let neck = "The applicant, a 49 year old typist, has neck pain with numbness of the left hand from a cumulative injury through "
            + "02/02/2020. She is diagnosed with cervical radiculopathy at C6."
        #expect(Self.inferred("EMG/NCV", citations: chapter, summary: neck) == ["upper extremities"])
        #expect(Self.inferred("EMG/NCV", citations: ["MTUS ACOEM Low Back Disorders 2019, Section(s): Electrodiagnostic Studies"],
                              summary: lowBack) == ["lower extremities"])
        // Beside an elbow's chapter and a neck the summary names, the chapter's mid back is no study's: the arm.
        let neckAndElbows = "The applicant, a 44 year old sorter, has neck pain and pain at both inner elbows from a cumulative injury "
            + "through 03/03/2019. She is diagnosed with cervical strain and bilateral medial epicondylitis."
        #expect(Self.inferred("EMG/NCS", citations: chapter + ["MTUS ACOEM Elbow Disorders 2019, Section(s): Electrodiagnostic Studies"],
                              summary: neckAndElbows) == ["upper extremities"])
    }
}
