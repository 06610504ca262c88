import Foundation
import Testing
import TestFixtures
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// How far two careful readers of docs/decision-reasons.md agree, and where imr stands between them: second
/// readers, who read only the spec and the rationales (never the labels, the rules or the other sets), labelled
/// the rationales of tuning sets W and S blind (`Fixtures/labels/reason-rereadings-{w2,s2}.jsonl`). Printed: the
/// second reader against the set's writer (the agreement the targets can be held to), imr against the
/// second reader, and imr's reasons that neither reader gives (surely wrong) and the reasons both give that imr
/// misses (surely missed). Each set fails below its floor of imr against the second reader.
@Suite struct ReasonSecondReaderMeasure {
    struct Rereading: Decodable {
        let id: String
        let reasons: [String]
        let evidence: [String: String]
    }

    static func rereadings(_ file: FixtureFile) throws -> [Rereading] {
        let text = try String(contentsOfFile: try file.require(), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Rereading.self, from: Data($0.utf8)) }
    }

    @Test(arguments: [(FixtureFile.reasonWordingsW, FixtureFile.reasonRereadingsW2, ReasonMeasure.Score(precision: 0.92, recall: 0.86, oneRight: 0.92)),
                      (FixtureFile.reasonWordingsS, FixtureFile.reasonRereadingsS2, ReasonMeasure.Score(precision: 0.865, recall: 0.87, oneRight: 0.95))])
    func imrStandsBetweenTwoReaders(_ set: FixtureFile, _ rereadings: FixtureFile, _ floor: ReasonMeasure.Score) throws {
        let written = try ReasonMeasure.writtenItems(set)
        let second = try Self.rereadings(rereadings)
        // The second reader read every item of the set, in its order, with the spec's reasons and sentences of the
        // item's own rationale.
        try #require(second.map(\.id) == written.map(\.name), "\(rereadings.rawValue) reads the items of \(set.rawValue)")
        let identifiers = Set(DecisionReasons.all.map(\.id))
        for (reread, item) in zip(second, written) {
            #expect(Set(reread.reasons).isSubset(of: identifiers), "\(reread.id): \(reread.reasons)")
            for (reason, sentence) in reread.evidence {
                #expect(item.rationale.contains(sentence), "\(reread.id) \(reason): its sentence is the rationale's")
            }
        }
        // The second reader as a reader of the set's labels: how far two careful readers of the spec agree.
        let agreement = zip(written, second).map { item, reread in
            var read = item
            read.found = reread.reasons.map { ItemReason(id: $0, sentence: reread.evidence[$0] ?? "") }
            return read
        }
        let readers = ReasonMeasure.score("\(rereadings.rawValue): the second reader against the writer of \(set.rawValue)", agreement, totalsOnly: true)
        // imr against the second reader.
        let againstSecond = zip(written, second).map { item, reread in
            ReasonMeasure.Labelled(name: item.name, byHand: Set(reread.reasons), found: item.found, evidence: reread.evidence,
                                   rationale: item.rationale, decision: item.decision, treatment: item.treatment)
        }
        let imr = ReasonMeasure.score("imr against the second reader of \(set.rawValue)", againstSecond, totalsOnly: true)
        var neither = 0, bothMissed = 0
        // IMR_MEASURE_LINES (W and S are tuning sets): each reason imr gives that neither reader gives, with its sentence.
        let listed = (Int(ProcessInfo.processInfo.environment["IMR_MEASURE_LINES"] ?? "0") ?? 0) > 0
        var surelyWrong: [String] = []
        for (item, reread) in zip(written, second) {
            let given = Set(item.found.map(\.id))
            let byNeither = given.subtracting(item.byHand).subtracting(reread.reasons)
            neither += byNeither.count
            bothMissed += item.byHand.intersection(reread.reasons).subtracting(given).count
            if listed {
                for reason in item.found where byNeither.contains(reason.id) {
                    surelyWrong.append("  given by neither reader: \(item.name) \(reason.id): \(reason.sentence.prefix(200))")
                }
            }
        }
        if !surelyWrong.isEmpty { print(surelyWrong.joined(separator: "\n")) }
        func line(_ score: ReasonMeasure.Score) -> String {
            "\(ReasonMeasure.percent(score.precision)) right when given, \(ReasonMeasure.percent(score.recall)) of stated found, "
                + "\(ReasonMeasure.percent(score.oneRight)) of items with one right"
        }
        print("""
            \(set.rawValue) read twice:
              the second reader against the set's writer: \(line(readers))
              imr against the second reader: \(line(imr))
              imr's reasons neither reader gives: \(neither); reasons both readers give that imr misses: \(bothMissed)
            """)
        #expect(readers.precision > 0 && readers.recall > 0)
        ReasonMeasure.expectFloor(imr, floor, "imr against \(rereadings.rawValue)")
    }
}
