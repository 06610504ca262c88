import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-sixth round's classes (issue 30: set BC's misses and false reasons, read as a fresh writer's after two rounds
/// kept apart, judged against the spec): a patient's risk unchanged; what a drug let her do; what a study would add to the
/// diagnosis; care failed "despite" a short course; a drug's ceiling; films read as normal; a nonselective NSAID first; a
/// patient independent in daily living; the guideline's support; the ODG's sentence on office visits; the criteria met for
/// the blocks named. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBCClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// No change in the patient's risk is the test's indication, no gain missing.
    @Test func aPatientsRiskUnchanged() {
        #expect(!Self.ids("The provider has not described any change in his risk level.", .upheld, "Urine drug screen")
                    .contains("no-functional-improvement"))
    }

    /// What the drug let her do that she could not without it is its gain, no care failed.
    @Test func whatADrugLetHerDo() {
        #expect(!Self.ids("With the medication he can finish his shift and mow his lawn, neither of which he could do without it.",
                          .overturned, "Tramadol 50mg #60").contains("conservative-care-failed"))
        #expect(Self.ids("He tried ibuprofen and naproxen, neither of which relieved his pain.", .overturned, "Tramadol 50mg #60")
                    .contains("conservative-care-failed"))
    }

    /// What a study would add to the diagnosis, negated, is the study's worth, no diagnosis absent.
    @Test func whatAStudyWouldAdd() {
        #expect(!Self.ids("Without such findings the scan is unlikely to add to the diagnosis.", .upheld, "Bone scan")
                    .contains("indication-absent"))
    }

    /// Symptoms that persist despite a short course of steroids are care that failed, no quantity within the guideline.
    @Test func careFailedDespiteAShortCourse() {
        let read = Self.ids("Her pain has persisted despite therapy and a short course of prednisone.", .overturned, "MRI of the lumbar spine")
        #expect(!read.contains("within-guideline-quantity") && read.contains("conservative-care-failed"))
    }

    /// A drug's lack of an analgesic ceiling is the literature's, no limit passed.
    @Test func aDrugsCeiling() {
        #expect(!Self.ids("Its advantages include the lack of an analgesic ceiling and a low risk of respiratory depression.", .upheld,
                          "Buprenorphine patch").contains("exceeds-guideline-quantity"))
    }

    /// Films read as normal were taken: no simpler study skipped.
    @Test func filmsReadAsNormal() {
        #expect(!Self.ids("The hip x-rays were read as normal, and there is no evidence of advanced arthritis.", .upheld,
                          "Hyaluronic acid injection").contains("first-line-not-tried"))
    }

    /// A nonselective NSAID untried before a selective one is the first line untried.
    @Test func aNonselectiveNSAIDFirst() {
        let read = Self.ids("There is no record of a trial of a nonselective NSAID such as ibuprofen.", .upheld, "Celecoxib 200mg #30")
        #expect(read.contains("first-line-not-tried") && !read.contains("conservative-care-not-tried"))
    }

    /// A patient independent in the activities of daily living is the indication's question, no gain missing.
    @Test func independentInDailyLiving() {
        #expect(!Self.ids("She drives and is independent in her activities of daily living, and nothing prevents her from traveling.",
                          .upheld, "Medical transportation").contains("no-functional-improvement"))
    }

    /// The guideline's support for the operation itself is no primary request approved.
    @Test func theGuidelinesSupport() {
        #expect(!Self.ids("Early repair of an acute tear in a young worker is also supported by the ODG.", .overturned,
                          "Right shoulder rotator cuff repair").contains("follows-primary-approved"))
    }

    /// The ODG's sentence on office visits, quoted, states nothing.
    @Test func theODGsSentenceOnOfficeVisits() {
        #expect(Self.ids("As patient conditions are extremely varied, a set number of office visits per condition cannot be reasonably established.",
                         .upheld, "Follow-up visit").isEmpty)
    }

    /// The criteria met for the blocks the request names are the criteria's, no block's result.
    @Test func theCriteriaMetForTheBlocksNamed() {
        let read = Self.ids("All of the guideline criteria are met for diagnostic blocks at both levels.", .overturned,
                            "Lumbar medial branch blocks")
        #expect(read.contains("criteria-met") && !read.contains("objective-findings"))
    }
}
