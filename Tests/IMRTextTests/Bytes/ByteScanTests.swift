import Testing
import IMRGenerator
@testable import IMRText

/// The word-at-a-time scans against the plain byte-by-byte answer, on random text.
struct ByteScanTests {
    static let alphabet = Array("aAbBzZ@`[{ 0\t\n".utf8) + [0x1F, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x00]

    static func randomBytes(_ rng: inout SplitMix64, count: Int) -> [UInt8] {
        (0..<count).map { _ in alphabet.randomElement(using: &rng)! }
    }

    static func naiveFirstOffset(_ pattern: [UInt8], _ hay: [UInt8], from: Int) -> Int? {
        guard hay.count >= pattern.count, from <= hay.count - pattern.count else { return nil }
        for offset in max(0, from)...(hay.count - pattern.count) {
            let same = zip(hay[offset...], pattern).allSatisfy { asciiLower($0) == asciiLower($1) }
            let end = offset + pattern.count
            if same && (end == hay.count || hay[end] & 0xC0 != 0x80) { return offset }
        }
        return nil
    }

    @Test func caseInsensitiveSearchFindsWhatAByteByByteSearchFinds() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            let hay = Self.randomBytes(&rng, count: Int.random(in: 0...70, using: &rng))
            let pattern = Self.randomBytes(&rng, count: Int.random(in: 1...3, using: &rng))
            let from = Int.random(in: 0...max(0, hay.count), using: &rng)
            let found = hay.withUnsafeBufferPointer { hayBuffer in
                pattern.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: hayBuffer, from: from) }
            }
            #expect(found == Self.naiveFirstOffset(pattern, hay, from: from), "\(pattern) in \(hay) from \(from)")
        }
    }

    @Test func longPatternsMatchAsByteByByte() {
        // Eight bytes and more: compared a word at a time. The hay holds the pattern, its letters' case
        // flipped at random, half the time.
        var rng = SplitMix64(seed: 9)
        for _ in 0..<3_000 {
            let pattern = Self.randomBytes(&rng, count: Int.random(in: 8...20, using: &rng))
            var hay = Self.randomBytes(&rng, count: Int.random(in: 0...40, using: &rng))
            if Bool.random(using: &rng) {
                let copy = pattern.map { byte in
                    ByteText.isASCIILetter(byte) && Bool.random(using: &rng) ? byte ^ 0x20 : byte
                }
                hay.insert(contentsOf: copy, at: Int.random(in: 0...hay.count, using: &rng))
            }
            let found = hay.withUnsafeBufferPointer { hayBuffer in
                pattern.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: hayBuffer, from: 0) }
            }
            #expect(found == Self.naiveFirstOffset(pattern, hay, from: 0), "\(pattern) in \(hay)")
            let range = 0..<hay.count
            let prefix = pattern.withUnsafeBufferPointer { ByteText.hasPrefix(hay, range, ignoringCase: $0) }
            #expect(prefix == (Self.naiveFirstOffset(pattern, Array(hay.prefix(pattern.count)), from: 0) == 0
                && (hay.count == pattern.count || hay[pattern.count] & 0xC0 != 0x80)), "\(pattern) starts \(hay)")
        }
    }

    @Test func lineEndsBecomeLineFeedsAsByteByByte() {
        var rng = SplitMix64(seed: 11)
        let alphabet: [UInt8] = [0x0D, 0x0A, 0x0D, 0x61, 0x62, 0x20]
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...40, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            var expected: [UInt8] = []
            var index = 0
            while index < bytes.count {
                if bytes[index] == 0x0D {
                    expected.append(0x0A)
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                } else {
                    expected.append(bytes[index])
                }
                index += 1
            }
            #expect(TextDecoding.normalizeLineEnds(bytes[...]) == expected, "\(bytes)")
        }
    }

    @Test func wordLowerCaseIsEachByteLowerCase() {
        var rng = SplitMix64(seed: 10)
        for value in 0...255 {
            for position in 0..<8 {
                var bytes = Self.randomBytes(&rng, count: 8)
                bytes[position] = UInt8(value)
                let word = bytes.withUnsafeBufferPointer { SWAR.load($0, at: 0) }
                let lowered = withUnsafeBytes(of: SWAR.asciiLower(word)) { Array($0) }
                #expect(lowered == bytes.map(asciiLower), "\(bytes)")
            }
        }
    }

    @Test func controlByteTestAgreesWithEachByte() {
        var rng = SplitMix64(seed: 8)
        for _ in 0..<20_000 {
            // Half the bytes near the edges the tests look at (0x00, 0x1F-0x20, 0x80).
            let bytes = (0..<8).map { _ in
                Bool.random(using: &rng) ? UInt8.random(in: 0...255, using: &rng) : [0x00, 0x01, 0x1F, 0x20, 0x21, 0x7F, 0x80, 0x9F, 0xA0].randomElement(using: &rng)!
            }
            let word = bytes.withUnsafeBufferPointer { SWAR.load($0, at: 0) }
            #expect(SWAR.hasByteBelow0x20(word) == bytes.contains { $0 < 0x20 }, "\(bytes)")
            // The decoder looks only at flagged bytes: every byte below 0x20 must be flagged.
            let flagged = SWAR.bytesBelow0x20(word)
            for (position, byte) in bytes.enumerated() where byte < 0x20 {
                #expect(flagged >> (8 * position + 7) & 1 == 1, "\(bytes)")
            }
            #expect(SWAR.hasZeroByte(word) == bytes.contains(0), "\(bytes)")
        }
    }
}
