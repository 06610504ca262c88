import Foundation
import Testing
import TestFixtures
@testable import IMRLetters

/// How far two careful readers of docs/treatment-identity.md's "Regions" agree on the region a request that
/// names none takes from its letter, and where imr stands: a second reader, who read only the spec and the
/// extracts (never the labels, the rules or the other sets), labelled tuning set N5's extracts blind
/// (`Fixtures/labels/regions-rereadings-n5b.jsonl`). Printed: the second reader against N5's writer, imr against
/// the second reader. Fails below its floor of imr against the second reader.
@Suite struct RegionSecondReaderMeasure {
    struct Rereading: Decodable {
        let id: String
        let regions: [String]
    }

    /// Of the extracts `labels` points to a region, the share `given` names exactly; of those `given` names,
    /// the share that are `labels`'.
    static func agreement(_ labels: [[String]], _ given: [[String]]) -> RegionInferenceMeasure.Score {
        let pairs = zip(labels, given).map { (Set($0), Set($1)) }
        let pointing = pairs.filter { !$0.0.isEmpty }
        let named = pairs.filter { !$0.1.isEmpty }
        return RegionInferenceMeasure.Score(found: Double(pointing.filter { $0.0 == $0.1 }.count) / Double(max(pointing.count, 1)),
                                            right: Double(named.filter { $0.0 == $0.1 }.count) / Double(max(named.count, 1)))
    }

    @Test func imrStandsBetweenTwoReadersOfN5() throws {
        let extractsText = try String(contentsOfFile: try FixtureFile.regionsN5.require(), encoding: .utf8)
        let extracts = try extractsText.split(separator: "\n").map {
            try JSONDecoder().decode(RegionInferenceMeasure.Extract.self, from: Data($0.utf8))
        }
        let rereadText = try String(contentsOfFile: try FixtureFile.regionsRereadingsN5b.require(), encoding: .utf8)
        let second = try rereadText.split(separator: "\n").map { try JSONDecoder().decode(Rereading.self, from: Data($0.utf8)) }
        try #require(second.map(\.id) == extracts.map(\.id), "the second reader read N5's extracts, in order")
        let readers = Self.agreement(extracts.map(\.regions), second.map(\.regions))
        let imr = Self.agreement(second.map(\.regions), extracts.map { RegionInferenceMeasure.read($0).regions })
        print("""
            \(FixtureFile.regionsN5.rawValue) read twice:
              the second reader against the set's writer: found \(TreatmentJoinMeasure.percent(readers.found)), right \(TreatmentJoinMeasure.percent(readers.right))
              imr against the second reader: found \(TreatmentJoinMeasure.percent(imr.found)), right \(TreatmentJoinMeasure.percent(imr.right))
            """)
        #expect(readers.found > 0.5, "two readers of the spec agree on most regions")
        #expect(imr.found >= 0.95 && imr.right >= 0.97, "imr against the second reader of N5")
    }
}
