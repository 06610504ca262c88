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
}
