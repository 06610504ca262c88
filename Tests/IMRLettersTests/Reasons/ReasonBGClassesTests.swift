import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The fiftieth round's classes (issue 30: set BG's misses and false reasons, read as a fresh writer's after two rounds kept
/// apart, judged against the spec): the criteria of an epidural steroid injection not met; surgeries that failed; the
/// literature's trials; the guideline's diagnoses the patient lacks; what a study showed; the criteria
/// not met beside a frame. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBGClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The criteria of the item's own steroid injection not met are the indication absent; a corticosteroid injection had is
    /// still care, no risk factor.
    @Test func theCriteriaOfASteroidInjection() {
        #expect(Self.ids("The criteria for a cervical epidural steroid injection are not met.", .upheld,
                         "Cervical epidural steroid injection C6-C7").contains("indication-absent"))
        #expect(!Self.ids("She has had no corticosteroid injection to the shoulder.", .upheld, "Shoulder arthroscopy")
                    .contains("indication-absent"))
    }

    /// Surgeries that failed are a diagnosis, no conservative care that failed.
    @Test func surgeriesThatFailed() {
        #expect(!Self.ids("He has a history of three failed cervical surgeries.", .overturned, "Spinal cord stimulator trial")
                    .contains("conservative-care-failed"))
    }

    /// The literature's trials are no quantity of this case.
    @Test func theLiteraturesTrials() {
        #expect(!Self.ids("How long to continue is unclear, as the double-blind trials lasted 8 to 12 weeks.", .upheld,
                          "Nortriptyline 25mg #30").contains("exceeds-guideline-quantity"))
    }

    /// The guideline's diagnoses the patient lacks are the indication absent, not what an examination did not show.
    @Test func theGuidelinesDiagnosesLacked() {
        let read = Self.ids("She has none of these diagnoses, and nothing suggests a neuropathic component to the neck pain.", .upheld,
                            "Lidocaine patch 5% #30")
        #expect(read.contains("indication-absent") && !read.contains("no-objective-findings"))
    }

    /// What a study did not show is a finding missing; the criteria not met beside it are still only the criteria.
    @Test func whatAStudyShowed() {
        let read = Self.ids("The MRI of the left knee of 3/2017 shows mild chondromalacia without a meniscal tear or loose body.", .upheld,
                            "Left knee arthroscopy")
        #expect(read.contains("no-objective-findings") && !read.contains("indication-absent"))
        #expect(Self.ids("The MRI of the neck shows mild spondylosis only, and the criteria for a fusion have not been met.", .upheld,
                         "Anterior cervical fusion C5-C6").contains("indication-absent"))
    }
}
