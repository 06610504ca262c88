import Foundation
import Testing
import TestFixtures
import IMRText
@testable import IMRLetters
@testable import IMRModel

/// The tuning sets' items, sentence by sentence as the reason reader cuts them, with the rules' reasons
/// and the labels, written as JSON lines for the learned reader's experiment (scripts/reason-model.py,
/// docs/reading.md): IMR_REASON_SENTENCES=FILE. Never the sets kept apart.
@Suite struct ReasonSentenceDump {
    struct Row: Encodable {
        let set: String
        let id: String
        let decision: String
        let sentences: [String]
        /// Each reason the rules give, with the index of its sentence (-1 where it is none of them).
        let rules: [[String]]
        let labels: [String]
        let evidence: [String: String]
    }

    static func rows(_ set: String, _ labelled: [ReasonMeasure.Labelled]) -> [Row] {
        labelled.map { item in
            let sentences = Sentences.split(item.rationale)
            return Row(set: set, id: item.name, decision: item.decision.rawValue, sentences: sentences,
                       rules: item.found.map { [$0.id, String(sentences.firstIndex(of: $0.sentence) ?? -1)] },
                       labels: item.byHand.sorted(), evidence: item.evidence)
        }
    }

    @Test func tuningSetsWrittenSentenceBySentence() throws {
        guard let path = ProcessInfo.processInfo.environment["IMR_REASON_SENTENCES"] else { return }
        var rows = Self.rows("real", try ReasonMeasure.letterItems())
        for file in FixtureFile.allCases where file.rawValue.contains("reason-wordings-") && !ReasonMeasure.keptApart.contains(file) {
            let letter = file.rawValue.split(separator: "-").last!.prefix(1).uppercased()
            rows += Self.rows(letter, try ReasonMeasure.writtenItems(file))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let lines = try rows.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(rows.count >= 2_900)
    }
}
