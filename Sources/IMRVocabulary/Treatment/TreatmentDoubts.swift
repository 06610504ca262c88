import IMRModel
import IMRText

/// What the treatment tables did not understand in a corpus, for `imr check --treatments`: the words
/// requests used that their key does not account for (each with how many requests use it, most
/// frequent first), and the requests whose key came from no table at all (grouped by that key, the
/// cleaned text). Either is where the vocabularies can grow.
public enum TreatmentDoubts {
    /// Requests no table recognised, sharing one cleaned text.
    public struct Entry: Sendable, Equatable {
        /// The cleaned text the requests share.
        public let key: String
        /// How many items ask for it.
        public let count: Int
        /// Its most frequent wording (the first in the corpus among equals).
        public let example: String
    }

    /// A word that recognised requests use and their keys leave unexplained.
    public struct Word: Sendable, Equatable {
        public let word: String
        /// How many items' requests use it.
        public let count: Int
        /// A request that uses it (its most frequent), and the key that request got.
        public let example: String
        public let exampleKey: String
    }

    public struct Report: Sendable, Equatable {
        public var unrecognized: [Entry] = []
        public var words: [Word] = []
        /// Items whose request was recognised but has words left unexplained.
        public var doubtful = 0
        public var items = 0

        /// Items the report is about: unrecognised or doubtful.
        public var flagged: Int { doubtful + unrecognized.reduce(0) { $0 + $1.count } }
    }

    public static func tally(_ cases: [IMRCase]) -> Report {
        tally { body in
            for imrCase in cases {
                for item in imrCase.items { body(item.treatment) }
            }
        }
    }

    /// The same over the treatments `forEach` gives, one per item (`CorpusIndex.forEachTreatment`).
    public static func tally(_ forEach: ((String) -> Void) -> Void) -> Report {
        var unrecognized = FrequencyTally(), words = FrequencyTally()
        var keys: [String: String] = [:]
        var report = Report()
        forEach { treatment in
            report.items += 1
            guard let normalized = TreatmentNormalizer.normalize(treatment) else { return }
            guard normalized.recognized else { return unrecognized.add(normalized.key, wording: treatment) }
            guard !normalized.doubt.isEmpty else { return }
            report.doubtful += 1
            keys[treatment] = normalized.key
            for word in Set(normalized.doubt) { words.add(word, wording: treatment) }
        }
        report.unrecognized = unrecognized.sorted().map { Entry(key: $0.name, count: $0.count, example: $0.example) }
        report.words = words.sorted().map {
            Word(word: $0.name, count: $0.count, example: $0.example, exampleKey: keys[$0.example] ?? "")
        }
        return report
    }
}
