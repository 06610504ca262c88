import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixtieth round's classes (issue 30: set BQ's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the primary request's verdict before this item's own clause; a count told past the guideline; long use for an item
/// given once; a first-line drug named with "have been tried"; attempts to return to work; a patient not homebound; what
/// waits on the response to the part certified; the request silent on the course; a program's limit without efficacy; no
/// reason for starting a drug. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBQClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The primary request's verdict, a comma and this item's own clause: the item falls with the primary request; a
    /// verdict going on with its own cause does not.
    @Test func thePrimaryVerdictBeforeTheItemsClause() {
        #expect(Self.ids("Because the shoulder arthroscopy is not medically necessary, a sling is not necessary.", .upheld, "Shoulder sling")
                    .contains("follows-primary-denied"))
        #expect(Self.ids("As the carpal tunnel release was not supported, any post-operative therapy is not supported.", .upheld,
                         "Post-operative occupational therapy 8 sessions").contains("follows-primary-denied"))
        #expect(!Self.ids("The brace is not medically necessary, as there is no instability on examination.", .upheld, "Knee brace")
                    .contains("follows-primary-denied"))
    }

    /// A count told as more than the guideline's, found reasonable all the same, is no quantity within it; monitoring done
    /// within the last months is a time of the history.
    @Test func aCountPastTheGuideline() {
        #expect(!Self.ids("Ten visits are asked for, which is more than the guidelines advise for this stage.", .overturned)
                    .contains("within-guideline-quantity"))
        #expect(!Self.ids("Her pill counts and a urine screen were consistent within the last four months.", .overturned, "Norco 10/325 #60")
                    .contains("within-guideline-quantity"))
        #expect(Self.ids("The eight visits requested are within what the guidelines recommend.", .overturned)
                    .contains("within-guideline-quantity"))
    }

    /// Something used a long time, for an item given once (an operation), is the history, no course too long; for a
    /// hypnotic too, told alone (since the seventy-ninth round), but not set against the guideline's course.
    @Test func longUseForAnItemGivenOnce() {
        #expect(!Self.ids("She has used a wrist splint since 2015.", .upheld, "Right carpal tunnel release")
                    .contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("She has taken zolpidem nightly since 2015.", .upheld, "Zolpidem 10mg #30")
                    .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("She has taken zolpidem nightly since 2015, well beyond the short-term use recommended.", .upheld,
                         "Zolpidem 10mg #30").contains("exceeds-guideline-quantity"))
    }

    /// First-line drugs named as not tried are the first line untried, not conservative care; plain films done already
    /// are no simpler study skipped.
    @Test func theFirstLineNamed() {
        let untried = Self.ids("Nothing in the notes shows that first-line tricyclic or SNRI agents have been tried for her neuropathic pain.",
                               .upheld, "Lidoderm 5% patch #30")
        #expect(untried.contains("first-line-not-tried"))
        #expect(!untried.contains("conservative-care-not-tried"))
        #expect(!Self.ids("There are no red flags of infection or tumor, and plain films and a bone scan have already been obtained.", .upheld,
                          "Lumbar MRI").contains("first-line-not-tried"))
    }

    /// No prior attempt to return to work is what an evaluation or a program asks for, no gain missing; not having
    /// returned after the care is.
    @Test func attemptsToReturnToWork() {
        #expect(!Self.ids("The file shows no failed attempts to return to work and no conflicting restrictions.", .upheld,
                          "Functional capacity evaluation").contains("no-functional-improvement"))
        #expect(Self.ids("After twelve sessions of therapy the worker has not returned to work in any capacity.", .upheld,
                         "Physical therapy 6 sessions").contains("no-functional-improvement"))
    }

    /// A patient not homebound who gets to her appointments is home care's indication absent, no home program sufficient;
    /// a program she keeps up on her own is.
    @Test func notHomebound() {
        #expect(!Self.ids("He is not homebound; he goes to his medical appointments and to the gym on his own.", .upheld,
                          "Home health aide 4 hours a day").contains("home-exercise-sufficient"))
        #expect(Self.ids("She has learned her exercises and can keep them up on her own.", .upheld, "Physical therapy 8 sessions")
                    .contains("home-exercise-sufficient"))
    }

    /// What waits on the response to the part certified, or the visits authorized not yet completed, is care pending,
    /// no gain missing.
    @Test func whatWaitsOnThePartCertified() {
        let waits = Self.ids("More visits cannot be supported until the patient's response to the eight approved visits is known.",
                             .upheld, "Acupuncture 4 sessions")
        #expect(waits.contains("pending-prior-treatment"))
        #expect(!waits.contains("no-functional-improvement"))
        #expect(Self.ids("The worker has not yet completed the six certified sessions.", .upheld, "Chiropractic 6 sessions")
                    .contains("pending-prior-treatment"))
        #expect(!Self.ids("The worker has not completed a course of conservative care.", .upheld, "Lumbar MRI")
                    .contains("pending-prior-treatment"))
    }

    /// A request silent on whether the course is a first one, or on how many were had, is incomplete; one silent on a fact
    /// of the case is not.
    @Test func theRequestSilentOnTheCourse() {
        #expect(Self.ids("The request does not indicate whether these are the first sessions or how many were attended before.", .upheld,
                         "Physical therapy 12 sessions").contains("request-incomplete"))
        #expect(!Self.ids("The request does not indicate that the patient cannot drive.", .upheld, "Transportation to appointments")
                    .contains("request-incomplete"))
    }

    /// The guideline's limit on a program without demonstrated efficacy is no gain; a gain the records show is.
    @Test func aProgramsLimitWithoutEfficacy() {
        let limit = "A program is not suggested for longer than two weeks without evidence of demonstrated efficacy as documented by "
            + "subjective and objective gains."
        #expect(!Self.ids(limit, .overturned, "Functional restoration program 80 hours").contains("functional-improvement"))
        #expect(Self.ids("In the first two weeks she made objective gains, lifting 20 pounds where she lifted 5.", .overturned,
                         "Functional restoration program 80 hours").contains("functional-improvement"))
    }

    /// No reason given for starting a drug is no first line skipped.
    @Test func noReasonForStartingADrug() {
        #expect(!Self.ids("The progress note gives no reason for starting pregabalin.", .upheld, "Pregabalin 75mg #60")
                    .contains("first-line-not-tried"))
        #expect(Self.ids("No trial of gabapentin or a tricyclic is documented.", .upheld, "Lidoderm 5% patch #30")
                    .contains("first-line-not-tried"))
    }
}
