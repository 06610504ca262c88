import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-sixth round's classes (issue 30: set CG's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the item's own drug named is no first-line alternative untried; the plateau work hardening asks of the therapy before
/// it, and a tibial plateau, are no gain missing; records listed after their negation ("No ... were submitted for review") are
/// the records missing, and findings among records not included no finding the examination lacked. Wordings written for
/// these tests.
@Suite struct ReasonCGClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A first-line drug's name that is the item's own states no first line skipped; the first-line drug named beside another
    /// request, or inside its combination, still does.
    @Test func theItemsOwnDrugIsNoAlternative() {
        let own = Self.ids("The visit of 3/4/2019 does not record any change in mood, pain or daily activity since duloxetine was begun.",
                           .upheld, "Duloxetine 30mg #30")
        let ownAgain = Self.ids("It is not in question that gabapentin is a first-line drug for neuropathic pain.", .upheld,
                                "Gabapentin 600mg #90")
        #expect(!ownAgain.contains("first-line-not-tried"))
        #expect(!own.contains("first-line-not-tried"))
        #expect(own.contains("no-functional-improvement"))
        #expect(Self.ids("There is no record that duloxetine or another antidepressant was tried before the lidocaine patches.", .upheld,
                         "Lidoderm 5% patch #30").contains("first-line-not-tried"))
        #expect(Self.ids("Nowhere in the notes is a trial of plain acetaminophen or an anti-inflammatory described.", .upheld,
                         "Hydrocodone/APAP 5/325mg #60").contains("first-line-not-tried"))
    }

    /// The plateau a work hardening program needs first, and the knee's tibial plateau, are no gain missing; a range of motion
    /// that has plateaued is.
    @Test func aPlateauThatIsNoGainMissing() {
        #expect(!Self.ids("Work conditioning requires a completed course of occupational therapy with gains followed by a plateau, and "
                          + "the file does not show one.", .upheld, "Work conditioning 10 sessions").contains("no-functional-improvement"))
        #expect(!Self.ids("She is a 58-year-old bus mechanic who had a tibial plateau fracture repaired with a plate in 2021.", .upheld,
                          "Physical therapy 12 visits, left knee").contains("no-functional-improvement"))
        #expect(Self.ids("Her shoulder flexion has plateaued at 110 degrees over the last eight visits, and she still cannot lift overhead.",
                         .upheld, "Physical therapy 8 visits").contains("no-functional-improvement"))
    }

    /// "No ... were submitted for review" names the records not sent; the same records sent state no reason.
    @Test func recordsListedAfterTheirNegation() {
        #expect(Self.ids("No therapy notes, pain diaries or functional questionnaires were submitted for review.", .upheld,
                         "Physical therapy 6 visits").contains("no-rationale-given"))
        #expect(Self.ids("No operative report or discharge summary was provided for review.", .upheld,
                         "Post-operative physical therapy 12 visits").contains("no-rationale-given"))
        #expect(!Self.ids("The therapy notes of 2019 were provided for review.", .upheld, "Physical therapy 6 visits")
            .contains("no-rationale-given"))
    }

    /// Examination findings among the records not included are the records missing, not a finding the examination lacked.
    @Test func findingsAmongRecordsNotIncluded() {
        let missing = Self.ids("The imaging reports and examination findings from 2021 on were not included in the records submitted.",
                               .upheld, "MRI of the cervical spine")
        #expect(!missing.contains("no-objective-findings"))
        #expect(missing.contains("no-rationale-given"))
    }
}
