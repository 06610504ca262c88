import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-second round of the regions read (docs/treatment-identity.md, "Regions"): a drug for headaches (a
/// triptan, butalbital with acetaminophen and caffeine) in a letter whose one part is the head and that names its
/// headaches (a blow to the head, a concussion, post-traumatic headaches) is the head's, as an injury's pain drug is its
/// part's, whatever else the letter names (a neuropsychological evaluation beside it, read as a claim of the mind);
/// beside another part it takes none. Wordings written for these tests.
@Suite struct RegionOfAHeadacheDrugTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let headInjury = "This 44 year old female warehouse picker was hit on the head by a carton that fell from a top shelf on "
        + "03/14/2021. She was diagnosed with a concussion and post-traumatic headaches; a head CT was negative. She has had "
        + "rest and a graded return to duty. On 10/02/2021 she reported headaches three times a week with light sensitivity. "
        + "The neurologist requested neuropsychological testing and continued medication."

    @Test func aHeadacheDrugBesideAHeadInjuryIsTheHeads() {
        for treatment in ["Fioricet #30", "Butalbital/acetaminophen/caffeine 50/325/40mg #20", "Sumatriptan 50mg #9"] {
            #expect(Self.inferred(treatment, citations: ["MTUS Chronic Pain Medical Treatment Guidelines"],
                                  summary: Self.headInjury) == ["head"], "\(treatment)")
        }
    }

    @Test func aHeadacheDrugBesideAnotherPartTakesNone() {
        // The near miss: the head beside a neck strain (two parts; a headache may be the neck's).
        let headAndNeck = Self.headInjury.replacingOccurrences(of: "a concussion and post-traumatic headaches",
                                                               with: "a concussion, a cervical strain and post-traumatic headaches")
        #expect(Self.inferred("Sumatriptan 50mg #9", summary: headAndNeck).isEmpty)
    }
}
