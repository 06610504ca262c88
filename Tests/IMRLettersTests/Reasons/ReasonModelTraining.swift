import Foundation
import Testing
import TestFixtures
import IMRText
@testable import IMRLetters
@testable import IMRModel
@testable import IMRVocabulary

/// The learned reason reader's training (docs/reading.md, "The learned reader"): a one-vs-rest logistic
/// regression a side, by stochastic gradient in a fixed order (sets, items and sentences as the files
/// hold them; no random draw), so that anyone re-running it gets the same weights. Positives are the
/// sentences the labels' `evidence` names for each reason; negatives every other sentence of the
/// side's items. Never the sets kept apart.
/// - IMR_TRAIN_REASONS=write: trains on every tuning set and writes `ReasonModel+Weights.swift`.
/// - IMR_TRAIN_REASONS=lowo: leave-one-writer-out, rules alone against rules + model, pooled.
@Suite struct ReasonModelTraining {
    /// A sentence to learn from: its feature rows, and the rules (`DecisionReasons.all` indices) it states.
    struct Example {
        let rows: [Int]
        let states: [Int]
    }

    /// An item's sentences, or none where a label names no sentence (set F's give none: its stating
    /// sentences would be taken for negatives).
    struct Sample {
        let set: String
        let item: ReasonMeasure.Labelled
        let side: DecisionReasons.Side
        let examples: [Example]
    }

    static func samples() throws -> [Sample] {
        var sets = [("real", try ReasonMeasure.letterItems())]
        for file in FixtureFile.allCases where file.rawValue.contains("reason-wordings-") && !ReasonMeasure.keptApart.contains(file) {
            // The set's whole letters ("AB" for reason-wordings-ab.jsonl): by its first letter alone, AB, a tuning set since the
            // nineteenth round, was held out with A, as one writer.
            let letters = file.rawValue.split(separator: "-").last!.split(separator: ".").first!
            sets.append((letters.uppercased(), try ReasonMeasure.writtenItems(file)))
        }
        return sets.flatMap { set, items in items.map { sample(set, $0) } }
    }

    static func sample(_ set: String, _ item: ReasonMeasure.Labelled) -> Sample {
        let side: DecisionReasons.Side = item.decision == .overturned ? .overturning : .upholding
        let sentences = ReasonReader.loadedSentences(of: item.rationale)
        var states = [[Int]](repeating: [], count: sentences.count)
        for id in item.byHand {
            guard let evidence = item.evidence[id], let at = evidenceSentence(evidence, sentences.map(\.words)),
                  let rule = DecisionReasons.all.firstIndex(where: { $0.id == id }) else {
                return Sample(set: set, item: item, side: side, examples: [])
            }
            states[at].append(rule)
        }
        let examples = sentences.indices.map { index in
            var rows: [Int] = []
            sentences[index].loaded.withUnsafeBufferPointer { ReasonModel.forEachRow(in: $0) { rows.append($0) } }
            return Example(rows: rows, states: states[index])
        }
        return Sample(set: set, item: item, side: side, examples: examples)
    }

