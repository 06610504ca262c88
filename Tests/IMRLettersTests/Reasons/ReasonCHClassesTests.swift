import Testing
@testable import IMRLetters
@testable import IMRModel

/// The seventy-seventh round's classes (issue 30: set CH's false reasons and misses, read as a fresh writer's, judged against the
/// spec): what a study shows none of (calcific deposits, arthritic change, translation on motion films, a spur, a fracture line) is
/// a finding missing; a test's measured result (a sleep study's apnea-hypopnea index, an audiogram's notch, translation in
/// millimetres) is the finding present. Wordings written for these tests.
@Suite struct ReasonCHClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "The films show no arthritic change" is the finding the study did not show; the same films showing motion state none.
    @Test func whatAStudyShowsNoneOf() {
        #expect(Self.ids("Plain films of the right hip from 2/2020 show no significant arthritic change.", .upheld,
                         "Right total hip arthroplasty").contains("no-objective-findings"))
        #expect(Self.ids("The ultrasound of the left shoulder shows no calcific deposits in the cuff.", .upheld,
                         "Extracorporeal shockwave therapy, left shoulder").contains("no-objective-findings"))
        #expect(Self.ids("Bending films of 8/2019 show no translation at L4-L5.", .upheld, "L4-L5 fusion")
            .contains("no-objective-findings"))
        #expect(!Self.ids("Bending films of 8/2019 show translation at L4-L5 that the surgeon measured.", .upheld, "L4-L5 fusion")
            .contains("no-objective-findings"))
    }

    /// A test's measured result on the overturning side is the finding present; the guideline's threshold restated is not.
    @Test func aTestsMeasuredResult() {
        #expect(Self.ids("A home sleep test of 3/2/2022 recorded an apnea-hypopnea index of 41 events per hour.", .overturned,
                         "CPAP machine").contains("objective-findings"))
        #expect(Self.ids("Her audiogram shows a notch at 6000 Hz in both ears.", .overturned, "Bilateral hearing aids")
            .contains("objective-findings"))
        #expect(!Self.ids("The ODG recommends CPAP for an apnea-hypopnea index of 15 or more.", .overturned, "CPAP machine")
            .contains("objective-findings"))
    }
}
