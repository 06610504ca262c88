import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-seventh round of the regions read (docs/treatment-identity.md, "Regions"): a diagnoses sentence that
/// names no part but lists, beside the injury's conditions, a condition of the mind, sleep or an organ the summary tells as
/// a claim in another sentence ("a claim for anxiety has since been filed") leaves the part to the injury's sentences; a
/// condition no other sentence claims keeps such diagnoses the letter's own matter (none). Wordings written for these tests.
@Suite struct RegionOfDiagnosesListingAClaimedConditionTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let claimed = "This 29 year old line cook cut his left thumb on a mandoline slicer on 04/18/2019. The injured part is "
        + "the left hand, and a claim for depression has since been added. He underwent repair of the flexor pollicis longus "
        + "on the day of injury. The diagnoses are status post tendon repair with adhesions and major depressive disorder. "
        + "He reports burning pain at the scar and poor sleep."

    @Test func aDiagnosesSentenceWithAConditionClaimedElsewhereLeavesTheInjurysPart() {
        #expect(Self.inferred("Gabapentin 300mg #90", summary: Self.claimed) == ["wrist/hand"])
        let sleep = "This 52 year old ironworker fell from a beam onto his right foot on 10/02/2020. The injured part is the "
            + "right foot; he later also claimed insomnia. He underwent open reduction and internal fixation of a Lisfranc "
            + "injury. The diagnoses are a healed fracture-dislocation with post-traumatic arthritis and insomnia."
        #expect(Self.inferred("Naproxen 550mg #60", summary: sleep) == ["ankle/foot"])
    }

    @Test func nearMissesAConditionNoOtherSentenceClaimsStaysTheLettersOwn() {
        // The same diagnoses with no claim of the condition told elsewhere: the letter's own matter, none.
        let unclaimed = Self.claimed.replacingOccurrences(of: ", and a claim for depression has since been added", with: "")
        #expect(Self.inferred("Gabapentin 300mg #90", summary: unclaimed).isEmpty)
        // A claim told elsewhere of another condition than the one listed: still none.
        let other = Self.claimed.replacingOccurrences(of: "a claim for depression", with: "a claim for the right wrist")
        #expect(Self.inferred("Gabapentin 300mg #90", summary: other).isEmpty)
        // A drug of the mind beside the claimed depression still takes none.
        #expect(Self.inferred("Sertraline 50mg #30", summary: Self.claimed).isEmpty)
    }
}