    /// Lower-case words of letters and digits, one space between.
    static func normalized(_ text: String) -> [Substring] {
        text.lowercased().split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) })
    }

    /// The sentence an evidence text names: the one holding it (or held by it), else the one holding
    /// most of its words, at least half.
    static func evidenceSentence(_ evidence: String, _ sentences: [String]) -> Int? {
        let words = normalized(evidence)
        guard !words.isEmpty else { return nil }
        let text = words.joined(separator: " ")
        let normed = sentences.map { normalized($0).joined(separator: " ") }
        if let at = normed.firstIndex(where: { $0.contains(text) || ($0.count > 20 && text.contains($0)) }) { return at }
        let wanted = Set(words)
        var best = 0.0, at: Int?
        for (index, sentence) in normed.enumerated() {
            let share = Double(wanted.intersection(sentence.split(separator: " ")).count) / Double(wanted.count)
            if share > best { (best, at) = (share, index) }
        }
        return best >= 0.5 ? at : nil
    }

    /// A positive's gradient counts twice a negative's: a sentence states a reason far less often than not, and
    /// leave-one-writer-out found more reasons with them weighted so (docs/benchmarks-history.md).
    static let epochs = 12, rate = 0.2, decay = 1e-4, positiveWeight = 2.0

    /// One side's weights, `rows` by the side's rules, as whole quanta.
    static func train(_ samples: [Sample], side: DecisionReasons.Side) -> [Int8] {
        let columns = side == .upholding ? ReasonModel.upholdingRules : ReasonModel.overturningRules
        let width = columns.count
        let examples = samples.filter { $0.side == side }.flatMap(\.examples)
        let targets = examples.map { example in columns.map { example.states.contains($0) ? 1.0 : 0.0 } }
        var weights = [Double](repeating: 0, count: ReasonModel.rows * width)
        var scores = [Double](repeating: 0, count: width)
        weights.withUnsafeMutableBufferPointer { w in
            for epoch in 0..<epochs {
                let step = rate / Double(1 + epoch)
                for (example, target) in zip(examples, targets) {
                    for column in 0..<width { scores[column] = 0 }
                    for row in example.rows { for column in 0..<width { scores[column] += w[row * width + column] } }
                    for column in 0..<width {
                        scores[column] = (1 / (1 + exp(-min(max(scores[column], -30), 30))) - target[column]) * (target[column] > 0 ? Self.positiveWeight : 1)
                    }
                    for row in example.rows {
                        for column in 0..<width { w[row * width + column] -= step * (scores[column] + decay * w[row * width + column]) }
                    }
                }
            }
        }
        return weights.map { Int8(clamping: Int(($0 / ReasonModel.quantum).rounded())) }
    }

    static func train(_ samples: [Sample]) -> ReasonModel {
        ReasonModel(upholding: train(samples, side: .upholding), overturning: train(samples, side: .overturning))
    }

    static func encoded(_ model: ReasonModel) -> String {
        let base64 = Data((model.upholding + model.overturning).map { UInt8(bitPattern: $0) }).base64EncodedString()
        var lines: [Substring] = []
        var rest = Substring(base64)
        while !rest.isEmpty {
            lines.append(rest.prefix(4000))
            rest = rest.dropFirst(4000)
        }
        return lines.joined(separator: "\n")
    }

    @Test func trainingTheSameSentencesGivesTheSameWeights() throws {
        let samples = try Self.samples().filter { $0.set == "A" || $0.set == "C" }
        let first = Self.train(samples), second = Self.train(samples)
        #expect(first.upholding == second.upholding && first.overturning == second.overturning)
        #expect(first.upholding.contains { $0 != 0 } && first.overturning.contains { $0 != 0 })
    }

    @Test func writeTheShippedWeights() throws {
        guard ProcessInfo.processInfo.environment["IMR_TRAIN_REASONS"] == "write" else { return }
        let model = Self.train(try Self.samples())
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/IMRLetters/Reasons/ReasonModel+Weights.swift")
        let source = """
            // Generated by `IMR_TRAIN_REASONS=write swift test --skip-build --filter ReasonModelTraining` (docs/reading.md): do not edit.
            // \(ReasonModel.rows) rows of signed bytes, the upholding side's columns then the overturning side's, in base64.
            extension ReasonModel {
                static let encodedWeights = \"\"\"
            \(Self.encoded(model))
            \"\"\"
            }

            """
        try source.write(to: path, atomically: true, encoding: .utf8)
    }

    @Test func leaveOneWriterOut() throws {
        guard ProcessInfo.processInfo.environment["IMR_TRAIN_REASONS"] == "lowo" else { return }
        let samples = try Self.samples()
        let sets = samples.reduce(into: [String]()) { if !$0.contains($1.set) { $0.append($1.set) } }
        // The scores tried (p 0.9 is 44); IMR_TRAIN_SURES="44,54,66" names others (the twenty-seventh round tried surer ones).
        let sures: [Int32] = ProcessInfo.processInfo.environment["IMR_TRAIN_SURES"].map { $0.split(separator: ",").compactMap { Int32($0) } }
            ?? [14, 22, 28, 34, 44]
        var pooled = [[ReasonMeasure.Labelled]](repeating: [], count: sures.count + 1)
        for held in sets {
            let model = Self.train(samples.filter { $0.set != held })
            let items = samples.filter { $0.set == held }.map(\.item)
            for (index, sure) in ([nil] + sures.map { Optional($0) }).enumerated() {
                var reader = ReasonReader(model: sure.map { model.sure($0) })
                let read = items.map { item in
                    var read = item
                    read.found = reader.reasons(in: item.rationale, decision: item.decision, treatment: item.treatment)
                    return read
                }
                pooled[index] += read
                _ = ReasonMeasure.score("\(held) " + (sure.map { "rules + model at \($0)" } ?? "rules alone"), read)
            }
        }
        for (index, sure) in ([nil] + sures.map { Optional($0) }).enumerated() {
            _ = ReasonMeasure.score("Pooled " + (sure.map { "rules + model at \($0)" } ?? "rules alone"), pooled[index])
        }
    }
}
