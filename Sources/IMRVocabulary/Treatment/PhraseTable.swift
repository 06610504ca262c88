/// Phrases of compared words and what each means, found in a request longest first: at each word the
/// longest phrase that starts there wins ("nerve conduction velocity" before "nerve").
struct PhraseTable<Value: Equatable & Sendable>: Sendable {
    /// Keyed by the phrase's words, hashed and compared word by word: a request's candidate phrases are
    /// slices of its words, looked up without joining a string for each (a third of a miss's lookups).
    /// The same phrases as joined strings would be: compared words are never empty and hold no space.
    private var values: [ArraySlice<String>: Value] = [:]
    /// For each first word, the lengths in words of the phrases starting with it: bit n for n words (a
    /// phrase of 64 words or more, bit 63). A match asks the table only for those lengths, where asking
    /// for every length up to the longest hashed and compared slices no phrase could be.
    private var lengths: [String: UInt64] = [:]
    /// Phrases given two different meanings (the first is kept); a test keeps this empty.
    private(set) var conflicts: [String] = []

    var count: Int { values.count }

    mutating func add(_ words: [String], _ value: Value) {
        guard let first = words.first else { return }
        if let known = values[words[...]] {
            if known != value { conflicts.append("\(words.joined(separator: " ")): \(known) and \(value)") }
            return
        }
        values[words[...]] = value
        lengths[first, default: 0] |= 1 << UInt64(min(words.count, 63))
    }

    /// Every phrase and its value, in no order: for readers compiled from the table (`RegionReader`).
    func forEachPhrase(_ body: ([String], Value) -> Void) {
        for (words, value) in values { body(Array(words), value) }
    }

    /// Adds the phrase unless some meaning is known for it already: a derived spelling never overrides,
    /// nor conflicts with, a written one.
    mutating func addUnlessKnown(_ words: [String], _ value: Value) {
        guard values[words[...]] == nil else { return }
        add(words, value)
    }

    /// The longest phrase starting at `start`, with how many words it takes.
    func match(_ words: [String], at start: Int, upTo end: Int? = nil) -> (length: Int, value: Value)? {
        guard let known = lengths[words[start]] else { return nil }
        let room = (end ?? words.count) - start
        // The lengths that fit, longest first; 63 stands for any longer, asked as before.
        var length = min(room, known & (1 << 63) != 0 ? room : 63 - known.leadingZeroBitCount)
        while length > 1 {
            if known & (1 << UInt64(min(length, 63))) != 0, let value = values[words[start..<(start + length)]] {
                return (length, value)
            }
            length -= 1
        }
        guard known & 2 != 0 else { return nil }
        return values[words[start..<(start + 1)]].map { (1, $0) }
    }

    /// Each phrase found, left to right, none overlapping, none across a break (the index of a word a
    /// phrase may not reach back past; `breaks` in increasing order). A phrase whose first word is one of
    /// `leaders` may pass over words of `passable` right after it, where that finds a longer phrase than
    /// reading them: "repair medial meniscus" is the phrase "repair meniscus" (`passing`).
    func forEachMatch(in words: [String], breaks: [Int] = [], passing passable: Set<String> = [], after leaders: Set<String> = [],
                      _ body: (Range<Int>, Value) -> Void) {
        var start = 0
        var nextBreak = 0
        while start < words.count {
            while nextBreak < breaks.count && breaks[nextBreak] <= start { nextBreak += 1 }
            let end = nextBreak < breaks.count ? breaks[nextBreak] : nil
            let found = match(words, at: start, upTo: end)
            if let passed = passing(words, at: start, upTo: end ?? words.count, passable, leaders),
               passed.phraseLength > found?.length ?? 0 {
                body(start..<passed.end, passed.value)
                start = passed.end
            } else if let found {
                body(start..<(start + found.length), found.value)
                start += found.length
            } else {
                start += 1
            }
        }
    }

    /// The longest phrase starting at `start` read past some of the passable words right after its first word
    /// (all of them, or fewer: "repair medial meniscus" passes "medial", whose part "meniscus" is the object),
    /// if one of more than one word is found so: its length in phrase words, where it ends in `words`, and its
    /// value.
    private func passing(_ words: [String], at start: Int, upTo end: Int, _ passable: Set<String>,
                         _ leaders: Set<String>) -> (phraseLength: Int, end: Int, value: Value)? {
        // Read only where a leader is followed by a passable word: rare, so the copies below cost little.
        guard start + 1 < end, passable.contains(words[start + 1]), leaders.contains(words[start]) else { return nil }
        var best: (phraseLength: Int, end: Int, value: Value)?
        var next = start + 1
        while next < end && passable.contains(words[next]) {
            next += 1
            guard next < end else { break }
            let compact = [words[start]] + words[next..<end]
            if let found = match(compact, at: 0), found.length > 1, found.length > best?.phraseLength ?? 0 {
                best = (found.length, next + found.length - 1, found.value)
            }
        }
        return best
    }
}
