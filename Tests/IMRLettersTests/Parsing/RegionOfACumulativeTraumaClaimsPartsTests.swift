import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-third round of the regions read (docs/treatment-identity.md, "Regions"): a cumulative trauma claim told
/// with the parts it is for ("filed a cumulative trauma claim ... for the neck and both upper extremities") lists the
/// parts claimed, each its own: a limb named beside the neck there is claimed, not where the neck's pain is felt, and a
/// request for the injury's pain that no chapter of one part decides takes none. Wordings written for these tests.
@Suite struct RegionOfACumulativeTraumaClaimsPartsTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let neckAndArms = "The injured worker is a 51 year old female data entry clerk at a county office who filed a cumulative "
        + "trauma claim through 03/31/2019 for the neck and both upper extremities. The diagnoses are cervical sprain, bilateral "
        + "upper extremity repetitive strain and rule out cubital tunnel syndrome. On 09/12/2019 she reported neck pain 5/10 and "
        + "aching in both forearms after typing. The physician requested a muscle relaxant and a TENS unit."

    @Test func aCumulativeTraumaClaimsLimbIsItsOwnPart() {
        #expect(Self.inferred("Tizanidine 4mg #60", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Muscle relaxants"],
                              summary: Self.neckAndArms).isEmpty)
        #expect(Self.inferred("TENS unit rental", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, TENS"],
                              summary: Self.neckAndArms).isEmpty)
    }

    @Test func aNeckClaimsPainReachingTheArmIsTheNecks() {
        // The near miss: a cumulative trauma claim for the neck alone, its pain reaching an arm: the neck.
        let neckAlone = Self.neckAndArms
            .replacingOccurrences(of: "for the neck and both upper extremities", with: "for the neck")
            .replacingOccurrences(of: "bilateral upper extremity repetitive strain and rule out cubital tunnel syndrome",
                                  with: "cervical radiculopathy into the right upper extremity")
        #expect(Self.inferred("Tizanidine 4mg #60", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Muscle relaxants"],
                              summary: neckAlone) == ["cervical spine"])
    }
}
