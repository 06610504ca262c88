import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The fifty-third round's classes (issue 30: set BJ's misses and false reasons, read as a fresh writer's after two rounds kept
/// apart, judged against the spec): surgery not being considered; the diagnosis the patient carries; an examination that showed no
/// abnormality; an evaluation of sleep lacking; a trial's selection criteria; a work status; getting to appointments alone; an opioid
/// regimen kept up; a rule's legal voice. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBJClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// Surgery not being considered is this case's plan, though "considered" is a guideline's word; the guideline's condition is not.
    @Test func surgeryNotBeingConsidered() {
        #expect(Self.ids("A fusion is not being considered.", .upheld, "CT myelogram of the lumbar spine").contains("no-surgical-plan"))
        #expect(!Self.ids("A CT myelogram is an option when surgery is being considered and MRI cannot be done.", .upheld,
                          "CT myelogram of the lumbar spine").contains("no-surgical-plan"))
    }

    /// The diagnosis the patient carries that rules the treatment out is the indication absent, not a finding missing.
    @Test func theDiagnosisCarried() {
        let read = Self.ids("The claimant has a diagnosis of L5 radiculopathy, so the criteria for facet blocks are not met.", .upheld,
                            "Lumbar medial branch blocks")
        #expect(read.contains("indication-absent") && !read.contains("no-objective-findings"))
    }

    /// An examination that showed no abnormality is a finding missing.
    @Test func noAbnormality() {
        #expect(Self.ids("The neurologic examination of 2/3/2018 showed no abnormality.", .upheld, "EMG of the lower extremities")
                    .contains("no-objective-findings"))
    }

    /// What an evaluation of sleep lacks, a trial's selection criteria and a work status are no care untried; a behavioral
    /// treatment never tried still is.
    @Test func noCareUntried() {
        #expect(!Self.ids("The notes hold no sleep history and no sleep hygiene review.", .upheld, "Zolpidem 10mg #30")
                    .contains("conservative-care-not-tried"))
        #expect(!Self.ids("The selection criteria for a TENS trial, such as pain not controlled by medications, are not documented.",
                          .upheld, "TENS unit rental").contains("conservative-care-not-tried"))
        #expect(!Self.ids("He has had therapy, injections and medications, and he has not worked since 2015.", .upheld,
                          "Functional restoration program").contains("conservative-care-not-tried"))
        #expect(Self.ids("No trial of cognitive behavioral therapy for insomnia is documented.", .upheld, "Zolpidem 10mg #30")
                    .contains("conservative-care-not-tried"))
    }

    /// Getting to appointments alone is no home program sufficient.
    @Test func appointmentsAlone() {
        #expect(!Self.ids("She drives and attends appointments independently.", .upheld, "Medical transportation")
                    .contains("home-exercise-sufficient"))
    }

    /// An opioid regimen kept up is no care that failed.
    @Test func anOpioidRegimenKeptUp() {
        #expect(!Self.ids("She is on ongoing opioid therapy, and an annual screen is due.", .overturned, "Urine drug screen")
                    .contains("conservative-care-failed"))
    }

    /// A rule's legal voice is the guideline's.
    @Test func aRulesLegalVoice() {
        #expect(!Self.ids("With documentation of functional improvement, further therapy shall be prescribed within the course.",
                          .overturned, "Post-operative physical therapy x12").contains("functional-improvement"))
    }
}
