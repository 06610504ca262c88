/// Small text helpers the parsers share: case-insensitive search over ASCII words, without Foundation.
extension StringProtocol {
    /// The first range of `needle` (ASCII, any case) in the text, at or after `from`.
    func rangeIgnoringCase(of needle: String, from: Index? = nil) -> Range<Index>? {
        let pattern = Array(needle.lowercased().utf8)
        guard let firstByte = pattern.first else { return nil }
        var index = from ?? startIndex
        while index < endIndex {
            if asciiLower(self.utf8[index]) == firstByte, matches(pattern, at: index) {
                var end = index
                for _ in pattern { end = self.utf8.index(after: end) }
                return index..<end
            }
            index = self.utf8.index(after: index)
        }
        return nil
    }

    func containsIgnoringCase(_ needle: String) -> Bool {
        rangeIgnoringCase(of: needle) != nil
    }

    func hasPrefixIgnoringCase(_ prefix: String) -> Bool {
        matches(Array(prefix.lowercased().utf8), at: startIndex)
    }

    private func matches(_ pattern: [UInt8], at start: Index) -> Bool {
        var index = start
        for byte in pattern {
            guard index < endIndex, asciiLower(self.utf8[index]) == byte else { return false }
            index = self.utf8.index(after: index)
        }
        // Never end a match inside a multi-byte character.
        return index == endIndex || self.utf8[index] & 0xC0 != 0x80
    }

    /// Pieces between occurrences of `separator` (any case).
    func split(ignoringCase separator: String) -> [SubSequence] {
        var pieces: [SubSequence] = []
        var start = startIndex
        while let found = rangeIgnoringCase(of: separator, from: start) {
            pieces.append(self[start..<found.lowerBound])
            start = found.upperBound
        }
        pieces.append(self[start...])
        return pieces
    }
}

@inline(__always)
func asciiLower(_ byte: UInt8) -> UInt8 {
    (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
}

extension StringProtocol {
    func hasSuffixIgnoringCase(_ suffix: String) -> Bool {
        let tail = Array(self.utf8.suffix(suffix.utf8.count)).map(asciiLower)
        return tail == Array(suffix.lowercased().utf8)
    }
}
