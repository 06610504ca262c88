/// Letters saved as UTF-16 ("Unicode" in Windows editors): known by a byte-order mark, or, without one,
/// by ASCII text with a NUL in every other byte. Read as text rather than refused as binary.
package enum UTF16Text {
    package enum ByteOrder: Equatable {
        case littleEndian, bigEndian
    }

    /// The byte order, and how many bytes of mark to skip; nil when the bytes are not UTF-16 text.
    package static func detect(_ bytes: ArraySlice<UInt8>) -> (order: ByteOrder, markLength: Int)? {
        if bytes.starts(with: [0xFF, 0xFE]) { return (.littleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.bigEndian, 2) }
        // Without a mark: the first KiB (at least 16 bytes) alternates text bytes and NULs. Most files
        // have no NUL in their first two bytes and are let go at once (this runs for every file).
        guard bytes.count >= 16, bytes[bytes.startIndex] == 0 || bytes[bytes.startIndex + 1] == 0 else { return nil }
        let sample = Array(bytes.prefix(1024))
        guard sample.count >= 16 else { return nil }
        let pairs = sample.count / 2
        let evenZero = stride(from: 0, to: pairs * 2, by: 2).allSatisfy { sample[$0] == 0 }
        let oddZero = stride(from: 1, to: pairs * 2, by: 2).allSatisfy { sample[$0] == 0 }
        let evenText = stride(from: 0, to: pairs * 2, by: 2).allSatisfy { sample[$0] != 0 }
        let oddText = stride(from: 1, to: pairs * 2, by: 2).allSatisfy { sample[$0] != 0 }
        if oddZero && evenText { return (.littleEndian, 0) }
        if evenZero && oddText { return (.bigEndian, 0) }
        return nil
    }

    /// The text as UTF-8; unpaired surrogates and a dangling last byte become U+FFFD.
    package static func utf8(_ bytes: ArraySlice<UInt8>, order: ByteOrder) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(order == .littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        if index < bytes.endIndex { units.append(0xFFFD) }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
