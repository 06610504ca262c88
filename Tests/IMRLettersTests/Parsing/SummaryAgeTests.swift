import Testing
import IMRGenerator
@testable import IMRLetters
@testable import IMRModel

/// The age phrase found from the words that start with a digit, against reading every word in turn.
struct SummaryAgeTests {
    /// `ageAndSex` the plain way: each word in turn, the first that is an age.
    static func plainAgeAndSex(_ text: [UInt8]) -> (age: Int?, sex: Sex?) {
        var summary = SummaryWords(text)
        var index = 0
        while summary.has(index) {
            defer { index += 1 }
            guard let age = SummaryParser.ageWord(&summary, at: index) else { continue }
            var sex: Sex? = nil
            for following in (index + 1)..<(index + 7) {
                if summary.word(following, isOneOf: SummaryParser.maleWords) { sex = .male; break }
                if summary.word(following, isOneOf: SummaryParser.femaleWords) { sex = .female; break }
            }
            return ((0...120).contains(age) ? age : nil, sex)
        }
        return (nil, nil)
    }

    @Test func ageFromDigitWordsIsTheFirstAgeOfAllWords() {
        var rng = SplitMix64(seed: 31)
        let words = ["55", "7", "130", "2014", "01/02", "10mg", "x5", "year", "years", "Year", "old", "yo", "y/o", "male",
                     "female", "Woman", "man", "a", "the", "caf\u{E9}", "5\u{E9}", "-", "--", " ", ",", "0"]
        var ages = 0
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...14, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                .joined(separator: Bool.random(using: &rng) ? " " : "-")
            let bytes = Array(text.utf8)
            let found = SummaryParser.ageAndSex(bytes), plain = Self.plainAgeAndSex(bytes)
            #expect(found.age == plain.age && found.sex == plain.sex, "\(text)")
            if plain.age != nil { ages += 1 }
        }
        #expect(ages > 150)
    }
}
