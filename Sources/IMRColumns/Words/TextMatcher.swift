import IMRText

/// Whether text matches what a user typed, by one of three named rules; every rule folds case by
/// `CaseFold` and reads bytes without allocating (text with non-ASCII characters is folded in a copy).
/// The word index answers the word rules for a whole corpus (`WordIndex.cases(matching:)`), giving
/// what these rules give reading the text.
public struct TextMatcher: Sendable, Hashable {
    public enum Rule: Sendable, Hashable {
        /// Each typed word starts a word of the text (words as `Tokenizer` splits them).
        case wordPrefix
        /// The typed words stand one after another in the text; the last may be a prefix.
        case phrase
        /// The typed text stands anywhere in the text, from one character boundary to another.
        case substring
    }

    public let rule: Rule
    /// The typed words, folded (word rules).
    package let words: [[UInt8]]
    /// The typed text, folded (substring).
    package let needle: [UInt8]

    public init(_ rule: Rule, _ typed: String) {
        let isSubstring = rule == .substring
        let words: [[UInt8]] = isSubstring ? [] : Tokenizer.words(typed).map { Array($0.utf8) }
        self.init(rule, words: words, needle: isSubstring ? CaseFold.folded(typed) : [])
    }

    /// Word rules for words `Tokenizer` has already split and folded.
    package init(_ rule: Rule, words: [String]) {
        self.init(rule, words: words.map { Array($0.utf8) }, needle: [])
    }

    private init(_ rule: Rule, words: [[UInt8]], needle: [UInt8]) {
        self.rule = rule
        self.words = words
        self.needle = needle
    }

    /// Nothing typed: matches nothing.
    public var isEmpty: Bool { rule == .substring ? needle.isEmpty : words.isEmpty }

    public func matches(_ text: String) -> Bool {
        switch rule {
        case .wordPrefix: return words.allSatisfy { word in Self.containsRun([word], in: text) } && !words.isEmpty
        case .phrase: return Self.containsRun(words, in: text)
        case .substring: return !substringRanges(in: text, firstOnly: true).isEmpty
        }
    }

    /// Whether one of the texts (a case's fields) matches; a word-prefix rule's words may each be in
    /// another text, a phrase must be within one.
    package func matches(anyOf texts: [String]) -> Bool {
        guard rule == .wordPrefix, words.count > 1 else { return texts.contains(where: matches) }
        return words.allSatisfy { word in texts.contains { Self.containsRun([word], in: $0) } }
    }

    /// Where the substring rule matches, as Character offsets (what a line's spans count), in order
    /// and without overlaps: what the highlighter lights.
    public func characterRanges(in text: String) -> [Range<Int>] {
        let found = substringRanges(in: text, firstOnly: false)
        // Each byte a character: offsets are the same (CR LF is one character of two bytes).
        if found.isEmpty || text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return found }
        var characterStarts: [Int] = []
        var offset = 0
        for character in text {
            characterStarts.append(offset)
            offset += character.utf8.count
        }
        characterStarts.append(offset)
        var position = 0
        return found.map { range in
            while characterStarts[position] < range.lowerBound { position += 1 }
            let start = position
            while characterStarts[position] < range.upperBound { position += 1 }
            return start..<position
        }
    }

    // MARK: Substring

    /// The UTF-8 ranges of the needle in the text, leftmost first, not overlapping.
    package func substringRanges(in text: String, firstOnly: Bool) -> [Range<Int>] {
        guard !needle.isEmpty else { return [] }
        // Non-ASCII letters never fold to ASCII, so an ASCII needle is sought in the bytes as written.
        let asciiNeedle = needle.allSatisfy { $0 < 0x80 }
        func search(_ hay: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
            needle.withUnsafeBufferPointer { pattern in
                var found: [Range<Int>] = []
                var from = 0
                while let start = ByteSearch.firstOffset(of: pattern, in: hay, from: from) {
                    let end = start + pattern.count
                    guard Self.isCharacterBoundary(start, hay, text) && Self.isCharacterBoundary(end, hay, text) else {
                        from = start + 1
                        continue
                    }
                    found.append(start..<end)
                    if firstOnly { break }
                    from = end
                }
                return found
            }
        }
        return asciiNeedle ? text.withBytes(search) : CaseFold.withNonASCIIFolded(text, search)
    }

    /// Between two characters of the text (not inside a combining sequence or a CR LF): decided from the
    /// bytes when both sides are ASCII, else by the String.
    package static func isCharacterBoundary(_ offset: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        if offset == 0 || offset == bytes.count { return true }
        let before = bytes[offset - 1], after = bytes[offset]
        if before < 0x80 && after < 0x80 { return !(before == 0x0D && after == 0x0A) }
        return text.utf8.index(text.startIndex, offsetBy: offset).samePosition(in: text) != nil
    }

    // MARK: Words in a row

    /// Whether the text holds the words one after another (the last a prefix), read straight from the
    /// bytes with the tokenizer's rule for words: no word is ever made.
    package static func containsRun(_ phrase: [[UInt8]], in text: String) -> Bool {
        guard !phrase.isEmpty else { return false }
        return CaseFold.withNonASCIIFolded(text) { bytes in
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

    package static func windowMatches(_ bytes: UnsafeBufferPointer<UInt8>, _ starts: [Int], _ ends: [Int], _ seen: Int,
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
