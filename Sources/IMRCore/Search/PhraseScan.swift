/// Whether text holds a phrase's words in a row (any case; the last word may be a prefix), read
/// straight from the bytes with the tokenizer's rule for words: no word is ever allocated. The word
/// index answers phrases from positions; this reads text for phrases with non-ASCII words.
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
                guard Tokenizer.isWordByte(bytes[position]) else {
                    position += 1
                    continue
                }
                let start = position
                while position < bytes.count && Tokenizer.isWordByte(bytes[position]) { position += 1 }
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
}

extension PhraseScan {
    /// The candidates whose text holds the phrase, read from the text.
    static func cases(withPhrase phrase: [String], among candidates: CaseBitmap, in cases: [IMRCase]) -> CaseBitmap {
        var result = candidates
        let words = phrase.map { Array($0.utf8) }
        for index in candidates.indices where !Tokenizer.searchableText(cases[index]).contains(where: {
            contains($0, phrase: words)
        }) {
            result.remove(index)
        }
        return result
    }
}
