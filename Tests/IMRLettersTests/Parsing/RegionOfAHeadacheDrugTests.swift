import Foundation
import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the thirty-second round of the regions read (docs/treatment-identity.md, "Regions"): a drug for headaches (a
/// triptan, butalbital with acetaminophen and caffeine) in a letter whose one part is the head and that names its
/// headaches (a blow to the head, a concussion, post-traumatic headaches) is the head's, as an injury's pain drug is its
/// part's, whatever else the letter names (a neuropsychological evaluation beside it, read as a claim of the mind);
/// beside another part it takes none, and beside headaches in a letter of another part it is for them: none.
/// Wordings written for these tests.
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

    @Test func aHeadacheDrugBesideHeadachesOfNoInjuryTakesNone() {
        // A knee's letter that names migraines of their own: the drug is for them, not the knee; with no headache named it
        // takes the letter's one part, as any drug of another kind does where the letter names nothing else it could be for.
        let knee = "This 39 year old male roofer twisted his right knee stepping off a ladder on 05/05/2020 and was diagnosed with "
            + "a medial meniscus tear. He has long had migraines of his own. The physician requested a refill."
        #expect(Self.inferred("Rizatriptan 10mg #9", summary: knee).isEmpty)
        let kneeAlone = knee.replacingOccurrences(of: "He has long had migraines of his own. ", with: "")
        #expect(Self.inferred("Rizatriptan 10mg #9", summary: kneeAlone) == ["knee"])
    }
}
