import IMRText

/// The sentence of a rationale that carries its decision: the last one that says the request is (not)
/// medically necessary, else the last that says it is (not) recommended, indicated, warranted or
/// supported, else the rationale's closing sentence. A reviewer ends with the verdict after quoting the
/// guideline, so the last such sentence is the reviewer's own, not the guideline's.
public enum DecisiveSentence {
    /// Phrases that speak of medical necessity itself (also how a professional review's conclusion is
    /// found: `ProfessionalReviewItem`).
    static let necessity = ["medically necessary", "medical necessity", "medically reasonable", "medically indicated"]

    /// Phrases by strength: a sentence with one of the first list wins over any with the second.
    static let tiers: [[String]] = [
        necessity,
        ["not recommended", "is recommended", "are recommended", "not indicated", "is indicated", "are indicated",
         "not warranted", "is warranted", "not supported", "is supported", "not certified", "is certified",
         "not appropriate", "is appropriate"],
    ]

    /// Cautions a reviewer adds after the verdict ("This should not be interpreted as a recommendation
    /// to stop long-term opioids abruptly"): never the decisive sentence.
    static let cautions = ["should not be interpreted", "is not a recommendation to"]

    /// The decisive sentence, spaces and line breaks made single spaces; empty for an empty rationale.
    public static func of(_ rationale: String) -> String {
        let all = Sentences.split(rationale)
        let sentences = all.filter { sentence in
            let folded = CaseFold.key(sentence)
            return !cautions.contains { folded.contains($0) }
        }
        for tier in tiers {
            if let found = sentences.last(where: { sentence in
                let folded = CaseFold.key(sentence)
                return tier.contains { folded.contains($0) }
            }) {
                return found
            }
        }
        return sentences.last ?? all.last ?? ""
    }
}
