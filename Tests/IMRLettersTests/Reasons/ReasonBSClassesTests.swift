import Testing
@testable import IMRLetters
@testable import IMRModel

/// The sixty-second round's classes (issue 30: set BS's false reasons and misses, read as a fresh writer's, judged against the
/// spec): behavioral measures for sleep untried are care untried, not the first line the learned reader would make of them;
/// a gain for an item not yet had is the care before it. Each both ways, with near misses that must not fire. Wordings
/// written for these tests.
@Suite struct ReasonBSClassesTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld, _ request: String? = nil) -> [String] {
        ReasonALClassesTests.ids(rationale, decision, request)
    }

    /// Behavioral measures or sleep medication untried are conservative care untried; a first-line hypnotic named is the
    /// first line.
    @Test func behavioralMeasuresForSleep() {
        let untried = Self.ids("There is no evidence that behavioral measures or sleep-promoting medications have been tried.", .upheld,
                               "Zolpidem 10mg #30")
        #expect(untried.contains("conservative-care-not-tried"))
        #expect(!untried.contains("first-line-not-tried"))
        #expect(Self.ids("There is no evidence that she tried sleep hygiene or a first-line hypnotic before quetiapine.", .upheld,
                         "Quetiapine 25mg #30").contains("first-line-not-tried"))
    }

    /// Relief from the care before an operation, a study or a test asked for is that care's, no gain of the item's own;
    /// relief from the last injection, for a repeat one, is.
    @Test func aGainForAnItemNotYetHad() {
        #expect(!Self.ids("She wore a night splint for three months and had one injection, with relief lasting ten days.", .overturned,
                          "Right carpal tunnel release").contains("functional-improvement"))
        #expect(!Self.ids("His pain is 4/10 with medication and 8/10 without it, and he keeps working.", .overturned,
                          "Urine drug screen").contains("functional-improvement"))
        #expect(Self.ids("The first block gave 70% relief for four months and he cut his Norco by half.", .overturned,
                         "Repeat lumbar epidural steroid injection L5-S1").contains("functional-improvement"))
    }
}
