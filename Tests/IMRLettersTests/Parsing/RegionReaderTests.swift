import Testing
import IMRGenerator
@testable import IMRLetters
import IMRModel
import IMRText
@testable import IMRVocabulary
import LetterFixtures
import TestFixtures

/// The region reader on a sentence's folded bytes (`RegionReader`, issue 32 point 2) against the lexicon's
/// reader of a String (`TreatmentLexicon.regions(in:)`, the oracle): wherever it answers, the same regions
/// in the same order, on every sentence and clause of every summary the repository ships and of 20,000
/// generated letters, and on random sentences made of the vocabulary's own spellings. Where it does not
/// answer the oracle reads, so it must answer most sentences of prose to be worth its place.
@Suite struct RegionReaderTests {
    static let lexicon = TreatmentLexicon.shared

    /// The reader's answer for `text`'s folded bytes set against the oracle's: whether it answered.
    @discardableResult
    static func check(_ bytes: ArraySlice<UInt8>, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let oracle = lexicon.regions(in: String(decoding: bytes, as: UTF8.self))
        let read = bytes.withUnsafeBufferPointer { lexicon.regionReader?.regions(in: $0) }
        if let read {
            #expect(read == oracle, "\(name): \"\(String(decoding: bytes, as: UTF8.self))\"", sourceLocation: sourceLocation)
        }
        let through = bytes.withUnsafeBufferPointer { lexicon.regions(inBytes: $0) }
        #expect(through == oracle, "\(name)", sourceLocation: sourceLocation)
        return read != nil
    }

    /// Every sentence of each summary (as `RegionInference.mentionedRegions` walks them) and every clause of
    /// each, and the text and topic of every citation as written (`ChapterRegions` reads them unfolded): how
    /// many the reader answered, of how many.
    static func checkSummaries(of cases: [IMRCase], _ name: String) -> (answered: Int, read: Int) {
        var answered = 0
        var read = 0
        for imrCase in cases {
            for citation in imrCase.items.flatMap(\.maximusGuideline) {
                Self.check(Array(citation.text.utf8)[...], "\(name) \(imrCase.id) citation")
                if let topic = citation.topic { Self.check(Array(topic.utf8)[...], "\(name) \(imrCase.id) citation topic") }
            }
            let folded = FoldedText(imrCase.summary)
            var start = 0
            while start < folded.bytes.count {
                let sentence = RegionInference.sentenceBounds(around: start..<start, in: folded.bytes)
                defer { start = max(sentence.upperBound, start + 1) }
                let clauses = RegionInference.clauses(of: sentence, in: folded)
                for range in [sentence] + (clauses.count > 1 ? clauses : []) {
                    read += 1
                    if check(folded.bytes[range], "\(name) \(imrCase.id)") { answered += 1 }
                }
            }
        }
        return (answered, read)
    }

    @Test func theRealLettersSummariesReadAlike() throws {
        for fixture in [FixtureFile.dwcLayout, .dwcRaw, .dwcPDF, .maximus2013, .seeds] {
            let cases = try RealLetters.folder(fixture).cases
            #expect(!cases.isEmpty, "\(fixture.rawValue)")
            let (answered, read) = Self.checkSummaries(of: cases, fixture.rawValue)
            // Real prose has its levels and abbreviations: most sentences still read on their bytes.
            #expect(answered * 10 >= read * 7, "\(fixture.rawValue): \(answered) of \(read) answered")
        }
    }

    @Test func twentyThousandGeneratedLettersSummariesReadAlike() {
        let cases = GeneratedCases.letters(GeneratorConfig(count: 20_000, seed: 2016)).cases
        #expect(cases.count > 10_000)
        let (answered, read) = Self.checkSummaries(of: cases, "generated")
        #expect(answered * 10 >= read * 9, "\(answered) of \(read) answered")
    }

