import Foundation
import Testing
import TestFixtures
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The instrument for treatment keys on request wordings no letter of the repository holds: requests
/// written as letters word them, by a writer who read only docs/treatment-identity.md and the real
/// letters (never the vocabularies), each labelled by hand with its treatment class and the regions it
/// names (`Fixtures/labels/treatment-wordings-*.tsv`). Each request is keyed as the parser keys an item
/// (`ItemsParser.classify`), and every pair is scored as `TreatmentJoinMeasure` scores the letters'
/// items. Set R1 is the one the vocabularies may be tuned against; R2 and R3 (another writer's, rarer
/// treatments above all) are kept apart (only their totals are printed), the check on wordings no one
/// tuned for.
@Suite struct TreatmentWordingMeasure {
    static let keptApart: Set<FixtureFile> = [.treatmentWordingsR2, .treatmentWordingsR3]

    /// The set's requests, keyed as the parser keys them.
    static func items(_ file: FixtureFile) throws -> [TreatmentJoinMeasure.Labelled] {
        let text = try String(contentsOfFile: try file.require(), encoding: .utf8)
        let memo = ParseMemo()
        return try text.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(fields.count >= 4, "a line has id, treatment, class, regions: \(line)")
            var item = Item(treatment: fields[1], decision: .upheld)
            ItemsParser.classify(&item, memo: memo)
            let regions = Set(fields[3].split(separator: ";").map { String($0).trimmingCharacters(in: .whitespaces) })
            return TreatmentJoinMeasure.Labelled(caseId: fields[0], index: 0, label: fields[2], regions: regions, item: item)
        }
    }

    @Test(arguments: [(FixtureFile.treatmentWordingsR1, TreatmentJoinMeasure.Score(recall: 0.99, precision: 0.995)),
                      (FixtureFile.treatmentWordingsR2, TreatmentJoinMeasure.Score(recall: 0.865, precision: 0.955)),
                      (FixtureFile.treatmentWordingsR3, TreatmentJoinMeasure.Score(recall: 0.845, precision: 0.87))])
    func joinsOfWrittenRequestsMatchTheirLabels(_ file: FixtureFile, _ floor: TreatmentJoinMeasure.Score) throws {
        let labelled = try Self.items(file)
        #expect(labelled.count >= 200)
        let apart = Self.keptApart.contains(file)
        let score = TreatmentJoinMeasure.score("\(file.rawValue), \(labelled.count) requests", labelled, totalsOnly: apart)
        // What imr says it did not understand: a request with no key, or words its key leaves unexplained.
        let unkeyed = labelled.filter { $0.item.treatmentKey == nil }.count
        let doubted = labelled.filter { $0.item.treatmentKey != nil && !$0.item.treatmentDoubt.isEmpty }.count
        print("  no key: \(unkeyed), a key with unexplained words: \(doubted) of \(labelled.count)"
              + "; floor \(TreatmentJoinMeasure.percent(floor.recall)) / \(TreatmentJoinMeasure.percent(floor.precision))")
        #expect(score.recall >= floor.recall, "\(file.rawValue): same-treatment pairs joined \(TreatmentJoinMeasure.percent(score.recall))")
        #expect(score.precision >= floor.precision, "\(file.rawValue): joins right \(TreatmentJoinMeasure.percent(score.precision))")
    }
}
