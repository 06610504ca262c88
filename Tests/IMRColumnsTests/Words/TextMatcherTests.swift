import IMRGenerator
import Testing
@testable import IMRColumns
@testable import IMRModel
@testable import IMRText
import Foundation

/// The named rules of `TextMatcher`, one case rule for ASCII and beyond, and the word index giving
/// exactly what the word rules give reading the text.
@Suite struct TextMatcherTests {
    @Test func caseFoldsBeyondASCII() {
        let text = "Seen at the CAFÉ Élan; ΣΟΦΊΑ wrote: Straße, naïve MRI."
        for typed in ["café", "CAFÉ", "élan", "σοφία", "NAÏVE", "mri"] {
            #expect(TextMatcher(.wordPrefix, typed).matches(text), "\(typed)")
            #expect(TextMatcher(.substring, typed).matches(text), "\(typed)")
        }
        // A character whose lower case is longer or ASCII (ẞ, the Kelvin sign) stays as written.
        #expect(!TextMatcher(.substring, "STRAẞE").matches(text))
        #expect(!TextMatcher(.substring, "\u{212A}nee").matches("knee"))
    }

    @Test func wordPrefixStartsWords() {
        let text = "Physical therapy for the left knee; x-ray"
        #expect(TextMatcher(.wordPrefix, "ther KNEE").matches(text))
        #expect(!TextMatcher(.wordPrefix, "herapy").matches(text))
        #expect(TextMatcher(.wordPrefix, "ray").matches(text))
        #expect(!TextMatcher(.wordPrefix, "").matches(text))
    }

    @Test func phraseIsWordsInARow() {
        let text = "Physical therapy for the left knee"
        #expect(TextMatcher(.phrase, "physical THER").matches(text))
        #expect(!TextMatcher(.phrase, "phys therapy").matches(text))
        #expect(!TextMatcher(.phrase, "therapy physical").matches(text))
    }

    @Test func substringWithinWordsAndAcrossThem() {
        let text = "Physical therapy; PHYSICAL THERAPY, cafe\u{301}\r\nx"
        #expect(TextMatcher(.substring, "al ther").characterRanges(in: text) == [6..<13, 24..<31])
        #expect(TextMatcher(.substring, "herap").matches(text))
        // Never inside a character: an accent's letter, half of CR LF.
        #expect(!TextMatcher(.substring, "cafe").matches(text))
        #expect(TextMatcher(.substring, "x").characterRanges(in: text) == [41..<42])
        #expect(!TextMatcher(.substring, "").matches(text))
    }

    // MARK: The word index gives what the rules give reading the text

    static let spellings = ["café", "CAFÉ", "Café", "cafe\u{301}", "cafeteria", "élan", "ÉLAN", "Straße", "σοφία", "ΣΟΦΊΑ",
                            "Ñandú", "naïve", "NAÏVE", "provider’s", "x-ray", "MRI", "mri", "knee", "Knee", "therapy",
                            "Physical", "physical", "the", "left", "ÇA", "ça", "Œdème", "œdème"]

    /// Letters of random words from `spellings` in random case, and the generated corpus's letters.
    static let letters: [IMRCase] = {
        var random = SplitMix64(seed: 11)
        func sentence() -> String {
            (0..<(3 + Int(random.next() % 8))).map { _ in
                let word = spellings[Int(random.next() % UInt64(spellings.count))]
                switch random.next() % 4 {
                case 0: return word.uppercased()
                case 1: return word.lowercased()
                default: return word
                }
            }.joined(separator: random.next() % 3 == 0 ? ", " : " ")
        }
        let made = (0..<120).map { number in
            IMRCase(id: "U\(number)", file: "u\(number).txt", summary: sentence(),
                    items: [Item(treatment: sentence(), decision: .upheld, rationale: sentence())])
        }
        return made + FacetTableTests.generated.prefix(100)
    }()

    /// Typed searches: runs of one to three words from the letters' own text (as written, upper- or
    /// lower-cased, the last word sometimes cut), bare or quoted, one or two of them.
    static func searches(count: Int) -> [String] {
        var random = SplitMix64(seed: 12)
        func pick() -> String {
            let imrCase = letters[Int(random.next() % UInt64(letters.count))]
            let fields = Tokenizer.searchableText(imrCase)
            let words = fields[Int(random.next() % UInt64(fields.count))].split(separator: " ")
            guard !words.isEmpty else { return "knee" }
            let length = min(words.count, 1 + Int(random.next() % 3))
            let start = Int(random.next() % UInt64(words.count - length + 1))
            var run = words[start..<(start + length)].map(String.init)
            if random.next() % 3 == 0, let last = run.last, last.count > 2 {
                run[run.count - 1] = String(last.prefix(1 + Int(random.next() % UInt64(last.count - 1))))
            }
            let text = run.joined(separator: " ").replacingOccurrences(of: "\"", with: "")
            let cased = random.next() % 3 == 0 ? text.uppercased() : random.next() % 2 == 0 ? text.lowercased() : text
            return random.next() % 2 == 0 ? "\"\(cased)\"" : cased
        }
        return (0..<count).map { _ in random.next() % 4 == 0 ? pick() + " " + pick() : pick() }
    }

    @Test func indexAnswersWhatTheRulesSayOfTheText() {
        let index = WordIndex(Self.letters)
        var matched = 0
        var beyondASCII = 0
        for search in Self.searches(count: 300) {
            let terms = SearchTerms.parse(search)
            let viaIndex = index.cases(matching: terms, in: CaseList(Self.letters)).indices.map { Self.letters[$0].id }
            let viaText = Self.letters.filter { terms.matches($0) }.map(\.id)
            #expect(viaIndex == viaText, "\(search)")
            if !viaText.isEmpty { matched += 1 }
            if !viaText.isEmpty && search.utf8.contains(where: { $0 >= 0x80 }) { beyondASCII += 1 }
        }
        // The searches mean something: most find cases, many of them with non-ASCII words.
        #expect(matched > 200 && beyondASCII > 25, "\(matched) matched, \(beyondASCII) beyond ASCII")
    }

    @Test func indexFoldsCaseBeyondASCII() {
        let letters = [IMRCase(id: "A", file: "a.txt", summary: "Seen at the CAFÉ ÉLAN clinic"),
                       IMRCase(id: "B", file: "b.txt", summary: "ΣΟΦΊΑ and the caf\u{E9} élan")]
        let index = WordIndex(letters)
        func ids(_ search: String) -> [String] {
            index.cases(matching: SearchTerms.parse(search), in: CaseList(letters)).indices.map { letters[$0].id }
        }
        #expect(ids("café") == ["A", "B"])
        #expect(ids("\"Café élan\"") == ["A", "B"])
        #expect(ids("σοφ") == ["B"])
        #expect(ids("cafe") == [])
    }
}
