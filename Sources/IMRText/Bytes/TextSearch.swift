/// Small text helpers the parsers share: case-insensitive search for ASCII needles, over bytes and
/// without allocating (these run for every line of every letter). Public and inlinable: a `package`
/// generic body is not specialized in another target, where it went through String's witnesses.
extension StringProtocol {
    /// The first range of `needle` (ASCII, any case) in the text, at or after `from`.
    @inlinable public func rangeIgnoringCase(of needle: String, from: Index? = nil) -> Range<Index>? {
        let start = from ?? startIndex
        let skip = utf8.distance(from: startIndex, to: start)
        let found: Int? = withBytes { hay in
            var needle = needle
            return needle.withUTF8 { pattern in ByteSearch.firstOffset(of: pattern, in: hay, from: skip) }
        }
        guard let found else { return nil }
        let lower = utf8.index(startIndex, offsetBy: found)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// The last range of `needle` (ASCII, any case) in the text.
    @inlinable public func lastRangeIgnoringCase(of needle: String) -> Range<Index>? {
        var found: Range<Index>? = nil
        while let range = rangeIgnoringCase(of: needle, from: found?.upperBound) { found = range }
        return found
    }

    @inlinable public func containsIgnoringCase(_ needle: String) -> Bool {
        rangeIgnoringCase(of: needle) != nil
    }

    @inlinable public func hasPrefixIgnoringCase(_ prefix: String) -> Bool {
        withBytes { hay in
            var prefix = prefix
            return prefix.withUTF8 { pattern in
                pattern.count <= hay.count && ByteSearch.matches(pattern, in: hay, at: 0)
            }
        }
    }

    @inlinable public func hasSuffixIgnoringCase(_ suffix: String) -> Bool {
        withBytes { hay in
            var suffix = suffix
            return suffix.withUTF8 { pattern in
                pattern.count <= hay.count && ByteSearch.matches(pattern, in: hay, at: hay.count - pattern.count)
            }
        }
    }

    /// Pieces between occurrences of `separator` (any case).
    @inlinable public func split(ignoringCase separator: String) -> [SubSequence] {
        var pieces: [SubSequence] = []
        var start = startIndex
        while let found = rangeIgnoringCase(of: separator, from: start) {
            pieces.append(self[start..<found.lowerBound])
            start = found.upperBound
        }
        pieces.append(self[start...])
        return pieces
    }

    /// The text's UTF-8 bytes, without a copy when the storage is contiguous (native strings are).
    @inlinable public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        let copy = Array(utf8)
        return copy.withUnsafeBufferPointer(body)
    }
}

extension Substring {
    /// The first character that is the ASCII `byte` alone, found by byte: with ASCII on both sides the
    /// byte is a character of its own. Otherwise (a combining mark after it makes it part of another
    /// character) the characters are searched: walking them one by one cost hundreds of instructions each.
    @inlinable public func firstIndex(ofASCII byte: UInt8) -> Index? {
        let bytes = utf8
        guard let found = bytes.firstIndex(of: byte) else { return nil }
        let after = bytes.index(after: found)
        if (found == bytes.startIndex || bytes[bytes.index(before: found)] < 0x80)
            && (after == bytes.endIndex || bytes[after] < 0x80) {
            return found
        }
        return firstIndex(of: Character(Unicode.Scalar(byte)))
    }
}

public enum ByteSearch {
    @inlinable @inline(__always) public static func buffer(_ literal: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    }

    /// Offset of the first case-insensitive match of an ASCII literal, not ending inside a character.
    @inlinable public static func firstOffset(of pattern: StaticString, in hay: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        firstOffset(of: buffer(pattern), in: hay, from: from)
    }

    /// `hay` starts with the ASCII literal (any case), not ending inside a character.
    @inlinable public static func hasPrefix(_ pattern: StaticString, in hay: UnsafeBufferPointer<UInt8>) -> Bool {
        pattern.utf8CodeUnitCount <= hay.count && matches(buffer(pattern), in: hay, at: 0)
    }

