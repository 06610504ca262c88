import Testing
@testable import IMRLetters
@testable import IMRModel

/// What the forty-second round of the regions read (docs/treatment-identity.md, "Regions"): a stomach's symptom told as the
/// pain drug's effect ("he takes meloxicam, which gives him heartburn", "diclofenac with dyspepsia") is no condition of its
/// own a stomach drug may be for beside the injury: in a one-part letter the drug takes that part. A gastritis, a reflux
/// disease or an internal medicine claim stays a condition of its own, and a heartburn told with no pain drug stays one too.
/// Wordings written for these tests.
@Suite struct RegionOfAStomachUpsetByThePainDrugTests {
    static func inferred(_ treatment: String, citations: [String] = [], summary: String) -> [String] {
        RegionInferenceTests.inferred(treatment, citations: citations, summary: summary)
    }

    static let nsaidGI = ["MTUS Chronic Pain Medical Treatment Guidelines, NSAIDs, GI symptoms & cardiovascular risk, pages 68-69"]

    static let elbow = "The injured worker is a 52-year-old female line cook at a hotel kitchen who developed right lateral elbow "
        + "pain from repetitive whisking and lifting of stock pots, with a cumulative trauma claim through 02/11/2021. She was "
        + "diagnosed with right lateral epicondylitis. Treatment has included a counterforce strap, physical therapy and "
        + "meloxicam, which gives her heartburn. On 05/03/2021 she reported elbow pain of 6/10 with gripping, and examination "
        + "showed tenderness at the lateral epicondyle."

    @Test func aPainDrugsStomachSymptomIsNoConditionOfItsOwn() {
        #expect(Self.inferred("Pantoprazole 40mg #30", citations: Self.nsaidGI, summary: Self.elbow) == ["elbow"])
        let dyspepsia = Self.elbow.replacingOccurrences(of: "meloxicam, which gives her heartburn",
                                                        with: "diclofenac with intermittent dyspepsia")
        #expect(Self.inferred("Omeprazole 20mg #60", citations: Self.nsaidGI, summary: dyspepsia) == ["elbow"])
        let upset = Self.elbow.replacingOccurrences(of: "meloxicam, which gives her heartburn",
                                                    with: "anti-inflammatories and a proton pump inhibitor for gastric upset")
        #expect(Self.inferred("Omeprazole 20mg #60", summary: upset) == ["elbow"])
        let ankle = "The injured worker is a 38-year-old male groundskeeper at a cemetery who turned his left ankle in a gopher "
            + "hole on 09/09/2019. He has a left ankle sprain with persistent lateral instability. He reports heartburn since "
            + "starting ibuprofen. The physician requested physical therapy and famotidine."
        #expect(Self.inferred("Famotidine 20mg #60", summary: ankle) == ["ankle/foot"])
    }

    @Test func nearMissesAStomachConditionOfItsOwnStays() {
        // A gastritis diagnosed from the drug: a condition the stomach drug may be for.
        let gastritis = Self.elbow.replacingOccurrences(of: "meloxicam, which gives her heartburn",
                                                        with: "meloxicam, which gave her gastritis")
        #expect(Self.inferred("Omeprazole 20mg #60", citations: Self.nsaidGI, summary: gastritis).isEmpty)
        // The heartburn claimed on an internal basis.
        let claimed = Self.elbow + " She also has an internal medicine claim for heartburn attributed to naproxen."
        #expect(Self.inferred("Omeprazole 20mg #60", citations: Self.nsaidGI, summary: claimed).isEmpty)
        // Heartburn told with no pain drug in its sentence.
        let alone = Self.elbow.replacingOccurrences(of: "meloxicam, which gives her heartburn", with: "meloxicam")
            + " She also complains of heartburn after meals."
        #expect(Self.inferred("Omeprazole 20mg #60", citations: Self.nsaidGI, summary: alone).isEmpty)
        // Two parts: the drug's part is not told, whatever the stomach.
        let two = Self.elbow.replacingOccurrences(of: "right lateral epicondylitis", with: "right lateral epicondylitis and a right wrist sprain")
        #expect(Self.inferred("Omeprazole 20mg #60", citations: Self.nsaidGI, summary: two).isEmpty)
    }
}
