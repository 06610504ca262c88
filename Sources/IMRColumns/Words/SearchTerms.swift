import IMRModel

/// What the filter's words ask for: words (each must start a word of a case's text, `TextMatcher`'s
/// word-prefix rule) and "quoted phrases" (its phrase rule, within one field).
public struct SearchTerms: Hashable, Sendable {
    public var words: [String] = []
    public var phrases: [[String]] = []

    public var isEmpty: Bool { words.isEmpty && phrases.isEmpty }

    /// `mri "physical therapy" knee` -> words [mri, knee], phrases [[physical, therapy]].
    public static func parse(_ text: String) -> SearchTerms {
        var terms = SearchTerms()
        for (index, part) in text.split(separator: "\"", omittingEmptySubsequences: false).enumerated() {
            let tokens = Tokenizer.words(part)
            if index % 2 == 1 {
                if tokens.count == 1 { terms.words += tokens } else if !tokens.isEmpty { terms.phrases.append(tokens) }
            } else {
                terms.words += tokens
            }
        }
        return terms
    }

    /// The rules the terms stand for.
    package var matchers: [TextMatcher] {
        (words.isEmpty ? [] : [TextMatcher(.wordPrefix, words: words)]) + phrases.map { TextMatcher(.phrase, words: $0) }
    }

    /// Whether the case holds every word and phrase, read from its text: what the word index answers
    /// for a whole corpus at once.
    package func matches(_ imrCase: IMRCase) -> Bool {
        let fields = Tokenizer.searchableText(imrCase)
        return !isEmpty && matchers.allSatisfy { $0.matches(anyOf: fields) }
    }

    /// Whether one item's treatment (or, for a modified request, what was originally asked) holds every
    /// word and phrase: `treat:` terms, which bind to one item.
    package func matches(_ item: Item) -> Bool {
        matches(treatment: item.treatment, originalRequest: item.originalRequest)
    }

    package func matches(treatment: String, originalRequest: String?) -> Bool {
        guard !isEmpty else { return false }
        let fields = originalRequest.map { [treatment, $0] } ?? [treatment]
        return matchers.allSatisfy { $0.matches(anyOf: fields) }
    }
}