    /// Offset of the first case-insensitive match of an ASCII pattern, not ending inside a character.
    /// Candidates for the first byte are sought eight bytes at a time (most of a search is this scan).
    @inlinable public static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
        guard let first = pattern.first, hay.count >= pattern.count, from <= hay.count - pattern.count,
              hay.baseAddress != nil else { return nil }
        let lowFirst = asciiLower(first)
        // Or-ing 0x20 folds A-Z onto a-z; for a byte that is no letter, compare exactly.
        let fold: UInt64 = lowFirst >= 0x61 && lowFirst <= 0x7A ? SWAR.repeated(0x20) : 0
        let wanted = SWAR.repeated(lowFirst)
        // The pattern's second byte too, in the word one byte on: a candidate must hold both (a pattern
        // of one byte takes any second byte). Most "d"s in guideline text are not followed by an "e".
        let lowSecond = pattern.count > 1 ? asciiLower(pattern[1]) : 0
        let foldSecond: UInt64 = pattern.count < 2 ? 0 : lowSecond >= 0x61 && lowSecond <= 0x7A ? SWAR.repeated(0x20) : 0
        let wantedSecond = SWAR.repeated(lowSecond)
        var offset = max(0, from)
        let last = hay.count - pattern.count
        while offset <= last {
            // Eight candidate positions at once: only the bytes flagged as the pattern's first two (a flag
            // may be false, never missing) are tried, in order; stepping through the word byte by byte
            // cost most of a search in guideline text, where a word in three holds a "d".
            if offset + 7 <= last {
                var candidates = SWAR.zeroBytes((SWAR.load(hay, at: offset) | fold) ^ wanted)
                if pattern.count > 1 {
                    // In the hay: with a pattern of two bytes or more, `offset + 9 <= hay.count` here.
                    candidates &= SWAR.zeroBytes((SWAR.load(hay, at: offset + 1) | foldSecond) ^ wantedSecond)
                }
                while candidates != 0 {
                    let at = offset + candidates.trailingZeroBitCount >> 3
                    if asciiLower(hay[at]) == lowFirst && matches(pattern, in: hay, at: at) { return at }
                    candidates &= candidates &- 1
                }
                offset += 8
                continue
            }
            if asciiLower(hay[offset]) == lowFirst && matches(pattern, in: hay, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    /// `hay` holds `pattern` at `offset` (ASCII letters in any case), not ending inside a character; the
    /// pattern fits there. Eight bytes at a time, both sides folded to lower case: byte by byte, a long
    /// match (a heading, a field label) cost about twenty instructions a byte.
    @inlinable @inline(__always)
    public static func matches(_ pattern: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var position = 0
        while position + 8 <= pattern.count {
            if SWAR.asciiLower(SWAR.load(hay, at: offset + position)) != SWAR.asciiLower(SWAR.load(pattern, at: position)) {
                return false
            }
            position += 8
        }
        while position < pattern.count {
            if asciiLower(hay[offset + position]) != asciiLower(pattern[position]) { return false }
            position += 1
        }
        let end = offset + pattern.count
        return end == hay.count || hay[end] & 0xC0 != 0x80
    }
}

@inlinable @inline(__always)
public func asciiLower(_ byte: UInt8) -> UInt8 {
    (byte >= 0x41 && byte <= 0x5A) ? byte | 0x20 : byte
}

/// Eight bytes in one 64-bit word ("SIMD within a register"): cheap tests that let scans skip ahead.
/// Public, not package: with Swift 6.3 these `@inlinable package` bodies stayed calls in other targets
/// (`JSONString.append`, four of the item parser's functions), 15 % of `imr list --json`; public, they
/// are inlined there (docs/benchmarks-history.md, issue 32 point 3).
public enum SWAR {
    @inlinable @inline(__always) public static func load(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(buffer.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    @inlinable @inline(__always) public static func repeated(_ byte: UInt8) -> UInt64 { 0x0101_0101_0101_0101 &* UInt64(byte) }

    /// Some byte of the word is zero (no false negatives; a word it flags is checked byte by byte).
    @inlinable @inline(__always) public static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// 0x80 in the bytes of the word that are zero (and possibly in bytes above a zero byte, from the
    /// borrow: callers take a flag as "look closer", never as a match).
    @inlinable @inline(__always) public static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    /// Each byte `asciiLower`ed: A-Z get 0x20, every other byte (0x80 and above too) stays.
    @inlinable @inline(__always) public static func asciiLower(_ word: UInt64) -> UInt64 {
        let low = word & repeated(0x7F)
        // High bit of each byte: its low seven bits are at least "A", then past "Z" (no carry between bytes).
        let fromA = low &+ repeated(0x80 - 0x41), pastZ = low &+ repeated(0x80 - 0x5B)
        let upper = fromA & ~pastZ & ~word & repeated(0x80)
        return word | upper >> 2
    }

    /// Some byte of the word is below 0x20.
    @inlinable @inline(__always) public static func hasByteBelow0x20(_ word: UInt64) -> Bool {
        bytesBelow0x20(word) != 0
    }

    /// 0x80 in the bytes of the word below 0x20 (and possibly in bytes above one, from the borrow).
    @inlinable @inline(__always) public static func bytesBelow0x20(_ word: UInt64) -> UInt64 {
        (word &- repeated(0x20)) & ~word & 0x8080_8080_8080_8080
    }
}
