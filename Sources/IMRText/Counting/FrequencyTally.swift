/// Counts by name, with each name's wordings: most frequent first, the first seen first among equals
/// (what `imr check` lists: the words the treatment tables leave unexplained, the openings of rationales
/// with no reason read).
package struct FrequencyTally {
    package var counts: [String: Int] = [:]
    package var wordings: [String: [String: Int]] = [:]
    package var order: [String] = []

    package init() {}

    package mutating func add(_ name: String, wording: String) {
        if counts[name] == nil { order.append(name) }
        counts[name, default: 0] += 1
        wordings[name, default: [:]][wording, default: 0] += 1
    }

    /// Most frequent first (first seen among equals), each with its most frequent wording.
    package func sorted() -> [(name: String, count: Int, example: String)] {
        let firstSeen = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        return order.map { name in
            let written = wordings[name] ?? [:]
            let example = written.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key ?? name
            return (name, counts[name] ?? 0, example)
        }.sorted { ($0.count, firstSeen[$1.name] ?? 0) > ($1.count, firstSeen[$0.name] ?? 0) }
    }
}
