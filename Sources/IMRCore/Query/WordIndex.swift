/// What a search asks for: words (each must start a word of the text) and "quoted phrases".
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
}

/// Splits text into lower-case words of letters and digits, the way search sees them.
public enum Tokenizer {
    public static func words(_ text: some StringProtocol) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            // ASCII letters and digits, and every byte of a non-ASCII character, make up words.
            if (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80 {
                current.append(byte)
            } else if byte >= 0x41 && byte <= 0x5A {
                current.append(byte | 0x20)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// The searchable text of a case: id, treatments, summary and rationales.
    static func searchableText(_ letter: IMRCase) -> [String] {
        var parts = [letter.id, letter.summary]
        for item in letter.items {
            parts.append(item.treatment)
            if let original = item.originalRequest { parts.append(original) }
            parts.append(item.rationale)
        }
        return parts
    }
}

/// An inverted index: every word of the corpus, sorted, with the cases it appears in.
struct WordIndex: Sendable {
    var vocabulary: [String] = []
    var offsets: [Int32] = [0]
    var postings: [Int32] = []

    init(_ cases: [IMRCase]) {
        var table: [String: [Int32]] = [:]
        for (index, letter) in cases.enumerated() {
            var seen = Set<String>()
            for part in Tokenizer.searchableText(letter) {
                for word in Tokenizer.words(part) where seen.insert(word).inserted {
                    table[word, default: []].append(Int32(index))
                }
            }
        }
        vocabulary = table.keys.sorted()
        postings.reserveCapacity(table.values.reduce(0) { $0 + $1.count })
        for word in vocabulary {
            postings += table[word] ?? []
            offsets.append(Int32(postings.count))
        }
    }

    /// Cases containing a word that starts with `prefix`, as one bit per case.
    func cases(withPrefix prefix: String, caseCount: Int) -> CaseBitmap {
        var low = 0
        var high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle] < prefix { low = middle + 1 } else { high = middle }
        }
        var result = CaseBitmap(count: caseCount)
        var position = low
        while position < vocabulary.count && vocabulary[position].hasPrefix(prefix) {
            for posting in postings[Int(offsets[position])..<Int(offsets[position + 1])] { result.insert(Int(posting)) }
            position += 1
        }
        return result
    }

    /// Cases with a word that contains `fragment` anywhere (not only at its start): the candidates
    /// for a substring search, found from the vocabulary instead of the letters.
    func cases(withWordContaining fragment: String, caseCount: Int) -> CaseBitmap {
        var result = CaseBitmap(count: caseCount)
        for (position, word) in vocabulary.enumerated() where word.rangeIgnoringCase(of: fragment) != nil {
            for posting in postings[Int(offsets[position])..<Int(offsets[position + 1])] { result.insert(Int(posting)) }
        }
        return result
    }

    func cases(matching terms: SearchTerms, in cases: [IMRCase]) -> CaseBitmap {
        var result: CaseBitmap? = nil
        let required = terms.words + terms.phrases.flatMap { $0 }
        for word in required.sorted(by: { $0.count > $1.count }) {
            let found = self.cases(withPrefix: word, caseCount: cases.count)
            if result == nil { result = found } else { result?.formIntersection(found) }
            if result?.isEmpty == true { return CaseBitmap(count: cases.count) }
        }
        guard var candidates = result else { return CaseBitmap(count: cases.count) }
        for phrase in terms.phrases {
            let words = phrase.map { Array($0.utf8) }
            for index in candidates.indices where !Tokenizer.searchableText(cases[index]).contains(where: {
                PhraseScan.contains($0, phrase: words)
            }) {
                candidates.remove(index)
            }
        }
        return candidates
    }

}

/// Whether text holds a phrase's words in a row (any case; the last word may be a prefix), read
/// straight from the bytes with the tokenizer's rule for words: no word is ever allocated.
enum PhraseScan {
    static func contains(_ text: String, phrase: [[UInt8]]) -> Bool {
        guard !phrase.isEmpty else { return false }
        return text.withBytes { bytes in
            // The byte ranges of the last `phrase.count` words, in a ring.
            var starts = [Int](repeating: 0, count: phrase.count)
            var ends = starts
            var seen = 0
            var position = 0
            while position < bytes.count {
                guard isWordByte(bytes[position]) else {
                    position += 1
                    continue
                }
                let start = position
                while position < bytes.count && isWordByte(bytes[position]) { position += 1 }
                starts[seen % phrase.count] = start
                ends[seen % phrase.count] = position
                seen += 1
                if seen >= phrase.count && windowMatches(bytes, starts, ends, seen, phrase) { return true }
            }
            return false
        }
    }

    static func windowMatches(_ bytes: UnsafeBufferPointer<UInt8>, _ starts: [Int], _ ends: [Int], _ seen: Int,
                              _ phrase: [[UInt8]]) -> Bool {
        for (offset, word) in phrase.enumerated() {
            let slot = (seen - phrase.count + offset) % phrase.count
            let length = ends[slot] - starts[slot]
            let isLast = offset == phrase.count - 1
            guard isLast ? length >= word.count : length == word.count else { return false }
            for (position, byte) in word.enumerated() where asciiLower(bytes[starts[slot] + position]) != byte {
                return false
            }
        }
        return true
    }

    /// ASCII letters and digits and every byte of a non-ASCII character, as `Tokenizer.words` counts them.
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte >= 0x80
    }
}
