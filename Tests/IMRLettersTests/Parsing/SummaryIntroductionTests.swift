import Testing
import IMRGenerator
@testable import IMRLetters
@testable import IMRText

/// The narrative after the summary's introduction cut in place, against `afterColon`'s copies.
struct SummaryIntroductionTests {
    @Test func narrativeInPlaceIsWhatAfterColonGives() {
        var rng = SplitMix64(seed: 21)
        let alphabet = Array("ab :.\t".utf8) + [0xC3, 0xA9, 0xCC, 0x81]
        var inPlace = 0
        for _ in 0..<5_000 {
            let paragraph = (0..<Int.random(in: 0...24, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            let plain = SummaryParser.afterColon(paragraph[...]).map { Array($0) } ?? []
            let found = paragraph.withUnsafeBufferPointer { buffer in
                SummaryParser.narrative(afterIntroduction: buffer).map { Array(buffer[$0]) }
            }
            if let found {
                #expect(found == plain, "\(paragraph)")
                inPlace += 1
            }
        }
        #expect(inPlace > 4_000)
    }

    @Test func introductionIsCutFromTheNarrative() {
        let text = "The expert reviewer prepared the following clinical case summary:  The patient is a 50 year old man.\n"
        let lines = LineSplitter.lines(of: Array(text.utf8))
        #expect(ByteText.string(SummaryParser.text(lines)[...]) == "The patient is a 50 year old man.")
    }
}
