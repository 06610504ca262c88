import Testing
import IMRGenerator
import IMRText

/// `firstRange(ofBytes:)` against a plain scan of every offset, on random bytes over a small alphabet
/// (so that near misses, repeats and a needle at either end are common), arrays and slices alike.
struct ExactByteSearchTests {
    static let alphabet = Array("abA ".utf8) + [0x00, 0xC3, 0xFF]

    static func plainFirstRange(_ needle: [UInt8], _ hay: ArraySlice<UInt8>) -> Range<Int>? {
        guard hay.count >= needle.count else { return nil }
        for start in hay.startIndex...(hay.endIndex - needle.count) where hay[start..<(start + needle.count)].elementsEqual(needle) {
            return start..<(start + needle.count)
        }
        return nil
    }

    @Test func findsWhatAPlainScanFinds() {
        var rng = SplitMix64(seed: 11)
        for _ in 0..<4_000 {
            let hay = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! }
            let needle = (0..<Int.random(in: 1...4, using: &rng)).map { _ in Self.alphabet.randomElement(using: &rng)! }
            #expect(hay.firstRange(ofBytes: needle) == Self.plainFirstRange(needle, hay[...]), "\(needle) in \(hay)")
            // A slice keeps its parent's offsets: what it finds lies where the parent holds it.
            let cut = Int.random(in: 0...hay.count, using: &rng)
            #expect(hay[cut...].firstRange(ofBytes: needle) == Self.plainFirstRange(needle, hay[cut...]), "\(needle) in \(hay) from \(cut)")
        }
    }

    @Test func exactBytesNotFoldedAndEdgesFound() {
        let hay = Array("Not medically necessary".utf8)
        #expect(hay.firstRange(ofBytes: Array("not".utf8)) == nil)
        #expect(hay.firstRange(ofBytes: Array("Not".utf8)) == 0..<3)
        #expect(hay.firstRange(ofBytes: Array("necessary".utf8)) == 14..<23)
        #expect(hay.firstRange(ofBytes: Array("necessary!".utf8)) == nil)
        #expect(hay[5...].firstRange(ofBytes: Array("Not".utf8)) == nil)
        #expect(hay.firstRange(ofBytes: [UInt8]()) == 0..<0)
    }
}
