import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel
import IMRText

/// What the twenty-eighth round of the regions read (docs/treatment-identity.md, "Regions"): a hand truck or a hand cart
/// is a tool, no hand; a clause beside the injury's that opens by denying what it names ("she had no hip injury") rules
/// its parts out; a gym membership or a personal trainer is the injured part's exercise, as a home exercise program is.
/// Wordings written for these tests.
@Suite struct RegionOfAHandTruckADeniedClauseOrAGymTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func shoulder(_ mechanism: String) -> String {
        "The injured worker is a 44 year old male stocker at an appliance store who hurt his right shoulder on 05/05/2022 "
            + "\(mechanism). He is diagnosed with a right rotator cuff strain. He takes ibuprofen and occasional tramadol. "
            + "The physician requested physical therapy and tramadol."
    }

    @Test func aHandTruckNamesNoHand() {
        #expect(Self.inferred("Tramadol 50mg #60", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Opioids"],
                              summary: Self.shoulder("pushing a loaded hand truck up a ramp")) == ["shoulder"])
        #expect(Self.inferred("Physical therapy x6", summary: Self.shoulder("while steadying a Hand Cart of washers")) == ["shoulder"])
        #expect(RegionInferenceTests.forParts("a hand-truck and a HAND TRUCK") == "a push-truck and a push truck")
    }

    @Test func theHandItselfStays() {
        // Near miss: the hand hurt beside the shoulder is a second part: none.
        #expect(Self.inferred("Tramadol 50mg #60", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Opioids"],
                              summary: Self.shoulder("when a hand truck tipped").replacingOccurrences(
                                of: "a right rotator cuff strain", with: "a right rotator cuff strain and a left hand contusion")).isEmpty)
    }

    static func pelvis(_ second: String) -> String {
        "This 58 year old female ranch hand was thrown from a gate on 04/04/2021 and fractured her left pubic rami. "
            + "The injury is to the pelvis alone; \(second). She walks with a cane and has groin pain after long walks. "
            + "The physician requested physical therapy and a walker."
    }

    @Test func aClauseThatOpensByDenyingRulesItsPartsOut() {
        #expect(Self.inferred("Physical therapy x6", summary: Self.pelvis("she had no hip joint injury or low back complaints")) == ["pelvis"])
        #expect(Self.inferred("Physical therapy x6", summary: Self.pelvis("no knee or low back injury was found")) == ["pelvis"])
    }

    @Test func aClauseThatNamesAPartStays() {
        // Near misses: a second clause that names a part hurt, or a diagnosis's own "without", keeps its part: two, none.
        #expect(Self.inferred("Physical therapy x6", summary: Self.pelvis("she also strained her low back")).isEmpty)
        #expect(Self.inferred("Physical therapy x6",
                              summary: "This 52 year old male installer injured his neck and low back on 10/03/2021. Diagnoses: "
                                + "spondylosis without myelopathy, cervical region; spondylosis without myelopathy, lumbar region. "
                                + "He requested physical therapy.").isEmpty)
    }

    static let lowBack = "This 41 year old male baggage handler injured his low back on 02/02/2022 lifting a suitcase. He is "
        + "diagnosed with lumbar strain with a disc protrusion at L5-S1. He has had therapy and a home exercise program. "
        + "The physician requested a gym membership and sessions with a personal trainer."

    @Test func aGymOrATrainerIsTheInjuredPartsExercise() {
        #expect(Self.inferred("Gym membership x 6 months", summary: Self.lowBack) == ["lumbar spine"])
        #expect(Self.inferred("Personal trainer 10 sessions", summary: Self.lowBack) == ["lumbar spine"])
        #expect(Self.inferred("Gym membership x 6 months", citations: ["Official Disability Guidelines (ODG), Gym memberships"],
                              summary: Self.lowBack + " He has also claimed insomnia due to the back pain.") == ["lumbar spine"])
    }

    @Test func aGymBesideTwoPartsTakesNone() {
        // Near miss: a knee and a low back, no chapter of either: the letter points to two.
        #expect(Self.inferred("Gym membership x 6 months",
                              summary: "This 47 year old female nurse fell on 01/01/2022 and is diagnosed with a right knee sprain "
                                + "and a lumbar strain. She requested a gym membership.").isEmpty)
    }
}
