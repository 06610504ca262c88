import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// The thirty-second round's third rule (docs/treatment-identity.md, "Regions"): a claim named as the thing denied ("Her
/// claim for a low back injury was denied") tells that part's claim over, though its clause holds the injury's marker
/// (`RegionInference.claimsNamed`); a part the worker claimed as an injury in the injury's own telling ("She also claimed
/// a neck injury, which the carrier denied") still counts, as before. Wordings written for these tests.
@Suite struct RegionOfAClaimForAnInjuryDeniedTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static func ankle(_ denial: String) -> String {
        "This 42 year old male bus driver stepped off the curb at a depot on 03/09/2021 and sustained a right ankle fracture "
            + "treated with open reduction and internal fixation. \(denial) On 10/04/2021 he reported ankle pain with walking "
            + "and stiffness. The physician requested a refill."
    }

    @Test func aClaimForAPartsInjuryDeniedIsOver() {
        for denial in ["His claim for a low back injury was denied.", "The claim of a lumbar spine injury was denied by the carrier."] {
            #expect(Self.inferred("Naproxen 550mg #60", summary: Self.ankle(denial)) == ["ankle/foot"], "\(denial)")
        }
    }

    @Test func aPartClaimedAsAnInjuryAndDeniedStillCounts() {
        // The near miss: the injury told as claimed, the denial a clause beside it, and the part still hurting.
        let summary = Self.ankle("He also claimed a low back injury from the same fall, which the carrier denied; he still reports low back pain.")
        #expect(Self.inferred("Naproxen 550mg #60", summary: summary).isEmpty)
    }
}
