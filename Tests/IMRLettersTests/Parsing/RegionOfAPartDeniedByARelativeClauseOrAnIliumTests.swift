import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the forty-ninth round of the regions read (docs/treatment-identity.md, "Regions"): a part claimed and then denied
/// by a relative clause of the same sentence ("He also alleged a left shoulder injury, which the insurer denied after a
/// records review") is no part of the letter, as one denied in a "but" clause or a sentence of its own is not; the ilium
/// ("a fracture of the left iliac wing", "the right ilium") is a bone of the pelvis, as the pubis and the ischium are, but
/// the iliac crest or spine an examination reaches or presses is no pelvis. Near misses keep what they name. Wordings
/// written for these tests.
@Suite struct RegionOfAPartDeniedByARelativeClauseOrAnIliumTests {
    /// The regions imr ends with for `treatment`: named by the request or inferred from its letter.
    static func regions(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.item(treatment, citations: citations, summary: summary).bodyRegions
    }

    static let lowBack = "This 44 year old female forklift operator injured her low back on 06/11/2021 when her forklift "
        + "dropped off a loading dock edge. An MRI of the lumbar spine showed an L4-5 disc protrusion."

    static let neck = "This 51 year old male pipe fitter injured his neck lifting a valve body overhead on 09/02/2019. An "
        + "MRI showed C5-6 foraminal narrowing on the right."

    @Test func aPartClaimedThenDeniedByARelativeClauseIsNoPart() {
        #expect(Self.regions("Urine drug screen", summary: Self.lowBack
            + " She also alleged a left shoulder injury from the same incident, which the insurer denied after a records "
            + "review. She reports low back pain of 6/10. The physician requested a urine drug screen and Norco.")
                == ["lumbar spine"])
        #expect(Self.regions("Follow-up visit with pain management", summary: Self.neck
            + " He later claimed a right wrist injury, which the claims adjuster denied as nonindustrial. He reports neck pain "
            + "into the right thumb. The physician requested a follow-up visit.") == ["cervical spine"])
    }

    @Test func aPartKeptBesideARelativeClauseThatDeniesNoClaimOrWhereItStillHurts() {
        // Near misses: the relative accepts the part, speaks of a request the carrier denied, or the part still hurts in
        // another clause of the sentence.
        #expect(Self.regions("Urine drug screen", summary: Self.lowBack
            + " She also alleged a left shoulder injury from the same incident, which the insurer accepted. She reports low "
            + "back pain. The physician requested a urine drug screen.").isEmpty)
        #expect(Self.regions("Urine drug screen", summary: Self.lowBack
            + " She also alleged a left shoulder injury, and her physician ordered a shoulder MRI, which the carrier denied. "
            + "The physician requested a urine drug screen.").isEmpty)
        #expect(Self.regions("Urine drug screen", summary: Self.lowBack
            + " She also alleged a left shoulder injury, which the carrier denied; she still reports shoulder pain that wakes "
            + "her at night. The physician requested a urine drug screen.").isEmpty)
        #expect(Self.regions("Urine drug screen", summary: Self.lowBack
            + " She also alleged a left shoulder injury, which the carrier denied, and she still reports shoulder pain. The "
            + "physician requested a urine drug screen.").isEmpty)
    }

    static let crate = "This 37 year old male dock worker was struck by a swinging crate on 03/03/2023."

    @Test func theIliumIsThePelvis() {
        #expect(Self.regions("Front-wheeled walker", summary: Self.crate
            + " He sustained a nondisplaced fracture of the left iliac wing. He walks with a limp.") == ["pelvis"])
        #expect(Self.regions("Physical therapy 8 visits", citations: ["Official Disability Guidelines (ODG), Hip & Pelvis, Physical therapy"],
                             summary: Self.crate + " He was diagnosed with a fracture of the right ilium.") == ["pelvis"])
        // Beside a hip of its own, two parts: a walker serves both.
        #expect(Self.regions("Front-wheeled walker", summary: Self.crate
            + " He sustained a fracture of the left ilium and a left hip contusion with trochanteric bursitis.").isEmpty)
    }

    @Test func theIliacCrestOrSpineAnExaminationNamesIsNoPelvis() {
        // Near misses: landmarks of a shoulder's reach and a low back's examination.
        #expect(Self.regions("Urine drug screen", summary: "This 48 year old female stocker injured her right shoulder "
            + "reaching overhead on 01/09/2022 and was diagnosed with a rotator cuff tear. Internal rotation reached only to the "
            + "iliac crest due to pain. The physician requested a urine drug screen.") == ["shoulder"])
        #expect(Self.regions("Urine drug screen", summary: Self.lowBack
            + " Examination showed tenderness over the left posterior superior iliac spine and the iliac crest. The physician "
            + "requested a urine drug screen.") == ["lumbar spine"])
    }
}
