import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-second round's classes (issue 30: set CE's false reasons and misses, read as a fresh writer's, judged against the
/// spec): an associated item's own verdict is no primary request denied; the criteria named by a demonstrative are met; a measure
/// named with no change is no gain, nor relief that did not last; a quantity too large to be judged again is a quantity exceeded;
/// a device's trial never had, with the outcome it would have recorded, is the trial untried. Both ways, with near misses.
/// Wordings written for these tests.
@Suite struct ReasonCEClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "The associated request for X is not medically necessary" is the item's own verdict; a conclusion's word before it ties it to
    /// the primary request's denial.
    @Test func anAssociatedItemsOwnVerdict() {
        let own = Self.ids("The planned elbow surgery is for a single tendon, with no risk factor for a stiff joint. The associated request "
                           + "for a continuous passive motion device is not medically necessary.", .upheld,
                           "Associated surgical service: Continuous passive motion device")
        #expect(!own.contains("follows-primary-denied"))
        #expect(Self.ids("The lateral epicondyle release was not certified in this review. Therefore, the associated request for a "
                         + "post-operative splint is not medically necessary.", .upheld, "Associated surgical service: Post-operative splint")
                    .contains("follows-primary-denied"))
    }

    /// The criteria or the guideline's patient pointed to ("these criteria", "that profile") and said met.
    @Test func theCriteriaNamedByADemonstrative() {
        #expect(Self.ids("The findings at this visit meet these criteria for a repeat block.", .overturned, "Repeat occipital nerve block")
                    .contains("criteria-met"))
        #expect(Self.ids("With a body mass index of 46, this claimant fits that profile.", .overturned, "Aquatic therapy x8")
                    .contains("criteria-met"))
    }

    /// A measure recorded is no gain until it changed; relief that lasted less than a month is no gain either.
    @Test func aMeasureWithNoChangeIsNoGain() {
        #expect(!Self.ids("The progress note lists her sitting tolerance and a pain score.", .overturned, "Tramadol 50mg #60")
                    .contains("functional-improvement"))
        #expect(!Self.ids("Her two cortisone injections in 2021 each gave relief lasting less than a month.", .overturned,
                          "Hyaluronic acid injection, left knee").contains("functional-improvement"))
        #expect(Self.ids("Her sitting tolerance rose from 15 to 50 minutes over the six sessions.", .overturned, "Acupuncture x6")
                    .contains("functional-improvement"))
    }

    /// A request too large for the care to be judged again before it is used up is a quantity exceeded; an authorization with no
    /// end set is the request incomplete.
    @Test func aQuantityTooLargeToReassess() {
        #expect(Self.ids("A request for twelve monthly visits at once does not allow for reassessment of her condition between them.",
                         .upheld, "Follow-up visits x12").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("An open-ended authorization does not allow for reassessment of the patient's progress.", .upheld,
                          "Follow-up visits").contains("exceeds-guideline-quantity"))
    }

    /// A device's month-long trial never had, with the results it would have recorded, is the trial untried, not a gain missing
    /// from it; a trial had and no gain recorded is the gain missing.
    @Test func aDevicesTrialNeverHad() {
        let never = Self.ids("There is no record of a one-month home-based trial of the device, with its results, before the purchase request.",
                             .upheld, "Interferential stimulator purchase")
        #expect(never.contains("conservative-care-not-tried"))
        #expect(!never.contains("no-functional-improvement"))
        #expect(Self.ids("During the one-month rental the patient used the unit daily, yet the notes record no reduction in pain or "
                         + "medication.", .upheld, "Interferential stimulator purchase").contains("no-functional-improvement"))
    }
}
