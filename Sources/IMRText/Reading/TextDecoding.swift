#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a file's bytes were turned into text.
public enum TextEncoding: String, Sendable, Codable {
    case utf8
    case utf8WithBOM = "utf8-bom"
    case windows1252
    case utf16LittleEndian = "utf16le"
    case utf16BigEndian = "utf16be"
}

/// Why bytes could not be taken as a letter's text.
public enum UnreadableText: Error, Equatable, Sendable {
    case empty
    /// Holds NUL bytes or mostly non-text bytes.
    case binary
}

/// A file's text as the parser reads it: valid UTF-8 with "\n" line ends, and where its lines end and its
/// form feeds stand when the decoder's scan found them (nil: the scan's offsets are not the text's, and the
/// line splitter finds them).
public struct DecodedText: Sendable {
    public var bytes: [UInt8]
    public var encoding: TextEncoding
    public var breaks: TextBreaks?
}

/// Turns a file's bytes into text: UTF-8 (with or without BOM), UTF-16 (with a BOM, or ASCII text
/// with a NUL in every other byte), else Windows-1252.
/// Line ends are normalised to "\n" (CRLF and lone CR alike).
public enum TextDecoding {
    public static func decode(_ bytes: [UInt8]) throws(UnreadableText) -> (text: String, encoding: TextEncoding) {
        let decoded = try decodeToUTF8(bytes)
        return (String(decoding: decoded.bytes, as: UTF8.self), decoded.encoding)
    }

    /// The text as valid UTF-8 bytes: what the parser reads (no String is made of the whole file).
    public static func decodeToUTF8(_ bytes: [UInt8]) throws(UnreadableText) -> (bytes: [UInt8], encoding: TextEncoding) {
        let decoded = try decodedText(bytes)
        return (decoded.bytes, decoded.encoding)
    }

