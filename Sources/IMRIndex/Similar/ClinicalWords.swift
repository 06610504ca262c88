import IMRText
import IMRVocabulary
import IMRColumns

/// The words of a clinical case summary that "more like this" compares, and what each weighs: the
/// sentences of the letters' paperwork left out (`SummaryStopWords.paperworkSentences`: the review,
/// the request, the work status), and the words of the diagnoses
/// (`SummaryStopWords.diagnosisSentences`) and the body parts (`BodyRegions`) weighing double, so that
/// two summaries are alike by what they say of the patient rather than by the reviewer's stock phrases.
enum ClinicalWords {
    struct Word: Equatable {
        var word: String
        /// 2 for a diagnosis or a body part, else 1.
        var weight: Double
    }

    static let clinicalWeight = 2.0

    /// Each word once, in the summary's order, with the greatest weight it is said with.
    static func of(_ summary: String) -> [Word] {
        var words: [Word] = []
        var place: [String: Int] = [:]
        for sentence in Sentences.split(summary) {
            let said = Tokenizer.words(sentence)
            if paperwork.contains(where: { $0.isSaid(in: said) }) { continue }
            let diagnoses = diagnosis.contains { $0.isSaid(in: said) }
            for word in said {
                let weight = diagnoses || bodyParts.contains(word) ? clinicalWeight : 1
                if let known = place[word] {
                    words[known].weight = max(words[known].weight, weight)
                } else {
                    place[word] = words.count
                    words.append(Word(word: word, weight: weight))
                }
            }
        }
        return words
    }

    /// A phrase of a sentence list: its words one after another, the last a word's start.
    struct Marker {
        let words: [String]

        init(_ phrase: String) { words = Tokenizer.words(phrase) }

        func isSaid(in said: [String]) -> Bool {
            guard let last = words.last, said.count >= words.count else { return false }
            for start in 0...(said.count - words.count)
            where zip(words.dropLast(), said[start...]).allSatisfy(==) && said[start + words.count - 1].hasPrefix(last) {
                return true
            }
            return false
        }
    }

    static let paperwork = SummaryStopWords.paperworkSentences.map(Marker.init)
    static let diagnosis = SummaryStopWords.diagnosisSentences.map(Marker.init)
    /// The one-word spellings of the body regions ("shoulder", "lumbar", "trapezius").
    static let bodyParts = Set(BodyRegions.regions.flatMap(\.spellings).filter { !$0.contains(" ") }.flatMap(Tokenizer.words))
}
