import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the twentieth round of the regions read (docs/treatment-identity.md, "Regions"): an ergonomic evaluation beside a
/// claim of sleep or the mind, a diagnosis told as one part's among the injury's parts, a numbered list of diagnoses with
/// more than one item resolved, symptoms said to have cleared, and the post-surgical guidelines' Knee & Leg section. Wordings
/// written for these tests.
@Suite struct RegionOfPartsDiagnosesAndListsTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let initialApproaches = "MTUS ACOEM Practice Guidelines, Initial Approaches to Treatment (2017), Section(s): Workplace Modifications"

    @Test func anErgonomicEvaluationTakesTheInjuredPartBesideAClaimOfSleepOrTheMind() {
        let sleep = "This 41 year old call center agent developed neck pain from long hours at a poorly set monitor; the date of "
            + "injury is cumulative through 03/31/2020. She is diagnosed with cervical strain and has trouble sleeping, with "
            + "insomnia since the pain began. She has had therapy and ibuprofen."
        #expect(Self.inferred("Ergonomic workstation evaluation", citations: [Self.initialApproaches], summary: sleep) == ["cervical spine"])
        #expect(Self.inferred("Ergonomic evaluation", summary: sleep) == ["cervical spine"])
        let mood = "This 36 year old bookkeeper injured her right wrist typing through 2019. She is diagnosed with right wrist "
            + "tendinitis and, as a compensable consequence, depression."
        #expect(Self.inferred("Workstation evaluation", summary: mood) == ["wrist/hand"])
        // Near misses: two parts stay two; a drug of sleep beside the claim of sleep still takes none.
        let two = "This 41 year old agent developed neck and low back pain at her workstation through 03/31/2020. She is "
            + "diagnosed with cervical strain and lumbar strain, and reports insomnia."
        #expect(Self.inferred("Ergonomic workstation evaluation", citations: [Self.initialApproaches], summary: two).isEmpty)
        #expect(Self.inferred("Zolpidem 10mg #30", summary: sleep).isEmpty)
    }

    @Test func aDiagnosisToldAsOnePartsIsReadBesideTheInjurysParts() {
        let knees = "This 59 year old mason has a cumulative injury to both knees and the low back through 2017 from kneeling "
            + "and lifting. He underwent a left total knee arthroplasty in 2018. The lumbar diagnosis is degenerative disc "
            + "disease at L5-S1. He walks with a cane."
        #expect(Self.inferred("Home health aide 4 hours a day", summary: knees).isEmpty, "the knees and the low back")
        #expect(Self.inferred("Naproxen 550mg #60", summary: knees).isEmpty)
        // Near misses: a part's diagnosis where the injury names that part alone stays it; a diagnosis of no part's word
        // ("The diagnosis is lumbar strain") decides as before.
        let one = "This 45 year old driver injured his low back lifting a crate on 02/02/2021. The lumbar diagnosis is a disc "
            + "protrusion at L4-5."
        #expect(Self.inferred("Naproxen 550mg #60", summary: one) == ["lumbar spine"])
        let plain = "This 59 year old mason has a cumulative injury to both knees and the low back through 2017. The diagnosis "
            + "is lumbar degenerative disc disease."
        #expect(Self.inferred("Naproxen 550mg #60", summary: plain) == ["lumbar spine"])
    }

    @Test func eachItemOfANumberedListMaySayItsPartResolved() {
        let list = "This 42 year old nurse was knocked down by a patient on 05/20/2019. Her diagnoses are: 1. Cervical strain, "
            + "resolved. 2. Left shoulder strain. 3. Left elbow contusion, resolved. She reports shoulder pain with lifting."
        #expect(Self.inferred("Physical therapy x 6", summary: list) == ["shoulder"])
        #expect(Self.inferred("Naproxen 500mg #60", summary: list) == ["shoulder"])
        // Near miss: with only one item resolved, two parts stay.
        let one = list.replacingOccurrences(of: "3. Left elbow contusion, resolved.", with: "3. Left elbow contusion.")
        #expect(Self.inferred("Physical therapy x 6", summary: one).isEmpty)
    }

    @Test func thePostSurgicalKneeAndLegSectionIsAboutTheLegToo() {
        let shin = "This 36 year old tree trimmer was struck on the right lower leg by a falling limb on 04/04/2018. He "
            + "sustained a right tibial shaft fracture treated with an intramedullary nail. He reports shin pain with walking."
        let section = "MTUS Post-Surgical Treatment Guidelines, Knee & Leg"
        #expect(Self.inferred("Physical therapy x 8", citations: [section], summary: shin) == ["lower extremities"])
        // Near misses: a knee's operation, and a summary that names neither, are the knee's.
        let knee = "This 52 year old roofer injured his left knee on 03/03/2019 and underwent a partial medial meniscectomy."
        #expect(Self.inferred("Physical therapy x 8", citations: [section], summary: knee) == ["knee"])
        #expect(Self.inferred("Physical therapy x 8", citations: [section], summary: "He had an operation on 03/03/2019.") == ["knee"])
    }
    @Test func symptomsThatClearedAreOver() {
        let cleared = "This 35 year old toll plaza worker was rear-ended on 06/06/2019. He sustained a concussion and a cervical "
            + "strain. The concussion symptoms cleared within three months. He reports neck pain and stiffness."
        #expect(Self.inferred("Massage therapy x 6", summary: cleared) == ["cervical spine"])
        let pain = "This 40 year old baker fell on 02/02/2020, injuring her low back and right wrist. Her wrist pain has cleared. "
            + "She reports low back pain with bending."
        #expect(Self.inferred("Physical therapy x 6", summary: pain) == ["lumbar spine"])
        // Near miss: a patient cleared for an operation or for work says nothing is over.
        let surgery = "This 35 year old worker was rear-ended on 06/06/2019. He sustained a concussion and a cervical strain. He "
            + "was cleared for surgery by his internist and cleared to drive."
        #expect(Self.inferred("Massage therapy x 6", summary: surgery).isEmpty)
    }
}
