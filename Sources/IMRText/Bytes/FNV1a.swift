/// FNV-1a, 64 bits: a short stable name for text (cache files, case keys). Not for security.
package enum FNV1a {
    package static let start: UInt64 = 0xCBF2_9CE4_8422_2325

    @inlinable package static func hash(_ text: String) -> UInt64 {
        hash(text, continuing: start)
    }

    /// The hash of what `value` hashed followed by `text`: parts hashed one after another hash as
    /// their concatenation does, without making it.
    @inlinable package static func hash(_ text: String, continuing value: UInt64) -> UInt64 {
        var contiguous = text
        return contiguous.withUTF8 { hash(bytes: $0, continuing: value) }
    }

    @inlinable package static func hash(bytes: UnsafeBufferPointer<UInt8>, continuing value: UInt64) -> UInt64 {
        var value = value
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return value
    }

    /// The hash as 16 lowercase hex digits.
    @inlinable package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }

    /// The hash of `text` as 16 lowercase hex digits.
    @inlinable package static func hex(_ text: String) -> String {
        hex(hash(text))
    }
}
