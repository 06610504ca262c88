#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of a letter's lines over the letter's bytes: what the parsers read. Slicing shares the bytes
/// and the line table; indices are those of the whole table.
public struct Lines: Sendable, RandomAccessCollection {
    /// The whole decoded text (UTF-8, "\n" line ends); a form feed that opens a line stays, before the
    /// line's start, others are closed up (`LineSplitter`): read it by its lines' ranges.
    public let bytes: [UInt8]
    @usableFromInline package let table: [TextLine]
    public let startIndex: Int
    public let endIndex: Int

    public init(bytes: [UInt8], lines: [TextLine]) {
        self.init(bytes: bytes, table: lines, range: lines.indices)
    }

    package init(bytes: [UInt8], table: [TextLine], range: Range<Int>) {
        self.bytes = bytes
        self.table = table
        self.startIndex = range.lowerBound
        self.endIndex = range.upperBound
    }

    @inlinable public subscript(position: Int) -> TextLine { table[position] }

    public subscript(bounds: Range<Int>) -> Lines {
        Lines(bytes: bytes, table: table, range: bounds)
    }

    /// The same bytes with other lines (a field whose first line starts after its label).
    @inlinable package func replacingLines(_ lines: [TextLine]) -> Lines {
        Lines(bytes: bytes, lines: lines)
    }

    // MARK: Reading a line

    /// The line without leading and trailing blanks.
    public func trimmed(_ line: TextLine) -> ArraySlice<UInt8> { bytes[line.trimmedRange] }

    /// The line without leading and trailing blanks, as a string.
    public func string(_ line: TextLine) -> String { ByteText.string(bytes[line.trimmedRange]) }

    /// The line with its leading spaces, as a string.
    public func fullString(_ line: TextLine) -> String { ByteText.string(bytes[line.start..<line.end]) }

    @inlinable public func firstByte(_ line: TextLine) -> UInt8? { line.isBlank ? nil : bytes[line.contentStart] }
    @inlinable public func lastByte(_ line: TextLine) -> UInt8? { line.isBlank ? nil : bytes[line.end - 1] }
}

/// Byte-level text helpers for the parsers: ASCII case folding, no allocation, never ending a match
/// inside a multi-byte character. Public, not package, like `SWAR`: with Swift 6.3 `@inlinable package`
/// bodies stayed calls in the other targets (the parsers' byte tests, each line read through `Lines`).
public enum ByteText {
    @inlinable @inline(__always) public static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
    @inlinable @inline(__always) public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inlinable @inline(__always) public static func isASCIILetter(_ byte: UInt8) -> Bool { let low = byte | 0x20; return low >= 0x61 && low <= 0x7A }
    @inlinable @inline(__always) public static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }

    @inlinable public static func string(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// `range` without leading and trailing spaces and tabs, as `trimmingSpaces` would cut it; nil when
    /// a cut blank is followed by a non-ASCII byte (it may start a combining mark that makes the blank part
    /// of a character, which Character rules keep: left to them).
    @inlinable public static func trimmingBlanks<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ range: Range<Int>) -> Range<Int>?
        where Bytes.Index == Int {
        var start = range.lowerBound, end = range.upperBound
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        if start > range.lowerBound, start < end, bytes[start] >= 0x80 { return nil }
        return start..<end
    }

    /// The first offset of `byte` in `bytes[range]`, found by the C library's vectorised memchr.
    @inlinable public static func firstIndex(of byte: UInt8, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        bytes.withUnsafeBufferPointer { firstIndex(of: byte, in: $0, range) }
    }

    @inlinable public static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = buffer.baseAddress, let found = memchr(base + range.lowerBound, Int32(byte), range.count) else {
            return nil
        }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    @inlinable public static func contains(_ byte: UInt8, in bytes: some Collection<UInt8>) -> Bool {
        bytes.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else { return false }
            return memchr(base, Int32(byte), buffer.count) != nil
        } ?? bytes.contains(byte)
    }

    /// `bytes[range]` starts with `prefix`, ASCII letters in any case. Patterns are literals: no array,
    /// no reference counting while tables of them are walked.
    @inlinable public static func hasPrefix(_ bytes: [UInt8], _ range: Range<Int>, ignoringCase prefix: StaticString) -> Bool {
        hasPrefix(bytes, range, ignoringCase: UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
    }

    @inlinable public static func hasPrefix(_ bytes: [UInt8], _ range: Range<Int>, ignoringCase prefix: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count >= prefix.count else { return false }
        // Most candidates differ at their first byte (callers try a line against several labels or
        // headings): that byte is compared before the words are.
        if let first = prefix.first, asciiLower(bytes[range.lowerBound]) != asciiLower(first) { return false }
        // Cut at the range's end: the match may not end inside a character there either.
        return bytes.withUnsafeBufferPointer { buffer in
            ByteSearch.matches(prefix, in: UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), at: range.lowerBound)
        }
    }

    @inlinable public static func equalsIgnoringCase(_ text: ArraySlice<UInt8>, _ word: String) -> Bool {
        text.count == word.utf8.count && zip(text, word.utf8).allSatisfy { asciiLower($0) == asciiLower($1) }
    }

    /// The first offset of `pattern` (ASCII, any case) in `bytes[range]`.
    @inlinable public static func firstIndex(of pattern: StaticString, in bytes: [UInt8], _ range: Range<Int>) -> Int? {
        guard range.count >= pattern.utf8CodeUnitCount else { return nil }
        let needle = UnsafeBufferPointer(start: pattern.utf8Start, count: pattern.utf8CodeUnitCount)
        return bytes.withUnsafeBufferPointer { buffer in
            // Searched from the range's start in the buffer cut at the range's end.
            let hay = UnsafeBufferPointer(rebasing: buffer[..<range.upperBound])
            return ByteSearch.firstOffset(of: needle, in: hay, from: range.lowerBound)
        }
    }

    /// The Unicode scalar that ends just before `offset` (bytes assumed valid UTF-8).
    @inlinable public static func scalar<Bytes: RandomAccessCollection<UInt8>>(endingAt offset: Int, in bytes: Bytes, from floor: Int) -> Unicode.Scalar?
        where Bytes.Index == Int {
        guard offset > floor else { return nil }
        var start = offset - 1
        while start > floor, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(at: start, in: bytes, end: offset)
    }

    /// The Unicode scalar starting at `offset`.
    @inlinable public static func scalar<Bytes: RandomAccessCollection<UInt8>>(at offset: Int, in bytes: Bytes, end: Int) -> Unicode.Scalar?
        where Bytes.Index == Int {
        guard offset < end else { return nil }
        let lead = bytes[offset]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let length = scalarLength(lead)
        guard offset + length <= end else { return nil }
        var decoder = UTF8()
        var iterator = bytes[offset..<(offset + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// Bytes of the UTF-8 sequence that `lead` starts (1 for a stray continuation byte).
    @inlinable public static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead & 0xE0 == 0xC0 ? 2 : lead & 0xF0 == 0xE0 ? 3 : lead & 0xF8 == 0xF0 ? 4 : 1
    }

    @inlinable public static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
