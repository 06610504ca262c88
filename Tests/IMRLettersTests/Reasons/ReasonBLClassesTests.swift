import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The fifty-fifth round's classes (issue 30: set BL's false reasons and misses, read as a fresh writer's after a round kept
/// apart, judged against the spec): an operation's own verdict; a visit back to the clinic; the guideline's "indicates that"; a
/// program's components or the tests wanted unsaid; the signs of a neurological examination. Each both ways, with near misses
/// that must not fire. Wordings written for these tests.
@Suite struct ReasonBLClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "The surgery is not medically necessary" in an operation's own rationale is its verdict, not a primary request it
    /// falls with; for a hospital stay, an assistant or post-operative care it is, and for an operation where the sentence
    /// names the primary request as another.
    @Test func anOperationsOwnVerdict() {
        let verdict = "Because the instability criteria are not met, the surgery is not medically necessary."
        #expect(!Self.ids(verdict, .upheld, "Right shoulder arthroscopic rotator cuff repair").contains("follows-primary-denied"))
        #expect(!Self.ids(verdict, .upheld, "L4-5 laminectomy").contains("follows-primary-denied"))
        #expect(Self.ids("As the requested surgery is not medically necessary, the inpatient stay is not needed.", .upheld,
                         "Inpatient stay x 2 days").contains("follows-primary-denied"))
        #expect(Self.ids("As the requested surgery is not medically necessary, the assistant is not needed.", .upheld,
                         "Assistant surgeon").contains("follows-primary-denied"))
        #expect(Self.ids("As the surgery is not certified, post-operative therapy is not needed.", .upheld,
                         "Post-operative physical therapy x 12").contains("follows-primary-denied"))
        #expect(Self.ids("The primary procedure, a two-level fusion, is not medically necessary, so the associated decompression is not either.",
                         .upheld, "L4-5 laminectomy").contains("follows-primary-denied"))
    }

    /// What decides an item's own operation: the kind and its services around it.
    @Test func operationsAndTheirServices() {
        #expect(TreatmentProcedures.isOwnOperation(key: "fusion", kind: .surgery))
        #expect(!TreatmentProcedures.isOwnOperation(key: "inpatient stay", kind: .surgery))
        #expect(!TreatmentProcedures.isOwnOperation(key: "surgical assistant", kind: .surgery))
        #expect(!TreatmentProcedures.isOwnOperation(key: "physical therapy", kind: .therapy))
    }

    /// A visit back to the clinic is no return to work; a return to duty still is a gain.
    @Test func aVisitBackToTheClinic() {
        #expect(!Self.ids("The forklift driver returned to the clinic on 3/4/2019 with more pain in the neck.", .overturned)
                    .contains("functional-improvement"))
        #expect(!Self.ids("She returned to her physician after two weeks, still limping.", .overturned).contains("functional-improvement"))
        #expect(Self.ids("Since the injections he has returned to full duty at the warehouse.", .overturned).contains("functional-improvement"))
    }

    /// "The ODG indicates that ..." reports the guideline as "states that" does: the examination it names is the one it imagines.
    @Test func theGuidelineIndicates() {
        #expect(Self.ids("The ODG indicates that routine chest films are guided by the history and physical examination findings.").isEmpty)
        #expect(Self.ids("The MTUS suggests that imaging is guided by the neurologic examination.").isEmpty)
        #expect(Self.ids("The examination of 6/1/2020 documents no neurologic deficit.").contains("no-objective-findings"))
    }

    /// A program's components or the tests wanted left unsaid are the request's terms missing; components the records
    /// describe are not.
    @Test func componentsAndTestsUnsaid() {
        #expect(Self.ids("The program and its components are not identified.").contains("request-incomplete"))
        #expect(Self.ids("The request for blood tests does not say which tests are wanted.").contains("request-incomplete"))
        #expect(Self.ids("Lab work was requested without specification of the panel.").contains("request-incomplete"))
        #expect(Self.ids("Therapy is requested for an unspecified number of weeks.").contains("request-incomplete"))
        #expect(!Self.ids("The program and its components are described in detail in the 4/2/2019 report.").contains("request-incomplete"))
    }

    /// The signs of a neurological examination are findings; said absent, they are the examination's silence.
    @Test func neurologicalSigns() {
        #expect(Self.ids("The neurologist now documents a left pronator drift and a positive Babinski sign.", .overturned)
                    .contains("objective-findings"))
        #expect(Self.ids("Gait is now ataxic, with nystagmus on lateral gaze.", .overturned).contains("objective-findings"))
        #expect(Self.ids("There is no pronator drift or hyperreflexia on examination.").contains("no-objective-findings"))
    }

    /// The request completing the course the guideline sets, or a quantity the guideline allows said so, is within it; the
    /// guideline's allowance told alone, and care to be completed first in an upheld item, are not.
    @Test func completingTheCourseAllowed() {
        #expect(Self.ids("The 6 further visits would complete the 12 the guideline recommends.", .overturned)
                    .contains("within-guideline-quantity"))
        #expect(Self.ids("Injections are requested at two levels, as the guideline permits.", .overturned)
                    .contains("within-guideline-quantity"))
        #expect(!Self.ids("The claimant should complete the authorized visits first.", .upheld).contains("within-guideline-quantity"))
    }

    /// A simpler aid the patient is not shown unable to use is a power chair's indication absent; equipment a home program
    /// cannot give is the home program's.
    @Test func aSimplerAidNotShownUnusable() {
        #expect(Self.ids("Nothing in the notes shows that he cannot use a cane or a standard wheelchair.", .upheld, "Power wheelchair")
                    .contains("indication-absent"))
        #expect(Self.ids("The notes do not show that his arm strength is insufficient to propel a manual chair.", .upheld, "Power scooter")
                    .contains("indication-absent"))
        #expect(!Self.ids("There is no documentation that she needs equipment she cannot use at home.", .upheld, "Exercise bike")
                    .contains("indication-absent"))
    }

    /// A routine visit of this case is no guideline's routine use: the drug not recommended for the condition stands; the
    /// guideline's own "routine imaging is not recommended" is its restatement.
    @Test func aRoutineVisitIsNoRoutineUse() {
        #expect(Self.ids("The shot was given at a routine office visit for chronic low back pain, for which ketorolac is not recommended.",
                         .upheld, "Toradol 60 mg IM injection").contains("not-recommended"))
        #expect(!Self.ids("Routine imaging is not recommended for low back pain.", .upheld, "MRI lumbar spine").contains("not-recommended"))
        #expect(!Self.ids("Chest x-rays are not recommended as a matter of routine before surgery.", .upheld, "Chest x-ray")
                    .contains("not-recommended"))
    }
}
