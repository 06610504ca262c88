import IMRText
import IMRVocabulary

/// The sentence of a rationale that carries its decision: the last one that says the request is (not)
/// medically necessary, else the last that says it is (not) recommended, indicated, warranted or
/// supported, else the rationale's closing sentence; never boilerplate while another sentence is left.
/// A reviewer ends with the verdict after quoting the guideline, so the last such sentence is the
/// reviewer's own, not the guideline's.
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

    /// What states no decision of its own, whatever words it uses: a partial certification's statement
    /// of what is disputed ("The remaining IMR eligible portion ... is not medically necessary") and the
    /// caution closing an opioid item ("This should not be interpreted as a recommendation to stop
    /// long-term opioids abruptly"). The reasons' own list, in every form it stands for.
    static let boilerplate = DecisionReasons.boilerplate.flatMap(PhraseMatcher.forms(of:))

    /// The decisive sentence, spaces and line breaks made single spaces; empty for an empty rationale.
    public static func of(_ rationale: String) -> String {
        let all = Sentences.split(rationale)
        let folded = all.map(CaseFold.key)
        // Boilerplate is looked for only in the sentences a tier would pick, from the last: the list is long.
        func isBoilerplate(_ index: Int) -> Bool { boilerplate.contains { folded[index].contains($0) } }
        for tier in tiers {
            if let found = all.indices.last(where: { index in
                tier.contains { folded[index].contains($0) } && !isBoilerplate(index)
            }) {
                return all[found]
            }
        }
        return all.indices.last(where: { !isBoilerplate($0) }).map { all[$0] } ?? all.last ?? ""
    }
}
