import Foundation
import Testing
import CaseFixtures
import IMRGenerator
import LetterFixtures
import TestFixtures
@testable import IMRModel
@testable import IMRVocabulary

/// The normalizer on letters: the real ones the project ships (every request recognised, each
/// treatment's wordings under one key) and the generator's.
@Suite struct TreatmentCorpusTests {
    static func shippedItems() throws -> [Item] {
        try RealLetters.cases(.dwcLayout, .seeds).flatMap(\.items)
    }

    @Test func everyRequestInTheShippedLettersIsRecognised() throws {
        let items = try Self.shippedItems()
        #expect(items.count > 250)
        let unrecognised = items.filter { TreatmentNormalizer.normalize($0.treatment)?.recognized != true }.map(\.treatment)
        #expect(unrecognised == [])
    }

    @Test func parsedItemsCarryTheirNormalizedTreatment() throws {
        for item in try Self.shippedItems() {
            let normalized = TreatmentNormalizer.normalize(item.treatment)
            #expect(item.treatmentKey == normalized?.key)
            #expect(item.treatmentKind == normalized?.kind)
            // A region the request does not name comes from the letter, and is marked so.
            if item.regionInferred {
                #expect(normalized?.regions == [] && item.bodyRegions.count == 1, "\(item.treatment)")
            } else {
                #expect(item.bodyRegions == normalized?.regions)
            }
            #expect(item.treatmentDoubt == normalized?.doubt)
        }
    }

    /// Requests the letters word differently that are one treatment: picked out by the words they
    /// contain, each group must have one key, and the one expected.
    @Test(arguments: [
        ("MRI @ lumbar spine", ["mri"], ["lumb"], ["cervical", "thoracic", "ct", "hip", "pelvis", "arthrogram"]),
        ("MRI @ cervical spine", ["mri"], ["cervical", "neck"], ["thoracic", "lumbar", "hand", "ct"]),
        ("MRI @ shoulder", ["mri"], ["shoulder"], ["arthrogram", "elbow"]),
        ("MRI @ knee", ["mri"], ["knee"], []),
        ("X-ray @ lumbar spine", ["x-ray"], ["lumbar"], []),
        ("EMG/NCV @ upper extremities", ["emg"], ["ncv", "ncs"], ["lower"]),
        ("EMG/NCV @ lower extremities", ["emg"], ["ncv", "ncs"], ["upper", "rue"]),
        ("hydrocodone/acetaminophen", ["norco"], [], []),
        ("tramadol", ["ultram", "tramadol"], [], []),
        ("cyclobenzaprine", ["cyclobenzaprine", "flexeril"], [], ["%"]),
        ("pantoprazole", ["pantoprazole"], [], []),
        ("lidocaine patch", ["lido"], ["patch"], ["flurbiprofen", "dextromethorphan", "injection"]),
        ("lidocaine topical", ["lido"], ["ointment", "cream"], ["flurbiprofen", "dextromethorphan", "injection"]),
        ("epidural steroid injection @ lumbar spine", ["epidural"], [], []),
        ("physical therapy @ knee", ["physical therapy"], ["knee"], ["lumbar", "post", "hip"]),
        ("functional capacity evaluation", ["functional capacity"], [], []),
        ("preoperative medical clearance", ["clearance"], [], []),
    ] as [(String, [String], [String], [String])])
    func wordingsOfOneTreatmentInTheShippedLettersShareAKey(identity: String, anyOf: [String], andAnyOf: [String], none: [String]) throws {
        func has(_ text: String, _ word: String) -> Bool {
            word.count <= 3 && word.allSatisfy(\.isLetter) ? Fixture.words(text).contains(word) : text.lowercased().contains(word)
        }
        let group = try Self.shippedItems().map(\.treatment).filter { text in
            anyOf.contains { has(text, $0) } && (andAnyOf.isEmpty || andAnyOf.contains { has(text, $0) })
                && !none.contains { has(text, $0) }
        }
        #expect(group.count >= 2, "\(identity): the letters have \(group)")
        for text in group { #expect(Fixture.treatmentIdentity(text) == identity, "\(text)") }
    }

    /// Every treatment the generator writes is one the tables know, and its kind is sensible for the
    /// DWC category the generator gives it.
    @Test func generatedRequestsAreRecognised() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 1500, seed: 2016))
        var unrecognised: Set<String> = []
        var wrongKind: Set<String> = []
        for index in 0..<generator.fileCount {
            for item in generator.file(at: index).letters.flatMap(\.items) {
                guard let normalized = TreatmentNormalizer.normalize(item.treatment), normalized.recognized else {
                    unrecognised.insert(item.treatment)
                    continue
                }
                let category = item.category ?? ""
                let expected: Set<TreatmentKind>? = category.hasPrefix("Pharmaceuticals") ? [.drug, .injection]
                    : category.hasPrefix("Diagnostic Testing > Imaging") ? [.imaging]
                    : category.hasPrefix("Diagnostic Testing") ? [.test]
                    : category.hasPrefix("Injection") ? [.injection]
                    : category.hasPrefix("Rehabilitation") || category.hasPrefix("Psych Services > Therapies") ? [.therapy]
                    : category.hasPrefix("DMEPOS") ? [.equipment] : nil
                if let expected, !expected.contains(normalized.kind) { wrongKind.insert("\(item.treatment): \(normalized.kind)") }
            }
        }
        #expect(unrecognised.isEmpty, "\(unrecognised.sorted().prefix(20))")
        #expect(wrongKind.isEmpty, "\(wrongKind.sorted().prefix(20))")
    }

    @Test func itemsParserSetsTheFields() {
        let imrCase = Fixture.letter(Fixture.wrap(items: "MRI of the L-spine w/o contrast: Upheld\nMAXIMUS guideline: Decision based on MTUS ACOEM.\nDecision rationale: No."))
        #expect(imrCase.items.first?.treatmentKey == "MRI")
        #expect(imrCase.items.first?.treatmentKind == .imaging)
        #expect(imrCase.items.first?.bodyRegion == "lumbar spine")
        #expect(imrCase.items.first?.bodyRegions == ["lumbar spine"])
        #expect(imrCase.items.first?.regionInferred == false)
        #expect(imrCase.items.first?.category == "Diagnostic Testing > Imaging & Radiology")
    }

    @Test func parsedItemsCarryTheirCategory() {
        let imrCase = Fixture.letter(Fixture.wrap(items: "Tramadol ER 150mg #30: Upheld\nMAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016.\nDecision rationale: No."))
        #expect(imrCase.items.first?.category == "Pharmaceuticals > Opioids")
    }
}

