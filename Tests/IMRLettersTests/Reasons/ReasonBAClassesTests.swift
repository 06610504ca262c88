import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-fourth round's classes (issue 30: set BA's misses and false reasons, read as a fresh writer's after two rounds
/// kept apart, judged against the spec): an opioid risk assessment not done; a trial not done first; the simpler insert
/// untried; the diagnoses a study is for; an operation ruled out; the literature on topical NSAIDs; the criteria for a
/// referral; films before films; what the records lack; the short use gone past; spasm on examination; care with no return
/// of strength. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBAClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// An assessment of opioid risk not done is monitoring missing, no result awaited; visits authorized and not completed
    /// still wait.
    @Test func anOpioidRiskAssessmentNotDone() {
        let missing = Self.ids("No risk assessment for opioid misuse has been performed.", .upheld, "Oxycodone 10mg #60")
        #expect(missing.contains("no-opioid-monitoring"))
        #expect(!missing.contains("pending-prior-treatment"))
        #expect(Self.ids("The six authorized visits have not been completed.", .upheld, "Physical therapy x6")
                    .contains("pending-prior-treatment"))
    }

    /// A trial said not done first is care untried; one the reviewer says should be completed first still waits.
    @Test func aTrialNotDoneFirst() {
        #expect(!Self.ids("The file does not show that a month's rental trial was completed first.", .upheld, "TENS unit purchase")
                    .contains("pending-prior-treatment"))
        #expect(Self.ids("The eight certified sessions should be completed first.", .upheld, "Acupuncture x8")
                    .contains("pending-prior-treatment"))
    }

    /// Store-bought inserts untried are the simpler device first, for custom orthotics.
    @Test func theSimplerInsertUntried() {
        #expect(Self.ids("He has not tried over-the-counter inserts.", .upheld, "Custom orthotics").contains("first-line-not-tried"))
    }

    /// The diagnoses a study is for, none documented, are the indication absent: no examination's silence, and "for which
    /// hand" asks nothing of the request.
    @Test func theDiagnosesAStudyIsFor() {
        let read = Self.ids("None of the diagnoses for which wrist MRI is advised, such as a suspected occult fracture, is recorded.",
                            .upheld, "MRI of the left wrist")
        #expect(!read.contains("no-objective-findings"))
        #expect(!read.contains("request-incomplete"))
        #expect(Self.ids("The request does not say which hand is to be imaged.", .upheld, "MRI of the hand").contains("request-incomplete"))
    }

    /// An operation ruled out is none approved; one approved still carries its associated item.
    @Test func anOperationRuledOut() {
        #expect(!Self.ids("Two surgeons have ruled out surgery, and surgery has been ruled out for now.", .overturned,
                          "Functional restoration program evaluation").contains("follows-primary-approved"))
    }

    /// The MTUS's sentence on topical NSAIDs for the spine, hip or shoulder, restated, states no reason.
    @Test func theLiteratureOnTopicalNSAIDs() {
        #expect(!Self.ids("There is little evidence to utilize topical NSAIDs for the spine, hip or shoulder.", .upheld,
                          "Methyl salicylate cream").contains("not-recommended"))
    }

    /// The criteria for a surgical referral not met are the criteria's, no plan missing.
    @Test func theCriteriaForAReferral() {
        let read = Self.ids("None of the criteria for a surgical referral are satisfied.", .upheld, "Orthopedic surgery consultation")
        #expect(!read.contains("no-surgical-plan"))
        #expect(read.contains("indication-absent"))
    }

    /// Radiographs taken before a request for radiographs are the same study had, no simpler study skipped; before an MRI
    /// they are the simpler study.
    @Test func filmsBeforeFilms() {
        #expect(!Self.ids("No new radiographs have been obtained since the films of March.", .upheld, "X-rays of the cervical spine")
                    .contains("first-line-not-tried"))
        #expect(Self.ids("No cervical radiographs have been obtained.", .upheld, "MRI of the cervical spine")
                    .contains("first-line-not-tried"))
    }

    /// What the records lack is no part of the request left out; what the request leaves out is.
    @Test func whatTheRecordsLack() {
        #expect(!Self.ids("The records do not include the progress note of that date.", .upheld, "Urine drug screen")
                    .contains("request-incomplete"))
        #expect(Self.ids("The request does not include the dose or the number of tablets.", .upheld, "Naproxen")
                    .contains("request-incomplete"))
    }

    /// Use gone past the short use the guideline allows is a course longer than it allows.
    @Test func theShortUseGonePast() {
        #expect(Self.ids("Her use since 2015 is well beyond the short-term treatment the guideline allows.", .upheld, "Tizanidine 4mg #60")
                    .contains("exceeds-guideline-quantity"))
    }

    /// Spasm said absent on examination is the examination's silence; spasm recorded but "not an acute flare" is the
    /// indication absent, not a finding missing.
    @Test func spasmOnExamination() {
        #expect(Self.ids("The latest examination notes tenderness but no paraspinal spasm.", .upheld, "Cyclobenzaprine 10mg #30")
                    .contains("no-objective-findings"))
        #expect(!Self.ids("The exam records chronic spasm, unchanged for months, not an acute flare.", .upheld, "Cyclobenzaprine 10mg #30")
                    .contains("no-objective-findings"))
    }

    /// Care had with no return of strength is care that failed.
    @Test func careWithNoReturnOfStrength() {
        #expect(Self.ids("She completed 10 therapy visits and an injection with no return of strength.", .overturned,
                         "Right shoulder arthroscopy").contains("conservative-care-failed"))
    }
}
