import TextSafety
import IMRText

/// A string as the project's JSON writes it: quoted, escaped as JSONEncoder escapes (`\"`, `\\`, `\n`,
/// `\u001b` ...), and every code point `ControlEscape` calls unsafe written as `\uXXXX`, so that nothing
/// reaches a terminal raw through `imr list --json`. The one escaping of `JSONStream` and `CaseJSONWriter`.
enum JSONString {
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { append(utf8: $0, to: &bytes) }
    }

    /// `utf8`, valid UTF-8 (a String's bytes, or a stored record's checked when read), as a JSON string.
    static func append(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        // Runs of bytes that need no escape are appended whole.
        var run = 0, position = 0
        while position < utf8.count {
            // Eight bytes at a time while none needs a look: most of a rationale.
            if position + 8 <= utf8.count, isPlain(SWAR.load(utf8, at: position)) {
                position += 8
                continue
            }
            let byte = utf8[position]
            if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
                position += 1
                continue
            }
            let (scalar, length) = byte < 0x80 ? (Unicode.Scalar(byte), 1) : UTF8Scalar.decode(utf8, at: position)
            if byte >= 0x80 && !ControlEscape.needsEscape(scalar) {
                position += length
                continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<position]))
            if byte < 0x80 {
                ascii(byte, to: &bytes)
            } else {
                // Beyond the BMP as its UTF-16 surrogate pair, as JSON requires.
                for unit in String(scalar).utf16 { unicodeEscape(unit, to: &bytes) }
            }
            position += length
            run = position
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        bytes.append(0x22)
    }

    /// No byte of the word needs escaping or decoding: all are ASCII from space to "~", none a quote or a
    /// backslash (a flag may be false, which only sends the word byte by byte).
    @inline(__always) private static func isPlain(_ word: UInt64) -> Bool {
        word & 0x8080_8080_8080_8080 == 0 && SWAR.bytesBelow0x20(word) == 0
            && SWAR.zeroBytes(word ^ SWAR.repeated(0x22)) == 0 && SWAR.zeroBytes(word ^ SWAR.repeated(0x5C)) == 0
            && SWAR.zeroBytes(word ^ SWAR.repeated(0x7F)) == 0
    }

    /// One ASCII byte inside a string, as JSONEncoder escapes it (and DEL, which `ControlEscape` escapes).
    private static func ascii(_ byte: UInt8, to bytes: inout [UInt8]) {
        func raw(_ text: StaticString) { text.withUTF8Buffer { bytes.append(contentsOf: $0) } }
        switch byte {
        case 0x22: raw("\\\"")
        case 0x5C: raw("\\\\")
        case 0x08: raw("\\b")
        case 0x09: raw("\\t")
        case 0x0A: raw("\\n")
        case 0x0C: raw("\\f")
        case 0x0D: raw("\\r")
        default: unicodeEscape(UInt16(byte), to: &bytes)  // the other C0 controls and DEL
        }
    }

    private static func unicodeEscape(_ unit: UInt16, to bytes: inout [UInt8]) {
        bytes.append(0x5C)
        bytes.append(0x75)
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((unit >> UInt16(shift)) & 0xF)
            bytes.append(digit < 10 ? 0x30 + digit : 0x61 + digit - 10)
        }
    }

    /// A whole number in decimal, as JSONEncoder writes it.
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(0x2D) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes hold the 20 digits of any Int
        withUnsafeMutableBytes(of: &digits) { buffer in
            var at = buffer.count
            repeat {
                at -= 1
                buffer[at] = 0x30 + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[at...])
        }
    }
}
