import Foundation
import Testing
@testable import IMRIndex
import TestFixtures
@testable import IMRStore
@testable import IMRText
import IMRModel

/// PDFs as users have them: real ones beside text, and the ones that cannot be read.
@Suite struct PDFLoadingTests {
    /// pdftotext, which reads the PDFs: a machine without it fails these tests, saying what to install.
    static func requirePoppler() throws {
        guard PDFText.pdftotext != nil else { throw MissingTool(name: "pdftotext", install: "apt-get install poppler-utils") }
    }

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("imr-pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A PDF is "%PDF-" within the first kilobyte (readers tolerate a little junk before it), in
    /// capitals; a name ending .pdf in any case says a file should be one.
    @Test func aPDFIsKnownByItsMagicInTheFirstKilobyteAndItsName() {
        let magic = Array("%PDF-1.7\n".utf8)
        #expect(PDFText.looksLikePDF(magic))
        #expect(PDFText.looksLikePDF(Array(repeating: 0x20, count: 1019) + magic), "the magic ends at byte 1024")
        #expect(!PDFText.looksLikePDF(Array(repeating: 0x20, count: 1020) + magic), "it ends past the first kilobyte")
        #expect(!PDFText.looksLikePDF(Array("%pdf-1.7".utf8)) && !PDFText.looksLikePDF(Array("%PDF".utf8)))
        #expect(!PDFText.looksLikePDF([]))
        for name in ["a.pdf", "A.PDF", "dir/x.Pdf"] { #expect(PDFText.hasPDFExtension(name), "\(name)") }
        for name in ["a.txt", "pdf", "a.pdfx", "a\u{0E}pdf", "a.pdf/"] { #expect(!PDFText.hasPDFExtension(name), "\(name)") }
    }

    @Test func aFileNamedPDFThatIsNotOneIsReported() throws {
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("Dear claimant, this is a text file.\n".utf8).write(to: url.appendingPathComponent("letter.pdf"))
        let corpus = try CorpusLoader.load(paths: [url.path])
        #expect(corpus.cases.isEmpty)
        #expect(corpus.problems.map(\.path) == ["letter.pdf"])
        #expect(corpus.problems.first?.kind == .pdf)
        #expect(corpus.problems.first?.reason.contains("not a PDF") == true)
    }

    @Test func aDamagedPDFIsReportedAndTheRestLoads() throws {
        try Self.requirePoppler()
        let url = try folder()
        defer { try? FileManager.default.removeItem(at: url) }
        let real = try FixtureFile.dwcPDF.require() + "/CM16-0213037.pdf"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: real))
        try bytes.write(to: url.appendingPathComponent("good.pdf"))
        try bytes.prefix(1500).write(to: url.appendingPathComponent("cut.pdf"))
        try Data("%PDF-1.4\n\u{0}\u{1}garbage".utf8).write(to: url.appendingPathComponent("garbage.pdf"))
        let corpus = try CorpusLoader.load(paths: [url.path])
        #expect(corpus.cases.map(\.id) == ["CM16-0213037"])
        #expect(corpus.cases.first?.file == "good.pdf")
        let reported = Dictionary(uniqueKeysWithValues: corpus.problems.map { ($0.path, $0) })
        #expect(Set(reported.keys) == ["cut.pdf", "garbage.pdf"])
        for problem in reported.values {
            #expect(problem.kind == .pdf)
            #expect(problem.reason.contains("PDF"), "\(problem.reason)")
        }
    }

    @Test func aPDFAndItsTextGiveTheSameCase() throws {
        try Self.requirePoppler()
        let fromPDF = try CorpusLoader.load(paths: [try FixtureFile.dwcPDF.require() + "/CM16-0230548.pdf"]).cases
        let fromText = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require() + "/CM16-0230548.txt"]).cases
        #expect(fromPDF.count == 1 && fromText.count == 1)
        #expect(fromPDF.first?.items == fromText.first?.items)
        #expect(fromPDF.first?.summary == fromText.first?.summary)
    }
}
