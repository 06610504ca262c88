import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// The thirty-second round's second rule (docs/treatment-identity.md, "Regions"): where no sentence marks a diagnosis or an
/// injury, the parts named anywhere tell the letter's; an arm or a leg named in passing ("braced herself with her right
/// arm") beside one part of it named as what hurts ("right elbow pain") is that part, not a second region
/// (`RegionInference.partOverItsLimb`), as an injury's limb beside its own part yields. A limb named as one ("upper
/// extremity") stays, and a part of another limb still standing leaves two. Wordings written for these tests.
@Suite struct RegionOfALimbNamedInPassingTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func fall(_ hip: String) -> String {
        "This 48 year old female library clerk tripped over a book cart on 02/11/2022. She fell onto her left hip and braced "
            + "herself with her right arm. \(hip) She went on to have right elbow pain with gripping, and an MRI showed a partial "
            + "tear of the common extensor tendon. On 09/20/2022 there was lateral epicondyle tenderness and pain with resisted "
            + "extension. The physician requested therapy and a medication refill."
    }

    @Test func anArmInPassingBesideItsElbowIsTheElbow() {
        let summary = Self.fall("The hip bruise resolved within a month.")
        #expect(Self.inferred("Physical therapy x8", citations: ["MTUS Postsurgical Treatment Guidelines"], summary: summary) == ["elbow"])
        #expect(Self.inferred("Naproxen 550mg #60", summary: summary) == ["elbow"])
    }

    @Test func aLimbNamedAsOneOrAPartStillStandingLeavesTwo() {
        // Near misses: the hip still hurts (two limbs' parts: none); the limb named as an extremity stays the limb beside its part.
        #expect(Self.inferred("Naproxen 550mg #60", summary: Self.fall("She still has hip pain with stairs.")).isEmpty)
        let extremity = Self.fall("The hip bruise resolved within a month.")
            .replacingOccurrences(of: "braced herself with her right arm", with: "braced herself with her right upper extremity")
        #expect(Self.inferred("Naproxen 550mg #60", summary: extremity) != ["elbow"])
    }
}
