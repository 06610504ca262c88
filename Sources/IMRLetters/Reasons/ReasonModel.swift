import IMRText
import IMRVocabulary

/// The learned reader beside the rules (docs/reading.md, "The learned reader"): for each side, a
/// one-vs-rest logistic regression over a sentence's words, its words after a negator in their clause,
/// its word pairs, and whether it quotes, hashed into `rows` rows. Trained on the tuning sets' labelled
/// sentences (`ReasonModelTraining`, IMR_TRAIN_REASONS=write), shipped as data
/// (`ReasonModel+Weights.swift`). The reader adds the model's most likely reason for a sentence, where
/// it is sure enough, to the reasons the rules give; it removes none.
/// A class, so that the reader holds it with one retain, not one a table.
package final class ReasonModel: Sendable {
    /// Rows the features are hashed into: half as many changed the held-out figures by less than 0.3 (scripts/reason-model.py).
    package static let rows = 8192
    /// Each weight is a whole number of these, within a signed byte.
    package static let quantum = 0.05
    /// How sure the model must be of a sentence's reason for the reader to add it: the score, in quanta,
    /// of a probability of 0.9 (2.2 / 0.05), with the positives weighted twice in training: chosen by
    /// leave-one-writer-out (docs/benchmarks-history.md; surer loses found reasons, less sure right when given) and
    /// the scope tests (at 0.85 the model gave a second reason beside the rules' catch-all in a sentence they read).
    package static let sureScore: Int32 = 44
    /// By side, the rules (`DecisionReasons.all` indices) the model's columns stand for.
    package static let upholdingRules = columns(.upholding), overturningRules = columns(.overturning)

    static func columns(_ side: DecisionReasons.Side) -> [Int] {
        DecisionReasons.all.indices.filter { DecisionReasons.all[$0].side == side }
    }

    /// By side, `rows` rows of one weight a column.
    package let upholding: [Int8]
    package let overturning: [Int8]
    /// The score a reason must reach (`sureScore` but where leave-one-writer-out tries others).
    package let sure: Int32

    /// The same weights 16 bytes a row, its columns (14 and 6) padded with zeros: a feature's row is added
    /// as one vector.
    let upholdingRows: [Int8]
    let overturningRows: [Int8]

    package convenience init(upholding: [Int8], overturning: [Int8]) {
        self.init(upholding: upholding, overturning: overturning, upholdingRows: Self.vectors(upholding, width: Self.upholdingRules.count),
                  overturningRows: Self.vectors(overturning, width: Self.overturningRules.count), sure: Self.sureScore)
    }

    init(upholding: [Int8], overturning: [Int8], upholdingRows: [Int8], overturningRows: [Int8], sure: Int32) {
        self.upholding = upholding
        self.overturning = overturning
        self.upholdingRows = upholdingRows
        self.overturningRows = overturningRows
        self.sure = sure
    }

    static func vectors(_ weights: [Int8], width: Int) -> [Int8] {
        let rows = weights.count / width
        return [Int8](unsafeUninitializedCapacity: rows * 16) { padded, count in
            padded.initialize(repeating: 0)
            for row in 0..<rows {
                for column in 0..<width { padded[row * 16 + column] = weights[row * width + column] }
            }
            count = rows * 16
        }
    }

    /// The model with another score to reach.
    package func sure(_ score: Int32) -> ReasonModel {
        ReasonModel(upholding: upholding, overturning: overturning, upholdingRows: upholdingRows, overturningRows: overturningRows, sure: score)
    }

    /// The weights shipped, or nil where their data does not decode to the tables' size (a test fails).
    package static let shipped: ReasonModel? = {
        guard let bytes = Base64.decode(encodedWeights) else { return nil }
        let split = rows * upholdingRules.count
        guard bytes.count == rows * (upholdingRules.count + overturningRules.count) else { return nil }
        return ReasonModel(upholding: bytes[..<split].map { Int8(bitPattern: $0) },
                           overturning: bytes[split...].map { Int8(bitPattern: $0) })
    }()

    /// The rule the model finds the sentence most surely states, where its score reaches `sure`.
    /// `sentence`: the reader's loaded bytes (lower case, long quotations out).
    package func sureRule(side: DecisionReasons.Side, in sentence: UnsafeBufferPointer<UInt8>) -> Int? {
        let rules = side == .upholding ? Self.upholdingRules : Self.overturningRules
        // Summed sixteen bits wide, half the work of thirty-two, and carried into `scores` every 200 rows (200 x 127
        // stays within 16 bits), so that no sum overflows.
        var scores = SIMD16<Int32>()
        var partial = SIMD16<Int16>()
        var added = 0
        (side == .upholding ? upholdingRows : overturningRows).withUnsafeBytes { rows in
            Self.forEachRow(in: sentence) {
                partial &+= SIMD16<Int16>(truncatingIfNeeded: rows.loadUnaligned(fromByteOffset: $0 << 4, as: SIMD16<Int8>.self))
                added += 1
                if added == 200 {
                    scores &+= SIMD16<Int32>(truncatingIfNeeded: partial)
                    partial = SIMD16<Int16>()
                    added = 0
                }
            }
        }
        scores &+= SIMD16<Int32>(truncatingIfNeeded: partial)
        var best = 0
        for column in 1..<rules.count where scores[column] > scores[best] { best = column }
        return scores[best] >= sure ? rules[best] : nil
    }
}
