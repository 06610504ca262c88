import Testing
@testable import IMRIndex
import IMRGenerator
@testable import IMRColumns
@testable import IMRStore
@testable import IMRModel

/// Phrases answered from the word index's positions give exactly what reading the text gives
/// (`TextMatcher`'s phrase rule, the matching the index replaced).
@Suite struct PhraseIndexTests {
    static func letter(_ id: String, summary: String, items: [(String, String)] = []) -> IMRCase {
        IMRCase(id: id, file: id + ".txt", summary: summary,
                items: items.map { Item(treatment: $0.0, decision: .upheld, rationale: $0.1) })
    }

    static let cases: [IMRCase] = [
        letter("A", summary: "Chronic pain treated with physical therapy twice weekly."),
        // "physical" ends the summary and "therapy" starts the treatment: not a phrase.
        letter("B", summary: "Pain after a fall; the plan was physical", items: [("Therapy sessions x12", "Not indicated.")]),
        letter("C", summary: "PHYSICAL THERAPY, then Physical-therapists' notes.", items: [("Aquatic therapy", "physical therapy failed")]),
        letter("D", summary: "Physical therapies and physical Therapeutic exercise"),
        letter("E", summary: "caf\u{E9} au lait; au cafe\u{301} noir; au cafeteria"),
        letter("F", summary: "therapy physical", items: [("physical", "therapy")]),
        letter("G", summary: "the the the end, drug screen urine drug screen"),
    ]

    static func viaIndex(_ phrase: String, _ cases: [IMRCase] = cases, index: WordIndex? = nil) -> [String] {
        let words = Tokenizer.words(phrase)
        let all = allCases(cases.count)
        let found = (index ?? WordIndex(cases)).cases(withPhrase: words, among: all, in: CaseList(cases))
        return found.indices.map { cases[$0].id }
    }

    static func viaText(_ phrase: String, _ cases: [IMRCase] = cases) -> [String] {
        let rule = TextMatcher(.phrase, phrase)
        return WordIndex.readingText(rule, among: allCases(cases.count), in: CaseList(cases)).indices.map { cases[$0].id }
    }

    static func allCases(_ count: Int) -> CaseBitmap {
        var all = CaseBitmap(count: count)
        for index in 0..<count { all.insert(index) }
        return all
    }

    /// The index read on several cores and merged is the index read in one run.
    @Test func indexReadInRunsIsTheIndexReadAtOnce() {
        let generated = CorpusLoader.load(memory: builtInSample().map { ($0.relativePath, $0.bytes) }, source: "sample").cases
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
        var generator = SplitMix(seed: 5)
        var phrases: [String] = []
        for _ in 0..<150 {
            let letter = cases[Int(generator.next() % UInt64(cases.count))]
            let parts = Tokenizer.searchableText(letter)
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
        for letter in cases.prefix(40) {
            let parts = Tokenizer.searchableText(letter).map { Tokenizer.words($0) }
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

    @Test func searchThroughTheCorpusIndex() {
        let index = CorpusIndex(Corpus(cases: Self.cases))
        let ids = index.matching(CaseQuery(text: "\"physical therapy\" weekly")).map { Self.cases[$0].id }
        #expect(ids == ["A"])
    }
}

/// A small deterministic random source for picking test phrases.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