    /// Random sentences of the vocabulary's spellings (regions, regions together, phrases naming no part),
    /// the abbreviations and words the request reader treats apart, levels, distances, marks and fillers,
    /// in random case.
    @Test func randomSentencesOfTheVocabularyReadAlike() {
        var spellings = BodyRegions.regions.flatMap(\.spellings) + BodyRegions.together.flatMap(\.spellings) + BodyRegions.noPart
        spellings += Array(TreatmentAbbreviations.expansions.keys) + Array(TreatmentAbbreviations.shortenedWords.keys)
        spellings += Array(TreatmentAbbreviations.britishSpellings.keys) + Array(TreatmentAbbreviations.besidePlaces.keys)
        spellings += Array(TreatmentAbbreviations.sideBeforeABodyPart.keys) + Array(TreatmentAbbreviations.paperworkBeside.keys)
        spellings += Array(TreatmentAbbreviations.operationTimes.keys) + Array(TreatmentAbbreviations.operationWords)
        spellings += Array(TreatmentAbbreviations.modifierWords) + Array(TreatmentWords.stopWords)
        spellings += Array(TreatmentLexicon.countWords) + Array(TreatmentLexicon.lengthUnits) + ["tens", "knees", "feet", "foot"]
        let fillers = ["pain", "strain", "sprain", "diagnosed", "with", "injury", "the", "patient's", "he", "fell", "12",
                       "2nd", "3rd", "l4-5", "L5-S1", "c5-6", "T9-10", "ribs", "s/p", "m.r.i.", "e.m.g", "x-ray", "pre-op",
                       "post op", "27447-80", "1,000", "2.5", "'", "-", ",", ";", ".", ":", "(", ")", "/", "&", "#",
                       "radiating", "into", "both", "upper", "lower", "and", "or", "no", "denies", "caf\u{E9}", "w/",
                       "s", "l", "c", "t", "rt", "lt", "lft", "mra", "asd", "rfa", "dated", "per", "mod", "modifier"]
        var random = SplitMix64(seed: 2026)
        var answered = 0
        for round in 0..<20_000 {
            var sentence = ""
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                var word = Bool.random(using: &random) ? spellings.randomElement(using: &random)! : fillers.randomElement(using: &random)!
                switch Int.random(in: 0..<6, using: &random) {
                case 0: word = word.uppercased()
                case 1: word = word.prefix(1).uppercased() + word.dropFirst()
                case 2: word += "s"
                default: break
                }
                let gap = [" ", " ", " ", "", "-", ", ", "  ", "\n", "'s "].randomElement(using: &random)!
                sentence += word + gap
            }
            if Self.check(FoldedText(sentence).bytes[...], "random \(round)") { answered += 1 }
            Self.check(Array(sentence.utf8)[...], "random \(round) as written")
        }
        // The rarer words send a sentence to the lexicon; enough are left for the reader's own answers.
        #expect(answered >= 5_000, "\(answered) of 20,000 answered")
    }

    /// Plural and singular on bytes (`RegionReader.singular`) as the word form makes them.
    @Test func singularsOnBytesAreTheWordForms() {
        for word in ["knees", "extremities", "patches", "mris", "pelvis", "stenosis", "glass", "tens", "feet", "axes",
                     "bushes", "ies", "buses", "hips", "lies", "shoulders", "this", "bus", "s", "ss", "sis"] {
            let bytes = Array(word.utf8)
            let made = bytes.withUnsafeBufferPointer { buffer -> String in
                let flags: RegionReader.Flags = TreatmentWordForm.notPlurals.contains(word) ? .notPlural : []
                guard let singular = RegionReader.singular(buffer, flags: flags) else { return word }
                return String(decoding: bytes.dropLast(singular.drop), as: UTF8.self)
                    + (singular.add.map { String(UnicodeScalar($0)) } ?? "")
            }
            #expect(made == TreatmentWordForm.singular(word), "\(word)")
        }
    }
}
