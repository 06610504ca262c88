#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A short text with ASCII letters folded to lower case, for the many "does it name X?" questions the
/// citation reader asks of one citation: each is then a plain byte search with no setup. Needles are
/// lower-case ASCII (the guideline vocabulary is; a test holds it so). Offsets are UTF-8 offsets.
package struct FoldedText {
    package let bytes: [UInt8]
    /// The runs of three bytes the text holds, for a text asked for many needles most of which it lacks
    /// (a letter's summary): a needle with a run it lacks is answered without a search. Nil for a short
    /// text asked a few questions (a citation), where making them would cost more than it saves.
    private let triples: ByteTriples?

    package init(_ text: some StringProtocol, withTriples: Bool = false) {
        // Copied from the text's own storage at once: `Array(substring.utf8)` went byte by byte
        // through the view (most of a citation's folding).
        self.init(folding: text.withBytes { Array($0) }, withTriples: withTriples)
    }

    package init(folding bytes: [UInt8], withTriples: Bool = false) {
        var folded = bytes
        // A plain loop over the buffer, which the compiler vectorises: `map` through a closure cost
        // several times as much per byte.
        folded.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index] = asciiLower(buffer[index]) }
        }
        self.bytes = folded
        triples = withTriples ? folded.withUnsafeBufferPointer { ByteTriples($0) } : nil
    }

    /// The offsets where the first `needle` at or after `from` starts and ends: memchr finds each
    /// candidate, memcmp checks it. The candidates are found by the needle's rarest byte in English prose
    /// (`Self.commonness`): "to the claim" by its "m", not its "t", which stopped memchr at every few bytes
    /// (most of what reading a summary's regions cost in searches). With `upTo`, only a needle that ends
    /// there or before.
    package func range(of needle: String, from: Int = 0, upTo: Int? = nil) -> Range<Int>? {
        var needle = needle
        let end = min(upTo ?? bytes.count, bytes.count)
        return needle.withUTF8 { pattern -> Range<Int>? in
            let from = max(0, from)
            guard !pattern.isEmpty, pattern.count <= end - from, triples?.mayHold(pattern) != false else { return nil }
            var anchor = 0
            for index in pattern.indices where Self.commonness[Int(pattern[index])] < Self.commonness[Int(pattern[anchor])] {
                anchor = index
            }
            let anchorByte = Int32(pattern[anchor])
            let lastOffset = pattern.count - 1
            return bytes.withUnsafeBufferPointer { hay -> Range<Int>? in
                guard let base = hay.baseAddress, let wanted = pattern.baseAddress else { return nil }
                let last = end - pattern.count
                var at = from
                while at <= last, let hit = memchr(base + at + anchor, anchorByte, last - at + 1) {
                    at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - anchor
                    // The ends compared in place first: most candidates differ there, and memcmp is a call.
                    if base[at] == wanted[0] && base[at + lastOffset] == wanted[lastOffset]
                        && memcmp(base + at, wanted, pattern.count) == 0 {
                        return at..<(at + pattern.count)
                    }
                    at += 1
                }
                return nil
            }
        }
    }

    /// How common each byte is in folded English prose, higher the commoner: the space, then letters by
    /// their frequency (e t a o i n s h r d l c u m w f g y p b v k j x q z); other bytes are rare. Only
    /// the choice of a needle's anchor depends on it, never what is found.
    static let commonness: [UInt8] = {
        var table = [UInt8](repeating: 1, count: 256)
        table[0x20] = 100
        for (rank, letter) in "etaoinshrdlcumwfgypbvkjxqz".utf8.enumerated() { table[Int(letter)] = UInt8(90 - rank * 3) }
        return table
    }()

    package func offset(of needle: String, from: Int = 0) -> Int? { range(of: needle, from: from)?.lowerBound }

    package func contains(_ needle: String) -> Bool { range(of: needle) != nil }

    /// `needle` stands as a word: no letter right before or after it.
    package func containsWord(_ needle: String) -> Bool { wordOffset(of: needle) != nil }

    /// Where `needle` first stands as a word.
    package func wordOffset(of needle: String) -> Int? { wordRange(of: needle)?.lowerBound }

    /// Where `needle` next stands as a word from `from` on: no letter right before or after it.
    package func wordRange(of needle: String, from: Int = 0) -> Range<Int>? {
        var from = from
        while let found = range(of: needle, from: from) {
            let letterBefore = ByteText.scalar(endingAt: found.lowerBound, in: bytes, from: 0)?.properties.isAlphabetic ?? false
            let letterAfter = ByteText.scalar(at: found.upperBound, in: bytes, end: bytes.count)?.properties.isAlphabetic ?? false
            if !letterBefore && !letterAfter { return found }
            from = found.upperBound
        }
        return nil
    }
}
