import Foundation
import Testing
import IMRGenerator
@testable import IMRLetters
@testable import IMRText
import TestFixtures

/// The decoder's one scan hands the line splitter the offsets of the text's line feeds and form feeds
/// (issue 32, point 2): held here to the splitter's own search for them (`LineSplitter.rawLines`, the
/// oracle) and the scan's verdicts to a byte-by-byte reading, on every letter the repository ships and
/// generated letters in every text form.
@Suite struct DecodedLinesTests {
    /// The decoded text's lines as the parser reads them agree with the lines the splitter finds alone.
    static func check(_ bytes: [UInt8], _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let reference = reading(bytes)
        guard let decoded = try? TextDecoding.decodedText(bytes) else {
            #expect(reference.unreadable, "\(name): the decoder refused a readable text", sourceLocation: sourceLocation)
            return
        }
        #expect(!reference.unreadable, "\(name): the decoder read an unreadable text", sourceLocation: sourceLocation)
        #expect(decoded.encoding == reference.encoding, "\(name): encoding", sourceLocation: sourceLocation)
        if let breaks = decoded.breaks {
            #expect(breaks.lineEnds == LineSplitter.rawLines(decoded.bytes).ends, "\(name): line ends",
                    sourceLocation: sourceLocation)
            #expect(breaks.formFeeds == decoded.bytes.indices.filter { decoded.bytes[$0] == 0x0C }, "\(name): form feeds",
                    sourceLocation: sourceLocation)
        } else {
            // Only a text whose line ends were normalized, or read as Windows-1252, goes without them.
            #expect(bytes.contains(0x0D) || decoded.encoding == .windows1252, "\(name): no line ends given",
                    sourceLocation: sourceLocation)
        }
        let given = LineSplitter.lines(of: decoded.bytes, breaks: decoded.breaks)
        let found = LineSplitter.lines(of: decoded.bytes)
        #expect(given.bytes == found.bytes && Array(given) == Array(found), "\(name): lines", sourceLocation: sourceLocation)
    }

    /// What the decoder should make of plain UTF-8 or Windows-1252 bytes, read one byte at a time: whether
    /// it is text (no NUL, at most a tenth of the first 4 KiB control bytes) and its encoding.
    static func reading(_ bytes: [UInt8]) -> (unreadable: Bool, encoding: IMRText.TextEncoding) {
        var body = bytes[...]
        var encoding = IMRText.TextEncoding.utf8
        if UTF16Text.detect(body) != nil {
            // Transcoded first: the scan's line ends are never given for it.
            return ((try? TextDecoding.decodeToUTF8(bytes)) == nil, (try? TextDecoding.decodeToUTF8(bytes))?.encoding ?? .utf8)
        }
        if body.starts(with: [0xEF, 0xBB, 0xBF]) {
            body = body.dropFirst(3)
            encoding = .utf8WithBOM
        }
        let blank: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D, 0x0C]
        if body.allSatisfy(blank.contains) { return (true, encoding) }
        let allowed: Set<UInt8> = [0x09, 0x0A, 0x0C, 0x0D, 0x1B]
        let sample = body.prefix(TextDecoding.sampleSize)
        let controls = sample.filter { $0 < 0x20 && !allowed.contains($0) }.count
        if body.contains(0) || controls * 10 > sample.count { return (true, encoding) }
        if String(validating: Array(body), as: UTF8.self) == nil { encoding = .windows1252 }
        return (false, encoding)
    }

    static func files(in fixture: FixtureFile) throws -> [(String, [UInt8])] {
        let path = try fixture.require()
        return try FileManager.default.contentsOfDirectory(atPath: path).sorted().compactMap { name in
            let file = path + "/" + name
            if name.hasSuffix(".pdf") {
                guard case .success(let text) = PDFText.extract(path: file) else { return nil }
                return (name, text)
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            return (name, Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        }
    }

    @Test(arguments: [FixtureFile.dwcLayout, .dwcRaw, .dwcPDF, .seeds, .maximus2013, .fuzzInputs])
    func shippedLetters(_ fixture: FixtureFile) throws {
        let files = try Self.files(in: fixture)
        #expect(!files.isEmpty)
        for (name, bytes) in files { Self.check(bytes, "\(fixture.rawValue)/\(name)") }
    }

    @Test func generatedLettersInEveryForm() {
        let generator = CorpusGenerator(config: GeneratorConfig(count: 600, seed: 32))
        for index in 0..<generator.fileCount {
            let file = generator.file(at: index)
            Self.check(file.bytes, file.relativePath)
        }
    }

    /// Line feeds, carriage returns, form feeds, NULs, controls and multi-byte characters at every offset of
    /// the scan's sixteen- and eight-byte words, and texts that end there.
    @Test func everyByteAtEveryOffset() {
        let specials: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x0C], [0x00], [0x1B], [0x01], [0x09],
                                   [0xE2, 0x80, 0x9C], [0xC3, 0xA9], [0x93], [0xF0, 0x9F, 0x98, 0x80], [0xED, 0xA0, 0x80]]
        for special in specials {
            for offset in 0..<40 {
                for tail in [0, 1, 7, 8, 9, 16, 17, 33] {
                    var bytes = Array(String(repeating: "a", count: offset).utf8) + special
                    bytes += Array(String(repeating: "b", count: tail).utf8)
                    Self.check(bytes, "\(special) at \(offset), \(tail) after")
                    Self.check(bytes + [0x0A] + bytes, "\(special) at \(offset), \(tail) after, twice")
                }
            }
        }
        for text in ["", "\n", "\n\n", "a", "a\n", "\na", "line one\n\nline two\n", "x\n \n\n\ny\n \n"] {
            Self.check(Array(text.utf8), text.debugDescription)
            // After a byte order mark, and as UTF-16 both ways: the line ends are the text's, not the file's.
            Self.check([0xEF, 0xBB, 0xBF] + Array(text.utf8), "BOM " + text.debugDescription)
            Self.check([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, "UTF-16LE " + text.debugDescription)
            Self.check([0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, "UTF-16BE " + text.debugDescription)
        }
    }
}
