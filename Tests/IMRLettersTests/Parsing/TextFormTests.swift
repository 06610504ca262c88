import Foundation
import Testing
import IMRGenerator
@testable import IMRLetters
@testable import IMRModel
@testable import IMRText
import CaseFixtures
import LetterFixtures

/// The text forms extractors leave: double spacing, CRLF, Windows-1252, BOM, form feeds, hyphens,
/// several letters in one file, and summary reflow.
@Suite struct TextFormTests {
    static let plain = Fixture.wrap(
        header: "Case Number:          CM14-0000777\nDecision Date:        04/01/2014",
        summary: "The worker is a 44-year-old man hurt on 03/03/2013 when he lifted a pallet and\nfelt a pull in his low back at the end of a long shift in the yard.\n\nA second paragraph follows here.",
        items: "Lumbar support brace: Upheld\nMAXIMUS guideline: Decision based on Non-\nMTUS Citation ODG, Low Back, Lumbar supports.\nDecision rationale: Braces do not help after the acute phase.")

    static func check(_ imrCase: IMRCase, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(imrCase.caseNumber == "CM14-0000777", sourceLocation: sourceLocation)
        #expect(imrCase.items.map(\.treatment) == ["Lumbar support brace"], sourceLocation: sourceLocation)
        #expect(imrCase.items.map(\.decision) == [.upheld], sourceLocation: sourceLocation)
        #expect(imrCase.patient.age == 44, sourceLocation: sourceLocation)
        #expect(imrCase.reviewer.licensure == ["Oregon"], sourceLocation: sourceLocation)
        #expect(imrCase.summary == "The worker is a 44-year-old man hurt on 03/03/2013 when he lifted a pallet and felt a pull in his low back at the end of a long shift in the yard.\n\nA second paragraph follows here.", sourceLocation: sourceLocation)
    }

    @Test func plainText() { Self.check(Fixture.letter(Self.plain)) }

    @Test func doubleSpaced() {
        // Every line followed by an empty one; a paragraph break is a line holding one space.
        var out = ""
        for line in Self.plain.split(separator: "\n", omittingEmptySubsequences: false) {
            out += (line.isEmpty ? " " : String(line)) + "\n\n"
        }
        Self.check(Fixture.letter(out))
    }

    @Test func crlfLineEnds() {
        let bytes = Array(Self.plain.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        let parsed = FileParser.parse(bytes: bytes, displayPath: "crlf.txt")
        #expect(parsed.cases.count == 1)
        if let imrCase = parsed.cases.first { Self.check(imrCase) }
    }

    @Test func utf8WithBOM() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(Self.plain.utf8)
        #expect(try TextDecoding.decode(bytes).encoding == .utf8WithBOM)
        let parsed = FileParser.parse(bytes: bytes, displayPath: "bom.txt")
        #expect(parsed.cases.first?.caseNumber == "CM14-0000777")
    }

    /// Windows editors save "Unicode" text as UTF-16: with a byte-order mark either way round, or
    /// without one. Read like the UTF-8 letter, not refused as binary for its NUL bytes.
    @Test(arguments: ["little with mark", "big with mark", "little without mark", "big without mark"])
    func utf16Letters(form: String) throws {
        let text = Self.plain.replacingOccurrences(of: "\n", with: "\r\n") + " caf\u{E9} \u{1F600}"
        let little = form.hasPrefix("little")
        var bytes: [UInt8] = form.hasSuffix("with mark") ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
        for unit in text.utf16 {
            let low = UInt8(unit & 0xFF), high = UInt8(unit >> 8)
            bytes += little ? [low, high] : [high, low]
        }
        let decoded = try TextDecoding.decode(bytes)
        #expect(decoded.encoding == (little ? .utf16LittleEndian : .utf16BigEndian))
        #expect(decoded.text.hasSuffix("caf\u{E9} \u{1F600}"))
        let parsed = FileParser.parse(bytes: bytes, displayPath: "unicode.txt")
        #expect(parsed.problems.isEmpty, "\(parsed.problems.map(\.line))")
        if let imrCase = parsed.cases.first { Self.check(imrCase) }
    }

    /// A cut-off last byte or a lone surrogate is repaired, never a crash.
    @Test func brokenUTF16IsRepaired() throws {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("Hi".utf16.flatMap { [UInt8($0), 0] }) + [0x00, 0xD8, 0x41]
        #expect(try TextDecoding.decode(bytes).text == "Hi\u{FFFD}\u{FFFD}")
    }

    @Test func windows1252QuotesAndDashes() throws {
        // "pain 6–8" with curly quotes, in Windows-1252 bytes.
        let bytes: [UInt8] = Array("He said ".utf8) + [0x93] + Array("it hurts".utf8) + [0x94] + Array(", pain 6".utf8) + [0x96] + Array("8.".utf8)
        let decoded = try TextDecoding.decode(bytes)
        #expect(decoded.encoding == .windows1252)
        #expect(decoded.text == "He said \u{201C}it hurts\u{201D}, pain 6\u{2013}8.")
    }

