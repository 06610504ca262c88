import IMRText
import IMRVocabulary

extension ReasonReader {
    /// Counts compared across the sentences of one rationale (`DecisionReasons.countedKinds`): the
    /// guideline's number, stated in a sentence that names the guideline and not the request, against a
    /// count of the same kind in a sentence that names no guideline. Above every number the guideline
    /// gives, the count exceeds it (upholding); a requested count at or under each is within it
    /// (overturning). Read only where the rationale's sentences stated neither already.
    enum Counts {
        /// A count of one kind in a sentence: its value and kind.
        struct Count: Equatable, Sendable {
            let value: Int
            let kind: Int
        }

        /// What one sentence gives the comparison: the guideline's numbers, or the request's counts.
        struct Read: Sendable {
            let counts: [Count]
            let limits: Bool
        }

        /// The reason the rationale's counts state for `side`, with the sentence of the case's count. Only
        /// the sentences holding a kind's word (`mayHold`) are made strings and read; `known` keeps what
        /// each gave, by its bytes (the parse's memo: reviewers' sentences recur word for word).
        static func compared(_ rationale: String, side: DecisionReasons.Side, known: SharedMemoTable<Read?>? = nil)
            -> (id: String, sentence: String)? {
            var limits: [Count] = []
            var counts: [(count: Count, sentence: Slice<UnsafeBufferPointer<UInt8>>)] = []
            var text = rationale
            return text.withUTF8 { bytes in
                Sentences.forEachPlace(in: bytes) { place in
                    let sentence = UnsafeBufferPointer(rebasing: bytes[place])
                    guard mayHold(sentence) else { return true }
                    let read = known.map { $0.value(of: sentence) { Self.read(Sentences.oneLine(bytes[place])) } }
                        ?? Self.read(Sentences.oneLine(bytes[place]))
                    guard let read else { return true }
                    if read.limits { limits += read.counts } else { counts += read.counts.map { ($0, bytes[place]) } }
                    return true
                }
                for (count, sentence) in counts {
                    let ofKind = limits.filter { $0.kind == count.kind }.map(\.value)
                    guard let highest = ofKind.max(), let lowest = ofKind.min() else { continue }
                    if side == .upholding && count.value > highest { return (DecisionReasons.countAboveReason, Sentences.oneLine(sentence)) }
                    if side == .overturning && count.value <= lowest { return (DecisionReasons.countWithinReason, Sentences.oneLine(sentence)) }
                }
                return nil
            }
        }

        /// What a sentence (on one line) gives: nil where it gives nothing.
        static func read(_ sentence: String) -> Read? {
            let words = Self.words(sentence)
            let found = Self.counts(in: words)
            guard !found.isEmpty else { return nil }
            let namesGuideline = words.contains { DecisionReasons.guidelineNames.contains(String($0)) }
                || Self.holdsSchedule(words)
            let namesRequest = words.contains { DecisionReasons.requestWords.contains(String($0)) }
            let read: Read?
            if namesGuideline {
                let trial = words.contains { DecisionReasons.trialWords.contains(String($0)) }
                read = !namesRequest && !trial ? Read(counts: found, limits: true) : nil
            } else {
                let asks = namesRequest || words.contains { DecisionReasons.addedWords.contains(String($0)) }
                read = asks ? Read(counts: found, limits: false) : nil
            }
            // A partial certification's boilerplate states what is disputed, no count of the case.
            let folded = Array(sentence.lowercased().utf8)
            return read != nil && !boilerplate.contains(where: { holds(folded, $0) }) ? read : nil
        }

        /// Whether `bytes` hold `part` anywhere (a byte loop: the generic search was most of a read).
        static func holds(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
            guard !part.isEmpty, bytes.count >= part.count else { return part.isEmpty }
            return bytes.withUnsafeBufferPointer { bytes in
                part.withUnsafeBufferPointer { part in
                    (0...(bytes.count - part.count)).contains { at in
                        bytes[at] == part[0] && (1..<part.count).allSatisfy { bytes[at + $0] == part[$0] }
                    }
                }
            }
        }

        /// The sentence's words, lower case: letters and digits, everything else a break.
        /// Split on bytes, not characters: a sentence's words are cut at every read.
        static func words(_ sentence: String) -> [Substring] {
            sentence.lowercased().utf8.split { !PhraseMatcher.isWordByte($0) }.map { Substring($0) }
        }

        /// Whether the words set a count over a time ("9 to 10 visits over 8 weeks", "2 visits per week"):
        /// a schedule, the guideline's.
        static func holdsSchedule(_ words: [Substring]) -> Bool {
            words.indices.dropLast().contains { index in
                DecisionReasons.scheduleWords.contains(String(words[index]))
                    && (DecisionReasons.scheduleTimes.contains(String(words[index + 1]))
                        || index + 2 < words.count && Self.number(words[index + 1]) != nil
                        && DecisionReasons.scheduleTimes.contains(String(words[index + 2])))
                    && index > 0 && counts(in: Array(words[..<index])).isEmpty == false
            }
        }

        /// A number written in digits or as a word.
        static func number(_ word: Substring) -> Int? {
            Int(word) ?? DecisionReasons.numberWords[String(word)]
        }

        /// The counts the words hold: a number, then a word of a kind within reach, no number between.
        static func counts(in words: [Substring]) -> [Count] {
            var found: [Count] = []
            for (index, word) in words.enumerated() {
                guard let value = Self.number(word) else { continue }
                for after in words[(index + 1)..<min(words.count, index + 2 + DecisionReasons.countedKindReach)] {
                    if Self.number(after) != nil || DecisionReasons.countBreaks.contains(String(after)) { break }
                    if let kind = DecisionReasons.countedKinds.firstIndex(where: { $0.contains(String(after)) }) {
                        found.append(Count(value: value, kind: kind))
                        break
                    }
                }
            }
            return found
        }

        /// Whether the rationale may hold a count at all: a kind's word at a word start in its bytes
        /// (ASCII letters folded), whole or plural, looked for before any sentence is split or lowered. Most rationales
        /// name none, and cost one pass over their bytes.
        static func mayHold(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for index in bytes.indices {
                let first = bytes[index] | 0x20
                guard firstBytes & (1 << UInt32(first & 31)) != 0, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z"),
                      index == 0 || !PhraseMatcher.isWordByte(bytes[index - 1]) else { continue }
                for stem in stems where stem[0] == first && index + stem.count <= bytes.count {
                    guard (1..<stem.count).allSatisfy({ bytes[index + $0] | 0x20 == stem[$0] }) else { continue }
                    // The whole word or its plural: "med", not "medical".
                    var after = index + stem.count
                    if after < bytes.count && bytes[after] | 0x20 == UInt8(ascii: "s") { after += 1 }
                    if after == bytes.count || !PhraseMatcher.isWordByte(bytes[after]) { return true }
                }
            }
            return false
        }

        private static let boilerplate = DecisionReasons.boilerplate.map { Array($0.utf8) }

        /// The kinds' words that start no other ("visit", not "visits"), and their first letters as bits.
        private static let stems: [[UInt8]] = {
            let words = DecisionReasons.countedKinds.joined()
            return words.filter { word in !words.contains { $0 != word && word.hasPrefix($0) } }.map { Array($0.utf8) }
        }()
        private static let firstBytes: UInt32 = stems.reduce(0) { $0 | 1 << UInt32($1[0] & 31) }
    }
}
