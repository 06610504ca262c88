import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-second round's classes (issue 30: set CP's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the criteria said not met beside the specific reason the sentence gives for it are `indication-absent` too; the
/// guideline's "not recommended as an isolated intervention" applied to this request is the treatment not recommended, and
/// restated alone no reason. Wordings written for these tests.
@Suite struct ReasonCPClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "The criteria are not met because ..." states the criteria not met and the reason given for them; a patient's absence
    /// said generally ("nothing suggests") stays only the specific reason's.
    @Test func theCriteriaNotMetStandBesideTheirCause() {
        let withCause = Self.ids("The criteria for the facet injections are not met because the notes describe a radiculopathy on the left.",
                                 .upheld, "Lumbar facet injections")
        #expect(withCause.contains("indication-absent"))
        let soNotMet = Self.ids("There is no baseline functional testing and a surgical consultation is still pending, so the program's "
                                + "admission criteria have not been met.", .upheld, "Functional restoration program")
        #expect(soNotMet.contains("indication-absent"))
        #expect(!Self.ids("Nothing suggests he could not carry on the stretches he was taught on his own.", .upheld, "Physical therapy 8 visits")
            .contains("indication-absent"))
    }

    /// The guideline's qualification applied to this request is the treatment not recommended; restated alone, no reason.
    @Test func aStandAloneUseAppliedToTheRequest() {
        #expect(Self.ids("The stimulator is requested with no exercise program or return to work, so it would be a stand-alone treatment, "
                         + "which is not recommended.", .upheld, "Interferential current stimulator").contains("not-recommended"))
        #expect(Self.ids("He has no psychotherapy under way, and as an isolated intervention the biofeedback is not recommended.", .upheld,
                         "Biofeedback 6 sessions").contains("not-recommended"))
        #expect(Self.ids("The MTUS states that interferential current stimulation is not recommended as an isolated intervention.", .upheld,
                         "Interferential current stimulator").isEmpty)
        #expect(Self.ids("H-wave stimulation is not recommended as an isolated intervention.", .upheld, "H-wave unit").isEmpty)
    }
}
