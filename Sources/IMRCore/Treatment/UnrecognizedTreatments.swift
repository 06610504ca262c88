/// The requests of a corpus whose key came from no vocabulary table, grouped by that key (the cleaned
/// text) and counted, most frequent first: what `imr check --treatments` lists so the tables can grow.
public enum UnrecognizedTreatments {
    public struct Entry: Sendable, Equatable {
        /// The cleaned text the requests share.
        public let key: String
        /// How many items ask for it.
        public let count: Int
        /// Its most frequent wording (the first in the corpus among equals).
        public let example: String
    }

    public static func tally(_ cases: [IMRCase]) -> (entries: [Entry], items: Int) {
        tally { body in
            for letter in cases {
                for item in letter.items { body(item.treatment) }
            }
        }
    }

    /// The same over the treatments `forEach` gives, one per item (`CorpusIndex.forEachTreatment`).
    public static func tally(_ forEach: ((String) -> Void) -> Void) -> (entries: [Entry], items: Int) {
        var counts: [String: Int] = [:]
        var wordings: [String: [String: Int]] = [:]
        var order: [String] = []
        var items = 0
        forEach { treatment in
            items += 1
            guard let normalized = TreatmentNormalizer.normalize(treatment), !normalized.recognized else { return }
            if counts[normalized.key] == nil { order.append(normalized.key) }
            counts[normalized.key, default: 0] += 1
            wordings[normalized.key, default: [:]][treatment, default: 0] += 1
        }
        let firstSeen = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let entries = order.map { key in
            let written = wordings[key] ?? [:]
            let example = written.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? key
            return Entry(key: key, count: counts[key] ?? 0, example: example)
        }
        return (entries.sorted { ($0.count, firstSeen[$1.key] ?? 0) > ($1.count, firstSeen[$0.key] ?? 0) }, items)
    }
}
