import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-eighth round's classes (issue 30: set BE's misses and false reasons, read as a fresh writer's after two rounds
/// kept apart, judged against the spec): a home program not attempted; the relief a first-line drug brought; how long a drug
/// was taken; a device's criteria; the literature's uncertain benefit; what a deficit would limit; a job lost; the criteria for
/// a short course; care not yet given. Each both ways, with near misses that must not fire. Wordings written for these tests.
@Suite struct ReasonBEClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A home program not attempted is care untried, no home program sufficient.
    @Test func aHomeProgramNotAttempted() {
        #expect(!Self.ids("Nothing shows he has attempted physical therapy or a home exercise program for this flare.", .upheld,
                          "Physical therapy x8").contains("home-exercise-sufficient"))
    }

    /// The relief a first-line drug brought, asked after, is a gain missing, no first line untried.
    @Test func theReliefAFirstLineDrugBrought() {
        let read = Self.ids("The records do not indicate what percentage of relief, if any, she has had from duloxetine.", .upheld,
                            "Duloxetine 60mg #30")
        #expect(!read.contains("first-line-not-tried") && read.contains("no-functional-improvement"))
    }

    /// How long the patient has taken a drug is its history, no term of the request left unsaid.
    @Test func howLongADrugWasTaken() {
        #expect(!Self.ids("It is not known how long she has taken oxycodone.", .upheld, "Oxycodone 10mg #60").contains("request-incomplete"))
    }

    /// A device's criteria, the literature's uncertain benefit and what a deficit would limit are no gain missing.
    @Test func noGainMissing() {
        #expect(!Self.ids("Nothing shows the unit would be used together with exercise and a return to work.", .upheld, "TENS unit purchase")
                    .contains("no-functional-improvement"))
        #expect(!Self.ids("A fusion for disc degeneration alone offers uncertain benefit with real risk.", .upheld, "L4-L5 fusion")
                    .contains("no-functional-improvement"))
        #expect(!Self.ids("There is no weakness or imbalance that would limit his ability to stand in the shower.", .upheld, "Shower chair")
                    .contains("no-functional-improvement"))
    }

    /// A job lost is no examination's finding.
    @Test func aJobLost() {
        #expect(!Self.ids("The pain has cost him the loss of his job and led to deconditioning.", .overturned,
                          "Functional restoration program").contains("objective-findings"))
    }

    /// The criteria met for a short course are the criteria's, no quantity within.
    @Test func theCriteriaForAShortCourse() {
        let read = Self.ids("The criteria for a short course of chiropractic care are met.", .overturned, "Chiropractic x6")
        #expect(read.contains("criteria-met") && !read.contains("within-guideline-quantity"))
    }

    /// Symptoms not yet treated are care untried.
    @Test func careNotYetGiven() {
        #expect(Self.ids("The neck pain has not yet been treated with any medication or therapy.", .upheld, "MRI of the cervical spine")
                    .contains("conservative-care-not-tried"))
    }
}
