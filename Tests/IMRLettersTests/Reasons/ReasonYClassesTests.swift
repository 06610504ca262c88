import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighteenth round's classes (issue 30: set Y's false reasons, read as a fresh writer's, and the tuning sets' weakest
/// families, judged against the spec, for precision), on wordings written for these tests: the patient's current dose, an
/// implant that failed, a trial asked for or counted, relief that wore off, a label's approval, an examination unchanged,
/// improvement that goes on, a rule's date of effect, use that goes on negated, a pain's kind, a home program not done or
/// paired by the guideline, care the decision leaves open. Each both ways where a reading stays.
@Suite struct ReasonYClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] { ReasonUnseenTests.ids(rationale, decision) }

    /// The dose the patient takes now is the history, not the request set against the guideline.
    @Test func theDoseThePatientTakes() {
        #expect(!Self.ids("He takes oxycodone 5 mg up to three times a day and naproxen.", .overturned).contains("within-guideline-quantity"))
        #expect(!Self.ids("The claimant is taking gabapentin up to 1800 mg daily.", .overturned).contains("within-guideline-quantity"))
        #expect(Self.ids("The request for up to 8 visits is within the guideline's recommendation.", .overturned) == ["within-guideline-quantity"])
    }

    /// An implant or a joint replacement that failed is a diagnosis, not conservative care that failed.
    @Test func anImplantThatFailed() {
        #expect(!Self.ids("The 68-year-old underwent revision of the right knee on 03/02/2019 for a failed total knee arthroplasty.",
                          .overturned).contains("conservative-care-failed"))
        #expect(!Self.ids("She had the hardware removed in 2018 after a failed implant.", .overturned).contains("conservative-care-failed"))
        #expect(Self.ids("Physical therapy and two injections have failed to relieve his knee pain.", .overturned) == ["conservative-care-failed"])
    }

    /// A trial asked for, or a trial's length, is no care that failed; a trial had that did not help still is.
    @Test func aTrialAskedForOrCounted() {
        #expect(!Self.ids("The provider now requests a trial of acupuncture.", .overturned).contains("conservative-care-failed"))
        #expect(!Self.ids("She has completed a trial of 6 acupuncture sessions.", .overturned).contains("conservative-care-failed"))
        #expect(Self.ids("A trial of naproxen and a home program brought no relief.", .overturned) == ["conservative-care-failed"])
    }

    /// Relief that wore off after days or weeks is no gain; the label's approval is the literature's.
    @Test func reliefThatWoreOffAndALabelsApproval() {
        #expect(!Self.ids("A trochanteric bursa injection in June helped for about two weeks.", .overturned).contains("functional-improvement"))
        #expect(Self.ids("Lidoderm patches are FDA-approved for relief of post-herpetic neuralgia.", .overturned).isEmpty)
        #expect(Self.ids("Since the first six sessions she has returned to full duty.", .overturned) == ["functional-improvement"])
    }

    /// An examination unchanged since a study, improvement that goes on, and a rule's date of effect are no gain missing.
    @Test func noGainMissing() {
        #expect(!Self.ids("There has been no change in his examination since the last MRI.").contains("no-functional-improvement"))
        #expect(!Self.ids("The report of 04/03/2016 notes continued improvement in grip strength and temporary total disability.")
                  .contains("no-functional-improvement"))
        #expect(!Self.ids("The formulary, effective 07/01/2018, does not list compounded creams among its exempt drugs.")
                  .contains("no-functional-improvement"))
        #expect(Self.ids("There has been no change in pain or function after eight sessions.") == ["no-functional-improvement"])
    }

    /// Use that goes on, negated ("does not recommend their continuous use"), is a course too long, not a flat "not recommended".
    @Test func continuousUseNegated() {
        let ids = Self.ids("The MTUS recommends benzodiazepines for short periods and does not recommend their continuous use for anxiety.")
        #expect(!ids.contains("not-recommended"))
        #expect(Self.ids("Acupuncture is not recommended for the treatment of acute low back pain in this case.") == ["not-recommended"])
    }

    /// A pain's kind ("radicular leg pain", "the pain is a cervical radiculopathy") is the history's, not an examination's.
    @Test func aPainsKind() {
        #expect(!Self.ids("He does not have the predominantly radicular arm pain for which a stimulator is indicated.")
                  .contains("no-objective-findings"))
        #expect(!Self.ids("Her pain is a lumbar radiculopathy, not the localized neuropathic pain for which the cream is indicated.")
                  .contains("no-objective-findings"))
        #expect(Self.ids("The examination shows no radicular signs and no motor deficit.") == ["no-objective-findings"])
    }

    /// A home program the patient is not doing, or the guideline's pairing of a device with one, cannot suffice; one she knows can.
    @Test func aHomeProgramNotDone() {
        #expect(!Self.ids("There is no record that she has participated in any therapy or home exercise program since 2017.")
                  .contains("home-exercise-sufficient"))
        #expect(!Self.ids("The claimant stopped his home exercises in March and has no therapy planned.").contains("home-exercise-sufficient"))
        #expect(!Self.ids("The ODG recommends home lumbar traction only in conjunction with a home exercise program, and not otherwise.")
                  .contains("home-exercise-sufficient"))
        #expect(!Self.ids("There is no evidence he has tried a diet and exercise plan on his own.").contains("home-exercise-sufficient"))
        #expect(Self.ids("She should be able to continue her home exercise program without supervision.") == ["home-exercise-sufficient"])
    }

    /// Care the decision leaves open ("does not preclude further therapy") is no care untried.
    @Test func careLeftOpen() {
        #expect(Self.ids("This decision does not preclude further conservative therapy for the knee.").isEmpty)
        #expect(Self.ids("She has not tried physical therapy or an anti-inflammatory.") == ["conservative-care-not-tried"])
    }
}

/// More of the eighteenth round's classes: what the patient could not do without the drug, the label's approval as a
/// finding, and what waits on care certified and not yet done.
@Suite struct ReasonYClassesMoreTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] { ReasonUnseenTests.ids(rationale, decision) }

    @Test func whatSheCouldNotDoWithoutIt() {
        #expect(!Self.ids("With the patch he walks a mile and mows the lawn, none of which he could do before it was started.", .overturned)
                  .contains("conservative-care-failed"))
        #expect(Self.ids("He tried ibuprofen, therapy and a brace, none of which helped.", .overturned) == ["conservative-care-failed"])
    }

    @Test func theLabelsApprovalIsNoFinding() {
        #expect(!Self.ids("Pregabalin is FDA approved for fibromyalgia and has been demonstrated to reduce pain in that condition.", .overturned)
                  .contains("objective-findings"))
    }

    @Test func whatWaitsOnCareNotYetDone() {
        #expect(!Self.ids("The medial branch blocks authorized last month have not yet been performed, and any ablation depends on their result.")
                  .contains("no-surgical-plan"))
        #expect(Self.ids("There is no plan for surgery that depends on the result of the MRI.") == ["no-surgical-plan"])
    }
}
