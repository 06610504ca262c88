import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The forty-third round's classes (issue 30: set AZ's misses and false reasons, read as a fresh writer's after three rounds
/// kept apart, judged against the spec): the literature on an operation; pain that persisted after care; a taper in other words;
/// a test also done before; a repeat not yet due. Each both ways, with near misses that must not fire. Wordings written for
/// these tests.
@Suite struct ReasonAZClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// The literature's rates for an operation are no gain this patient's care brought.
    @Test func theLiteratureOnAnOperation() {
        #expect(!Self.ids("Hip replacement is among the most successful operations, with high rates of improvement in pain.", .overturned,
                          "Right total hip arthroplasty").contains("functional-improvement"))
    }

    /// Pain that persisted after the care had is care that failed; pain told with no care before it is not.
    @Test func painThatPersistedAfterCare() {
        #expect(Self.ids("She finished six weeks of therapy and a course of naproxen, but her pain has persisted.", .overturned,
                         "MRI of the lumbar spine").contains("conservative-care-failed"))
    }

    /// The quantity certified "allows for tapering" is the taper's, no care awaited.
    @Test func aTaperInOtherWords() {
        #expect(!Self.ids("The certified supply allows for tapering over the coming month.", .upheld, "Tramadol 50mg #120")
                    .contains("pending-prior-treatment"))
    }

    /// A drug screen also done weeks before, and a repeat not yet due, are the same test had recently.
    @Test func aTestAlsoDoneBefore() {
        #expect(Self.ids("A urine drug screen was also performed on 3/14/2017 and matched the prescribed medications.", .upheld,
                         "Urine drug screen").contains("pending-prior-treatment"))
        #expect(Self.ids("Her last screen was consistent, and a repeat is not yet due.", .upheld,
                         "Urine drug screen").contains("pending-prior-treatment"))
    }
}
