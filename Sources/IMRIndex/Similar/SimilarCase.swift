import Foundation

/// One case like the selected one, and why: the treatments both ask for, the body regions both speak
/// of, and the clinical summary words both use.
public struct SimilarCase: Sendable, Equatable {
    /// The case's place in the corpus's `cases`.
    public var row: Int
    /// The selected case's treatments this case asks for too ("MRI (lumbar spine)"), in the selected
    /// case's order.
    public var sharedTreatments: [String]
    /// The query words this case's summary uses, the heaviest first (at most `SimilarRanking.wordsShown`).
    public var sharedWords: [String]
    /// BM25 of the selected case's words against this case's summary (0 when none is shared).
    public var wordScore: Double
    /// The selected case's treatment keys this case asks for in other regions only ("MRI").
    public var treatmentsElsewhere: [String]
    /// The selected case's body regions this case's requests name.
    public var sharedRegions: [String]
    /// The clinical score the ranking goes by after the shared treatments: the word score, and the
    /// rarity of each shared region and of each key asked for elsewhere.
    public var score: Double

    public init(row: Int, sharedTreatments: [String], sharedWords: [String], wordScore: Double,
                treatmentsElsewhere: [String] = [], sharedRegions: [String] = [], score: Double? = nil) {
        self.row = row
        self.sharedTreatments = sharedTreatments
        self.sharedWords = sharedWords
        self.wordScore = wordScore
        self.treatmentsElsewhere = treatmentsElsewhere
        self.sharedRegions = sharedRegions
        self.score = score ?? wordScore
    }

    /// Why it is listed, as the command line and the browser write it: "same MRI (lumbar spine);
    /// regions lumbar spine; words radiculopathy, stenosis" ("also MRI" for a key in another region).
    public var reason: String {
        var parts: [String] = []
        if !sharedTreatments.isEmpty { parts.append("same " + sharedTreatments.joined(separator: ", ")) }
        if !treatmentsElsewhere.isEmpty { parts.append("also " + treatmentsElsewhere.joined(separator: ", ") + " elsewhere") }
        if !sharedRegions.isEmpty { parts.append("regions " + sharedRegions.joined(separator: ", ")) }
        if !sharedWords.isEmpty { parts.append("words " + sharedWords.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// The clinical score as the command line and the browser write it ("7.41").
    public var scoreText: String { String(format: "%.2f", score) }
}

/// The cases like one case, best first: more shared treatments first, then the higher clinical score,
/// then corpus order (so equal cases always come in the same order).
public struct SimilarRanking: Sendable, Equatable {
    /// The selected case's place in the corpus's `cases`.
    public var anchor: Int
    /// The selected case's treatments ("MRI (lumbar spine)").
    public var treatments: [String]
    /// Its body regions: its requests', then those its summary's diagnoses name.
    public var regions: [String]
    /// The words of its summary asked about, rarest first.
    public var words: [String]
    /// The best cases, at most the limit asked for.
    public var cases: [SimilarCase]
    /// How many cases share anything with it (before the limit).
    public var total: Int

    /// How many shared words each case names.
    public static let wordsShown = 5

    public init(anchor: Int, treatments: [String], words: [String], cases: [SimilarCase], total: Int, regions: [String] = []) {
        self.anchor = anchor
        self.treatments = treatments
        self.regions = regions
        self.words = words
        self.cases = cases
        self.total = total
    }
}
