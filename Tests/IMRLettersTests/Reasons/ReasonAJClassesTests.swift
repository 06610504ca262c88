import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The twenty-seventh round's classes (issue 30: set AJ's misses and false reasons, read as a fresh writer's after two rounds
/// kept apart, and the false reasons pooled over every tuning set by their source, judged against the spec): a count of visits
/// had that the item judges by their effect or a home program, not a course too long; what the physician or the notes did not
/// state, no request left incomplete; the request's count agreeing with the guideline, the quantity within it; a fracture set by
/// an open or closed reduction, no pain reduced; operations counted in the history, no primary request approved; the MTUS's
/// criteria for a program restated, no plan missing. Each both ways, negated and not, with restatements that must not fire.
/// Wordings written for these tests.
@Suite struct ReasonAJClassesTests {
    /// A count of visits had set against the guideline's number in another sentence is a course too long, unless the item's
    /// reason is what those visits brought or the home program they lead to: then the count is that reason's history. A dose in
    /// morphine equivalents still counts.
    @Test func aCountOfVisitsHadYieldsToItsEffectOrAHomeProgram() {
        let limit = "The MTUS allows 9 to 10 visits for myalgia."
        #expect(ReasonUnseenTests.ids(limit + " He has attended 20 physical therapy sessions since January.")
                   .contains("exceeds-guideline-quantity"))
        let home = ReasonUnseenTests.ids(limit + " He has attended 20 physical therapy sessions since January."
                                         + " He should be able to continue with a home exercise program.")
        #expect(home.contains("home-exercise-sufficient"))
        #expect(!home.contains("exceeds-guideline-quantity"))
        let effect = ReasonUnseenTests.ids(limit + " She has completed 24 therapy visits this year."
                                           + " There is no documentation of functional improvement from those visits.")
        #expect(effect.contains("no-functional-improvement"))
        #expect(!effect.contains("exceeds-guideline-quantity"))
        // The reviewer setting the count against the guideline in its own sentence is read there, whatever else is given.
        let stated = ReasonUnseenTests.ids("She has completed 24 therapy visits, which exceeds the guideline's recommendation."
                                           + " There is no documentation of functional improvement from those visits.")
        #expect(stated.contains("exceeds-guideline-quantity"))
        // An overturned item's count states none.
        #expect(!ReasonUnseenTests.ids(limit + " He has attended 20 physical therapy sessions since January.", .overturned)
                   .contains("exceeds-guideline-quantity"))
    }

    /// The physician or the notes not stating why, what for or what it brought is the rationale, the plan or the effect
    /// unexplained, not the request's terms left out; the request not stating its quantity, body part or frequency still is.
    @Test func whatThePhysicianDidNotStateIsNoRequestLeftIncomplete() {
        #expect(!ReasonUnseenTests.ids("The treating physician did not state what the consultant is expected to decide.")
                   .contains("request-incomplete"))
        #expect(!ReasonUnseenTests.ids("The requesting provider does not state how the results would change her care.")
                   .contains("request-incomplete"))
        #expect(!ReasonUnseenTests.ids("The goal of the program is not stated by the requesting physician.").contains("request-incomplete"))
        #expect(!ReasonUnseenTests.ids("The most recent progress note does not state what relief the patch gives.")
                   .contains("request-incomplete"))
        #expect(ReasonUnseenTests.ids("The request does not state the frequency of the visits or the body part to be treated.")
                   .contains("request-incomplete"))
        #expect(ReasonUnseenTests.ids("The number of tablets is not stated in the request.").contains("request-incomplete"))
    }

    /// The request's own count said to agree with the guideline is the quantity within it; the request said consistent with the
    /// guideline, with no count as its subject, is the criteria met.
    @Test func theRequestsCountAgreeingWithTheGuidelineIsTheQuantityWithinIt() {
        let visits = ReasonUnseenTests.ids("The request for 8 visits is consistent with the guideline's recommendation for this sprain.",
                                           .overturned)
        #expect(visits.contains("within-guideline-quantity"))
        #expect(!visits.contains("criteria-met"))
        let stay = ReasonUnseenTests.ids("A 2 day stay is therefore consistent with the guidelines.", .overturned)
        #expect(stay.contains("within-guideline-quantity"))
        #expect(!stay.contains("criteria-met"))
        #expect(ReasonUnseenTests.ids("The requested brace is consistent with the guidelines.", .overturned).contains("criteria-met"))
        #expect(ReasonUnseenTests.ids("Use of a topical NSAID for his knee osteoarthritis is consistent with the guideline.", .overturned)
                   .contains("criteria-met"))
        // Upheld, the same words state no reason of the overturned side.
        #expect(ReasonUnseenTests.ids("The request for 8 visits is consistent with the guideline's recommendation.")
                   .allSatisfy { DecisionReasons.byId[$0]?.side == .upholding })
    }

    /// A fracture or dislocation set by an open or closed reduction is care had, no pain reduced; a reduction of pain or of a
    /// drug's dose still is a gain.
    @Test func aReductionOfAFractureIsNoGain() {
        #expect(!ReasonUnseenTests.ids("She is non-weight bearing after an open reduction of a tibial plateau fracture.", .overturned)
                   .contains("functional-improvement"))
        #expect(!ReasonUnseenTests.ids("He had a closed reduction of the elbow dislocation and wears a splint.", .overturned)
                   .contains("functional-improvement"))
        #expect(ReasonUnseenTests.ids("The notes record a reduction of morning stiffness and better sleep on the medication.", .overturned)
                   .contains("functional-improvement"))
    }

    /// Operations counted in the history are care had, no primary request approved; the associated operation approved still is.
    @Test func operationsCountedInTheHistoryAreNoPrimaryApproved() {
        #expect(!ReasonUnseenTests.ids("She has failed therapy, injections and two surgical procedures on the right shoulder.", .overturned)
                   .contains("follows-primary-approved"))
        #expect(!ReasonUnseenTests.ids("After three prior surgical procedures the knee remains painful.", .overturned)
                   .contains("follows-primary-approved"))
        #expect(ReasonUnseenTests.ids("The associated surgical procedure, a rotator cuff repair, has been certified.", .overturned)
                   .contains("follows-primary-approved"))
    }

    /// The MTUS's criteria for a functional restoration program restated (the patient "not a candidate where surgery would
    /// clearly be warranted") is the guideline's list, no plan this patient lacks; the patient said not a surgical candidate, or
    /// no surgery planned, still is.
    @Test func theProgramsCriteriaRestatedAreNoPlanMissing() {
        #expect(!ReasonUnseenTests.ids("The MTUS criteria for a functional restoration program include a thorough evaluation and that the "
                                       + "patient is not a candidate where surgery or other treatments would clearly be warranted.")
                   .contains("no-surgical-plan"))
        #expect(!ReasonUnseenTests.ids("The criteria for a program include a significant loss of ability to function independently, and that "
                                       + "the patient is not a candidate where surgery would clearly be warranted.")
                   .contains("home-exercise-sufficient"))
        #expect(ReasonUnseenTests.ids("There is no reason she cannot continue the exercises independently at home.")
                   .contains("home-exercise-sufficient"))
        #expect(ReasonUnseenTests.ids("There is no indication that the patient is considering surgery based on the study.")
                   .contains("no-surgical-plan"))
    }

    /// Surgery considered, in other words than "considering surgery", not done: no plan that depends on the result; said of the
    /// guideline's criteria, or in an overturned item, it is none.
    @Test func surgicalInterventionNotConsidered() {
        #expect(ReasonUnseenTests.ids("Also, nothing indicates that she is considering surgical treatment of the wrist.")
                   .contains("no-surgical-plan"))
        #expect(ReasonUnseenTests.ids("The records do not show that he would consider surgical intervention.").contains("no-surgical-plan"))
        #expect(!ReasonUnseenTests.ids("The surgeon is considering surgical decompression once the study is reviewed.", .overturned)
                   .contains("no-surgical-plan"))
    }

    /// The request made before any course of conservative care had is care untried; care had before the request is not.
    @Test func theRequestMadeBeforeAnyConservativeCourse() {
        #expect(ReasonUnseenTests.ids("The MRI was ordered ten days after the fall, before any course of conservative treatment.")
                   .contains("conservative-care-not-tried"))
        #expect(ReasonUnseenTests.ids("The referral came at the first visit, before any trial of physical therapy.")
                   .contains("conservative-care-not-tried"))
        #expect(!ReasonUnseenTests.ids("She completed six weeks of therapy before the request was made.").contains("conservative-care-not-tried"))
    }

    /// A result or report said not provided with the negation first ("No ... results were provided") is the records needed not
    /// provided, where no specific reason is stated; a result provided is not.
    @Test func noResultsWereProvided() {
        #expect(ReasonUnseenTests.ids("No laboratory results were provided for this review.").contains("no-rationale-given"))
        #expect(ReasonUnseenTests.ids("No operative report was provided with the request.").contains("no-rationale-given"))
        #expect(!ReasonUnseenTests.ids("The laboratory results were provided and show a normal creatinine.").contains("no-rationale-given"))
    }

    /// Symptoms worse with care had, or despite it, are care that failed; a condition's course alone, or an upheld item, is not.
    @Test func worseningWithCareHadIsCareThatFailed() {
        #expect(ReasonUnseenTests.ids("She has had 8 sessions of therapy and a course of naproxen, with worsening shoulder pain.", .overturned)
                   .contains("conservative-care-failed"))
        #expect(ReasonUnseenTests.ids("He wore a wrist splint for two months with progression of numbness.", .overturned)
                   .contains("conservative-care-failed"))
        #expect(ReasonUnseenTests.ids("Despite that, she describes worsening neck pain and headaches.", .overturned)
                   .contains("conservative-care-failed"))
        #expect(!ReasonUnseenTests.ids("The claimant has chronic lateral epicondylitis with recent worsening.", .overturned)
                   .contains("conservative-care-failed"))
        #expect(!ReasonUnseenTests.ids("The surgeon follows the fracture's healing and the progression of weight bearing.", .overturned)
                   .contains("conservative-care-failed"))
        #expect(!ReasonUnseenTests.ids("She reports worsening mood and poor sleep since the injury.", .overturned)
                   .contains("conservative-care-failed"))
    }
}
