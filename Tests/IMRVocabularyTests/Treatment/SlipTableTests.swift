import IMRGenerator
import Testing
@testable import IMRVocabulary

/// The slip table finds exactly the words that share a one-letter-short form with the asked word,
/// as a plain comparison of every pair of forms finds them.
@Suite struct SlipTableTests {
    /// The word and each of its forms with one letter (a Character) left out.
    static func forms(_ word: String) -> Set<String> {
        let letters = Array(word)
        return Set(letters.indices.map { String(letters[..<$0] + letters[($0 + 1)...]) } + [word])
    }

    static func expected(_ word: String, in words: [String]) -> Set<String> {
        let asked = forms(word)
        return Set(words.filter { !forms($0).isDisjoint(with: asked) })
    }

    /// Random words over a few letters (so that slips are common), some with letters outside ASCII.
    static func randomWords(_ count: Int, _ generator: inout SplitMix64) -> [String] {
        let alphabet: [Character] = ["a", "b", "c", "d", "é", "ñ"]
        return (0..<count).map { _ in
            let length = 3 + Int(generator.next() % 5)
            return String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
    }

    @Test func neighboursAreTheWordsSharingAForm() {
        var generator = SplitMix64(seed: 17)
        let words = Array(Set(Self.randomWords(300, &generator)))
        var table = SlipTable()
        for word in words { table.insert(word) }
        var nonEmpty = 0
        for asked in Self.randomWords(400, &generator) + words.prefix(50) {
            let found = table.neighbours(of: asked)
            #expect(found == Self.expected(asked, in: words), "\(asked)")
            if !found.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > 100)
    }

    @Test func eachKindOfSlipIsFound() {
        var table = SlipTable()
        table.insert("cyclobenzaprine")
        table.insert("omeprazole")
        for slip in ["cyclobenzapine", "cyclobenzaprines", "cyclobenzaprune", "cyclobenzapirne"] {
            #expect(table.neighbours(of: slip) == ["cyclobenzaprine"], "\(slip)")
        }
        #expect(table.neighbours(of: "omeprazle") == ["omeprazole"])
        #expect(table.neighbours(of: "cyclobenzaxxxx").isEmpty)
    }

    /// An ASCII word's letters are its bytes (the fast path); CR LF stays one letter, as a Character is.
    @Test func lettersAreCharacters() {
        #expect(SlipTable.letters(of: "abc") == [0x61, 0x62, 0x63])
        #expect(SlipTable.letters(of: "") == [])
        #expect(SlipTable.letters(of: "a\r\nb").count == 3)
        #expect(SlipTable.letters(of: "a\rb") == SlipTable.letters(of: "a\r") + [0x62])
        #expect(SlipTable.letters(of: "aé")[0] == 0x61 && SlipTable.letters(of: "aé").count == 2)
    }
}
