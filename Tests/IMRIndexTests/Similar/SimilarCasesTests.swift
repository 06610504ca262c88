import TestFixtures
import Testing
@testable import IMRColumns
@testable import IMRStore
@testable import IMRModel
@testable import IMRIndex
import Foundation

/// "More like this": shared treatments first, then rare summary words; never the case itself.
@Suite struct SimilarCasesTests {
    static func letter(_ id: String, _ summary: String, keys: [String], rationale: String = "Not needed.") -> IMRCase {
        IMRCase(id: id, file: id + ".txt", summary: summary,
                items: keys.map { Item(treatment: $0, decision: .upheld, rationale: rationale, treatmentKey: $0) })
    }

    static func ids(_ ranking: SimilarRanking, in index: CorpusIndex) -> [String] {
        ranking.cases.map { index.cases[$0.row].id }
    }

    /// Same treatment and the same region words first; a shared treatment outranks any words.
    @Test func sameTreatmentAndRegionWordsRankAboveUnrelatedCases() {
        let cases = [
            Self.letter("ANCHOR", "Low back pain radiating to the left leg; lumbar radiculopathy at L5 after lifting.",
                        keys: ["mri lumbar spine"]),
            Self.letter("KNEE", "Right knee effusion after a fall on stairs.", keys: ["physical therapy knee"]),
            Self.letter("SAME-TX-OTHER-WORDS", "Shoulder strain while reaching overhead.", keys: ["mri lumbar spine"]),
            Self.letter("BEST", "Lumbar radiculopathy with low back pain down the leg at L5.", keys: ["mri lumbar spine"]),
            Self.letter("WORDS-ONLY", "Lumbar radiculopathy after lifting a crate.", keys: ["tramadol"]),
            Self.letter("WRIST", "Carpal tunnel symptoms from typing.", keys: ["wrist splint"]),
        ]
        let index = CorpusIndex(Corpus(cases: cases))
        let ranking = index.similar(to: 0)
        let ids = Self.ids(ranking, in: index)
        #expect(ids.first == "BEST", "\(ids)")
        #expect(ids.prefix(2).contains("SAME-TX-OTHER-WORDS"), "a shared treatment comes before words alone: \(ids)")
        #expect(ids.firstIndex(of: "WORDS-ONLY").map { $0 == 2 } == true, "\(ids)")
        #expect(!ids.contains("ANCHOR"))
        #expect(!ids.contains("WRIST"), "a case sharing nothing is not listed: \(ids)")
        let best = ranking.cases[0]
        #expect(best.sharedTreatments == ["mri lumbar spine"])
        let bothSay = Set(Tokenizer.words(cases[0].summary)).intersection(Tokenizer.words(cases[3].summary))
        #expect(best.sharedWords.count == SimilarRanking.wordsShown, "\(best.sharedWords)")
        #expect(Set(best.sharedWords).isSubset(of: bothSay), "\(best.sharedWords)")
        #expect(ranking.cases.first { index.cases[$0.row].id == "SAME-TX-OTHER-WORDS" }?.wordScore == 0)
        #expect(ranking.treatments == ["mri lumbar spine"])
        #expect(ranking.total == ids.count)
    }

    /// Two cases each share one word with the anchor, in summaries of the same length: the rarer
    /// word's case ranks first.
    @Test func rareSharedWordsOutrankCommonOnes() {
        var cases = [
            Self.letter("ANCHOR", "Spondylolisthesis with chronic pain.", keys: []),
            Self.letter("RARE", "Spondylolisthesis seen on films.", keys: []),
            Self.letter("COMMON", "Chronic cough seen on films.", keys: []),
        ]
        for number in 0..<6 { cases.append(Self.letter("FILLER-\(number)", "Chronic headaches since childhood.", keys: [])) }
        let index = CorpusIndex(Corpus(cases: cases))
        let ranking = index.similar(to: 0)
        let ids = Self.ids(ranking, in: index)
        #expect(ids.first == "RARE", "\(ids)")
        let rare = ranking.cases.first { index.cases[$0.row].id == "RARE" }
        let common = ranking.cases.first { index.cases[$0.row].id == "COMMON" }
        #expect((rare?.wordScore ?? 0) > (common?.wordScore ?? 0))
        #expect(ranking.words.first == "spondylolisthesis", "rarest word first: \(ranking.words)")
    }

