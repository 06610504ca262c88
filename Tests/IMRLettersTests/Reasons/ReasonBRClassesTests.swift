import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-first round's classes (issue 30: set BR's false reasons and misses, read as a fresh writer's, judged against the
/// spec): what granting the rest would do; a dose within the guideline's; more that depends on the gain from the part
/// authorized; what is still to be followed; a study that already showed the finding, for another study; records not
/// included; the adverse effects of a first-line drug asked after; a recent consistent test; a duty "to be" done. Each both
/// ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBRClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// What granting the rest of the request would do speaks of this case: the guideline's short course with it is a course
    /// too long; the guideline's short course alone is its restatement.
    @Test func whatGrantingTheRestWouldDo() {
        #expect(Self.ids("Metaxalone is not recommended for longer than a short course, and the remaining 90 tablets would extend "
                         + "use for months.", .upheld, "Metaxalone 800mg #90").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("Metaxalone is not recommended for longer than a short course.", .upheld, "Metaxalone 800mg #90")
                    .contains("exceeds-guideline-quantity"))
    }

    /// A dose said within the guideline's is the quantity within it, not the criteria met.
    @Test func aDoseWithinTheGuidelines() {
        let within = Self.ids("The requested quantity of two tablets per day is within the dose the guidelines support for this patient, "
                              + "and there is no reason to lower it now.", .overturned, "Tramadol 50mg #60")
        #expect(within.contains("within-guideline-quantity"))
        #expect(!within.contains("criteria-met"))
    }

    /// More that depends on the gain from the part authorized is care pending, no gain missing.
    @Test func moreThatDependsOnTheGain() {
        let waits = Self.ids("The six approved visits have not been reported on, and more visits depend on documented functional "
                             + "improvement from them.", .upheld, "Physical therapy 6 sessions")
        #expect(waits.contains("pending-prior-treatment"))
        #expect(!waits.contains("no-functional-improvement"))
    }

    /// What is still to be followed is no gain made; a return made is.
    @Test func whatIsStillToBeFollowed() {
        #expect(!Self.ids("He needs ongoing evaluation of his recovery and his return to work.", .overturned, "Office visit")
                    .contains("functional-improvement"))
        #expect(Self.ids("After the injections he returned to work at full duty.", .overturned, "Office visit")
                    .contains("functional-improvement"))
    }

    /// A study that already showed the finding is the same study done, only for that study.
    @Test func aStudyThatAlreadyShowedTheFinding() {
        #expect(!Self.ids("A cervical MRI from March already showed a small disc bulge at C5-6 with no cord contact.", .upheld,
                          "EMG/NCV bilateral upper extremities").contains("pending-prior-treatment"))
        #expect(Self.ids("A cervical MRI from March already showed a small disc bulge at C5-6 with no cord contact.", .upheld,
                         "Cervical MRI").contains("pending-prior-treatment"))
    }

    /// Records not included are records missing, no simpler study untried.
    @Test func recordsNotIncluded() {
        #expect(!Self.ids("No periodontal charting or radiographs were included in the file.", .upheld, "Dental crowns")
                    .contains("first-line-not-tried"))
    }

    /// The adverse effects of a first-line drug asked after are the first line untried, not monitoring missing.
    @Test func theFirstLinesAdverseEffects() {
        let untried = Self.ids("Nothing shows that she had adverse effects with first-line opioids such as tramadol or hydrocodone.",
                               .upheld, "Tapentadol 50mg #60")
        #expect(untried.contains("first-line-not-tried"))
        #expect(!untried.contains("no-opioid-monitoring"))
    }

    /// A recent test with the expected result makes a repeat pending, where the verdict is the only negation.
    @Test func aRecentConsistentTest() {
        #expect(Self.ids("A repeat screen this soon is not needed given the recent consistent result.", .upheld, "Urine drug screen")
                    .contains("pending-prior-treatment"))
    }

    /// Pain told with the drug and without it, set against each other by any word ("versus", "compared with"), is a gain: the
    /// second value's "without" is the measure's, no negation (done after the sixty-fourth round); the same pain both ways is none.
    @Test func painWithAndWithoutTheDrug() {
        #expect(Self.ids("Her pain is 4/10 with Norco versus 8/10 without it.", .overturned, "Norco 10/325 #60")
                    .contains("functional-improvement"))
        #expect(Self.ids("His pain is 3/10 with the patch compared with 7/10 without it.", .overturned, "Lidoderm 5% patch #30")
                    .contains("functional-improvement"))
        #expect(!Self.ids("Her pain is 7/10 with Norco versus 7/10 without it.", .overturned, "Norco 10/325 #60")
                    .contains("functional-improvement"))
    }

    /// A duty "to be" done, with no case named, is the guideline's rule; this prescription's silence is the request's.
    @Test func aDutyToBeDone() {
        #expect(!Self.ids("No more than three visits are to be given in any one week.", .upheld, "Chiropractic 12 sessions")
                    .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The prescription does not say how often the cream is to be applied.", .upheld, "Ketoprofen cream 120g")
                    .contains("request-incomplete"))
    }
}
