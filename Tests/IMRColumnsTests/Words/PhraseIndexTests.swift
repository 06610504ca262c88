import ColumnFixtures
import IMRGenerator
import LetterFixtures
import Testing
@testable import IMRColumns
@testable import IMRModel

/// Phrases answered from the word index's positions give exactly what reading the text gives
/// (`TextMatcher`'s phrase rule, the matching the index replaced).
@Suite struct PhraseIndexTests {
    // The cases and the two ways of asking them are ColumnFixtures' `PhraseSearch`: the store's word-index
    // tests ask them too.
    static let cases = PhraseSearch.cases

    static func viaIndex(_ phrase: String, _ cases: [IMRCase] = cases, index: WordIndex? = nil) -> [String] {
        PhraseSearch.viaIndex(phrase, cases, index: index)
    }

    static func viaText(_ phrase: String, _ cases: [IMRCase] = cases) -> [String] {
        PhraseSearch.viaText(phrase, cases)
    }

    /// The index read on several cores and merged is the index read in one run.
    @Test func indexReadInRunsIsTheIndexReadAtOnce() {
        let generated = GeneratedCases.letters(of: builtInSample()).cases
        let cases = Self.cases + generated
        let once = WordIndexBuilder.build(cases, runs: 1)
        for runs in [2, 3, 7] {
            #expect(WordIndexBuilder.build(cases, runs: runs) == once, "\(runs) runs")
        }
    }

    @Test func wordsInARowInOneField() {
        // D has "therapies" (not a prefix match of "therapy"); F has the words in other fields.
        #expect(Self.viaIndex("physical therapy") == ["A", "C"])
        #expect(Self.viaIndex("physical therapy") == Self.viaText("physical therapy"))
    }

    @Test func adjacentWordsAcrossFieldsDoNotMatch() {
        // B has "physical" at the end of its summary and "Therapy" at the start of its treatment; F has
        // "physical" as a whole treatment and "therapy" as the rationale after it.
        #expect(!Self.viaIndex("physical therapy").contains("B"))
        #expect(Self.viaIndex("physical therapy sessions") == [])
        #expect(Self.viaIndex("therapy sessions") == ["B"])
    }

    @Test func anyCase() {
        #expect(Self.viaIndex("PHYSICAL Therapy") == Self.viaIndex("physical therapy"))
        #expect(Self.viaIndex("Physical Therapists") == ["C"])
    }

    @Test func onlyTheLastWordIsAPrefix() {
        #expect(Self.viaIndex("physical ther") == ["A", "C", "D"])
        #expect(Self.viaIndex("phys therapy") == [])
        #expect(Self.viaIndex("physical therapeutic") == ["D"])
    }

    @Test func orderAndRepeats() {
        #expect(Self.viaIndex("therapy physical") == ["F"])
        #expect(Self.viaIndex("the the the end") == ["G"])
        #expect(Self.viaIndex("the the the the") == [])
        #expect(Self.viaIndex("urine drug screen") == ["G"])
    }

    @Test func nonASCIIWordsCompareBytes() {
        for phrase in ["au cafe", "au caf", "cafe au", "caf\u{E9} au", "au caf\u{E9}", "au cafe\u{301}", "cafe\u{301} noir"] {
            #expect(Self.viaIndex(phrase) == Self.viaText(phrase), "\(phrase)")
        }
        #expect(Self.viaIndex("au cafe") == ["E"])
        #expect(Self.viaIndex("cafe noir") == [])
    }

    @Test func phrasesFromGeneratedLettersMatchReadingTheText() {
        let cases = FacetTableTests.generated
        let index = WordIndex(cases)
        var generator = SplitMix64(seed: 5)
        var phrases: [String] = []
        for _ in 0..<150 {
            let imrCase = cases[Int(generator.next() % UInt64(cases.count))]
            let parts = Tokenizer.searchableText(imrCase)
            let part = parts[Int(generator.next() % UInt64(parts.count))]
            let words = Tokenizer.words(part)
            guard words.count >= 3 else { continue }
            let length = 2 + Int(generator.next() % 2)
            let start = Int(generator.next() % UInt64(words.count - length + 1))
            var phrase = Array(words[start..<(start + length)])
            if generator.next() % 3 == 0, let last = phrase.last, last.count > 2 { phrase[phrase.count - 1] = String(last.prefix(2)) }
            phrases.append(generator.next() % 2 == 0 ? phrase.joined(separator: " ").uppercased() : phrase.joined(separator: " "))
        }
        // The last words of one field and the first of the next.
        for imrCase in cases.prefix(40) {
            let parts = Tokenizer.searchableText(imrCase).map { Tokenizer.words($0) }
            for (left, right) in zip(parts, parts.dropFirst()) {
                if let end = left.last, let start = right.first { phrases.append(end + " " + start) }
            }
        }
        #expect(phrases.count > 150)
        var matched = 0
        for phrase in phrases {
            let found = Self.viaIndex(phrase, cases, index: index)
            #expect(found == Self.viaText(phrase, cases), "\(phrase)")
            if !found.isEmpty { matched += 1 }
        }
        #expect(matched > 100)
    }
}
