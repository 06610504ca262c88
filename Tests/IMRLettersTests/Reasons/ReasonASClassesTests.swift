import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The thirty-sixth round's classes (issue 30: set AS's misses and false reasons, read as a fresh writer's after five rounds
/// kept apart, judged against the spec): what a drug lets the patient do; a program's admission criteria restated; a score that
/// improved; two relaxants at once; a course authorized and not yet completed; a referral that should await; a condition not
/// among the diagnoses; baclofen's indications; the end of the part authorized; therapy completed before; a diagnosis the
/// history lacks, red flags apart. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonASClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// What the drug lets the patient do is the gain it brings.
    @Test func whatTheDrugLetsThePatientDo() {
        #expect(Self.ids("His physician notes that with the medication he can drive his route, and without it he is unable to sit for an hour.",
                         .overturned, "Tramadol 50mg #60").contains("functional-improvement"))
    }

    /// A program's admission criteria restated are the guideline's; a plateau of this patient's still is no gain.
    @Test func admissionCriteriaRestatedAreTheGuidelines() {
        #expect(!Self.ids("The MTUS sets criteria for admission to the program, including a plateau in a prior course of therapy.",
                          .upheld, "Work conditioning x 10").contains("no-functional-improvement"))
        #expect(!Self.ids("Workers who have been off work for more than two years may not benefit from the program.", .upheld,
                          "Work hardening x 10").contains("no-functional-improvement"))
        #expect(Self.ids("Her progress with the eight visits has plateaued, with no gain in lifting since October.", .upheld,
                         "Physical therapy x 8").contains("no-functional-improvement"))
    }

    /// A score that improved and a return to full duty are a gain, not a finding the guideline requires.
    @Test func aScoreThatImprovedIsNoFinding() {
        let found = Self.ids("Her Oswestry score improved from 52% to 30% and she returned to full duty, which demonstrates a good response.",
                             .overturned, "Physical therapy x 6")
        #expect(!found.contains("objective-findings"))
        #expect(found.contains("functional-improvement"))
    }

    /// Two relaxants at once are a duplication, and a course authorized and not yet completed is care awaited: no care untried.
    @Test func aDuplicateRelaxantAndACourseAwaited() {
        #expect(!Self.ids("He also takes methocarbamol from another prescriber, and no reason is given for two muscle relaxants at once.",
                          .upheld, "Cyclobenzaprine 10mg #60").contains("conservative-care-not-tried"))
        let awaited = Self.ids("A course of physical therapy was authorized last month and has not been completed, and a surgical referral should await its result.",
                               .upheld, "Orthopedic surgical consultation")
        #expect(!awaited.contains("conservative-care-not-tried"))
        #expect(!awaited.contains("no-surgical-plan"))
        #expect(Self.ids("There is no documentation that she completed physical therapy before the injection was requested.", .upheld,
                         "Subacromial injection").contains("conservative-care-not-tried"))
    }

    /// A condition not among the diagnoses, and baclofen's conditions absent, are the indication absent.
    @Test func conditionsTheHistoryLacks() {
        #expect(Self.ids("Anxiety is not among the diagnoses, and no anxiety symptom appears in the notes.", .upheld, "Buspirone 10mg #60")
                    .contains("indication-absent"))
        #expect(Self.ids("He has neither multiple sclerosis nor a spinal cord injury.", .upheld, "Baclofen 10mg #90")
                    .contains("indication-absent"))
    }

    /// More after the part authorized is done waits on it.
    @Test func moreAfterThePartAuthorizedIsDone() {
        #expect(Self.ids("Any further hours should be requested once the 40 authorized hours are completed.", .upheld,
                         "Home health aide 40 hours").contains("pending-prior-treatment"))
        #expect(Self.ids("Her need for more care should be reassessed at the end of the two authorized weeks.", .upheld,
                         "Home health care x 4 weeks").contains("pending-prior-treatment"))
    }

    /// A diagnosis the history lacks ("no diagnosis of") is the indication absent; red flags named with it stay what an
    /// examination or a study would show.
    @Test func noDiagnosisOfIsTheHistorys() {
        let found = Self.ids("There is no diagnosis of radiculopathy or any other neuropathic condition.", .upheld, "Gabapentin 300mg #90")
        #expect(found.contains("indication-absent"))
        #expect(!found.contains("no-objective-findings"))
        #expect(Self.ids("There is no diagnosis of nerve impairment or other red flags that would call for an MRI.", .upheld,
                         "MRI of the cervical spine").contains("no-objective-findings"))
    }
}
