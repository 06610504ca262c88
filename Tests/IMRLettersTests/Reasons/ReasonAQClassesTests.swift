import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The thirty-fourth round's classes (issue 30: set AQ's misses and false reasons, read as a fresh writer's after five rounds
/// kept apart, judged against the spec): a series not supported; a device given months ago; the history an
/// antiemetic or an opioid program names; the literature's little evidence; beyond what the guideline supports, more joints
/// than it allows; a program before the operation proposed; a taper's steps; a failed fusion as a diagnosis; a diagnostic
/// block's response; land-based therapy not tolerated. Each both ways, with near misses that must not fire. Wordings written
/// for these tests.
@Suite struct ReasonAQClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A series the guideline does not support is a count, not the treatment refused; the treatment refused still is.
    @Test func aSeriesNotSupportedIsNoFlatRefusal() {
        #expect(!Self.ids("The guidelines do not support a series of blocks at this level.", .upheld, "Repeat lumbar epidural steroid injection")
                    .contains("not-recommended"))
        #expect(Self.ids("The guidelines do not support epidural injections for axial back pain.", .upheld,
                         "Lumbar epidural steroid injection").contains("not-recommended"))
    }

    /// The same device given months ago is the one given, not a rationale missing.
    @Test func aDeviceDispensedMonthsAgo() {
        let found = Self.ids("A knee brace was dispensed in March 2019, and nothing explains why another one is needed now.",
                             .upheld, "Knee brace")
        #expect(found.contains("pending-prior-treatment"))
        #expect(!found.contains("no-rationale-given"))
    }

    /// Surgery had lately, chemotherapy and gastroenteritis are an antiemetic's indications; their absence is the indication
    /// absent, not surgery waited on.
    @Test func anAntiemeticsIndicationsAbsent() {
        let found = Self.ids("Nothing suggests she is receiving chemotherapy, recently had surgery or has gastroenteritis.",
                             .upheld, "Ondansetron 8mg #20")
        #expect(found.contains("indication-absent"))
        #expect(!found.contains("pending-prior-treatment"))
    }

    /// The literature's little evidence for a use is no condition absent; nor, since the forty-fourth round, a reason at
    /// all (over every set, the MTUS's sentence restated was never labelled, 0 of 11): the reviewer's own sentence on the
    /// patient's joint gives it.
    @Test func littleEvidenceToUtilizeIsTheLiteratures() {
        let found = Self.ids("There is little evidence to utilize topical NSAIDs for osteoarthritis of the hip.", .upheld,
                             "Diclofenac gel 1%")
        #expect(!found.contains("not-recommended"))
        #expect(!found.contains("indication-absent"))
        #expect(Self.ids("The gel is prescribed for her hip, for which topical NSAIDs are not recommended.", .upheld, "Diclofenac gel 1%")
                    .contains("not-recommended"))
    }

    /// A count beyond what the guideline supports, and more joints than it allows at once, exceed it.
    @Test func beyondWhatTheGuidelineSupports() {
        #expect(Self.ids("Ten more visits would take him to 26, beyond what the ODG supports for a sprain.", .upheld,
                         "Physical therapy x 10").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("Blocks at four levels take in more joints than the guideline allows in one sitting.", .upheld,
                         "Medial branch blocks").contains("exceeds-guideline-quantity"))
    }

    /// A rehabilitation program not completed before an operation was proposed is care untried, no plan missing.
    @Test func aProgramBeforeTheOperationProposed() {
        let found = Self.ids("Nothing shows he completed a structured rehabilitation program before fusion was proposed.",
                             .upheld, "L4-5 fusion")
        #expect(found.contains("conservative-care-not-tried"))
        #expect(!found.contains("no-surgical-plan"))
    }

    /// A taper's steps are its pace, no gain brought; a failed fusion is a diagnosis, no care that failed.
    @Test func aTapersStepsAndAFailedFusion() {
        #expect(!Self.ids("Cutting the supply by half in one step would not be a safe taper.", .overturned, "OxyContin 20mg #60")
                    .contains("functional-improvement"))
        #expect(!Self.ids("She has taken methadone for six years after a failed lumbar fusion.", .overturned, "Methadone 10mg #90")
                    .contains("conservative-care-failed"))
        #expect(Self.ids("Her pain fell from 8/10 to 4/10 with the medication, and she walks a mile again.", .overturned,
                         "Methadone 10mg #90").contains("functional-improvement"))
    }

    /// A diagnostic block's response is the finding a neurotomy requires; diagnostic blocks named as the request whose criteria
    /// are met stay the criteria met.
    @Test func aDiagnosticBlocksResponseIsAFinding() {
        #expect(Self.ids("Diagnostic medial branch blocks at L4-5 on 2/2/2021 gave 85% relief for the duration of the anesthetic.",
                         .overturned, "Radiofrequency ablation L4-5").contains("objective-findings"))
        let met = Self.ids("Her axial back pain at two levels meets the ODG criteria for diagnostic medial branch blocks.",
                           .overturned, "Medial branch blocks L4-5, L5-S1")
        #expect(met.contains("criteria-met"))
        #expect(!met.contains("objective-findings"))
    }

    /// Land-based therapy not tolerated is aquatic therapy's indication, no first line untried.
    @Test func landBasedTherapyIntolerableIsAquaticTherapysIndication() {
        let found = Self.ids("Nothing shows that he cannot tolerate land-based therapy or needs reduced weight bearing.", .upheld,
                             "Aquatic therapy x 8")
        #expect(found.contains("indication-absent"))
        #expect(!found.contains("first-line-not-tried"))
    }

    /// Intolerable side effects named among a program's indications are no first line untried; on first-line drugs they are.
    @Test func intolerableSideEffectsAmongAnIndication() {
        #expect(!Self.ids("There is no aberrant behavior, intolerable side effects or any other indication for a detoxification program.",
                          .upheld, "Outpatient detoxification program").contains("first-line-not-tried"))
    }
}
