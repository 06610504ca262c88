import Foundation
import Testing
import IMRGenerator
@testable import IMRLetters
import IMRModel
import IMRText
import CaseFixtures
import LetterFixtures
import TestFixtures

/// The credentials' sentence wording read on the section's bytes, its parts the memo's key
/// (`CredentialSentence`, issue 32 point 2, a fifth step), against the reading of the section made one
/// string (`CredentialsParser.parseJoined`, the oracle): the same reviewer for every credentials section of
/// every letter the repository ships (and every section of the professional-review layout's), of
/// generated letters in every form, and of random sentences with characters of more than one byte
/// anywhere, each read with a fresh memo and with one memo shared by all.
@Suite struct CredentialSentenceTests {
    static func check(_ lines: Lines, _ shared: ParseMemo, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let oracle = CredentialsParser.parseJoined(lines)
        #expect(CredentialSentence.reviewer(of: lines, memo: ParseMemo()) == oracle, "\(name)", sourceLocation: sourceLocation)
        #expect(CredentialSentence.reviewer(of: lines, memo: shared) == oracle, "\(name), shared memo", sourceLocation: sourceLocation)
    }

    /// Every letter's credentials section, and its qualifications and every other section where it has them.
    static func checkFile(_ bytes: [UInt8], _ shared: ParseMemo, _ name: String) -> Int {
        guard let text = try? TextDecoding.decodedText(bytes) else { return 0 }
        let lines = LineSplitter.lines(of: text.bytes, breaks: text.breaks)
        var checked = 0
        for range in LetterSplitter.letters(in: lines) {
            let letter = lines[range]
            let sections = LetterSplitter.sections(of: letter)
            for part in [sections.credentials, sections.summary, sections.header].compactMap({ $0 }) {
                check(letter[part], shared, name)
                checked += 1
            }
            for (_, field) in ProfessionalReviewFields.fields(of: letter) {
                check(field, shared, "\(name) professional field")
                checked += 1
            }
        }
        return checked
    }

    @Test(arguments: [FixtureFile.dwcLayout, .dwcRaw, .dwcPDF, .seeds, .maximus2013, .fuzzInputs])
    func shippedLetters(_ fixture: FixtureFile) throws {
        let shared = ParseMemo()
        var checked = 0
        for (name, bytes) in try DecodedLinesTests.files(in: fixture) {
            checked += Self.checkFile(bytes, shared, "\(fixture.rawValue)/\(name)")
        }
        #expect(checked > 0, "\(fixture.rawValue)")
    }

    @Test func generatedLettersInEveryForm() {
        let shared = ParseMemo()
        let generator = CorpusGenerator(config: GeneratorConfig(count: 3_000, seed: 35))
        var checked = 0
        for index in 0..<generator.fileCount {
            let file = generator.file(at: index)
            checked += Self.checkFile(file.bytes, shared, file.relativePath)
        }
        #expect(checked >= 3_000)
    }

    /// Sentences of specialties and states in random case, with or without a subspecialty, " and is
    /// licensed", a full stop or the professional layout's "licensed in", and characters of more than one
    /// byte (accents, curly quotes, combining marks, emoji) next to every place a part starts or ends.
    @Test func randomSentences() {
        let names = ["Internal Medicine", "Nephrology", "Physical Medicine & Rehabilitation", "Pain Medicine",
                     "Orthopaedic Surgery", "Psychiatry and Neurology", "Family Practice", "Anesthesiology", "Chiropractic"]
        let states = ["California", "Texas", "New York", "Ohio and Arizona", "CA", "District of Columbia"]
        let joins = ["", " ", ", ", " and ", ". ", ".", " . ", ",", "\n"]
        let odd = ["", "", "", "\u{E9}", "\u{301}", "\u{2019}", "\u{1F600}", " \u{301}", ".\u{301}", "\u{301}.", "\u{600}",
                   "\r\n", "\t", "\u{A0}"]
        var random = SplitMix64(seed: 35)
        let shared = ParseMemo()
        for round in 0..<20_000 {
            func pick(_ list: [String]) -> String { list.randomElement(using: &random)! }
            func cased(_ text: String) -> String {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: text.uppercased()
                case 1: text.lowercased()
                default: text
                }
            }
            var sentence = pick(["The expert reviewer is ", "", "Qualifications: ", pick(odd)])
            if Int.random(in: 0..<5, using: &random) > 0 {
                sentence += cased("Board Certified in ") + pick(odd) + pick(names) + pick(odd)
                if Bool.random(using: &random) { sentence += pick(joins) + pick(names) }
                if Bool.random(using: &random) { sentence += cased(", has a subspecialty in ") + pick(names) + pick(odd) }
                sentence += pick(joins)
            }
            if Int.random(in: 0..<5, using: &random) > 0 {
                sentence += cased(pick(["and is licensed to practice in ", "licensed in ", "is licensed to practice in "]))
                sentence += pick(odd) + pick(states) + pick(odd) + pick(joins) + pick(odd)
            }
            sentence += pick(["", ".", ". ", ". The reviewer is independent.", pick(odd)]) + pick(odd)
            let words = sentence.split(separator: " ", omittingEmptySubsequences: false)
            let cut = Int.random(in: 0...max(0, words.count), using: &random)
            let text = words[..<cut].joined(separator: " ") + "\n" + words[cut...].joined(separator: " ")
            Self.check(Fixture.lines(text), shared, "random \(round): \(text.debugDescription)")
        }
    }
}
