import Foundation

/// One case like the selected one, and why: the treatments both ask for and the summary words both use.
public struct SimilarCase: Sendable, Equatable {
    /// The case's place in the corpus's `cases`.
    public var row: Int
    /// The selected case's treatment keys this case has too, in the selected case's order.
    public var sharedTreatments: [String]
    /// The query words this case's summary uses, the heaviest first (at most `SimilarRanking.wordsShown`).
    public var sharedWords: [String]
    /// BM25 of the selected case's words against this case's summary (0 when none is shared).
    public var wordScore: Double

    public init(row: Int, sharedTreatments: [String], sharedWords: [String], wordScore: Double) {
        self.row = row
        self.sharedTreatments = sharedTreatments
        self.sharedWords = sharedWords
        self.wordScore = wordScore
    }

    /// Why it is listed, as the command line and the browser write it:
    /// "same mri lumbar spine, tramadol; words lumbar, radiculopathy".
    public var reason: String {
        var parts: [String] = []
        if !sharedTreatments.isEmpty { parts.append("same " + sharedTreatments.joined(separator: ", ")) }
        if !sharedWords.isEmpty { parts.append("words " + sharedWords.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// The word score as the command line and the browser write it ("7.41").
    public var scoreText: String { String(format: "%.2f", wordScore) }
}

/// The cases like one case, best first: more shared treatment keys first, then the higher word score,
/// then corpus order (so equal cases always come in the same order).
public struct SimilarRanking: Sendable, Equatable {
    /// The selected case's place in the corpus's `cases`.
    public var anchor: Int
    /// The selected case's treatment keys.
    public var treatments: [String]
    /// The words of its summary asked about, rarest first.
    public var words: [String]
    /// The best cases, at most the limit asked for.
    public var cases: [SimilarCase]
    /// How many cases share anything with it (before the limit).
    public var total: Int

    /// How many shared words each case names.
    public static let wordsShown = 5

    public init(anchor: Int, treatments: [String], words: [String], cases: [SimilarCase], total: Int) {
        self.anchor = anchor
        self.treatments = treatments
        self.words = words
        self.cases = cases
        self.total = total
    }
}
