import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-ninth round's classes (issue 30: set CM's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a use told long, with nothing it is set against ("She has taken baclofen since 2016"), is the history, no course
/// longer than the guideline allows; set against the guideline's course, in its sentence or by "this" in the next, it is. A
/// second predicate of the patient's state ("... and reports pain of 8/10") is not under the history's negation before it.
/// Wordings written for these tests.
@Suite struct ReasonCMClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A long use told alone is the history; with the guideline's short course beside it, a course too long.
    @Test func aLongUseToldAloneIsTheHistory() {
        #expect(!Self.ids("The claimant, a 48-year-old orchard foreman, has taken baclofen three times daily since 2016.", .upheld,
                          "Baclofen 10mg #90").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("He has been prescribed lorazepam for more than a year.", .upheld, "Lorazepam 1mg #60")
            .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("He has been prescribed lorazepam for more than a year, well past the four weeks the guideline allows.",
                         .upheld, "Lorazepam 1mg #60").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("She has taken baclofen since 2016, which is far longer than the short course recommended.", .upheld,
                         "Baclofen 10mg #90").contains("exceeds-guideline-quantity"))
    }

    /// "This exceeds ..." after the case's use speaks of the case; the guideline's own limit, restated, does not.
    @Test func thisSetAgainstTheGuidelinesCourse() {
        #expect(Self.ids("The ODG supports hypnotics for two to six weeks. She takes eszopiclone every night of the week. "
                         + "This exceeds the short-term use recommended.", .upheld, "Eszopiclone 3mg #30")
            .contains("exceeds-guideline-quantity"))
        #expect(Self.ids("He takes carisoprodol with each meal. This is well beyond the two to three weeks recommended.",
                         .upheld, "Carisoprodol 350mg #60").contains("exceeds-guideline-quantity"))
        #expect(!Self.ids("The ODG supports hypnotics for two to six weeks, and longer use is discouraged.", .upheld,
                          "Eszopiclone 3mg #30").contains("exceeds-guideline-quantity"))
    }

    /// The patient's state told as a second predicate is not under the negation of the history before it.
    @Test func aSecondPredicateOfThePatientsState() {
        #expect(!Self.ids("He has not driven since 2019 and reports pain of 6/10 with poor sleep.", .upheld, "Functional restoration program")
            .contains("indication-absent"))
        #expect(Self.ids("He has not driven since 2019, and there is no documentation of a diagnosis of insomnia.", .upheld,
                         "Zolpidem 10mg #30").contains("indication-absent"))
    }
}