/// What `imr check --treatments` lists: the words keys leave unexplained and the unrecognised requests,
/// each counted, most frequent first.
@Suite struct TreatmentDoubtsTests {
    static func letter(_ treatments: [String]) -> IMRCase {
        Fixture.letter(Fixture.wrap(items: treatments.map {
            "\($0): Upheld\n\nMAXIMUS guideline: Decision based on MTUS Chronic Pain Medical Treatment 2016.\n\nDecision rationale: No."
        }.joined(separator: "\n\n")))
    }

    @Test func unrecognisedRequestsAreCountedByKeyMostFrequentFirst() {
        let cases = [
            Self.letter(["Zorbing, 6 sessions", "MRI of the L-spine"]),
            Self.letter(["Frobnication of the spleen", "Retrospective frobnication, spleen (DOS: 11/14/16)"]),
            Self.letter(["Frobnication of the spleen", "Norco 10/325mg #60"]),
        ]
        #expect(cases.map(\.items.count) == [2, 2, 2])
        let report = TreatmentDoubts.tally(cases)
        #expect(report.items == 6)
        #expect(report.unrecognized == [
            .init(key: "frobnication spleen", count: 3, example: "Frobnication of the spleen"),
            .init(key: "zorbing", count: 1, example: "Zorbing, 6 sessions"),
        ])
        #expect(report.words.isEmpty)
        #expect(report.flagged == 4)
    }

    /// A recognised request with words its key does not account for is doubtful: each such word is
    /// counted over the requests using it. Quantities, sides, dates, package words and what the request
    /// is for ("for anxiety") are not doubt.
    @Test func wordsTheKeyLeavesUnexplainedAreCountedMostFrequentFirst() {
        let cases = [
            Self.letter(["Gabapentin 300mg with glimmerine #90", "MRI lumbar spine, glimmerine protocol"]),
            Self.letter(["Norco 10/325 #60 for flare-ups of pain, 2 refills", "Post-op: left knee brace, hinged, glimmerine"]),
            Self.letter(["Retrospective: Lidoderm 5% patch #30 (DOS 1/4/16)", "Home aide 4 hours a day to assist with ADLs"]),
        ]
        let report = TreatmentDoubts.tally(cases)
        #expect(report.unrecognized.isEmpty)
        #expect(report.words.map(\.word).first == "glimmerine")
        #expect(report.words.first?.count == 3)
        #expect(report.words.first?.exampleKey == "gabapentin")
        #expect(Set(report.words.map(\.word)).isSubset(of: ["glimmerine", "protocol", "hinged"]))
        #expect(report.doubtful == 3)
    }

    @Test func theShippedLettersAreAllRecognisedAndHardlyEverDoubtful() throws {
        let corpus = try RealLetters.folder(.dwcLayout)
        let report = TreatmentDoubts.tally(corpus.cases)
        #expect(report.unrecognized.isEmpty)
        #expect(report.items == corpus.cases.reduce(0) { $0 + $1.items.count })
        #expect(Double(report.doubtful) / Double(report.items) < 0.01)
    }
}
