import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-fourth round of the regions read (docs/treatment-identity.md, "Regions"): a resolution said of a part
/// as its adjective after a comma or "and" ("... and resolved right knee contusion") speaks of that part only, not of the
/// part listed before it; a resolution in brackets after its part ("right knee sprain (resolved)") speaks of that part
/// only. Wordings written for these tests.
@Suite struct RegionOfAPartResolvedBeforeOrInBracketsTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let pain = ["MTUS Chronic Pain Medical Treatment Guidelines, Physical Medicine Page(s): 98-99"]

    static func summary(_ diagnoses: String) -> String {
        "The patient is a 52 year old male bottling line mechanic injured on 04/02/2016 when he slipped from a platform. "
            + diagnoses + " He has had therapy and medications. On 07/19/2017 he reported pain of 6/10. "
            + "The physician requested therapy and medication."
    }

    @Test func aResolutionBeforeItsPartSpeaksOfThatPartOnly() {
        // After "and" and after a comma: the part after the word is over, the one before it stays.
        #expect(Self.inferred("Physical therapy x6", citations: Self.pain,
                              summary: Self.summary("Diagnoses are cervical radiculopathy and resolved left ankle sprain.")) == ["cervical spine"])
        #expect(Self.inferred("Physical therapy x6", citations: Self.pain,
                              summary: Self.summary("Diagnoses: lumbar facet syndrome, resolved right wrist strain.")) == ["lumbar spine"])
        // Near misses: a resolution after its part ("the knee, resolved with therapy") still speaks of the part before it, and
        // so of both parts where the phrase names both: nothing is dropped; two parts current are none.
        #expect(Self.inferred("Physical therapy x6", citations: Self.pain,
                              summary: Self.summary("Diagnoses are lumbar strain and right knee sprain, resolved with therapy.")).isEmpty)
        #expect(Self.inferred("Physical therapy x6", citations: Self.pain,
                              summary: Self.summary("Diagnoses are cervical radiculopathy and left ankle sprain.")).isEmpty)
    }

    @Test func aResolutionInBracketsSpeaksOfThePartBeforeIt() {
        #expect(Self.inferred("Physical therapy x6", citations: Self.pain,
                              summary: Self.summary("Diagnoses are thoracic strain, left shoulder strain (resolved) and thoracic myofascial pain."))
                == ["thoracic spine"])
        // Near miss: brackets that tell something else ("(MRI confirmed)") resolve nothing.
        #expect(Self.inferred("Physical therapy x6", citations: Self.pain,
                              summary: Self.summary("Diagnoses are thoracic strain, left shoulder strain (MRI confirmed) and thoracic myofascial pain."))
                .isEmpty)
    }
}
