import Foundation
import Testing
import IMRGenerator
import IMRModel
@testable import IMRLetters
@testable import IMRVocabulary
import TestFixtures

/// `ChapterRegions.citesATopicOfEveryPart` searches an ASCII citation's bytes in any case (issue 32, point 2):
/// held here to the reading before it, the text lowercased and searched by Foundation (the oracle), on every
/// citation of the letters the repository ships, of generated letters, and of random texts around the topics.
@Suite struct ChapterTopicTests {
    static func oracle(_ citation: Citation) -> Bool {
        let text = citation.text.lowercased()
        return ChapterRegions.topicsOfEveryPart.contains { text.contains($0) }
    }

    static func citation(_ text: String) -> Citation {
        Citation(text: text, guideline: "ODG", mtus: false, chapter: nil, label: "ODG Knee", topic: nil, pages: [])
    }

    static func checkCitations(of parsed: ParsedFile, _ name: String) -> Int {
        var count = 0
        for imrCase in parsed.cases {
            for item in imrCase.items {
                for citation in item.maximusGuideline + item.claimsAdministratorGuideline {
                    #expect(ChapterRegions.citesATopicOfEveryPart(citation) == oracle(citation), "\(name): \(citation.text)")
                    count += 1
                }
            }
        }
        return count
    }

    @Test(arguments: [FixtureFile.dwcLayout, .dwcRaw, .dwcPDF, .seeds, .maximus2013, .fuzzInputs])
    func shippedLetters(_ fixture: FixtureFile) throws {
        var count = 0
        for (name, bytes) in try DecodedLinesTests.files(in: fixture) {
            count += Self.checkCitations(of: FileParser.parse(bytes: bytes, displayPath: name), name)
        }
        if fixture != .fuzzInputs && fixture != .seeds { #expect(count > 0) }
    }

    @Test func generatedLetters() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 600, seed: 36))
        var count = 0
        for index in 0..<generator.fileCount {
            let file = generator.file(at: index)
            count += Self.checkCitations(of: FileParser.parse(bytes: file.bytes, displayPath: file.relativePath), file.relativePath)
        }
        #expect(count > 500)
    }

    /// The topics in any case, cut, joined to words, beside accents, combining marks, dashes and ligatures.
    @Test func randomTexts() {
        var random = SplitMix64(seed: 36)
        let pieces = ChapterRegions.topicsOfEveryPart + ["Walking Aids", "PRE-OPERATIVE", "Home Health Services", "cryo",
            "durable", "medical", "equipment", " ", ", ", "-", "\u{E9}", "\u{301}", "\u{2019}", "\u{FB01}", "\u{130}", "Knee",
            "stimulat\u{301}", "home\u{A0}health", "\u{1F600}", "cold", "compression", "K"]
        for round in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1..<8, using: &random) {
                var piece = pieces.randomElement(using: &random)!
                switch Int.random(in: 0..<4, using: &random) {
                case 0: piece = piece.uppercased()
                case 1: piece = String(piece.dropFirst())
                default: break
                }
                text += piece
            }
            let citation = Self.citation(text)
            #expect(ChapterRegions.citesATopicOfEveryPart(citation) == Self.oracle(citation), "random \(round): \(text)")
        }
    }

    /// A journal's name before a year that a semicolon or the citation's end follows is left out of an other
    /// guideline's text, and only those capitalised words: "Chest" of "Chest 2012" names no part.
    @Test func aJournalsNameBeforeItsYearIsLeftOut() {
        #expect(ChapterRegions.withoutJournal("Prevention of VTE, Chest 2012") == "Prevention of VTE, 2012")
        #expect(ChapterRegions.withoutJournal("Low back pain, Spine J 2009; 34(10)") == "Low back pain, 2009; 34(10)")
        #expect(ChapterRegions.withoutJournal("Foot Ankle Int 2018.") == "2018.")
        #expect(ChapterRegions.withoutJournal("2012") == "2012")
        #expect(ChapterRegions.withoutJournal("Knee pain guideline 2016, page 4") == "Knee pain guideline 2016, page 4")
        #expect(ChapterRegions.withoutJournal("treatment of the hand 2015") == "treatment of the hand 2015")
        // Any short text of years, capitals, spaces, stops and semicolons: no crash, never longer.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["2012", "1999", "20", " ", ";", ".", "A", "Chest", "J.", "&", "x", "é"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(ChapterRegions.withoutJournal(text).utf8.count <= text.utf8.count, "\(text)")
        }
    }
}
