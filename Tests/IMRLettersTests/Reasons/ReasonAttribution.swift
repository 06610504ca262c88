import Foundation
import Testing
import TestFixtures
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// Which reading gave each reason a tuning set's labels do not hold: the rules (with the words that stated it)
/// or the learned reader. IMR_REASON_ATTRIBUTE=LETTER (a tuning set's letter, never a set kept apart) prints, for
/// every reason given wrongly, its item, its source and its sentence; with IMR_REASON_ATTRIBUTE_MISSED=1, the
/// misses too. For judging false reasons by class (issue 30's sixteenth round).
@Suite struct ReasonAttribution {
    /// The rules' reasons for one sentence, each with the words that stated it ("paired", "count" or "model"
    /// where no one phrase did).
    static func sources(of sentence: String, side: DecisionReasons.Side) -> [(id: String, words: String)] {
        var reading = ReasonReader.Reading(rules: .shared)
        var text = sentence
        var result: [(id: String, words: String)] = []
        text.withUTF8 { bytes in
            var quoted = false
            guard reading.load(bytes[...], quoted: &quoted, closesLater: false) > 0 else { return }
            for candidate in reading.stated(side: side, known: nil, model: ReasonModel.shipped) {
                if candidate.isCount { result.append(("count", "count")); continue }
                let id = reading.rules.rules[candidate.rule].id
                if candidate.isModel { result.append((id, "model")); continue }
                let words = candidate.at >= 0 && candidate.end > candidate.at
                    ? String(decoding: reading.bytes[candidate.at..<candidate.end], as: UTF8.self) : "-"
                result.append((id, (candidate.paired ? "paired " : "") + (candidate.catchAll ? "catch-all " : "") + words))
            }
        }
        return result
    }

    @Test func falseReasonsWithTheirSource() throws {
        guard let asked = ProcessInfo.processInfo.environment["IMR_REASON_ATTRIBUTE"]?.lowercased() else { return }
        var report = ""
        for letter in asked.split(separator: ",").map(String.init) {
            let file = try #require(FixtureFile.allCases.first { $0.rawValue.hasSuffix("reason-wordings-\(letter).jsonl") })
            try #require(!ReasonMeasure.keptApart.contains(file), "a set kept apart is never read line by line")
            report += try Self.report(try ReasonMeasure.writtenItems(file))
        }
        print(report)
        if let out = ProcessInfo.processInfo.environment["IMR_MEASURE_OUT"] {
            try report.write(toFile: "\(out)/attribution-\(asked.replacingOccurrences(of: ",", with: "")).txt", atomically: true, encoding: .utf8)
        }
    }

    /// IMR_REASON_PROBE=FILE: each line "U|sentence" or "O|sentence" (upheld or overturned), read alone, printed with
    /// the reasons it gives and the words that gave them: for trying wordings of one's own while judging a class.
    @Test func probeSentences() throws {
        guard let path = ProcessInfo.processInfo.environment["IMR_REASON_PROBE"] else { return }
        var report = ""
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") where line.count > 2 {
            let decision: Decision = line.hasPrefix("O") ? .overturned : .upheld
            let text = String(line.dropFirst(2))
            let side: DecisionReasons.Side = decision == .overturned ? .overturning : .upholding
            let found = ReasonReader.reasons(in: text, decision: decision)
            let sources = found.map { reason in
                reason.id + " <- " + Self.sources(of: reason.sentence, side: side).filter { $0.id == reason.id || $0.id == "count" }
                    .map(\.words).joined(separator: " / ")
            }
            report += "\(decision.rawValue) [\(sources.joined(separator: "; "))] \(text)\n"
        }
        print(report)
        if let out = ProcessInfo.processInfo.environment["IMR_MEASURE_OUT"] {
            try report.write(toFile: "\(out)/probe-out.txt", atomically: true, encoding: .utf8)
        }
    }

    static func report(_ labelled: [ReasonMeasure.Labelled]) throws -> String {
        var report = ""
        for item in labelled {
            var alone = ReasonReader(model: nil)
            let rulesAlone = Set(alone.reasons(in: item.rationale, decision: item.decision, treatment: item.treatment).map(\.id))
            let side: DecisionReasons.Side = item.decision == .overturned ? .overturning : .upholding
            let all = ProcessInfo.processInfo.environment["IMR_REASON_ATTRIBUTE_RIGHT"] != nil
            for reason in item.found where all || !item.byHand.contains(reason.id) {
                let source = rulesAlone.contains(reason.id)
                    ? "rules [" + Self.sources(of: reason.sentence, side: side).filter { $0.id == reason.id || $0.id == "count" }
                        .map(\.words).joined(separator: " / ") + "]"
                    : "model"
                report += (item.byHand.contains(reason.id) ? "RIGHT" : "WRONG") + " \(item.name) \(item.decision.rawValue) \(reason.id) <- \(source) | labels: \(item.byHand.sorted().joined(separator: ",")) | \(reason.sentence)\n"
            }
            if ProcessInfo.processInfo.environment["IMR_REASON_ATTRIBUTE_MISSED"] != nil {
                for id in item.byHand.subtracting(item.found.map(\.id)).sorted() {
                    report += "MISSED \(item.name) \(item.decision.rawValue) \(id) | given: \(item.found.map(\.id).joined(separator: ",")) | \(item.evidence[id] ?? "")\n"
                }
            }
        }
        return report
    }
}
