/// Base64 (RFC 4648, `+` and `/`) decoded without Foundation, for data shipped in the source as text
/// (the learned reason reader's weights). Spaces and line breaks are skipped.
package enum Base64 {
    /// The bytes `text` encodes; nil where it holds a byte that is none of base64's.
    package static func decode(_ text: String) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0, bits = 0
        for byte in text.utf8 {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default: return nil
            }
            buffer = buffer << 6 | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                out.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
            }
        }
        return out
    }
}
