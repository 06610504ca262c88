import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-ninth round's classes (issue 30: set BF's misses and false reasons, read as a fresh writer's after a round kept
/// apart, judged against the spec): symptoms that lasted, with or without the care they lasted through; care the patient could
/// not go on with; more care that must wait for the first's result; a guideline's words inside the clause naming what the
/// treatment is for; the condition a brace is for; the surgery as a time, not a cause; a gym's supervision. Each both ways,
/// with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBFClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// Symptoms that lasted are no care failed unless the care they lasted through is told: in the clause, or before a
    /// contrast ("..., but the pain has persisted") whose clause does not negate it.
    @Test func symptomsThatLasted() {
        #expect(!Self.ids("His low back symptoms have persisted for five months.", .overturned, "Acupuncture x6")
                    .contains("conservative-care-failed"))
        #expect(!Self.ids("She reports poor sleep and low mood, and her wrist pain has persisted past the usual healing time.", .overturned,
                          "Psychological evaluation").contains("conservative-care-failed"))
        #expect(Self.ids("She attended ten sessions of physical therapy over the summer, but the shoulder pain has persisted.", .overturned,
                         "Acupuncture x6").contains("conservative-care-failed"))
        #expect(Self.ids("The hip pain has persisted after six weeks of physical therapy.", .overturned, "Acupuncture x6")
                    .contains("conservative-care-failed"))
    }

    /// Care the patient could not go on with failed; a home program the patient could go on with is no such care.
    @Test func careNotGoneOnWith() {
        #expect(Self.ids("He was unable to complete a course of land-based physical therapy because of hip pain.", .overturned,
                         "Aquatic therapy x6").contains("conservative-care-failed"))
        #expect(Self.ids("She could not continue physical therapy after three visits because of increased swelling.", .overturned,
                         "Knee brace").contains("conservative-care-failed"))
        #expect(!Self.ids("Without the medication he is unable to complete his shift at the warehouse.", .overturned, "Tramadol 50mg #60")
                    .contains("conservative-care-failed"))
    }

    /// More care that must wait for the result of the care authorized is care pending.
    @Test func moreCareMustWait() {
        #expect(Self.ids("Further sessions beyond the 4 approved must await evidence of her response to those visits.", .upheld,
                         "Physical therapy x4").contains("pending-prior-treatment"))
    }

    /// A guideline's words inside the clause naming what the treatment is for ("for which ... are recommended") do not make
    /// the reviewer's finding the guideline's voice; after a class of treatments they name the class's uses.
    @Test func theGuidelinesWordsInsideTheClauseOfWhatItIsFor() {
        #expect(Self.ids("There is no diagnosis of diabetic neuropathy or postherpetic neuralgia for which anticonvulsants are recommended.",
                         .upheld, "Pregabalin 75mg #60").contains("indication-absent"))
        #expect(Self.ids("He has no foot deformity or plantar fasciitis for which custom inserts are indicated.", .upheld,
                         "Custom orthotics").contains("indication-absent"))
        #expect(!Self.ids("Ketoprofen is not among the drugs for which the guidelines find support as a topical.", .upheld,
                          "Ketoprofen cream").contains("indication-absent"))
    }

    /// The condition named by what the treatment is for is the indication the patient lacks, not what an examination did
    /// not show; the same condition a study did not show is the examination's.
    @Test func theConditionABraceIsFor() {
        let read = Self.ids("There is no documented fracture, spondylolisthesis or instability for which a lumbar support might be used.",
                            .upheld, "Lumbar support brace")
        #expect(read.contains("indication-absent") && !read.contains("no-objective-findings"))
        #expect(Self.ids("Flexion and extension films of March show no instability.", .upheld, "Lumbar fusion L4-L5")
                    .contains("no-objective-findings"))
    }

    /// The surgery told as a time is no primary request denied; as a cause with its denial, it is.
    @Test func theSurgeryAsATime() {
        #expect(!Self.ids("Norco has been taken three times daily since the surgery.", .upheld, "Norco 10/325mg #90")
                    .contains("follows-primary-denied"))
        #expect(Self.ids("Since the surgery has not been certified, the post-operative sling is not needed.", .upheld, "Shoulder sling")
                    .contains("follows-primary-denied"))
    }

    /// A gym's supervision by a medical professional is no opioid's monitoring.
    @Test func aGymsSupervision() {
        #expect(!Self.ids("Nothing shows the program would be monitored by a medical professional.", .upheld, "Gym membership x3 months")
                    .contains("no-opioid-monitoring"))
    }
}
