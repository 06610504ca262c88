/// The code point that starts at a lead byte of valid UTF-8 (a Swift string's bytes): for the loops that
/// go by byte through ASCII and decode only the rest.
public enum UTF8Scalar {
    /// The scalar at `position` (a lead byte of 0x80 or more) and how many bytes it takes.
    @inlinable
    public static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at position: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let byte = utf8[position]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(utf8[position + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
