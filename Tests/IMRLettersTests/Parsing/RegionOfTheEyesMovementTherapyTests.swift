import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the forty-fifth round of the regions read (docs/treatment-identity.md, "Regions"): "eye movement desensitization
/// (and reprocessing)", EMDR, is a therapy of the mind named for the eyes' movements, no eye: the request names no head,
/// and a summary telling it names no head beside the injury's part. An eye named otherwise ("an eye examination", "a
/// splash to the right eye", "eye movement testing") stays the head. Wordings written for these tests.
@Suite struct RegionOfTheEyesMovementTherapyTests {
    /// The regions imr ends with for `treatment`: named by the request or inferred from its letter.
    static func regions(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.item(treatment, citations: citations, summary: summary).bodyRegions
    }

    static let trauma = "This 39 year old female bus driver was struck by a passenger on 08/14/2022 and fell against the fare box, "
        + "straining her low back. She is diagnosed with a lumbar strain. She has since claimed post-traumatic stress disorder, "
        + "with flashbacks and poor sleep. The physician requested the items below."

    @Test func theEyesMovementTherapyNamesNoEye() {
        #expect(Self.regions("EMDR (eye movement desensitization and reprocessing) therapy, 6 sessions",
                             citations: ["Non-MTUS Citation Official Disability Guidelines (ODG), Mental Illness & Stress, PTSD psychotherapy"],
                             summary: Self.trauma).isEmpty)
        #expect(Self.regions("Eye Movement Desensitisation and Reprocessing x 10", summary: Self.trauma).isEmpty)
        // A summary telling the therapy names no head beside the knee: the knee's pain drug is the knee's.
        #expect(Self.regions("Naproxen 550mg #60",
                             summary: "This 52 year old male warehouse clerk was pinned by a forklift on 02/02/2021, sustaining a right "
                                + "knee contusion and a medial meniscus tear. He was later treated with eye movement desensitization and "
                                + "reprocessing sessions by a psychologist for the event. He reports knee pain of 6/10. The physician "
                                + "requested naproxen.") == ["knee"])
    }

    @Test func anEyeNamedOtherwiseStaysTheHead() {
        // Near misses: the eye itself, its examination and its movements tested.
        #expect(Self.regions("Eye examination with dilation", summary: Self.trauma) == ["head"])
        #expect(Self.regions("Eye movement testing", summary: Self.trauma) == ["head"])
        #expect(Self.regions("Naproxen 550mg #60",
                             summary: "This 52 year old male warehouse clerk was splashed in the right eye with a cleaning solvent and "
                                + "fell, sustaining a right knee contusion on 02/02/2021. He reports knee pain of 6/10 and blurred "
                                + "vision. The physician requested naproxen.").isEmpty)
    }
}