    /// The text as valid UTF-8 bytes, with where its lines end and its form feeds stand when the one scan
    /// of its bytes could tell (`DecodedText.breaks`): the line splitter then makes no pass of its own.
    public static func decodedText(_ bytes: [UInt8]) throws(UnreadableText) -> DecodedText {
        var body = bytes[...]
        var encoding = TextEncoding.utf8
        var transcoded: [UInt8] = []
        if let utf16 = UTF16Text.detect(body) {
            transcoded = UTF16Text.utf8(body.dropFirst(utf16.markLength), order: utf16.order)
            body = transcoded[...]
            encoding = utf16.order == .littleEndian ? .utf16LittleEndian : .utf16BigEndian
        } else if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = body.dropFirst(3)
            encoding = .utf8WithBOM
        }
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }) {
            throw .empty
        }
        // The scan's offsets are the body's, which the text keeps unless its line ends are normalized or
        // it is read as Windows-1252: the breaks are dropped then.
        var breaks: TextBreaks? = TextBreaks()
        breaks?.lineEnds.reserveCapacity(body.count / 32 + 1)
        let scan = body.withUnsafeBufferPointer { Self.scan($0, breaks: &breaks) }
        if scan.nul || scan.controls * 10 > min(body.count, sampleSize) { throw .binary }
        let normalized: [UInt8]
        if scan.carriageReturn {
            normalized = normalizeLineEnds(body)
            breaks = nil
        } else if transcoded.isEmpty, body.count == bytes.count {
            normalized = bytes  // shared, not copied
        } else {
            normalized = Array(body)
        }
        if !transcoded.isEmpty || scan.validUTF8 {
            return DecodedText(bytes: normalized, encoding: encoding, breaks: breaks)
        }
        return DecodedText(bytes: windows1252(normalized), encoding: .windows1252, breaks: nil)
    }

    /// Control bytes a text may hold: tab, line feed, form feed, carriage return, escape.
    private static let allowedControls: UInt32 = 1 << 0x09 | 1 << 0x0A | 1 << 0x0C | 1 << 0x0D | 1 << 0x1B
    /// More than 10% of the first 4 KiB being control bytes other than tab, line ends and form feed
    /// (or any NUL) means the file is not text.
    package static let sampleSize = 4096

    /// What one pass over the bytes tells: control bytes in the sample, a NUL anywhere (a pass of its
    /// own before), carriage returns, valid UTF-8.
    package struct Scan {
        package var controls = 0
        package var nul = false
        package var carriageReturn = false
        package var validUTF8 = true
    }

    /// One pass; words of eight ASCII bytes none of which is a control byte are skipped whole (letters are
    /// mostly such words, with a line end every line and a few curly quotes and dashes; two words at a
    /// time were no faster). Each line feed's and form feed's offset is added to `breaks` when given: the
    /// scan meets every one.
    package static func scan(_ buffer: UnsafeBufferPointer<UInt8>, breaks: inout TextBreaks?) -> Scan {
        var scan = Scan()
        let count = buffer.count
        let sampleEnd = min(count, sampleSize)
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = SWAR.load(buffer, at: index)
                if word & 0x8080_8080_8080_8080 == 0 {
                    flagged(word, at: index, buffer, sampleEnd, &scan, &breaks)
                    index += 8
                    continue
                }
            }
            let byte = buffer[index]
            if byte < 0x20 {
                control(byte, at: index, sampleEnd, &scan, &breaks)
                index += 1
            } else if byte < 0x80 {
                index += 1
            } else if scan.validUTF8, let length = sequenceLength(buffer, at: index) {
                index += length
            } else {
                scan.validUTF8 = false
                index += 1
            }
        }
        return scan
    }

    /// The bytes of an ASCII word flagged as maybe below 0x20 (a line end, mostly), each looked at. The
    /// scan's state passed in, not captured: nested functions that captured it were checked for exclusive
    /// access at run time, a tenth of the scan.
    @inline(__always)
    private static func flagged(_ word: UInt64, at index: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ sampleEnd: Int,
                                _ scan: inout Scan, _ breaks: inout TextBreaks?) {
        var flagged = SWAR.bytesBelow0x20(word)
        while flagged != 0 {
            let at = index + flagged.trailingZeroBitCount >> 3
            let byte = buffer[at]
            if byte < 0x20 { control(byte, at: at, sampleEnd, &scan, &breaks) }
            flagged &= flagged &- 1
        }
    }

    /// A control byte: a line end or form feed noted in `breaks`, the others in `scan`.
    @inline(__always)
    private static func control(_ byte: UInt8, at index: Int, _ sampleEnd: Int, _ scan: inout Scan, _ breaks: inout TextBreaks?) {
        if byte == 0x0A {
            breaks?.lineEnds.append(index)
            return
        }
        if byte == 0x0C { breaks?.formFeeds.append(index) }
        if byte == 0x0D { scan.carriageReturn = true }
        if byte == 0 { scan.nul = true }
        if index < sampleEnd, allowedControls & (1 << UInt32(byte)) == 0 { scan.controls += 1 }
    }

    /// CRLF and lone CR become LF. In place in one copy of the bytes: each stretch between carriage
    /// returns is moved back over the line feeds dropped (appending each line to a second array cost
    /// three times as much).
    package static func normalizeLineEnds(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var text = Array(bytes)
        let count = text.count
        let kept = text.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var write = 0, read = 0
            while read < count, let found = memchr(base + read, 0x0D, count - read) {
                let carriageReturn = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let stretch = carriageReturn - read
                if write != read { memmove(base + write, base + read, stretch) }
                write += stretch
                base[write] = 0x0A
                write += 1
                read = carriageReturn + 1
                if read < count, base[read] == 0x0A { read += 1 }
            }
            if write != read { memmove(base + write, base + read, count - read) }
            return write + (count - read)
        }
        text.removeLast(count - kept)
        return text
    }

    /// Windows-1252's 0x80-0x9F block; the rest maps to the same code point (Latin-1).
    private static let high1252: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
        0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
        0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    /// Valid UTF-8 (no overlong forms, surrogates or code points past U+10FFFF).
    package static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        var breaks: TextBreaks? = nil
        return bytes.withUnsafeBufferPointer { Self.scan($0, breaks: &breaks) }.validUTF8
    }

    /// Whether `buffer` is valid UTF-8 (bytes read from a file that may have been written over, before
    /// they are used as a string's without being made one). ASCII is passed eight bytes at a time.
    package static func isValidUTF8(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < buffer.count {
            if index + 8 <= buffer.count, SWAR.load(buffer, at: index) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            } else if buffer[index] < 0x80 {
                index += 1
            } else if let length = sequenceLength(buffer, at: index) {
                index += length
            } else {
                return false
            }
        }
        return true
    }

    /// The length of the valid multi-byte sequence at `index`, or nil.
    private static func sequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = buffer[index]
        let length: Int
        var low: UInt8 = 0x80, high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return nil
        }
        guard index + length <= buffer.count else { return nil }
        let second = buffer[index + 1]
        guard second >= low && second <= high else { return nil }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// Stretches of ASCII are copied whole; each byte above them becomes its two or three UTF-8 bytes.
    package static func windows1252(_ bytes: [UInt8]) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count + bytes.count / 8)
        let high = high1252
        bytes.withUnsafeBufferPointer { buffer in
            var stretch = 0
            for index in buffer.indices where buffer[index] >= 0x80 {
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[stretch..<index]))
                stretch = index + 1
                let byte = buffer[index]
                let value = byte <= 0x9F ? high[Int(byte - 0x80)] : UInt32(byte)
                if value < 0x800 {
                    utf8.append(UInt8(0xC0 | (value >> 6)))
                    utf8.append(UInt8(0x80 | (value & 0x3F)))
                } else {
                    utf8.append(UInt8(0xE0 | (value >> 12)))
                    utf8.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                    utf8.append(UInt8(0x80 | (value & 0x3F)))
                }
            }
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[stretch...]))
        }
        return utf8
    }
}
