import Testing
@testable import IMRLetters
@testable import IMRModel

/// The ninety-third round's classes (issue 30: set DB's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a request "not within" a span the guideline allows is a quantity exceeded; care had "despite" which the patient has
/// not progressed, or after which symptoms remain, is care failed; how many units are planned is the request's count, no plan
/// a result would change; a prerequisite evaluation missing among others is
/// no care awaited, a sign confined to an area no quantity; the spine's diagnoses a brace is for, said absent together, are the
/// indication absent, and a study's silence where the study is named; when the patient was last tested, unsaid, is no opioid
/// monitoring. Wordings written for these tests.
@Suite struct ReasonDBClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A span the guideline allows, named as the guideline's, set against the request.
    @Test func notWithinTheSpanTheGuidelineAllowsIsExceeded() {
        #expect(Self.ids("Forty hours a week of care is not within the 20 hours the guideline allows for this setting.", .upheld,
                         "Home health aide, 40 hours per week").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("A six week rental is not within the one-month trial the ODG recommends before purchase.", .upheld,
                         "Interferential unit, 6 week rental").contains("exceeds-guideline-quantity"))
    }

    /// Care after which the patient has not moved on, or remains symptomatic: care failed.
    @Test func noProgressDespiteCareIsCareFailed() {
        #expect(Self.ids("She has not progressed despite eight weeks of splinting and two steroid injections.", .overturned,
                         "Right trigger thumb release").contains("conservative-care-failed"))
        #expect(Self.ids("He remained symptomatic after six months of bracing, activity change and anti-inflammatories.", .overturned,
                         "Left knee arthroscopy").contains("conservative-care-failed"))
    }

    /// How many are planned is the request's count left out.
    @Test func howManyArePlannedIsTheRequestsCount() {
        let ids = Self.ids("The request does not identify which knee is to be treated or how many injections are planned.", .upheld,
                           "Viscosupplementation")
        #expect(ids.contains("request-incomplete"))
        #expect(!ids.contains("no-surgical-plan"))
    }

    /// A prerequisite missing among others awaits nothing; a sign confined to an area is no quantity.
    @Test func aMissingPrerequisiteAndAConfinedSignAreNeitherWaitNorQuantity() {
        #expect(!Self.ids("A functional capacity evaluation has also not been performed.", .upheld, "Functional restoration program")
            .contains("pending-prior-treatment"))
        #expect(!Self.ids("On 03/02/2017 hyperesthesia was limited to a 4 cm area over the scar.", .overturned,
                          "Lidoderm 5% patch #30").contains("within-guideline-quantity"))
    }

    /// The brace's diagnoses absent: the indication; on the films named: what the study did not show.
    @Test func theBracesDiagnosesAbsentAreTheIndication() {
        let told = Self.ids("She has no compression fracture, spondylolisthesis or instability.", .upheld, "Lumbar support brace")
        #expect(told.contains("indication-absent"))
        #expect(!told.contains("no-objective-findings"))
        #expect(Self.ids("There is no fracture, spondylolisthesis or instability on her films.", .upheld, "Lumbar support brace")
            .contains("no-objective-findings"))
    }

    /// When the patient was last tested, unsaid: monitoring not documented.
    @Test func whenLastTestedUnsaidIsNoMonitoring() {
        #expect(Self.ids("The treating physician does not say when the claimant was last tested.", .upheld, "Oxycodone 10mg #90")
            .contains("no-opioid-monitoring"))
    }
}
