import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import IMRFiles
@testable import IMRStore
@testable import IMRLetters
@testable import IMRModel
@testable import IMRIndex
import CaseFixtures
import LetterFixtures
import TestFixtures

/// Hostile files and folders, made by the tests in temporary folders: each is reported with its path and
/// a reason, and nothing crashes or hangs. (Empty, binary, not-a-letter, cut before the decisions, mode 000,
/// broken links and a link back to the root are in LoaderTests.)
/// Set IMR_SLOW_TESTS=1 for the 100 MB variant of the big-file test.
/// Nothing times itself: a file that sent the reader into a hang or a quadratic step is caught by the
/// suite's time limit, and speed is the benchmark's business.
@Suite(.timeLimit(.minutes(3)))
struct MalformedFileTests {
    static let letter = LoaderTests.letter(case: "CM16-1000001")

    static func expectReported(_ corpus: Corpus, _ path: String, _ kind: LoadProblem.Kind,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        let problem = corpus.problems.first { $0.path == path }
        #expect(problem?.kind == kind, "problems: \(corpus.problems.map(\.line))", sourceLocation: sourceLocation)
        #expect(problem?.reason.isEmpty == false, sourceLocation: sourceLocation)
    }

    // MARK: Contents

    @Test func nulBytesInsideTextAreReportedAsBinary() throws {
        let folder = try TempFolder()
        var bytes = Array(Self.letter.utf8)
        bytes.insert(0, at: bytes.count / 2)
        try folder.write("nul.txt", bytes: bytes)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.isEmpty)
        Self.expectReported(corpus, "nul.txt", .binary)
    }

    @Test func randomBinaryNeverCrashes() throws {
        var generator = SystemRandomNumberGenerator()
        for size in [1, 2, 3, 7, 100, 4096, 70_000] {
            let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let parsed = FileParser.parse(bytes: bytes, displayPath: "random.bin")
            #expect(!parsed.cases.isEmpty || parsed.problems.contains { $0.path == "random.bin" && !$0.reason.isEmpty })
        }
    }

    /// Bytes that are not UTF-8 are read as Windows-1252 (as Windows tools write): the letter is kept,
    /// and no byte of the file reaches the text undecoded.
    @Test func invalidUTF8IsReadAsWindows1252() throws {
        let folder = try TempFolder()
        var bytes = Array(Self.letter.utf8)
        let summary = try #require(Self.letter.range(of: "40-year-old"))
        let offset = Self.letter.utf8.distance(from: Self.letter.startIndex, to: summary.lowerBound)
        bytes.insert(contentsOf: [0xFF, 0xC3, 0x28, 0x93, 0x80, 0xE2, 0x82], at: offset)
        bytes += [0xF0, 0x9F]  // a 4-byte sequence cut off at the end
        try folder.write("latin.txt", bytes: bytes)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-1000001"])
        #expect(corpus.cases.first?.summary.contains("\u{FF}") == true)
        #expect(corpus.cases.first?.outcome == .upheld)
    }

    /// A big file without any letter marker is reported as not a letter, in time linear in its size.
    /// 10 MB by default; 100 MB with IMR_SLOW_TESTS=1.
    @Test func bigFileWithoutLetterMarkers() throws {
        let slow = ProcessInfo.processInfo.environment["IMR_SLOW_TESTS"] == "1"
        let megabytes = slow ? 100 : 10
        let folder = try TempFolder()
        let line = Array("The quick brown fox jumps over the lazy dog; nothing here is a letter at all, 0123456789.\n".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(megabytes << 20)
        while bytes.count < megabytes << 20 { bytes += line }
        try folder.write("big.txt", bytes: bytes)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        // About 1 s for 10 MB in a debug build here; a quadratic step would take hours (the time limit).
        Self.expectReported(corpus, "big.txt", .notALetter)
    }

    /// One line of 2 MB, then a letter marker after it.
    @Test func twoMegabyteLine() throws {
        let text = String(repeating: "word ", count: 400_000) + "\nHOW THE IMR FINAL DETERMINATION WAS MADE\n"
        let parsed = FileParser.parse(bytes: Array(text.utf8), displayPath: "line.txt")
        #expect(parsed.cases.count == 1)
        #expect(parsed.problems.first?.kind == .readInPart)
    }

    @Test func millionLineFile() throws {
        let folder = try TempFolder()
        try folder.write("lines.txt", String(repeating: "x\n", count: 1_000_000))
        // A letter whose rationale runs over a million lines is one case.
        try folder.write("long-letter.txt", Self.letter + String(repeating: "More.\n", count: 1_000_000))
        let corpus = try CorpusLoader.load(paths: [folder.path])
        Self.expectReported(corpus, "lines.txt", .notALetter)
        #expect(corpus.cases.map(\.id) == ["CM16-1000001"])
        #expect(corpus.cases.first?.items.first?.rationale.hasSuffix("More.") == true)
    }

    /// Cut at the start of every line: never a crash; a cut that leaves out the summary or the decisions
    /// is reported as read in part, with the path.
    @Test func letterCutOffAnywhere() throws {
        let whole = LoaderTests.letter(case: "CM16-1000002")
        var cuts = [whole.startIndex]
        var index = whole.startIndex
        while let newline = whole[index...].firstIndex(of: "\n") {
            index = whole.index(after: newline)
            cuts.append(index)
            // And in the middle of the line.
            if let next = whole[index...].firstIndex(of: "\n") {
                cuts.append(whole.index(index, offsetBy: whole.distance(from: index, to: next) / 2))
            }
        }
        for cut in cuts {
            let text = String(whole[..<cut])
            let parsed = Fixture.file(text, name: "cut.txt")
            let reported = parsed.problems.contains { $0.path == "cut.txt" && !$0.reason.isEmpty }
            if parsed.cases.isEmpty {
                #expect(reported, "cut at \(text.count): no case and no problem")
                continue
            }
            let imrCase = try #require(parsed.cases.first)
            if imrCase.items.isEmpty || imrCase.summary.isEmpty {
                #expect(reported || imrCase.items.isEmpty == false, "cut at \(text.count): not reported")
            }
            if imrCase.items.isEmpty {
                #expect(parsed.problems.contains { $0.kind == .readInPart }, "cut at \(text.count)")
                #expect(imrCase.outcome == .unknown)
            }
        }
    }

    @Test func letterWithFiveHundredItems() throws {
        var items: [String] = []
        for number in 1...500 {
            items.append("Treatment number \(number): \(number % 3 == 0 ? "Overturned" : "Upheld")\n"
                + "MAXIMUS guideline: Decision based on ODG, Low Back, Item \(number).\n"
                + "Decision rationale: Reason \(number).\n")
        }
        let text = Fixture.wrap(header: "Case Number:          CM16-1000003", items: items.joined(separator: "\n"))
        let parsed = Fixture.file(text)
        let imrCase = try #require(parsed.cases.first)
        #expect(imrCase.items.count == 500)
        #expect(imrCase.items.last?.treatment == "Treatment number 500")
        #expect(imrCase.items.last?.rationale == "Reason 500.")
        #expect(imrCase.outcome == .partial)
    }

    // MARK: Folders and names

    @Test func deeplyNestedFolders() throws {
        let folder = try TempFolder()
        let relative = Array(repeating: "d", count: 200).joined(separator: "/") + "/deep.txt"
        try folder.write(relative, Self.letter)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.file) == [relative])
        #expect(corpus.problems.isEmpty)
    }

    @Test func symbolicLinkLoopsOfEveryShape() throws {
        let folder = try TempFolder()
        try folder.write("a/one.txt", Self.letter)
        try FileManager.default.createDirectory(atPath: folder.path + "/b", withIntermediateDirectories: true)
        // Two folders that point into each other, a link to its own folder, and a file that links to itself.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a/to-b", withDestinationPath: "../b")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/b/to-a", withDestinationPath: "../a")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/a/self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/me.txt", withDestinationPath: "me.txt")
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-1000001"])
        Self.expectReported(corpus, "me.txt", .unreadable)
        // Named directly, the looping file is reported too.
        let direct = try CorpusLoader.load(paths: [folder.path + "/me.txt"])
        #expect(direct.problems.first?.kind == .unreadable)
    }

    /// A pipe in a folder would block the load forever waiting for a writer: it is skipped and reported.
    /// A device named on the command line (/dev/zero reads forever) is reported, not read.
    @Test func pipesAndDevicesAreReportedNotRead() throws {
        let folder = try TempFolder()
        try folder.write("good.txt", Self.letter)
        #expect(mkfifo(folder.path + "/pipe.txt", 0o644) == 0)
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-1000001"])
        Self.expectReported(corpus, "pipe.txt", .unreadable)
        let device = try CorpusLoader.load(paths: ["/dev/zero"])
        #expect(device.cases.isEmpty)
        Self.expectReported(device, "/dev/zero", .unreadable)
    }

    /// A pipe named on the command line is read (`imr list <(pdftotext -layout a.pdf -)`).
    @Test func pipeNamedOnTheCommandLineIsRead() throws {
        let folder = try TempFolder()
        let pipe = folder.path + "/pipe.txt"
        #expect(mkfifo(pipe, 0o644) == 0)
        let text = Self.letter
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: pipe) {
                handle.write(Data(text.utf8))
                try? handle.close()
            }
        }
        writer.start()
        let corpus = try CorpusLoader.load(paths: [pipe])
        #expect(corpus.cases.map(\.id) == ["CM16-1000001"])
    }

    @Test func filesThatVanishBeforeTheyAreRead() throws {
        let folder = try TempFolder()
        let kept = try folder.write("kept.txt", Self.letter)
        let gone = try folder.write("gone.txt", LoaderTests.letter(case: "CM16-1000004"))
        let files = try FileCollector.collect([folder.path]).files
        #expect(files.count == 2)
        try FileManager.default.removeItem(atPath: gone)
        let corpus = CorpusLoader.load(files: files)
        #expect(corpus.cases.map(\.id) == ["CM16-1000001"])
        let problem = corpus.problems.first { $0.path == "gone.txt" }
        #expect(problem?.kind == .unreadable)
        #expect(problem?.reason.contains("No such file") == true)
        _ = kept
    }

    @Test func filesThatChangeBeforeTheyAreRead() throws {
        let folder = try TempFolder()
        let shrunk = try folder.write("shrunk.txt", Self.letter + String(repeating: "padding\n", count: 10_000))
        let grown = try folder.write("grown.txt", "x")
        let swapped = try folder.write("swapped.txt", Self.letter)
        let files = try FileCollector.collect([folder.path]).files
        // Listed with one size, read with another; one replaced by a folder.
        try folder.write("shrunk.txt", "")
        try folder.write("grown.txt", LoaderTests.letter(case: "CM16-1000005") + String(repeating: "more\n", count: 100_000))
        try FileManager.default.removeItem(atPath: swapped)
        try FileManager.default.createDirectory(atPath: swapped, withIntermediateDirectories: false)
        let corpus = CorpusLoader.load(files: files)
        #expect(corpus.cases.map(\.id) == ["CM16-1000005"])
        Self.expectReported(corpus, "shrunk.txt", .empty)
        Self.expectReported(corpus, "swapped.txt", .unreadable)
        _ = (shrunk, grown)
    }

    @Test func namesWithSpacesNewlinesAndOtherScripts() throws {
        let folder = try TempFolder()
        let names = ["with space.txt", "line\nbreak.txt", "tab\there.txt", "résumé ünïcödé.txt", "日本語の手紙.txt",
                     "emoji 📄.txt", "-leading-dash.txt", "quote\"and'apostrophe.txt"]
        for (index, name) in names.enumerated() {
            try folder.write(name, LoaderTests.letter(case: "CM16-20000\(String(format: "%02d", index))"))
        }
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.problems.isEmpty, "\(corpus.problems.map(\.line))")
        #expect(Set(corpus.cases.map(\.file)) == Set(names))
    }

    /// A name that is not UTF-8 cannot be opened through a String: it is reported, not dropped.
    @Test func nameThatIsNotUTF8IsReported() throws {
        let folder = try TempFolder()
        try folder.write("fine.txt", Self.letter)
        var raw: [CChar] = Array((folder.path + "/bad-").utf8CString.dropLast())
        raw += [CChar(bitPattern: 0xFF), CChar(bitPattern: 0xFE)] + Array(".txt".utf8CString)
        let descriptor = open(raw, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        if descriptor >= 0 { close(descriptor) }
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.map(\.id) == ["CM16-1000001"])
        let problem = corpus.problems.first { $0.path.hasPrefix("bad-") }
        #expect(problem?.kind == .unreadable)
        #expect(problem?.reason.contains("UTF-8") == true)
    }
}
