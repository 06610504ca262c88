import IMRGenerator
import Testing
@testable import IMRVocabulary

/// A phrase table's match asks only for the lengths of phrases its first word starts (issue 32 point 2):
/// on random tables and requests over a few words, it finds what a plain search of every phrase finds, the
/// longest phrase starting at the word and ending within the bound.
@Suite struct PhraseTableTests {
    @Test func aMatchIsTheLongestPhraseThatFits() {
        var generator = SplitMix64(seed: 32)
        func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let alphabet = ["knee", "mri", "left", "lumbar", "spine", "x", "ray", "therapy"]
        for _ in 0..<300 {
            var table = PhraseTable<Int>()
            var phrases: [[String]: Int] = [:]
            for value in 0..<(1 + next(12)) {
                let phrase = (0..<(1 + next(5))).map { _ in alphabet[next(alphabet.count)] }
                if phrases[phrase] == nil { phrases[phrase] = value }
                table.add(phrase, value)
            }
            for _ in 0..<20 {
                let words = (0..<(1 + next(8))).map { _ in alphabet[next(alphabet.count)] }
                let start = next(words.count)
                let end = generator.next() % 2 == 0 ? nil : start + 1 + next(words.count - start)
                let limit = end ?? words.count
                let plain = phrases.filter { phrase, _ in
                    start + phrase.count <= limit && Array(words[start..<(start + phrase.count)]) == phrase
                }.max { $0.key.count < $1.key.count }
                let found = table.match(words, at: start, upTo: end)
                #expect(found?.length == plain?.key.count && found?.value == plain?.value, "\(words) at \(start) to \(limit)")
            }
        }
    }
}
