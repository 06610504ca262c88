import Testing
import IMRGenerator
@testable import IMRLetters
import IMRModel
@testable import IMRVocabulary
import LetterFixtures
import TestFixtures

/// A request's compared words with the shortcut for words no table holds (`TreatmentWordForm.plainSingular`,
/// issue 32 point 2) against the reading that asks every table of every word (the oracle): the same words,
/// origins, breaks and assistant's modifier for every request, original request and summary sentence of the
/// letters the repository ships, of 20,000 generated letters, for every phrase the vocabularies hold, and for
/// random requests made of the tables' own keys beside plain words, numbers, codes and marks.
@Suite struct TreatmentTextShortcutTests {
    static let form = TreatmentLexicon.shared.form

    static func check(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let read = TreatmentText(text, form: form)
        let oracle = TreatmentText(text, form: form, askingEveryTable: true)
        #expect(read.words == oracle.words && read.origins == oracle.origins && read.breaks == oracle.breaks
                && read.assistantModifier == oracle.assistantModifier, "\(name): \"\(text)\"", sourceLocation: sourceLocation)
    }

    static func checkCases(_ cases: [IMRCase], _ name: String) {
        for imrCase in cases {
            for item in imrCase.items {
                check(item.treatment, "\(name) \(imrCase.id)")
                if let original = item.originalRequest { check(original, "\(name) \(imrCase.id) original") }
                if let authorized = item.authorizedPortion { check(authorized, "\(name) \(imrCase.id) authorized") }
            }
            for sentence in imrCase.summary.split(separator: ".") { check(String(sentence), "\(name) \(imrCase.id) summary") }
        }
    }

    @Test func theRealLettersRequestsReadAlike() throws {
        for fixture in [FixtureFile.dwcLayout, .dwcRaw, .dwcPDF, .maximus2013, .seeds] {
            let cases = try RealLetters.folder(fixture).cases
            #expect(!cases.isEmpty, "\(fixture.rawValue)")
            Self.checkCases(cases, fixture.rawValue)
        }
    }

    /// The generator's truth, as the letters write it: no parse needed to know their requests.
    @Test func twentyThousandGeneratedLettersRequestsReadAlike() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 20_000, seed: 2016))
        var seen = Set<String>()
        for index in 0..<generator.letterCount {
            let truth = generator.truth(ofLetter: index)
            for item in truth.items {
                for text in [item.treatment, item.originalRequest, item.authorizedPortion].compactMap({ $0 })
                where seen.insert(text).inserted {
                    Self.check(text, "generated \(index)")
                }
            }
            if index % 20 == 0 { for sentence in truth.summary { Self.check(sentence, "generated \(index) summary") } }
        }
        #expect(seen.count > 1_000)
    }

    /// The words the tables hold, for the random requests below and the phrases.
    static var tableWords: [String] {
        var words = Array(TreatmentAbbreviations.expansions.keys) + Array(TreatmentAbbreviations.shortenedWords.keys)
        words += Array(TreatmentAbbreviations.britishSpellings.keys) + Array(TreatmentAbbreviations.besidePlaces.keys)
        words += TreatmentAbbreviations.besidePlaces.values.flatMap(\.places)
        words += Array(TreatmentAbbreviations.sideBeforeABodyPart.keys) + Array(TreatmentAbbreviations.paperworkBeside.keys)
        words += TreatmentAbbreviations.paperworkBeside.values.flatMap { Array($0.before) + Array($0.after) }
        words += Array(TreatmentAbbreviations.operationTimes.keys) + Array(TreatmentAbbreviations.operationWords)
        words += Array(TreatmentAbbreviations.modifierWords) + Array(TreatmentAbbreviations.assistantModifiers)
        words += Array(TreatmentAbbreviations.whenNothingElse.keys) + Array(TreatmentWords.stopWords)
        words += Array(TreatmentText.ordinalEndings) + TreatmentAbbreviations.productLines.flatMap { $0 }
        return words
    }

    @Test func everyPhraseOfTheVocabulariesReadsAlike() {
        var phrases = DrugNames.drugs.flatMap(\.names) + TreatmentProcedures.all.flatMap(\.spellings)
        phrases += BodyRegions.regions.flatMap(\.spellings) + BodyRegions.together.flatMap(\.spellings) + BodyRegions.noPart
        phrases += Array(TreatmentAbbreviations.expansions.values) + Array(TreatmentAbbreviations.shortenedWords.values)
        phrases += Self.tableWords
        #expect(phrases.count > 1_000)
        for phrase in phrases { Self.check(phrase, "phrase") }
    }

    /// Random requests of the tables' words (as written, plural, in capitals) among plain words, numbers,
    /// codes with modifiers, levels, dates, ordinals and marks.
    @Test func randomRequestsOfTheTablesWordsReadAlike() {
        var generator = SplitMix64(seed: 34)
        func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        let tableWords = Self.tableWords
        let plain = ["knee", "mri", "lumbar", "injection", "therapy", "physical", "norco", "tens", "unit", "x", "ray",
                     "left", "right", "pain", "visit", "follow", "up", "surgery", "cream", "patches", "extremities", "with", "w"]
        let others = ["10", "325", "#60", "27447", "-", "80", "/", "L4", "-", "5", "(", ")", ":", ",", ".", "2nd", "3rd",
                      "11/2/16", "5%", "120gm", "x12", "'s", "modifier -80", "27447-80", "20610-LT", "mod AS"]
        for _ in 0..<20_000 {
            var words: [String] = []
            for _ in 0..<(1 + Int(generator.next() % 8)) {
                var word: String
                switch generator.next() % 3 {
                case 0: word = pick(tableWords)
                case 1: word = pick(plain)
                default: word = pick(others)
                }
                if generator.next() % 5 == 0 { word += "s" }
                if generator.next() % 7 == 0 { word = word.uppercased() }
                words.append(word)
            }
            let separator = generator.next() % 4 == 0 ? "" : " "
            Self.check(words.joined(separator: separator), "random")
        }
    }
}
