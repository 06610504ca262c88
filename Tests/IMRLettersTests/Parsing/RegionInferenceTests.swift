import Testing
@testable import IMRLetters
@testable import IMRModel

/// The region a request that names none takes from its letter (docs/treatment-identity.md, "Regions";
/// docs/reading.md), on wordings written for these tests.
@Suite struct RegionInferenceTests {
    /// The regions imr gives `treatment` in a letter citing `citations` with `summary`, and whether inferred.
    static func inferred(_ treatment: String, citations: [String] = [], summary: String = "") -> [String] {
        let memo = ParseMemo()
        var item = Item(treatment: treatment, decision: .upheld,
                        maximusGuideline: citations.flatMap { CitationParser.citations(from: $0, memo: memo) })
        ItemsParser.classify(&item, memo: memo)
        var imrCase = IMRCase(id: "CM00-0000001", file: "x.txt", summary: summary, items: [item])
        RegionInference.infer(&imrCase, memo: memo)
        return imrCase.items[0].regionInferred ? imrCase.items[0].bodyRegions : []
    }

    @Test func anElectrodiagnosticStudyTakesTheLimbItsLetterPointsTo() {
        #expect(Self.inferred("EMG/NCV", citations: ["MTUS Neck and Upper Back Complaints 2004, Section(s): Special Studies",
                                                     "MTUS Forearm, Wrist, and Hand Complaints 2004, Section(s): Special Studies"])
                == ["upper extremities"], "two chapters of one limb")
        #expect(Self.inferred("Nerve conduction studies", summary: "She is treated for left cubital tunnel syndrome and left carpal tunnel syndrome.")
                == ["upper extremities"], "two parts of one limb")
        #expect(Self.inferred("EMG", citations: ["Non-MTUS Citation Official Disability Guidelines (ODG) Low Back, EMGs (electromyography)"])
                == ["lower extremities"])
        #expect(Self.inferred("EMG/NCS", summary: "Diagnoses include cervical radiculopathy and lumbar radiculopathy.").isEmpty,
                "both limbs: unknown")
    }

    @Test func aPostSurgicalSectionOrAnotherGuidelinesChapterNamesItsRegion() {
        #expect(Self.inferred("Post-operative physical therapy x 12", citations: ["MTUS Postsurgical Treatment 2009, Section(s): Shoulder"])
                == ["shoulder"])
        #expect(Self.inferred("Arthroscopic labral repair", citations: ["Non-MTUS Citation ACOEM Hip and Groin Chapter, Surgical considerations"]) == ["hip"])
        #expect(Self.inferred("MRI", citations: ["Non-MTUS Citation ACOEM Cervical and Thoracic Spine Disorders"]).isEmpty,
                "a title naming two regions names none")
        // The chronic pain guidelines are about no region, whatever the section's words.
        #expect(Self.inferred("Physical therapy 2x4", citations: ["MTUS Chronic Pain Medical Treatment 2016, Section(s): Physical medicine treatment"],
                              summary: "The injured worker is a 40 year old man. He underwent a right knee arthroscopy.") == ["knee"])
    }

    @Test func theSummaryDiagnosisElseInjuryElseOperation() {
        let operated = "The injured worker sustained an industrial injury on 03-02-2016. He underwent a left rotator cuff repair on 10-01-2016."
        #expect(Self.inferred("Post-op physical therapy 12 visits", summary: operated) == ["shoulder"])
        #expect(Self.inferred("Physical therapy x 6", summary: "She was diagnosed with chronic pain syndrome. She underwent a knee arthroscopy in 2009.").isEmpty,
                "diagnoses that name no part leave the region unknown")
        #expect(Self.inferred("Physical therapy x 6", summary: "He is diagnosed with a nondisplaced radial head fracture.") == ["elbow"],
                "a radial head is the elbow, not the head")
        #expect(Self.inferred("Occupational therapy x 8", summary: "She is being treated for right de Quervain's tenosynovitis.") == ["wrist/hand"])
        #expect(Self.inferred("Physical therapy x 8", summary: "Diagnoses: left lateral epicondylitis.") == ["elbow"])
        #expect(Self.inferred("Removable cast", citations: ["MTUS Ankle and Foot Complaints 2004, Section(s): Initial Care"]) == ["ankle/foot"])
    }
}
