/// What the vocabularies found in one request: drugs, procedures, specialties, the words around them,
/// and the body regions named. `TreatmentNormalizer` makes the key from it.
struct TreatmentFindings {
    let text: TreatmentText
    /// A row of a table and the word where the request names it.
    struct Mention {
        var row: Int
        var position: Int
    }

    /// Mentions, in the order of the text.
    private(set) var drugs: [Mention] = []
    private(set) var procedures: [Mention] = []
    private(set) var specialties: [Mention] = []
    private(set) var asksForVisit = false
    private(set) var topical = false
    private(set) var preoperative = false
    private(set) var postoperative = false
    /// Regions named, each once, in the order named; "spine" only when no part of it is named.
    private(set) var regions: [String] = []
    /// Pieces of the text with a word that is not noise (quantity, side, dates...): an unrecognised
    /// request's key is made of these.
    private var telling: Set<Int> = []

    init(_ text: TreatmentText, lexicon: TreatmentLexicon) {
        self.text = text
        // A slip of the pen in a long word is read as the table word it is one letter from.
        let words = text.words.map { lexicon.correction(of: $0) ?? $0 }
        var noise = Array(repeating: false, count: words.count)
        lexicon.terms.forEachMatch(in: words) { range, term in
            switch term {
            case .drug(let row): drugs.append(Mention(row: row, position: range.lowerBound))
            case .procedure(let row): procedures.append(Mention(row: row, position: range.lowerBound))
            case .specialty(let row): specialties.append(Mention(row: row, position: range.lowerBound))
            case .consultation: asksForVisit = true
            case .topical: topical = true
            case .preoperative: preoperative = true
            case .postoperative: postoperative = true
            case .noise: for word in range { noise[word] = true }
            }
        }
        for (word, isNoise) in noise.enumerated() where !isNoise { telling.insert(text.origins[word]) }
        var named = text.levelRegions
        lexicon.regions.forEachMatch(in: words) { _, region in named.append(region) }
        if named.contains(where: BodyRegions.spineParts.contains) { named.removeAll { $0 == BodyRegions.spine } }
        for region in named where !regions.contains(region) { regions.append(region) }
    }

    /// The request as written, less noise, numbers, levels and little words: the key of a request no
    /// table recognises ("RUE" stays: it is the upper extremity). Empty when nothing is left.
    var cleanedText: String {
        var words: [String] = []
        for (index, piece) in text.pieces.enumerated() where piece.kind == .word && telling.contains(index) {
            words.append(piece.text)
        }
        return words.joined(separator: " ")
    }
}
