import Testing
@testable import IMRLetters
@testable import IMRModel

/// The fifty-sixth round's classes (issue 30: set BM's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a need that depends on the patient's course; the literature's efficacy; a contrast of uses; what keeps a patient from a
/// gain and a return that failed; a return to regular duty; a dental examiner's findings; a diagnosis unnamed; an examination that
/// documents a gain. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBMClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// What each visit's need depends on is the patient's course, not a result a plan waits on; a surgery that depends on a
    /// study's result still is.
    @Test func aNeedThatDependsOnThePatient() {
        #expect(!Self.ids("Monthly visits for a year cannot be certified now, since the need for each depends on the patient's progress.",
                          .upheld, "Follow-up office visits x 12").contains("no-surgical-plan"))
        #expect(Self.ids("Nothing in the records says that any decision about surgery depends on the result of the study.",
                         .upheld, "MRI of the lumbar spine").contains("no-surgical-plan"))
    }

    /// The literature's efficacy is the guideline's evidence, no gain missing in this case; the patient's own is.
    @Test func theLiteraturesEfficacy() {
        #expect(!Self.ids("There are no large studies demonstrating its efficacy for back pain.", .upheld, "Topical gabapentin")
                    .contains("no-functional-improvement"))
        #expect(Self.ids("After a year of use there is no documented efficacy in this claimant.", .upheld, "Gabapentin 600 mg #90")
                    .contains("no-functional-improvement"))
    }

    /// A contrast of uses ("not recommended for X, but may be considered for Y") says where the guideline stands for each, not
    /// which is the item's; "not recommended for any other indication" is the class rule, no finding. A flat "not recommended"
    /// for this request stands.
    @Test func aContrastOfUses() {
        #expect(!Self.ids("The ODG does not recommend manipulation for the ankle, but it may be considered for the low back.",
                          .upheld, "Chiropractic manipulation x 8").contains("not-recommended"))
        #expect(!Self.ids("The injections are not recommended for any other indication, such as bursitis.", .upheld,
                          "Hyaluronic acid injection").contains("not-recommended"))
        #expect(Self.ids("The ODG does not recommend manipulation of the ankle.", .upheld, "Chiropractic manipulation x 8")
                    .contains("not-recommended"))
    }

    /// What keeps a patient from a gain, or a return that failed, is no gain; a return to regular duty is.
    @Test func gainsKeptFromAndGainsMade() {
        #expect(!Self.ids("Her panic attacks interfere with any return to work.", .overturned).contains("functional-improvement"))
        #expect(!Self.ids("He attempted a return to full duty in May and was taken off work again.", .overturned)
                    .contains("functional-improvement"))
        #expect(Self.ids("Since the block he has stopped tramadol and made a return to regular duty.", .overturned)
                    .contains("functional-improvement"))
    }

    /// A dental examiner's findings are findings.
    @Test func aDentalExaminersFindings() {
        #expect(Self.ids("The dental examiner documents wear facets on the molars and limited opening of 30 mm.", .overturned)
                    .contains("objective-findings"))
    }

    /// A diagnosis unnamed is no term of the request (what, how much, how long, which part); a quantity unnamed is.
    @Test func aDiagnosisUnnamed() {
        #expect(!Self.ids("The request for authorization does not identify the diagnosis being treated.").contains("request-incomplete"))
        #expect(Self.ids("The request for authorization does not identify the number of sessions.").contains("request-incomplete"))
    }

    /// An examination that documents a gain tells the care's effect, no finding the request needs; one that documents a deficit
    /// still finds it.
    @Test func anExaminationThatDocumentsAGain() {
        let gain = Self.ids("The therapist's re-examination documents knee flexion improving from 90 to 120 degrees.", .overturned)
        #expect(!gain.contains("objective-findings") && gain.contains("functional-improvement"))
        #expect(Self.ids("The examination documents a positive Spurling test on the right.", .overturned).contains("objective-findings"))
    }
}
