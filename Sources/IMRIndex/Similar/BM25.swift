import Foundation

/// Okapi BM25, the weight of one query word in one case's summary: rarer words count more (IDF), a
/// word said again counts less each time (k1), and a long summary's words count less than a short one's
/// (b). The usual constants of the literature.
struct BM25: Sendable {
    var k1 = 1.2
    var b = 0.75
    /// Cases in the corpus, and the mean summary length in words.
    var caseCount: Int
    var averageLength: Double

    /// Rarity of a word found in `documentFrequency` cases: ln(1 + (N − n + 0.5) / (n + 0.5)) (the
    /// variant that is never negative).
    func idf(documentFrequency: Int) -> Double {
        let n = Double(documentFrequency)
        return log(1 + (Double(caseCount) - n + 0.5) / (n + 0.5))
    }

    /// A word's share of a case's score: said `frequency` times in a summary of `length` words.
    func weight(idf: Double, frequency: Int, length: Int) -> Double {
        guard frequency > 0 else { return 0 }
        let tf = Double(frequency)
        let norm = 1 - b + b * Double(length) / max(1, averageLength)
        return idf * tf * (k1 + 1) / (tf + k1 * norm)
    }
}
