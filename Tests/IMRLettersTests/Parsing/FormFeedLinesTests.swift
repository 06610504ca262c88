import Testing
import IMRGenerator
@testable import IMRLetters
@testable import IMRText
import TestFixtures

/// The line splitter steps over the form feeds that open a line instead of closing them up in the bytes
/// (which copied the whole text, shared with the file's, on every text with a page break): held here to
/// the way before (`closingUpEveryFeed`, the oracle), line by line and byte for byte, on every letter the
/// repository ships, generated letters in every text form and random texts with form feeds anywhere.
@Suite struct FormFeedLinesTests {
    /// What a reader of the lines sees: each line's bytes from its start, its leading blanks, its page
    /// mark, in order.
    static func reading(_ lines: Lines) -> [[UInt8]] {
        lines.map { line in
            Array(lines.bytes[line.start..<line.end]) + [UInt8(line.contentStart - line.start), line.startsPage ? 1 : 0]
        }
    }

    static func check(_ text: [UInt8], _ breaks: TextBreaks?, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let stepped = LineSplitter.lines(of: text, breaks: breaks)
        let oracle = LineSplitter.lines(of: text, breaks: breaks, closingUpEveryFeed: true)
        #expect(reading(stepped) == reading(oracle), "\(name): lines", sourceLocation: sourceLocation)
        if breaks != nil {
            let searched = LineSplitter.lines(of: text)
            #expect(reading(searched) == reading(oracle), "\(name): lines, the feeds searched for", sourceLocation: sourceLocation)
        }
    }

    static func check(file bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let decoded = try? TextDecoding.decodedText(bytes) else { return }
        check(decoded.bytes, decoded.breaks, name, sourceLocation: sourceLocation)
        check(decoded.bytes, nil, name + " (no breaks given)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [FixtureFile.dwcLayout, .dwcRaw, .dwcPDF, .seeds, .maximus2013, .fuzzInputs])
    func shippedLetters(_ fixture: FixtureFile) throws {
        let files = try DecodedLinesTests.files(in: fixture)
        #expect(!files.isEmpty)
        for (name, bytes) in files { Self.check(file: bytes, "\(fixture.rawValue)/\(name)") }
    }

    @Test func generatedLettersInEveryForm() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 600, seed: 36))
        var withFeeds = 0
        for index in 0..<generator.fileCount {
            let file = generator.file(at: index)
            if file.bytes.contains(0x0C) { withFeeds += 1 }
            Self.check(file: file.bytes, file.relativePath)
        }
        #expect(withFeeds > 100)
    }

    /// Form feeds alone and in runs, at a line's start, after its blanks, inside and at its end, on lines
    /// of their own, single- and double-spaced, with page furniture after them.
    @Test func randomTexts() {
        var random = SplitMix64(seed: 36)
        let pieces: [[UInt8]] = [[0x0C], [0x0C, 0x0C], [0x20], [0x09], [0x0A], [0x0A, 0x0A], [0x0A, 0x0A, 0x0A],
                                 Array("Page 2 of 5".utf8), Array("12".utf8), Array("word".utf8), Array(" text ".utf8),
                                 [0xC2, 0xA0], Array("HOW THE IMR FINAL DETERMINATION WAS MADE".utf8)]
        for round in 0..<20_000 {
            var text: [UInt8] = []
            for _ in 0..<Int.random(in: 0..<40, using: &random) { text += pieces.randomElement(using: &random)! }
            if round % 3 == 0 {
                // Double-spaced: every line followed by an empty one.
                text = Array(text.split(separator: 0x0A, omittingEmptySubsequences: false).joined(separator: [0x0A, 0x0A]))
            }
            var breaks: TextBreaks? = TextBreaks()
            _ = text.withUnsafeBufferPointer { TextDecoding.scan($0, breaks: &breaks) }
            Self.check(text, breaks, "random \(round): \(text)")
        }
    }
}
