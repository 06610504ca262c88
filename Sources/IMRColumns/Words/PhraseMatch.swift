/// Phrases answered from the word index's positions: the cases where the phrase's words stand one
/// after another in one field (any case; the last word may be a prefix), exactly as
/// `TextMatcher.Rule.phrase` reading the text would say.
extension WordIndex {
    package func cases(withPhrase phrase: [String], among candidates: CaseBitmap, in cases: CaseList) -> CaseBitmap {
        guard !phrase.isEmpty else { return CaseBitmap(count: candidates.count) }
        // Non-ASCII words compare by bytes in the text but are looked up here as Swift strings: those
        // rare phrases read the candidates' text instead.
        guard phrase.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) else {
            return Self.readingText(TextMatcher(.phrase, words: phrase), among: candidates, in: cases)
        }
        var allowed = candidates
        // (case << 32) | (position + words after it): equal where the words line up.
        var aligned: [UInt64] = []
        for (slot, word) in phrase.enumerated() {
            let isLast = slot == phrase.count - 1
            let entries = isLast ? entries(withBytePrefix: word) : exactEntry(word).map { [$0] } ?? []
            let shift = UInt64(phrase.count - slot)
            var found = occurrences(of: entries, among: allowed, shift: shift)
            if entries.count > 1 { found.sort() }
            aligned = slot == 0 ? found : Self.common(aligned, found)
            if aligned.isEmpty { return CaseBitmap(count: candidates.count) }
            allowed = CaseBitmap(count: candidates.count)
            for key in aligned { allowed.insert(Int(key >> 32)) }
        }
        return allowed
    }

    /// The vocabulary entry whose bytes are `word`'s.
    package func exactEntry(_ word: String) -> Int? {
        let start = lowerBound(word)
        var position = start
        while position < vocabulary.count && vocabulary[position] == word {
            if vocabulary[position].utf8.elementsEqual(word.utf8) { return position }
            position += 1
        }
        return nil
    }

    /// Every vocabulary entry whose bytes start with `prefix`'s.
    package func entries(withBytePrefix prefix: String) -> [Int] {
        var found: [Int] = []
        // ASCII words with an ASCII prefix are together in the sorted vocabulary; non-ASCII words may
        // sit among them and are checked, and those elsewhere (and all a non-ASCII prefix can start)
        // come from `nonASCIIWords`.
        if prefix.utf8.allSatisfy({ $0 < 0x80 }) {
            var position = lowerBound(prefix)
            while position < vocabulary.count {
                let word = vocabulary[position]
                let ascii = word.utf8.allSatisfy { $0 < 0x80 }
                if ascii && !word.utf8.starts(with: prefix.utf8) { break }
                if ascii { found.append(position) }
                position += 1
            }
        }
        for position in nonASCIIWords where vocabulary[position].utf8.starts(with: prefix.utf8) {
            found.append(position)
        }
        return found
    }

    package func lowerBound(_ word: String) -> Int {
        var low = 0
        var high = vocabulary.count
        while low < high {
            let middle = (low + high) / 2
            if vocabulary[middle] < word { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Aligned keys of every occurrence of the entries in the allowed cases, ascending per entry.
    package func occurrences(of entries: [Int], among allowed: CaseBitmap, shift: UInt64) -> [UInt64] {
        var keys: [UInt64] = []
        positionBytes.withUnsafeBufferPointer { bytes in
            for entry in entries {
                var offset = positionBlocks[entry]
                for posting in postings[Int(offsets[entry])..<Int(offsets[entry + 1])] {
                    let count = Varint.read(bytes, &offset)
                    guard allowed.contains(Int(posting)) else {
                        for _ in 0..<count { while bytes[offset] >= 0x80 { offset += 1 }; offset += 1 }
                        continue
                    }
                    var position: UInt64 = 0
                    let base = UInt64(UInt32(bitPattern: posting)) << 32
                    for _ in 0..<count {
                        position += Varint.read(bytes, &offset)
                        keys.append(base | (position + shift))
                    }
                }
            }
        }
        return keys
    }

    /// Keys in both ascending lists.
    package static func common(_ left: [UInt64], _ right: [UInt64]) -> [UInt64] {
        var result: [UInt64] = []
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if left[i] < right[j] { i += 1 } else if left[i] > right[j] { j += 1 } else {
                result.append(left[i])
                i += 1
                j += 1
            }
        }
        return result
    }
}

extension WordIndex {
    /// The candidates whose text matches, read from the text.
    package static func readingText(_ matcher: TextMatcher, among candidates: CaseBitmap, in cases: CaseList) -> CaseBitmap {
        var result = candidates
        for index in candidates.indices where !matcher.matches(anyOf: Tokenizer.searchableText(cases[index])) {
            result.remove(index)
        }
        return result
    }
}
