import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The thirty-eighth round's classes (issue 30: set AU's misses and false reasons, read as a fresh writer's after four rounds
/// kept apart, judged against the spec): the literature not yet weighed; a work program's predictors; the guideline's
/// indications for a referral absent; the surgery item's own verdict; visits counted since an operation; the same tests had;
/// a test not done since a year; the guideline's indications met. Each both ways, with near misses that must not fire. Wordings
/// written for these tests.
@Suite struct ReasonAUClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The literature's effect not yet weighed is no gain missing from this patient's care.
    @Test func theLiteratureNotYetWeighed() {
        #expect(!Self.ids("Its effect on acute sprains has not been fully evaluated.", .upheld, "Cold therapy unit rental")
                    .contains("no-functional-improvement"))
    }

    /// A work program's predictors (long off work, no motivation to return) are its indication, not a gain missing.
    @Test func aWorkProgramsPredictors() {
        let found = Self.ids("He has been off work for five years, a negative predictor of success, and nothing shows he is motivated to return to work.",
                             .upheld, "Functional restoration program")
        #expect(found.contains("indication-absent"))
        #expect(!found.contains("no-functional-improvement"))
    }

    /// None of the guideline's indications for a referral is the indication absent, no surgical plan missing.
    @Test func noIndicationForAReferral() {
        let found = Self.ids("There is no surgical lesion, and none of the guideline indications for a surgical referral is present.",
                             .upheld, "Orthopedic spine surgeon referral")
        #expect(found.contains("indication-absent"))
        #expect(!found.contains("no-surgical-plan"))
    }

    /// The surgery item's own verdict, and visits counted since an operation, are no primary request denied; an associated
    /// item falling with its operation still is.
    @Test func noPrimaryDeniedInTheItemsOwnVerdict() {
        #expect(!Self.ids("Given the above, the requested surgery is not medically necessary.", .upheld, "Right shoulder arthroscopy")
                    .contains("follows-primary-denied"))
        #expect(!Self.ids("She has completed 20 therapy visits since surgery and is well versed in her exercises.", .upheld,
                          "Physical therapy x 8").contains("follows-primary-denied"))
        #expect(Self.ids("As the requested surgery is not medically necessary, the post-operative sling is not medically necessary either.",
                         .upheld, "Post-operative sling").contains("follows-primary-denied"))
    }

    /// The same tests had, their results normal, are no finding absent; a test not done since long ago is monitoring missing,
    /// no test awaited.
    @Test func theSameTestsHadAndATestNotDoneSince() {
        #expect(!Self.ids("These same tests were drawn three weeks ago, and all results were normal.", .upheld, "Comprehensive metabolic panel")
                    .contains("no-objective-findings"))
        let found = Self.ids("A urine drug test has not been performed since 2018, and no CURES report is documented.", .upheld,
                             "Oxycodone 10mg #90")
        #expect(!found.contains("pending-prior-treatment"))
        #expect(found.contains("no-opioid-monitoring"))
    }

    /// The guideline's indications met are its criteria met.
    @Test func theGuidelinesIndicationsMet() {
        #expect(Self.ids("Her night pain and weight loss meet the guideline indications for an MRI.", .overturned, "MRI of the lumbar spine")
                    .contains("criteria-met"))
    }
}
