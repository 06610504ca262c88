import TestFixtures
import Testing
@testable import IMRStore
@testable import IMRModel
@testable import IMRIndex
import IMRColumns

/// "More like this" weighs what the letters say of the patient: treatments joined as precedents join
/// them (key and region), the body regions, the diagnoses; not the paperwork the summaries all tell.
@Suite struct SimilarClinicalTests {
    static func item(_ key: String, _ kind: TreatmentKind, _ regions: [String]) -> Item {
        Item(treatment: key, decision: .upheld, rationale: "Not needed.", treatmentKey: key, treatmentKind: kind,
             bodyRegions: regions)
    }

    static func ids(_ ranking: SimilarRanking, in index: CorpusIndex) -> [String] {
        ranking.cases.map { index.cases[$0.row].id }
    }

    /// An MRI of the knee is not the anchor's MRI of the lumbar spine: it is "also MRI elsewhere", below
    /// the lumbar MRIs; a drug is the same drug whatever region its request names.
    @Test func treatmentsJoinByKeyAndRegion() throws {
        let cases = [
            IMRCase(id: "ANCHOR", file: "a.txt", summary: "Low back strain.",
                    items: [Self.item("MRI", .imaging, ["lumbar spine"]), Self.item("tramadol", .drug, [])]),
            IMRCase(id: "KNEE-MRI", file: "b.txt", summary: "Knee effusion.", items: [Self.item("MRI", .imaging, ["knee"])]),
            IMRCase(id: "LUMBAR-MRI", file: "c.txt", summary: "Neck pain.", items: [Self.item("MRI", .imaging, ["lumbar spine"])]),
            IMRCase(id: "TRAMADOL-KNEE", file: "d.txt", summary: "Knee pain.", items: [Self.item("tramadol", .drug, ["knee"])]),
            IMRCase(id: "LUMBAR-PT", file: "e.txt", summary: "Hip pain.",
                    items: [Self.item("physical therapy", .therapy, ["lumbar spine"])]),
        ]
        let index = CorpusIndex(Corpus(cases: cases))
        let ranking = index.similar(to: 0)
        let ids = Self.ids(ranking, in: index)
        #expect(Array(ids.prefix(2)) == ["LUMBAR-MRI", "TRAMADOL-KNEE"], "the treatments joined first: \(ids)")
        func found(_ id: String) throws -> SimilarCase {
            try #require(ranking.cases.first { index.cases[$0.row].id == id }, "\(id) is listed: \(ids)")
        }
        #expect(try found("LUMBAR-MRI").sharedTreatments == ["MRI (lumbar spine)"])
        #expect(try found("TRAMADOL-KNEE").sharedTreatments == ["tramadol"])
        let knee = try found("KNEE-MRI")
        #expect(knee.sharedTreatments.isEmpty && knee.treatmentsElsewhere == ["MRI"])
        #expect(knee.reason.contains("also MRI elsewhere"), "\(knee.reason)")
        let therapy = try found("LUMBAR-PT")
        #expect(therapy.sharedTreatments.isEmpty && therapy.sharedRegions == ["lumbar spine"])
        #expect(therapy.score > 0)
        #expect(ranking.treatments == ["MRI (lumbar spine)", "tramadol"])
        #expect(ranking.regions == ["lumbar spine"])
    }

    /// The paperwork's sentences say nothing of the patient: their words are never asked about, and a
    /// case sharing only them is not like the anchor. A diagnosis weighs more than the same word elsewhere.
    @Test func thePaperworkIsLeftOutAndTheDiagnosesWeighDouble() {
        let words = ClinicalWords.of("""
            The injured worker is being treated for lumbar radiculopathy and spondylolisthesis. Exam showed spasm. \
            The request for authorization dated 11-17-2016 asked for chiropractic. Utilization review denied \
            certification on 11-28-2016. He remains on modified duty.
            """)
        let said = Set(words.map(\.word))
        for paperwork in ["authorization", "chiropractic", "certification", "duty", "modified", "denied"] {
            #expect(!said.contains(paperwork), "\(paperwork) is the paperwork's")
        }
        #expect(words.first { $0.word == "radiculopathy" }?.weight == ClinicalWords.clinicalWeight, "a diagnosis")
        #expect(words.first { $0.word == "spasm" }?.weight == 1, "a finding")
        let cases = [
            IMRCase(id: "ANCHOR", file: "a.txt", summary: "Diagnoses: cervical radiculopathy. Utilization review certification was denied for the RFA."),
            IMRCase(id: "PAPERWORK", file: "b.txt", summary: "Utilization review certification was denied for the RFA."),
            IMRCase(id: "CLINICAL", file: "c.txt", summary: "Cervical radiculopathy."),
        ]
        let index = CorpusIndex(Corpus(cases: cases))
        #expect(Self.ids(index.similar(to: 0), in: index) == ["CLINICAL"])
    }

    /// On the real letters: most of each case's five most alike speak of one of its body regions (half
    /// of them did when the summaries' every rare word counted alike), and no word of the paperwork's
    /// stock phrases is ever asked about.
    @Test func onTheRealLettersTheMostAlikeShareABodyRegion() throws {
        let index = CorpusIndex(try CorpusLoader.load(paths: [FixtureFile.dwcLayout.require()]))
        #expect(index.count == 126)
        let stock: Set<String> = ["rfa", "certification", "eligible", "imr", "portion", "remaining", "duty", "board", "authorization"]
        var rows = 0, sharing = 0
        for anchor in 0..<index.count {
            let ranking = index.similar(to: anchor, limit: 5)
            #expect(stock.isDisjoint(with: ranking.words), "\(index.cases[anchor].id) asks \(stock.intersection(ranking.words))")
            let regions = Set(index.cases[anchor].items.flatMap(\.bodyRegions))
            guard !regions.isEmpty else { continue }
            for found in ranking.cases {
                rows += 1
                if !regions.isDisjoint(with: index.cases[found.row].items.flatMap(\.bodyRegions)) { sharing += 1 }
            }
        }
        #expect(rows > 400, "most letters' requests name a region")
        #expect(sharing * 4 >= rows * 3, "\(sharing) of \(rows) share a body region")
    }
}