    /// Equal cases come in corpus order, every time; the limit keeps the best; the anchor is never
    /// listed, even when another case is its copy.
    @Test func tiesAreOrderedStablyAndTheCaseItselfNeverAppears() {
        var cases: [IMRCase] = []
        for number in 0..<40 {
            cases.append(Self.letter(String(format: "TWIN-%02d", number), "Cervical disc herniation with arm numbness.",
                                     keys: ["epidural steroid injection cervical"]))
        }
        let index = CorpusIndex(Corpus(cases: cases))
        for anchor in [0, 17, 39] {
            let ranking = index.similar(to: anchor, limit: 10)
            let rows = ranking.cases.map(\.row)
            #expect(!rows.contains(anchor))
            #expect(rows == Array((0..<40).filter { $0 != anchor }.prefix(10)), "ties in corpus order: \(rows)")
            #expect(ranking.total == 39)
            #expect(index.similar(to: anchor, limit: 10) == ranking)
        }
        #expect(index.similar(to: 0, limit: 0).cases.isEmpty)
        #expect(index.similar(to: 99).cases.isEmpty, "a row outside the corpus gives nothing")
    }

    /// Words count in the summary only: the same word in another case's rationale does not match.
    @Test func onlySummaryWordsCount() {
        let cases = [
            Self.letter("ANCHOR", "Fibromyalgia flare.", keys: []),
            Self.letter("RATIONALE", "Ankle sprain.", keys: [], rationale: "Fibromyalgia guidelines do not apply."),
            Self.letter("SUMMARY", "Fibromyalgia since 2010.", keys: []),
        ]
        let index = CorpusIndex(Corpus(cases: cases))
        #expect(Self.ids(index.similar(to: 0), in: index) == ["SUMMARY"])
    }

    /// The best-of selection used for many candidates agrees with sorting them all.
    @Test func topAgreesWithAFullSort() {
        var generator = SystemRandomNumberGenerator()
        let keys = (0..<500).map { _ in (Int.random(in: 0...2, using: &generator), Double(Int.random(in: 0...20, using: &generator))) }
        let rows = Array(0..<500).shuffled()
        let sorted = rows.sorted { a, b in
            keys[a].0 != keys[b].0 ? keys[a].0 > keys[b].0 : keys[a].1 != keys[b].1 ? keys[a].1 > keys[b].1 : a < b
        }
        for limit in [1, 7, 50, 600] {
            #expect(SimilarCases.top(rows, limit: limit) { keys[$0] } == Array(sorted.prefix(limit)))
        }
    }

    /// The summary spans name exactly the summary's words in the word index, for every real letter
    /// (ids of any shape, letters read in part).
    @Test func summarySpansMatchTheWordIndex() throws {
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let index = WordIndex(corpus.cases.materialized)
        let spans = SummarySpans(corpus.cases).spans
        var words = [[UInt32: String]](repeating: [:], count: corpus.cases.count)
        index.positionBytes.withUnsafeBufferPointer { bytes in
            for entry in index.vocabulary.indices {
                var offset = index.positionBlocks[entry]
                for posting in index.postings[Int(index.offsets[entry])..<Int(index.offsets[entry + 1])] {
                    var position: UInt64 = 0
                    for _ in 0..<Varint.read(bytes, &offset) {
                        position += Varint.read(bytes, &offset)
                        words[Int(posting)][UInt32(position)] = index.vocabulary[entry]
                    }
                }
            }
        }
        #expect(!corpus.cases.isEmpty)
        for (row, imrCase) in corpus.cases.enumerated() {
            let span = spans.starts[row]..<(spans.starts[row] + spans.lengths[row])
            let found = span.map { words[row][$0] ?? "?" }
            #expect(found == Tokenizer.words(imrCase.summary), "case \(imrCase.id)")
        }
    }

    /// The count the spans are made of agrees with the tokenizer's words, at either end of a text,
    /// through digits, punctuation and characters beyond ASCII.
    @Test func wordCountAgreesWithTheTokenizer() {
        let texts = ["", " ", "MRI", "MRI.", " L4-L5 fusion, 2x/week ", "Médecine physique", "a\u{1}b\tc\r\nd",
                     "…quoted “words”…", "12 visits of 6", String(repeating: "ab ", count: 100)]
        for text in texts {
            #expect(SummarySpans.wordCount(text) == Tokenizer.words(text).count, "\(text.debugDescription)")
        }
    }

    @Test func rarerWordsWeighMoreAndRepeatsLess() {
        let bm25 = BM25(caseCount: 1000, averageLength: 50)
        #expect(bm25.idf(documentFrequency: 2) > bm25.idf(documentFrequency: 200))
        #expect(bm25.idf(documentFrequency: 1000) > 0)
        let idf = bm25.idf(documentFrequency: 10)
        let once = bm25.weight(idf: idf, frequency: 1, length: 50)
        let twice = bm25.weight(idf: idf, frequency: 2, length: 50)
        #expect(twice > once && twice < 2 * once)
        #expect(bm25.weight(idf: idf, frequency: 1, length: 200) < once, "a longer summary's word weighs less")
        #expect(bm25.weight(idf: idf, frequency: 0, length: 50) == 0)
    }
}
