import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-third round of the regions read (docs/treatment-identity.md, "Regions"): plain acetaminophen, a drug
/// for pain in no class of the vocabulary, treats the injury as an NSAID does: beside a claim of blood pressure it takes
/// the letter's one part; a drug of another kind (a blood pressure drug) there takes none. Wordings written for these tests.
@Suite struct RegionOfAcetaminophenBesideAClaimTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let kneeAndPressure = "This 58 year old male warehouse loader twisted his left knee stepping off a pallet on 04/14/2020 "
        + "and was diagnosed with a medial meniscus tear. He also claims hypertension from work stress and takes lisinopril. "
        + "Ibuprofen was stopped for his blood pressure. On 11/03/2020 he reported knee pain 6/10 with stairs. The physician "
        + "requested acetaminophen and a blood pressure drug refill."

    @Test func acetaminophenBesideAClaimOfBloodPressureIsThePart() {
        #expect(Self.inferred("Acetaminophen 500mg #100", citations: ["MTUS Chronic Pain Medical Treatment Guidelines, Acetaminophen (APAP)"],
                              summary: Self.kneeAndPressure) == ["knee"])
        #expect(Self.inferred("Tylenol Extra Strength #60", summary: Self.kneeAndPressure) == ["knee"])
    }

    @Test func aBloodPressureDrugBesideTheClaimTakesNone() {
        // The near miss: the claim's own drug.
        #expect(Self.inferred("Lisinopril 10mg #30", summary: Self.kneeAndPressure).isEmpty)
    }
}
