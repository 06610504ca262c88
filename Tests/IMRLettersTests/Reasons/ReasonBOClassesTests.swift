import Testing
@testable import IMRLetters
@testable import IMRModel

/// The fifty-eighth round's classes (issue 30: set BO's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the guideline's condition for another operation; an operation not proposed; how often a symptom comes; a program's
/// content unsaid; spasm eased by a drug; a home program the patient manages alone. Each both ways,
/// with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBOClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The guideline's condition for another operation is no primary request approved.
    @Test func theGuidelinesConditionForAnotherOperation() {
        #expect(!Self.ids("A total hip replacement is also supported when the joint space is lost on x-ray.", .overturned)
                    .contains("follows-primary-approved"))
    }

    /// An operation not proposed is no primary request denied.
    @Test func anOperationNotProposed() {
        #expect(!Self.ids("The surgeon has said that surgery is not being recommended at this time.", .upheld, "MRI of the knee")
                    .contains("follows-primary-denied"))
        #expect(Self.ids("Because the surgery is not certified, the brace is not needed.", .upheld, "Post-operative knee brace")
                    .contains("follows-primary-denied"))
    }

    /// How often and how long a symptom comes is the history's, no term of the request; the request's own frequency is.
    @Test func howOftenASymptomComes() {
        #expect(!Self.ids("No headache diary records the frequency and duration of her headaches.", .upheld, "Botox injection")
                    .contains("request-incomplete"))
        #expect(Self.ids("The request does not state the frequency and duration of the visits.", .upheld, "Psychotherapy")
                    .contains("request-incomplete"))
    }

    /// A program's content left unsaid is the request incomplete.
    @Test func aProgramsContentUnsaid() {
        #expect(Self.ids("The request does not describe the content of the program.", .upheld, "Weight loss program")
                    .contains("request-incomplete"))
    }

    /// Spasm eased by a drug is the gain missing, not the examination's silence; spasm not found still is.
    @Test func spasmEasedByADrug() {
        let ids = Self.ids("There is no documentation of reduced muscle spasm or better function with this drug.", .upheld, "Tizanidine 4 mg #60")
        #expect(!ids.contains("no-objective-findings"))
        #expect(Self.ids("No muscle spasm was found on the examination of 3/3/2017.", .upheld, "Trigger point injections")
                    .contains("no-objective-findings"))
    }

    /// A home program the patient should manage alone, or packs applied at home, suffice.
    @Test func aHomeProgramManagedAlone() {
        #expect(Self.ids("By now she should be managing with an independent home program.", .upheld, "Physical therapy x 8")
                    .contains("home-exercise-sufficient"))
        #expect(Self.ids("Ice packs, which she can apply at home, would serve as well.", .upheld, "Cryotherapy in the clinic x 6 visits")
                    .contains("home-exercise-sufficient"))
    }
}
