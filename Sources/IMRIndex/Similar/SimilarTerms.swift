import IMRVocabulary
import IMRColumns

/// The words of a case's summary that a "more like this" asks about: the most distinctive of its
/// clinical words (`ClinicalWords`: the paperwork's sentences left out, diagnoses and body parts
/// weighing double).
///
/// Left out too: words of digits only (ages, dates, doses), `SummaryStopWords` (function words, the
/// letters' narrative, sides and months), words no other case has (they can match
/// nothing), and, in a corpus of `commonFloor` cases or more, words more than half the cases have (the
/// boilerplate every letter shares: "injured", "worker", "industrial"; IDF would weigh them near zero
/// anyway, and their long lists cost time). Of the rest, the `limit` that weigh most, the rarest
/// (fewest cases) first among those, in the order of the summary among equals.
enum SimilarTerms {
    static let limit = 24
    static let commonFloor = 20

    struct Term {
        var word: String
        /// The word's entry in the word index.
        var entry: Int
        /// Cases that have the word anywhere in their text (the index's own count).
        var cases: Int
        /// What its BM25 weight is multiplied by (`ClinicalWords`).
        var weight: Double = 1
    }

    static func choose(summary: String, in index: WordIndex, caseCount: Int) -> [Term] {
        var terms: [Term] = []
        for clinical in ClinicalWords.of(summary) {
            let word = clinical.word
            guard !word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), !SummaryStopWords.words.contains(word),
                  let entry = index.exactEntry(word) else { continue }
            let cases = Int(index.offsets[entry + 1] - index.offsets[entry])
            guard cases > 1 else { continue }
            if caseCount >= commonFloor && cases * 2 > caseCount { continue }
            terms.append(Term(word: word, entry: entry, cases: cases, weight: clinical.weight))
        }
        // A stable sort: equals keep the summary's order.
        let ranked = terms.enumerated().sorted {
            (-$0.element.weight, $0.element.cases, $0.offset) < (-$1.element.weight, $1.element.cases, $1.offset)
        }
        return ranked.prefix(limit).map(\.element)
    }
}
