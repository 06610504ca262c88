/// How a file's bytes were turned into text.
public enum TextEncoding: String, Sendable, Codable {
    case utf8
    case utf8WithBOM = "utf8-bom"
    case windows1252
}

/// Why bytes could not be taken as a letter's text.
public enum UnreadableText: Error, Equatable, Sendable {
    case empty
    /// Holds NUL bytes or mostly non-text bytes.
    case binary
}

/// Turns a file's bytes into text: UTF-8 (with or without BOM), else Windows-1252.
/// Line ends are normalised to "\n" (CRLF and lone CR alike).
public enum TextDecoding {
    public static func decode(_ bytes: [UInt8]) throws(UnreadableText) -> (text: String, encoding: TextEncoding) {
        let decoded = try decodeToUTF8(bytes)
        return (String(decoding: decoded.bytes, as: UTF8.self), decoded.encoding)
    }

    /// The text as valid UTF-8 bytes: what the parser reads (no String is made of the whole file).
    public static func decodeToUTF8(_ bytes: [UInt8]) throws(UnreadableText) -> (bytes: [UInt8], encoding: TextEncoding) {
        var body = bytes[...]
        var encoding = TextEncoding.utf8
        if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = body.dropFirst(3)
            encoding = .utf8WithBOM
        }
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }) {
            throw .empty
        }
        if looksBinary(body) { throw .binary }
        let normalized = normalizeLineEnds(body)
        if isValidUTF8(normalized) {
            return (normalized, encoding)
        }
        return (windows1252(normalized), .windows1252)
    }

    /// NUL bytes, or more than 10% of the first 4 KiB being control bytes other than
    /// tab, line ends and form feed, mean the file is not text.
    static func looksBinary(_ bytes: ArraySlice<UInt8>) -> Bool {
        if bytes.contains(0) { return true }
        let sample = bytes.prefix(4096)
        var control = 0
        for byte in sample where byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C
            && byte != 0x1B {
            control += 1
        }
        return control * 10 > sample.count
    }

    static func normalizeLineEnds(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard bytes.contains(0x0D) else { return Array(bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previousWasCR = false
        for byte in bytes {
            if byte == 0x0D {
                out.append(0x0A)
                previousWasCR = true
                continue
            }
            if byte == 0x0A && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = false
            out.append(byte)
        }
        return out
    }

    /// Windows-1252's 0x80-0x9F block; the rest maps to the same code point (Latin-1).
    private static let high1252: [UInt32] = [
        0x20AC, 0xFFFD, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152,
        0xFFFD, 0x017D, 0xFFFD, 0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122,
        0x0161, 0x203A, 0x0153, 0xFFFD, 0x017E, 0x0178,
    ]

    /// ASCII is checked eight bytes at a time; anything else by the standard library's validation.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        let allASCII = bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            var high: UInt64 = 0
            while offset + 8 <= raw.count {
                high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            while offset < raw.count {
                high |= UInt64(raw[offset])
                offset += 1
            }
            return high & 0x8080_8080_8080_8080 == 0
        }
        return allASCII || String(validating: bytes, as: UTF8.self) != nil
    }

    static func windows1252(_ bytes: [UInt8]) -> [UInt8] {
        var utf8: [UInt8] = []
        utf8.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                utf8.append(byte)
                continue
            }
            let value = byte <= 0x9F ? high1252[Int(byte - 0x80)] : UInt32(byte)
            if value < 0x800 {
                utf8.append(UInt8(0xC0 | (value >> 6)))
                utf8.append(UInt8(0x80 | (value & 0x3F)))
            } else {
                utf8.append(UInt8(0xE0 | (value >> 12)))
                utf8.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                utf8.append(UInt8(0x80 | (value & 0x3F)))
            }
        }
        return utf8
    }
}
