import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-third round's classes (issue 30: set CD's false reasons and misses, read as a fresh writer's, judged against the
/// spec): relief measured in weeks is care that failed, relief of months a gain; a power chair's indication is an arm too weak for a
/// manual chair; an operation named with its region is the plan a study would serve; what the patient cannot do without the drug is
/// its gain; a stimulator's selection criteria said absent together are its indication absent. Wordings written for these tests.
@Suite struct ReasonCDClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// An injection whose relief lasted weeks is conservative care that failed; relief for months with less medication is a gain.
    @Test func reliefMeasuredInWeeks() {
        #expect(Self.ids("A cortisone injection in March gave her three weeks of relief.", .overturned, "Hyaluronic acid injection, right knee")
                    .contains("conservative-care-failed"))
        let months = Self.ids("The first block gave 70% relief for twelve weeks, and she cut her tramadol in half.", .overturned,
                              "Repeat lumbar epidural steroid injection")
        #expect(months.contains("functional-improvement"))
        #expect(!months.contains("conservative-care-failed"))
    }

    /// No weakness of the arms that would keep the patient from a manual wheelchair is the power chair's indication absent.
    @Test func anArmTooWeakForAManualChair() {
        let weak = Self.ids("Nothing in the notes suggests a weakness of the arms that would prevent use of a standard wheelchair.", .upheld,
                            "Power wheelchair")
        #expect(weak.contains("indication-absent"))
        #expect(!weak.contains("no-objective-findings"))
    }

    /// The operation a study would serve, named with its region.
    @Test func anOperationNamedWithItsRegion() {
        #expect(Self.ids("The surgeon's note does not say that she would consider cervical surgery if the study showed a compressed root.",
                         .upheld, "MRI of the cervical spine").contains("no-surgical-plan"))
    }

    /// What the patient cannot do without the drug, however told, is the gain it brings.
    @Test func whatThePatientCannotDoWithoutIt() {
        #expect(Self.ids("The notes say that on meloxicam he walks the orchard rows all day, and without it he must rest every hour.",
                         .overturned, "Meloxicam 15mg #30").contains("functional-improvement"))
    }

    /// A stimulator's selection criteria said absent together (side effects, substance abuse, conservative measures) are its
    /// indication absent, not the first line or the care untried.
    @Test func aStimulatorsSelectionCriteria() {
        let none = Self.ids("No one has documented side effects of her medication, a history of substance abuse or a poor response to "
                            + "conservative measures.", .upheld, "TENS unit purchase")
        #expect(none.contains("indication-absent"))
        #expect(!none.contains("conservative-care-not-tried"))
    }
}
