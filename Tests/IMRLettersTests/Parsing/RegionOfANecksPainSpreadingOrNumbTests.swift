import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-third round of the regions read (docs/treatment-identity.md, "Regions"): a spine's pain "spreading to"
/// a limb, or told "with numbness" or "with tingling" of a finger or a toe, is felt there, as pain radiating is: the
/// letter's part is the spine. A part named with its own complaint in a sentence of its own stays. Wordings written for
/// these tests.
@Suite struct RegionOfANecksPainSpreadingOrNumbTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let neck = "This 41 year old male electrician pulled cable overhead on 05/09/2021 and felt pain in his neck spreading "
        + "to his right arm. An MRI of the cervical spine showed a C5-C6 disc protrusion. On 01/20/2022 he reported neck pain "
        + "6/10 with tingling of the right thumb. The physician requested a refill."

    @Test func aNecksPainSpreadingOrNumbIsTheNecks() {
        #expect(Self.inferred("Duloxetine 30mg #30", citations: ["Official Disability Guidelines (ODG), Pain (Chronic), Duloxetine (Cymbalta)"],
                              summary: Self.neck) == ["cervical spine"])
    }

    @Test func aHandsOwnComplaintStays() {
        // The near miss: the thumb's own complaint in a sentence of its own is a second part.
        let neckAndThumb = Self.neck.replacingOccurrences(of: "neck pain 6/10 with tingling of the right thumb.",
                                                          with: "neck pain 6/10. He also reported right thumb pain 5/10 and a locking thumb.")
        #expect(Self.inferred("Duloxetine 30mg #30", citations: ["Official Disability Guidelines (ODG), Pain (Chronic), Duloxetine (Cymbalta)"],
                              summary: neckAndThumb).isEmpty)
    }
}
