import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-fifth round's classes (issue 30: set BB's misses and false reasons, read as a fresh writer's after two rounds
/// kept apart, judged against the spec): a condition named before the clause that negates the treatment; laboratory values
/// within limits; an operation's risks and benefits; non-opioid care untried; a range of pain scores; a professional body's
/// word; a scale that did not change; an operation authorized in a relative clause; surgery planned on a result; weight lost;
/// symptoms continuing after care; a drug cut for its side effects. Each both ways, with near misses that must not fire.
/// Wordings written for these tests.
@Suite struct ReasonBBClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The condition named before "for which X is not recommended" is the patient's: the treatment is not recommended
    /// for it, no indication absent; a condition negated before the clause still is.
    @Test func aConditionBeforeTheClauseThatNegatesTheTreatment() {
        let read = Self.ids("She has chronic shoulder pain of three years, a chronic condition for which an injectable NSAID is not recommended.",
                            .upheld, "Toradol 60mg IM")
        #expect(read.contains("not-recommended") && !read.contains("indication-absent"))
    }

    /// Laboratory values "within acceptable limits" are no quantity of the request.
    @Test func laboratoryValuesWithinLimits() {
        #expect(!Self.ids("Her preoperative glucose and hemoglobin are within acceptable limits.", .overturned, "Lumbar fusion L4-L5")
                    .contains("within-guideline-quantity"))
        #expect(Self.ids("The 12 visits requested are within the limits the guideline allows.", .overturned, "Physical therapy x12")
                    .contains("within-guideline-quantity"))
    }

    /// An operation's risks and benefits discussed are no gain care brought.
    @Test func anOperationsRisksAndBenefits() {
        #expect(!Self.ids("The surgeon documented a discussion of the risks and benefits of the procedure.", .overturned,
                          "Right shoulder arthroscopy").contains("functional-improvement"))
    }

    /// Non-opioid analgesics untried before an opioid are the first line untried, not conservative care untried.
    @Test func nonOpioidCareUntried() {
        let read = Self.ids("There is no record that non-opioid analgesics such as naproxen have been tried.", .upheld, "Tramadol 50mg #60")
        #expect(read.contains("first-line-not-tried") && !read.contains("conservative-care-not-tried"))
    }

    /// Pain given as a range is no value held over time; two values set from one to the other still are.
    @Test func aRangeOfPainScores() {
        #expect(!Self.ids("Her pain is rated at 5/10 to 6/10.", .upheld, "Norco 10/325mg #60").contains("no-functional-improvement"))
        #expect(Self.ids("Her pain went from 6/10 to 6/10 over the course of the medication.", .upheld, "Norco 10/325mg #60")
                    .contains("no-functional-improvement"))
    }

    /// A professional body's word on a treatment is the literature's, no finding of this case.
    @Test func aProfessionalBodysWord() {
        #expect(Self.ids("The American College of Rheumatology has noted that such injections lack evidence of lasting efficacy.",
                         .upheld, "Trigger point injections").isEmpty)
    }

    /// A scale named as what did not change is no gain from the care.
    @Test func aScaleThatDidNotChange() {
        #expect(Self.ids("The discharge note shows no real change in his Oswestry index after twelve visits.", .upheld,
                         "Physical therapy x6").contains("no-functional-improvement"))
    }

    /// An operation authorized, said in a relative clause, is the primary request's approval, no part of this one awaited.
    @Test func anOperationAuthorizedInARelativeClause() {
        #expect(!Self.ids("She is scheduled for a carpal tunnel release, which was authorized.", .upheld, "Cold therapy unit 30-day rental")
                    .contains("pending-prior-treatment"))
    }

    /// Surgery planned on a study's result, negated, is no plan: not a result awaited.
    @Test func surgeryPlannedOnAResult() {
        #expect(!Self.ids("No surgeon is planning surgery based on the study's results.", .upheld, "Lumbar discogram")
                    .contains("pending-prior-treatment"))
    }

    /// Weight lost is the diet's result, no examination's finding; the pain that continues despite the care is care failed.
    @Test func weightLost() {
        let read = Self.ids("She has continued to have knee pain despite a home exercise program, weight loss of 20 pounds and NSAIDs.",
                            .overturned, "Left total knee arthroplasty")
        #expect(read.contains("conservative-care-failed") && !read.contains("objective-findings"))
    }

    /// A symptom continuing after the care had is care that failed.
    @Test func symptomsContinuingAfterCare() {
        #expect(Self.ids("He completed 10 sessions of therapy and a steroid injection, with continued night pain.", .overturned,
                         "Right shoulder arthroscopy").contains("conservative-care-failed"))
    }

    /// A drug cut down for its side effects is an intolerance, no gain another treatment brought.
    @Test func aDrugCutForItsSideEffects() {
        #expect(!Self.ids("She reduced her use of naproxen because of heartburn.", .overturned, "Acupuncture x6")
                    .contains("functional-improvement"))
    }
}
