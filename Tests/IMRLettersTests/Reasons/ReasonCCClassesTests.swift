import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-first round's classes (issue 30: set CC's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a diagnosis never made is the history's lack, the indication absent, not what an examination did not show; progress
/// notes with no functional measures are no gain documented. Both ways, with near misses. Wordings written for these tests.
@Suite struct ReasonCCClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// A diagnosis the treating physician never made is the indication absent; a deficit the examination did not find is a finding
    /// missing.
    @Test func aDiagnosisNeverMade() {
        let never = Self.ids("Her physician has not diagnosed a radiculopathy or any neuropathic condition.", .upheld, "Lyrica 75mg #60")
        #expect(never.contains("indication-absent"))
        #expect(!never.contains("no-objective-findings"))
        #expect(Self.ids("The examination found no sensory deficit and no reflex change in the legs.", .upheld,
                         "Lumbar epidural steroid injection").contains("no-objective-findings"))
    }

    /// Notes with no functional measures are no gain documented; the guideline asking for such measures states no reason.
    @Test func noFunctionalMeasures() {
        #expect(Self.ids("The visit notes of 2018 list the medications and contain no functional measures.", .upheld, "Hydrocodone 10/325mg #90")
                    .contains("no-functional-improvement"))
        #expect(!Self.ids("The guideline asks that functional measures be recorded at each visit while opioids are continued.", .upheld,
                          "Hydrocodone 10/325mg #90").contains("no-functional-improvement"))
    }
}
