import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The fifty-second round's classes (issue 30: set BI's misses and false reasons, read as a fresh writer's after two rounds kept
/// apart, judged against the spec): pain that remains after care; relief that did not last; the most the guideline permits; records
/// not sent; supervised therapy never had; the procedures a request leaves unnamed; the clinician named by specialty. Each both ways, with near misses that must not
/// fire. Wordings written for these tests.
@Suite struct ReasonBIClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// Pain that remains after the care told in its clause is care that failed; pain that remains, alone, is a symptom.
    @Test func painThatRemainsAfterCare() {
        #expect(Self.ids("He has had eight visits of physical therapy and takes meloxicam, and his pain remains at 7/10.", .overturned,
                         "Lumbar epidural steroid injection").contains("conservative-care-failed"))
        #expect(!Self.ids("Her pain remains at 7/10.", .overturned, "Lumbar epidural steroid injection")
                    .contains("conservative-care-failed"))
    }

    /// Relief that did not last is care that failed.
    @Test func reliefThatDidNotLast() {
        #expect(Self.ids("A cortisone injection in March gave relief for only two weeks.", .overturned, "Right carpal tunnel release")
                    .contains("conservative-care-failed"))
    }

    /// The most the guideline permits is a quantity within it.
    @Test func theMostTheGuidelinePermits() {
        #expect(Self.ids("Three sessions are requested, the most the guidelines allow for an initial trial.", .overturned,
                         "Biofeedback x3").contains("within-guideline-quantity"))
    }

    /// Records not sent are no simpler study untried, nor a plan with no surgery in it; films never taken still are.
    @Test func recordsNotSent() {
        let read = Self.ids("The request does not name the teeth or the procedures planned, and no charting or radiographs were submitted.",
                            .upheld, "Dental crowns x2")
        #expect(!read.contains("first-line-not-tried") && !read.contains("no-surgical-plan"))
        #expect(Self.ids("No plain radiographs of the knee have been obtained.", .upheld, "MRI of the right knee")
                    .contains("first-line-not-tried"))
    }

    /// Supervised therapy never had is no home program sufficient.
    @Test func supervisedTherapyNeverHad() {
        #expect(!Self.ids("She has not had a course of supervised physical therapy for the shoulder.", .upheld, "Shoulder arthroscopy")
                    .contains("home-exercise-sufficient"))
    }

    /// This case's clinician named by specialty speaks of the case, though the words after are a guideline's ("considered"); a
    /// guideline's clinician with a duty after does not.
    @Test func theClinicianNamed() {
        #expect(Self.ids("The neurosurgeon has not indicated that surgery is being considered.", .upheld, "MRI of the cervical spine")
                    .contains("no-surgical-plan"))
        #expect(!Self.ids("The physician should consider surgery only when a lesion is shown.", .upheld, "MRI of the cervical spine")
                    .contains("no-surgical-plan"))
    }
}
