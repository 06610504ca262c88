import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-ninth round's classes (issue 30: set CW's false reasons and misses, read as a fresh writer's, judged against the
/// spec): a finding not found on an examination is no primary request denied, nor a first operation ("a primary procedure"); a
/// lifting limit raised is a gain, an inability to return to work none; the part authorized used to taper is no care awaited; a
/// request with no stated frequency or time frame is incomplete. Wordings written for these tests.
@Suite struct ReasonCWClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// "was not found on" an examination is a finding missing; "was not found medically necessary" is still the primary denied.
    @Test func notFoundOnAnExaminationIsNoPrimaryDenied() {
        let spasm = Self.ids("Paravertebral spasm was not found on the examination of 03/02/2021.", .upheld, "Tizanidine 4mg #60")
        #expect(!spasm.contains("follows-primary-denied"))
        #expect(spasm.contains("no-objective-findings"))
        #expect(!Self.ids("She is 44, does not smoke, and this is a primary procedure at a single level.", .upheld,
                          "Bone growth stimulator, lumbar").contains("follows-primary-denied"))
        #expect(Self.ids("The lumbar fusion was not found medically necessary, so the brace is not medically necessary either.",
                         .upheld, "Associated surgical service: lumbar brace").contains("follows-primary-denied"))
    }

    /// A limit raised is a gain; the return the patient cannot make is none, one made still is.
    @Test func aLimitRaisedIsAGainAnInabilityNone() {
        #expect(Self.ids("After the sessions his lifting limit was raised from 15 to 30 pounds.", .overturned, "Chiropractic x 4")
            .contains("functional-improvement"))
        #expect(!Self.ids("The evaluation recorded flashbacks, poor sleep and an inability to return to work at the quarry.", .overturned,
                          "Psychotherapy x 6").contains("functional-improvement"))
        #expect(Self.ids("With the sessions she was able to return to work at the quarry.", .overturned, "Psychotherapy x 6")
            .contains("functional-improvement"))
    }

    /// The part authorized as a taper's supply: no care awaited; visits authorized and not yet had still are.
    @Test func theAuthorizedPartUsedToTaperIsNoCareAwaited() {
        #expect(!Self.ids("The rest of the request is not supported, and the certified quantity should be used to taper.", .upheld,
                          "Oxycodone 10mg #60").contains("pending-prior-treatment"))
        #expect(Self.ids("The six authorized visits have not yet been completed.", .upheld, "Physical therapy x 12")
            .contains("pending-prior-treatment"))
    }

    /// No stated frequency or time frame: the request incomplete; no stated reason is not.
    @Test func noStatedFrequencyOrTimeFrameIsIncomplete() {
        #expect(Self.ids("The request is for eight visits with no stated frequency, so it cannot be weighed.", .upheld,
                         "Pain psychology visits x 8") == ["request-incomplete"])
        #expect(!Self.ids("The prescription was doubled without a stated reason.", .upheld, "Gabapentin 600mg #180")
            .contains("request-incomplete"))
    }
}
