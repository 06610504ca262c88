import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-fifth round's classes (issue 30: set CJ's false reasons and misses, read as a fresh writer's, judged against the
/// spec): examination findings among the records not sent are the rationale missing, not findings the examination lacked; the
/// condition's first weeks are its time, no quantity; the case said to be the guideline's named indication, or to meet its
/// recommended indication, is the criteria met. Wordings written for these tests.
@Suite struct ReasonCJClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "No progress notes or examination findings were provided" is the records missing; an examination that found nothing is a
    /// finding missing.
    @Test func findingsAmongTheRecordsNotSent() {
        let notSent = Self.ids("The requesting provider offered no rationale for the evaluation, and no progress notes or examination findings "
                               + "were provided.", .upheld, "Neurology consultation")
        #expect(notSent.contains("no-rationale-given"))
        #expect(!notSent.contains("no-objective-findings"))
        #expect(Self.ids("The examination of 5/2/2019 found no weakness, no sensory loss and normal reflexes in both arms.", .upheld,
                         "EMG of the upper extremities").contains("no-objective-findings"))
    }

    /// The case named as the guideline's indication is the criteria met, not a quantity within it nor care failed.
    @Test func theGuidelinesNamedIndication() {
        let named = Self.ids("He has acute sciatica within the first few weeks of onset, which is the indication named in the guideline for a "
                             + "brief steroid taper.", .overturned, "Prednisone 10mg taper #21")
        #expect(named.contains("criteria-met"))
        #expect(!named.contains("within-guideline-quantity"))
        #expect(Self.ids("Her grinding at night and worn molars meet the recommended indication for a night guard.", .overturned,
                         "Occlusal guard").contains("criteria-met"))
    }
}
