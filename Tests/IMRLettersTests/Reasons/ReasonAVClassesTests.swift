import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The thirty-ninth round's classes (issue 30: set AV's misses and false reasons, read as a fresh writer's after four rounds
/// kept apart, judged against the spec): the patient authorized for an operation; a gain that did not last and a return to
/// work still to come; work restrictions among the care had; sessions authorized before; a CURES check's clean finding; a
/// medication list with nothing of a kind in it; a wait until a response; laboratory tests drawn before; use past a course
/// of so many weeks; the patient's regimen set against the guideline's maximum; a home program beside a drug or a device.
/// Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonAVClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The patient authorized for an operation is the primary request's approval, no part of this item authorized; a part of
    /// this item authorized still is.
    @Test func thePatientAuthorizedForAnOperation() {
        #expect(!Self.ids("The claimant has been certified to undergo left knee arthroscopy with partial meniscectomy.", .upheld,
                          "Continuous passive motion device, 21 days").contains("pending-prior-treatment"))
        #expect(!Self.ids("She was approved to undergo a carpal tunnel release next month.", .upheld, "Wrist splint purchase")
                    .contains("pending-prior-treatment"))
        #expect(Self.ids("Six sessions of aquatic therapy have been authorized, and their response should be known before more are added.",
                         .upheld, "Aquatic therapy x 12").contains("pending-prior-treatment"))
    }

    /// Improvement that did not last, and a return to work a surgeon has only cleared the patient to begin, are no gain the
    /// care brought; improvement that lasted still is.
    @Test func aGainThatDidNotLastOrIsStillToCome() {
        #expect(!Self.ids("She had a subacromial injection in 2017 with transient improvement.", .overturned, "Shoulder MRI")
                    .contains("functional-improvement"))
        #expect(!Self.ids("He has been cleared by his surgeon to start a gradual return to modified duty.", .overturned,
                          "Psychotherapy x 6").contains("functional-improvement"))
        #expect(Self.ids("After the first six visits she returned to full duty and her pain fell from 7/10 to 3/10.", .overturned,
                         "Chiropractic manipulation x 6").contains("functional-improvement"))
    }

    /// Work restrictions given, or named among the care that failed, are no gain; restrictions eased are.
    @Test func workRestrictionsAmongTheCareHad() {
        #expect(!Self.ids("He has failed bracing, anti-inflammatories, two steroid injections and work restrictions.", .overturned,
                          "Right elbow lateral release").contains("functional-improvement"))
        #expect(!Self.ids("She was given work restrictions and a stretching handout at her first visit.", .overturned,
                          "Physical therapy x 6").contains("functional-improvement"))
        #expect(Self.ids("Since the acupuncture began, her work restrictions were relaxed from a 10-pound to a 25-pound lifting limit.", .overturned,
                         "Acupuncture x 6").contains("functional-improvement"))
    }

    /// Sessions of care authorized before are no primary request approved; an operation approved in this review still is.
    @Test func sessionsAuthorizedBeforeAreNoPrimary() {
        #expect(!Self.ids("The notes received for this review describe each of the authorized visits in detail.", .overturned,
                          "Acupuncture x 6").contains("follows-primary-approved"))
        #expect(Self.ids("The associated lumbar decompression has been found medically necessary in this review.", .overturned,
                         "Post-operative lumbar brace").contains("follows-primary-approved"))
    }

    /// A CURES check that found no other prescriber is monitoring done; a CURES report never checked is monitoring missing.
    @Test func aCleanCuresCheckIsMonitoringDone() {
        #expect(!Self.ids("The prescriber reviewed CURES in January and found no other prescribers of controlled drugs.", .upheld,
                          "Hydrocodone 10/325mg #60").contains("no-opioid-monitoring"))
        #expect(Self.ids("There is no documentation that a CURES report was reviewed.", .upheld, "Hydrocodone 10/325mg #60")
                    .contains("no-opioid-monitoring"))
    }

    /// A medication list with nothing of a kind in it is the list given, no record missing; a regimen not provided is.
    @Test func aMedicationListWithNothingOfAKind() {
        #expect(!Self.ids("The current medication list includes no controlled substances of any kind.", .upheld, "Urine drug screen")
                    .contains("no-rationale-given"))
        #expect(Self.ids("The current medication regimen was not provided.", .upheld, "Urine drug screen").contains("no-rationale-given"))
    }

    /// More that waits until a response is known is care awaited; laboratory tests drawn weeks before are the same study done
    /// recently.
    @Test func aWaitAndTestsDrawnBefore() {
        #expect(Self.ids("Further refills should wait until the response to the first month of duloxetine is documented.", .upheld,
                         "Duloxetine 30mg #30 with 3 refills").contains("pending-prior-treatment"))
        #expect(Self.ids("A hepatic panel was drawn five weeks before this request and was unremarkable.", .upheld, "Hepatic function panel")
                    .contains("pending-prior-treatment"))
    }

    /// Use past a course of so many weeks or days is a quantity exceeded; a patient beyond the acute phase is not.
    @Test func usePastACourseOfSoManyWeeks() {
        #expect(Self.ids("She has been given lorazepam every month since 2017, beyond the 4-week course the guideline allows.", .upheld,
                         "Lorazepam 1mg #30").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The cold unit has been used since March, beyond the seven-day period after surgery.", .upheld,
                         "Cold therapy unit, extended rental").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("She is well beyond the acute phase of her injury.", .upheld, "Lorazepam 1mg #30")
                    .contains("exceeds-guideline-quantity"))
    }

    /// The patient's regimen set against the guideline's maximum is this case's quantity, not the guideline's voice.
    @Test func theRegimenAgainstTheGuidelinesMaximum() {
        #expect(Self.ids("The combined regimen comes to about 260 mg morphine equivalents per day, more than twice the recommended maximum.",
                         .upheld, "Oxycodone 30mg #120").contains("exceeds-guideline-quantity"))
    }

    /// A home program told beside a drug or a device is the history, not supervised care weighed; beside therapy it is.
    @Test func aHomeProgramBesideADrugOrADevice() {
        #expect(!Self.ids("He continues a home exercise program every morning and walks daily.", .upheld, "TENS unit purchase")
                    .contains("home-exercise-sufficient"))
        #expect(!Self.ids("She keeps up her home exercise program and walks daily.", .upheld, "Tramadol 50mg #60")
                    .contains("home-exercise-sufficient"))
        #expect(Self.ids("He is well versed in a home exercise program and there is no reason he cannot continue it on his own.", .upheld,
                         "Physical therapy x 8").contains("home-exercise-sufficient"))
    }
}
