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
            for index in candidates.indices where !Tokenizer.searchableText(cases[index]).contains(where: {
                containsPhrase(Tokenizer.words($0), phrase)
            }) {
                candidates.remove(index)
            }
        }
        return candidates
    }

    func containsPhrase(_ words: [String], _ phrase: [String]) -> Bool {
        guard phrase.count <= words.count else { return false }
        for start in 0...(words.count - phrase.count) {
            var all = true
            for (offset, word) in phrase.enumerated() {
                // The last word may be a prefix, as single words are.
                let candidate = words[start + offset]
                if offset == phrase.count - 1 ? !candidate.hasPrefix(word) : candidate != word {
                    all = false
                    break
                }
            }
            if all { return true }
        }
        return false
    }
}
