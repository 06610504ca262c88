import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The fifty-fourth round's classes (issue 30: set BK's false reasons and misses, read as a fresh writer's after two rounds kept
/// apart, judged against the spec; a short round at a session's end): a diet tried alone; a psychological evaluation's screening
/// scores; the ODG's words on the literature; the guideline's diagnoses said absent. Each both ways, with near misses that must not
/// fire. Wordings written for these tests.
@Suite struct ReasonBKClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A diet tried alone is no home exercise program sufficient.
    @Test func aDietTriedAlone() {
        #expect(!Self.ids("She says she has tried to diet on her own without success.", .upheld, "Weight loss program")
                    .contains("home-exercise-sufficient"))
    }

    /// A psychological evaluation's screening scores not recorded are no opioid monitoring missing; a drug screen not done still is.
    @Test func screeningScores() {
        #expect(!Self.ids("The notes record no screening scores or diagnosis.", .upheld, "Psychological evaluation")
                    .contains("no-opioid-monitoring"))
        #expect(Self.ids("No urine drug screen or CURES report is documented.", .upheld, "Norco 10/325mg #60")
                    .contains("no-opioid-monitoring"))
    }

    /// The ODG's words on the literature ("negative or non-interpretable for recommendation") are no examination's.
    @Test func theLiteraturesFindings() {
        #expect(!Self.ids("Trials have studied it, but the findings were either negative or non-interpretable for recommendation.",
                          .upheld, "Interferential unit").contains("no-objective-findings"))
    }

    /// The guideline's diagnoses said absent are the indication absent.
    @Test func theDiagnosesAbsent() {
        #expect(Self.ids("None of these diagnoses is present in this claimant.", .upheld, "Lidocaine patch 5% #30")
                    .contains("indication-absent"))
    }
}
