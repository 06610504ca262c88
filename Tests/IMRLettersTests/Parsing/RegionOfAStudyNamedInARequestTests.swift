import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-third round of the regions read (docs/treatment-identity.md, "Regions"): "electrodiagnostic" in a
/// sentence of requests ("The physician requested electrodiagnostic testing, a walking boot and duloxetine") names a
/// study, not a diagnosis; its sentence is no diagnosis of the part its other requests name (the walking boot's foot),
/// and the injury's sentence still tells the letter's parts. Wordings written for these tests.
@Suite struct RegionOfAStudyNamedInARequestTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let heelAndBack = "This 51 year old male stagehand jumped down from a loading platform on 02/02/2020. He sustained a "
        + "right heel bone fracture treated in a cast and a lumbar strain. He still walks with a limp and has low back pain "
        + "6/10. The physician requested electrodiagnostic testing, a walking boot and gabapentin."

    @Test func aRequestSentencesStudyIsNoDiagnosis() {
        // The injury names two parts, the heel's foot and the low back: a pain drug cited to no part's chapter takes none.
        #expect(Self.inferred("Gabapentin 300mg #90", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Anti-epilepsy drugs (AEDs)"],
                              summary: Self.heelAndBack).isEmpty)
        #expect(RegionInference.markedRegions(in: Self.heelAndBack, memo: nil).map(Set.init) == Set(["ankle/foot", "lumbar spine"]))
    }

    @Test func aDiagnosisNamedInItsOwnWordsStillMarks() {
        // The near miss: a sentence that tells a diagnosis ("diagnosed with") beside the same requests still marks its part.
        let heelOnly = "This 51 year old male stagehand jumped down from a loading platform on 02/02/2020 and was diagnosed with a "
            + "right heel bone fracture. He has low back soreness some days. The physician requested electrodiagnostic testing, a "
            + "walking boot and gabapentin."
        #expect(Self.inferred("Gabapentin 300mg #90", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Anti-epilepsy drugs (AEDs)"],
                              summary: heelOnly) == ["ankle/foot"])
    }
}
