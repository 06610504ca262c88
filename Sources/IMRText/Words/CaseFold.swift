/// The one case rule of every search: a letter matches its lower case, in ASCII and beyond ("CAFÉ"
/// finds "café", "ΣΟΦΊΑ" finds "σοφία"). A character folds to its lower case when that is one
/// character of the same UTF-8 length, which is so for the letters of every alphabet; the few others
/// (the Kelvin sign, "İ") stay as written. Folding therefore never moves a byte: an offset in folded
/// text is the same offset in the text, and a folded ASCII byte is still ASCII and a folded word byte
/// still a word byte.
///
/// Every comparison of text that ignores case uses it, not `lowercased()`: tags, saved filters' names,
/// facet values and filter-line keys typed, case ids, completions and pickers (`key`), and the letter
/// readers against their vocabularies (states, specialties, procedures, citations, reasons).
public enum CaseFold {
    /// Folds UTF-8 bytes in place (whole characters: a slice of valid UTF-8 that cuts none).
    package static func fold(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        var position = 0
        while position < bytes.count {
            let lead = bytes[position]
            if lead < 0x80 {
                bytes[position] = asciiLower(lead)
                position += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            guard position + length <= bytes.count else { return }
            foldScalar(UnsafeMutableBufferPointer(rebasing: bytes[position..<(position + length)]))
            position += length
        }
    }

    /// The text's bytes with every non-ASCII letter folded, given to `body` without a copy when there
    /// is none (most text): ASCII bytes are left as written, for the byte compare to fold.
    package static func withNonASCIIFolded<Result>(_ text: some StringProtocol,
                                           _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.withBytes { bytes in
            guard bytes.contains(where: { $0 >= 0x80 }) else { return body(bytes) }
            var copy = Array(bytes)
            return copy.withUnsafeMutableBufferPointer { folded in
                fold(folded)
                return body(UnsafeBufferPointer(folded))
            }
        }
    }

    /// `text` folded, as a string: the form two texts are compared in ("MRI", "Mri" and "mri" are one).
    public static func key(_ text: some StringProtocol) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }  // ASCII: the same, and quicker
        return String(decoding: folded(text), as: UTF8.self)
    }

    /// `text`'s bytes, folded (a typed needle).
    package static func folded(_ text: some StringProtocol) -> [UInt8] {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { fold($0) }
        return bytes
    }

    /// One non-ASCII character's bytes, replaced by its lower case's when that has the same length.
    private static func foldScalar(_ bytes: UnsafeMutableBufferPointer<UInt8>) {
        let value = bytes.dropFirst().reduce(UInt32(bytes[0]) & (0xFF >> (bytes.count + 1))) { $0 << 6 | UInt32($1 & 0x3F) }
        // Most non-ASCII characters in letters are punctuation (curly quotes, dashes): a bit says so
        // without asking Unicode's tables for each.
        if value < 0x10000 && casedBMP[Int(value >> 6)] & (1 << (value & 63)) == 0 { return }
        guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { return }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        guard lower.count == 1, let only = lower.first, UTF8.width(only) == bytes.count else { return }
        var offset = 0
        UTF8.encode(only) { byte in
            bytes[offset] = byte
            offset += 1
        }
    }

    /// One bit per character of the Basic Multilingual Plane: set where lower-casing changes it.
    private static let casedBMP: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
        for value in UInt32(0x80)..<0x10000 {
            if let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased {
                bits[Int(value >> 6)] |= 1 << (value & 63)
            }
        }
        return bits
    }()
}