    @Test func formFeedsStartPages() {
        let lines = LineSplitter.lines(of: "first line\n\u{0C}second line\nthird")
        #expect(lines.map { lines.fullString($0) } == ["first line", "second line", "third"])
        #expect(lines.map(\.startsPage) == [false, true, false])
    }

    @Test func hyphenAtLineEndJoinsAndKeepsTheHyphen() {
        let imrCase = Fixture.letter(Self.plain)
        #expect(imrCase.items.first?.maximusGuideline.first?.text.contains("Non-MTUS") == true)
        #expect(imrCase.items.first?.maximusGuideline.first?.mtus == false)
        #expect(Reflow.joined(Fixture.lines("a Non-\nMTUS source")) == "a Non-MTUS source")
        // A spaced dash ends no word.
        #expect(Reflow.joined(Fixture.lines("pain -\nrelief")) == "pain - relief")
    }

    @Test func severalLettersInOneFile() {
        let second = Fixture.wrap(summary: "The worker is a 60 year old female.", items: "Cane: Overturned\nMAXIMUS guideline: Decision based on ODG, Knee & Leg, Walking aids.\nDecision rationale: Yes.")
        let parsed = Fixture.file(Self.plain + "\n" + second, name: "two.txt")
        #expect(parsed.cases.count == 2)
        #expect(parsed.cases.map(\.index) == [0, 1])
        #expect(parsed.cases.map(\.outcome) == [.upheld, .overturned])
        #expect(parsed.cases.last?.patient.sex == .female)
        // The second letter's summary stays its own.
        #expect(parsed.cases.first?.summary.contains("60 year old") == false)
    }

    @Test func reflowKeepsParagraphsAndJoinsLineBreaks() {
        let paragraphs = Reflow.paragraphs(Fixture.lines("One line\ncontinues here.\n\nNew paragraph\nhere."))
        #expect(paragraphs == ["One line continues here.", "New paragraph here."])
    }

    /// Plain pdftotext ends each page with a blank line and a form feed: a sentence that runs on over
    /// the break stays one paragraph; one that ended at the page's foot still ends its paragraph.
    @Test func reflowJoinsASentenceAcrossAPageBreak() {
        let runOn = Reflow.paragraphs(Fixture.lines("recommended for neuropathy, neuralgia, and\n\n\u{0C}fibromyalgia. They also state it."))
        #expect(runOn == ["recommended for neuropathy, neuralgia, and fibromyalgia. They also state it."])
        let ended = Reflow.paragraphs(Fixture.lines("The request is not supported.\n\n\u{0C}Next page starts anew."))
        #expect(ended == ["The request is not supported.", "Next page starts anew."])
        let label = Reflow.paragraphs(Fixture.lines("The records reviewed:\n\n\u{0C}Progress notes"))
        #expect(label.count == 2, "a line ending in a colon closes its paragraph: \(label)")
        let noPage = Reflow.paragraphs(Fixture.lines("A paragraph that stops short\n\nand a new one without a page break."))
        #expect(noPage.count == 2, "a blank line alone still ends a paragraph")
    }

    @Test func emptyAndBinaryBytesAreRefused() {
        #expect(throws: UnreadableText.empty) { try TextDecoding.decode(Array(" \n\t\r\n".utf8)) }
        #expect(throws: UnreadableText.binary) { try TextDecoding.decode([0x50, 0x4B, 0x03, 0x04, 0x00, 0x00, 0x12]) }
    }

    /// The byte-level UTF-8 check agrees with the standard library's on random bytes that are mostly
    /// ASCII with multi-byte sequences, broken ones included (the parser trusts it to pick an encoding).
    @Test func utf8CheckAgreesWithTheStandardLibrary() {
        var rng = SplitMix64(seed: 52)
        let pieces: [[UInt8]] = [
            [0x41], [0x20, 0x62], [0xC3, 0xA9], [0xE2, 0x80, 0x9C], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0xAF],
            [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0xFF], [0xE2, 0x80],
            [0xEF, 0xBF, 0xBD], [0xF4, 0x8F, 0xBF, 0xBF], [0xDF, 0xBF],
        ]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &rng) {
                bytes += Bool.random(using: &rng) ? Array("plain text ".utf8) : pieces.randomElement(using: &rng)!
            }
            #expect(TextDecoding.isValidUTF8(bytes) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
        }
    }

    @Test func lineEndsOfEveryKindBecomeNewlines() {
        let normalized = TextDecoding.normalizeLineEnds(Array("a\r\nb\rc\n\r\rd\r".utf8)[...])
        #expect(normalized == Array("a\nb\nc\n\n\nd\n".utf8))
    }
}
