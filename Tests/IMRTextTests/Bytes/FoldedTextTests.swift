import Testing
@testable import IMRText

/// Searches of folded text: case folded, from an offset, and within a bound.
struct FoldedTextTests {
    @Test func aSearchFindsTheFirstNeedleAtOrAfterItsStart() {
        let text = FoldedText("No Diagnosis was made. The diagnosis is lumbar strain.")
        #expect(text.range(of: "diagnosis") == 3..<12)
        #expect(text.range(of: "diagnosis", from: 4) == 27..<36)
        #expect(text.range(of: "fracture") == nil)
    }

    /// A bound keeps the search inside a sentence: a needle that would end past it is not found.
    @Test func aBoundedSearchFindsOnlyNeedlesEndingWithinIt() {
        let text = FoldedText("Knee pain. Per the UR report, a hip strain.")
        #expect(text.range(of: "per the ur ", upTo: 10) == nil)
        #expect(text.range(of: "per the ur ", from: 0, upTo: 43) == 11..<22)
        #expect(text.range(of: "knee", upTo: 4) == 0..<4)
        #expect(text.range(of: "knee", upTo: 3) == nil)
        #expect(text.range(of: "strain", from: 30, upTo: 500) == 36..<42, "a bound past the end is the end")
    }

    /// A needle is looked for by its rarest byte, and a text with its runs of three bytes turns away a
    /// needle with a run it lacks: every needle of random texts over a few letters is found where a plain
    /// search finds it first, from any start and within any bound, with the runs and without.
    @Test func aSearchByItsRarestByteFindsWhatAPlainSearchFinds() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("ethz m.".utf8)
        for _ in 0..<3_000 {
            let bytes = (0..<next(40)).map { _ in alphabet[next(alphabet.count)] }
            let text = FoldedText(folding: bytes)
            let withRuns = FoldedText(folding: bytes, withTriples: true)
            let needle = String(decoding: (0..<(1 + next(5))).map { _ in alphabet[next(alphabet.count)] }, as: UTF8.self)
            let from = next(10)
            let upTo = next(45)
            let wanted = Array(needle.utf8)
            let end = min(upTo, text.bytes.count)
            var plain: Range<Int>?
            var at = max(0, from)
            while plain == nil && at + wanted.count <= end {
                if Array(text.bytes[at..<(at + wanted.count)]) == wanted { plain = at..<(at + wanted.count) }
                at += 1
            }
            #expect(text.range(of: needle, from: from, upTo: upTo) == plain, "\(needle) in \(text.bytes) from \(from) to \(upTo)")
            #expect(withRuns.range(of: needle, from: from, upTo: upTo) == plain, "with runs: \(needle) in \(bytes) from \(from) to \(upTo)")
        }
    }
}
