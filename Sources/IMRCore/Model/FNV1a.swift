/// FNV-1a, 64 bits: a short stable name for text (cache files, case keys). Not for security.
enum FNV1a {
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return value
    }

    /// The hash as 16 lowercase hex digits.
    static func hex(_ text: String) -> String {
        let digits = String(hash(text), radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
