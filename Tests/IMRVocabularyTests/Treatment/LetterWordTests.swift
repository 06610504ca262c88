import Testing
import IMRGenerator
@testable import IMRVocabulary

/// `TreatmentLexicon.isLetters` (an ASCII word by its bytes) against `Character.isLetter` of every character,
/// the oracle, on random words of letters, digits, marks and characters of more than one byte.
@Suite struct LetterWordTests {
    @Test func randomWordsAreLettersAsTheirCharactersSay() {
        let pieces = ["a", "Z", "m", "Q", "z", "A", "@", "[", "`", "{", "0", "9", "-", "'", " ", "\u{E9}", "\u{301}",
                      "\u{2019}", "\u{1F600}", "\u{D4E}", "\u{600}", "\r\n", "\u{3B1}", "\u{2163}", "\u{5D0}"]
        var random = SplitMix64(seed: 35)
        for _ in 0..<50_000 {
            var word = ""
            for _ in 0..<Int.random(in: 0...9, using: &random) {
                word += Int.random(in: 0..<3, using: &random) == 0 ? pieces.randomElement(using: &random)! : "k"
            }
            #expect(TreatmentLexicon.isLetters(word) == word.allSatisfy(\.isLetter), "\(word.debugDescription)")
        }
        for byte in UInt8(0)..<0x80 {
            let word = String(decoding: [byte], as: UTF8.self)
            #expect(TreatmentLexicon.isLetters(word) == word.allSatisfy(\.isLetter), "\(byte)")
        }
    }
}
