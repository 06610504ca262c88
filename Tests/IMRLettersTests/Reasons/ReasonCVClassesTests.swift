import Testing
@testable import IMRLetters
@testable import IMRModel

/// The eighty-eighth round's classes (issue 30: set CV's false reasons and misses, read as a fresh writer's, judged against the
/// spec): the injury's own fall or cut is no gain; the screen an operation or a trial needs first, not done, is no care awaited;
/// ODG's "depends on variables such as" opens the guideline's list; a TENS unit untried before an H-wave unit is care untried, not
/// the item itself; a request that "does not describe" what it asks for is incomplete. Wordings written for these tests.
@Suite struct ReasonCVClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// How the worker was hurt, falling or cut, is no pain falling and no dose cut; a pain score fallen and a dose cut still are.
    @Test func theInjurysFallOrCutIsNoGain() {
        #expect(!Self.ids("He tore his left meniscus falling from a scaffold at a shipyard in 2019.", .overturned, "Physical therapy x 8")
            .contains("functional-improvement"))
        #expect(!Self.ids("The claimant is a 50 year old baker who cut his right thumb on a dough sheeter in 2020.", .overturned,
                          "Occupational therapy x 6").contains("functional-improvement"))
        #expect(!Self.ids("She had fallen from the loading ramp and fractured her wrist.", .overturned, "Physical therapy x 8")
            .contains("functional-improvement"))
        #expect(Self.ids("Since the therapy began his back pain has fallen from 7/10 to 3/10 and he is back at full duty.", .overturned,
                         "Physical therapy x 8").contains("functional-improvement"))
        #expect(Self.ids("With the patches she has cut her oxycodone use by half.", .overturned, "Lidoderm 5% patch #30")
            .contains("functional-improvement"))
    }

    /// The psychological screen an operation or a stimulator trial needs first, not done: its clearance absent, no result awaited;
    /// an evaluation authorized and not yet done still awaited.
    @Test func aPreoperativeScreenNotDoneIsNoCareAwaited() {
        #expect(!Self.ids("A pre-operative psychological evaluation has not been completed, so fusion criteria are not satisfied.", .upheld,
                          "L5-S1 anterior lumbar interbody fusion").contains("pending-prior-treatment"))
        #expect(!Self.ids("A pretrial psychological screen has not been performed.", .upheld, "Spinal cord stimulator trial")
            .contains("pending-prior-treatment"))
        #expect(Self.ids("The psychological evaluation certified in March has not yet been completed, and the trial should await it.", .upheld,
                         "Spinal cord stimulator trial").contains("pending-prior-treatment"))
    }

    /// "Approval ... depends on variables such as" lists what the guideline asks for: no finding or gain of this patient's; the case's
    /// own words still are.
    @Test func variablesSuchAsOpenTheGuidelinesList() {
        #expect(Self.ids("Approval of repeat ablations depends on variables such as evidence of adequate diagnostic blocks, documented "
                         + "improvement in pain scores and documented improvement in function.", .overturned,
                         "Repeat radiofrequency ablation L3-L4").isEmpty)
        #expect(Self.ids("After the first ablation she had documented improvement in function and stopped her daily tramadol.",
                         .overturned, "Repeat radiofrequency ablation L3-L4").contains("functional-improvement"))
    }

    /// A TENS unit not tried is the care an H-wave unit comes after; for a TENS unit it is the item itself, no reason.
    @Test func aTENSUnitUntriedBeforeAnHWaveUnit() {
        #expect(Self.ids("She has not tried a TENS unit.", .upheld, "H-wave unit, home use") == ["conservative-care-not-tried"])
        #expect(Self.ids("She has not tried a TENS unit.", .upheld, "TENS unit rental").isEmpty)
    }

    /// A request that does not describe what it asks for is incomplete; an examination at the time of a request that did not
    /// describe a finding is not.
    @Test func aRequestThatDoesNotDescribeItsItems() {
        #expect(Self.ids("The request does not describe the items it includes or the exercises they are meant for.", .upheld,
                         "Home exercise kit") == ["request-incomplete"])
        #expect(!Self.ids("The examination at the time of the request did not describe any weakness or reflex change.", .upheld,
                          "EMG of the upper extremities").contains("request-incomplete"))
    }
}
