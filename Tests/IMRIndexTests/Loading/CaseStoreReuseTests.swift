import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import IMRIndex
import IMRGenerator
@testable import IMRColumns
@testable import IMRFiles
@testable import IMRStore
@testable import IMRLetters
@testable import IMRModel
import TestFixtures

/// The case store gives exactly what reading the letters gives: unchanged files from the cache,
/// changed, added and removed files as they are now, and a damaged or foreign cache never trusted.
@Suite struct CaseStoreReuseTests {
    /// A generated corpus in a temporary folder, and an empty cache folder.
    struct Setup {
        let letters: TempFolder
        let cacheFolder: TempFolder
        var cache: CaseStore { CaseStore(directory: cacheFolder.path + "/imr") }
        var cachePath: String { cache.filePath(roots: [letters.path]) }

        init(count: Int = 300) throws {
            letters = try TempFolder("imr-cache-letters")
            cacheFolder = try TempFolder("imr-cache-home")
            try writeCorpus(to: letters.path, config: GeneratorConfig(count: count, seed: 7))
        }

        func files() throws -> [SourceFile] {
            try FileCollector.collect([letters.path]).files
        }

        /// Parses through the cache and writes the store as a load does.
        func throughCache() throws -> CaseStore.Outcome {
            var outcome = cache.parse(try files(), roots: [letters.path])
            let corpus = CorpusLoader.assemble(outcome.parsed)
            if let failure = outcome.pending.write(for: CorpusIndex(corpus)).failure {
                outcome.notes.append("the case store was not saved: " + failure)
            }
            return outcome
        }

        /// What reading every letter gives, for comparison.
        func uncached() throws -> Corpus {
            try CorpusLoader.load(paths: [letters.path])
        }

        func cached() throws -> Corpus {
            try CorpusLoader.load(paths: [letters.path], cache: cache)
        }
    }

    /// The cache folder keeps the most recent cache files only: one is written per set of paths opened.
    @Test func oldCacheFilesArePrunedAndTheCurrentOneKept() throws {
        let setup = try Setup(count: 20)
        let folder = setup.cacheFolder.path + "/imr"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for number in 0..<(CaseStore.filesKept + 5) {
            let path = folder + "/corpus-old\(number).imrcache"
            _ = FileManager.default.createFile(atPath: path, contents: Data([1]))
            // Older than anything written now, the first ones oldest.
            var times = [timespec(tv_sec: 1_000_000 + number, tv_nsec: 0), timespec(tv_sec: 1_000_000 + number, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, path, &times, 0)
        }
        _ = FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data([1]))
        _ = try setup.throughCache()
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
        let caches = names.filter { $0.hasSuffix(".imrcache") }
        #expect(caches.count == CaseStore.filesKept)
        #expect(FileManager.default.fileExists(atPath: setup.cachePath))
        #expect(!caches.contains("corpus-old0.imrcache"), "the oldest go first")
        #expect(caches.contains("corpus-old\(CaseStore.filesKept + 4).imrcache"))
        #expect(names.contains("notes.txt"), "only cache files are removed")
    }

    static func same(_ a: Corpus, _ b: Corpus) -> Bool {
        a.cases == b.cases && a.problems == b.problems
    }

    @Test func secondOpenComesFromTheCacheAndEqualsReading() throws {
        let setup = try Setup()
        let first = try setup.throughCache()
        #expect(first.reused == 0)
        #expect(first.notes.isEmpty)
        #expect(FileManager.default.fileExists(atPath: setup.cachePath))
        let second = try setup.throughCache()
        #expect(second.parsedAgain == 0)
        #expect(second.reused == first.parsed.count)
        #expect(second.notes.isEmpty)
        let expected = try setup.uncached()
        #expect(Self.same(try setup.cached(), expected))
        #expect(expected.cases.count >= 300)
    }

    @Test func aChangedFileIsReadAgain() throws {
        let setup = try Setup()
        _ = try setup.throughCache()
        let files = try setup.files()
        let target = try #require(files.first { $0.displayPath.hasSuffix(".txt") })
        // Same name, other letter: one from the golden fixture with a known case number.
        try setup.letters.write(target.displayPath, LoaderTests.letter(case: "CM99-0000001", decision: "Overturned"))
        let outcome = try setup.throughCache()
        #expect(outcome.parsedAgain == 1)
        #expect(outcome.reused == files.count - 1)
        let corpus = try setup.cached()
        #expect(corpus.cases.contains { $0.id == "CM99-0000001" && $0.outcome == .overturned })
        #expect(Self.same(corpus, try setup.uncached()))
    }

    @Test func aTouchedFileOfTheSameSizeIsReadAgain() throws {
        let setup = try Setup(count: 20)
        _ = try setup.throughCache()
        let target = try #require(try setup.files().first)
        var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 5), timespec(tv_sec: 1_000_000_000, tv_nsec: 5)]
        #expect(utimensat(AT_FDCWD, target.path, &times, 0) == 0)
        #expect(try setup.throughCache().parsedAgain == 1)
        #expect(try setup.throughCache().parsedAgain == 0)
    }

    /// The trick that fooled a size-and-time check: a letter rewritten in place, its length kept and its
    /// old modification time put back (`touch -r`). Its change time still moves, so it is read again.
    @Test func aLetterRewrittenInPlaceWithItsOldTimePutBackIsReadAgain() throws {
        let setup = try Setup(count: 20)
        _ = try setup.throughCache()
        let target = try #require(try setup.files().first { $0.displayPath.hasSuffix(".txt") })
        let original = try String(contentsOfFile: target.path, encoding: .utf8)
        let decision = try #require(original.range(of: "Upheld") ?? original.range(of: "Overturned"))
        let flipped = original[decision] == "Upheld" ? "Uphold" : "Overturnd"
        // Same length when "Upheld"/"Uphold"; "Overturned" -> "Overturnd" is one shorter, so pad it.
        var rewritten = original.replacingCharacters(in: decision, with: flipped)
        if rewritten.utf8.count < original.utf8.count { rewritten += " " }
        #expect(rewritten.utf8.count == original.utf8.count)
        var before = stat()
        #expect(stat(target.path, &before) == 0)
        // Written through the same inode, as an editor that saves in place does.
        let handle = try #require(FileHandle(forWritingAtPath: target.path))
        try handle.write(contentsOf: Data(rewritten.utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, target.path, &times, 0) == 0)
        let relisted = try #require(try setup.files().first { $0.path == target.path })
        #expect(relisted.size == target.size && relisted.modified == target.modified && relisted.inode == target.inode)
        #expect(try setup.throughCache().parsedAgain == 1)
        #expect(Self.same(try setup.cached(), try setup.uncached()))
    }

    /// A letter replaced by another file (a new download moved over it) with size and times copied.
    @Test func aLetterReplacedByAnotherFileIsReadAgain() throws {
        let setup = try Setup(count: 20)
        _ = try setup.throughCache()
        let target = try #require(try setup.files().first)
        let copy = setup.letters.path + "/.replacement"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: target.path))
        try bytes.write(to: URL(fileURLWithPath: copy))
        var before = stat()
        #expect(stat(target.path, &before) == 0)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, copy, &times, 0) == 0)
        #expect(rename(copy, target.path) == 0)
        let relisted = try #require(try setup.files().first { $0.path == target.path })
        #expect(relisted.inode != target.inode)
        #expect(try setup.throughCache().parsedAgain == 1)
    }

    @Test func removedFilesAreDroppedAndAddedFilesParsed() throws {
        let setup = try Setup()
        _ = try setup.throughCache()
        let files = try setup.files()
        let removed = files[3]
        try FileManager.default.removeItem(atPath: removed.path)
        try setup.letters.write("zz-new/added.txt", LoaderTests.letter(case: "CM99-0000002"))
        let outcome = try setup.throughCache()
        #expect(outcome.parsedAgain == 1)
        #expect(outcome.reused == files.count - 1)
        let corpus = try setup.cached()
        #expect(!corpus.cases.contains { $0.file == removed.displayPath })
        #expect(corpus.cases.contains { $0.id == "CM99-0000002" })
        #expect(Self.same(corpus, try setup.uncached()))
        // The cache was rewritten: everything comes from it now.
        #expect(try setup.throughCache().parsedAgain == 0)
    }

    @Test func aDamagedSegmentIsIgnoredWithANote() throws {
        let setup = try Setup()
        _ = try setup.throughCache()
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: setup.cachePath)))
        bytes[CaseStoreFile.headSize + 100] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: setup.cachePath))
        let outcome = try setup.throughCache()
        #expect(outcome.parsedAgain > 0)
        #expect(outcome.notes.contains { $0.contains("ignored") })
        #expect(Self.same(try setup.cached(), try setup.uncached()))
    }

    @Test(arguments: ["truncated", "garbage", "empty", "versions differ", "bad index"])
    func anUntrustedCacheIsIgnoredWithANote(damage: String) throws {
        let setup = try Setup(count: 30)
        _ = try setup.throughCache()
        let url = URL(fileURLWithPath: setup.cachePath)
        var bytes = try [UInt8](Data(contentsOf: url))
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 2)
        case "garbage": bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
        case "empty": bytes = []
        case "versions differ": bytes[8] &+= 1
        default: bytes[bytes.count - CaseStoreFile.trailerSize - 3] ^= 0x55
        }
        try Data(bytes).write(to: url)
        let outcome = try setup.throughCache()
        #expect(outcome.reused == 0)
        #expect(outcome.notes.count == 1)
        #expect(outcome.notes.first?.contains("ignored the case store") == true)
        #expect(Self.same(try setup.cached(), try setup.uncached()))
        // Rewritten, and trusted again.
        #expect(try setup.throughCache().notes.isEmpty)
    }

    /// After an upgrade the old cache is of another format version: not a fault to report, just replaced.
    @Test func aCacheOfAnotherFormatVersionIsReplacedWithoutANote() throws {
        let setup = try Setup(count: 12)
        _ = try setup.throughCache()
        let url = URL(fileURLWithPath: setup.cachePath)
        var bytes = try [UInt8](Data(contentsOf: url))
        bytes[8] &+= 1
        bytes[bytes.count - CaseStoreFile.trailerSize + 48] &+= 1
        try Data(bytes).write(to: url)
        let outcome = try setup.throughCache()
        #expect(outcome.reused == 0)
        #expect(outcome.notes.isEmpty, "no note for a cache of another version: \(outcome.notes)")
        #expect(Self.same(try setup.cached(), try setup.uncached()))
        #expect(try setup.throughCache().parsedAgain == 0, "rewritten in this version and used again")
    }

    /// Another imr may replace the cache between reading its index and reading its segments: the
    /// segments still come from the file the index described, with no false note of damage.
    @Test func aCacheReplacedWhileReadIsReadWhole() throws {
        let setup = try Setup(count: 40)
        _ = try setup.throughCache()
        let files = try setup.files()
        guard case .success(let index) = CaseStoreFile.readIndex(at: setup.cachePath, roots: CaseStore.absolute([setup.letters.path]),
                                                                build: CaseStore.build) else {
            Issue.record("the cache just written is readable")
            return
        }
        // Replaced as a rewrite does it: a new file renamed over the old one.
        let replacement = setup.cachePath + ".new"
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: URL(fileURLWithPath: replacement))
        #expect(rename(replacement, setup.cachePath) == 0)
        var reused = [ParsedFile?](repeating: nil, count: files.count)
        let note = setup.cache.reuse(index, files: files, cachePath: setup.cachePath, into: &reused)
        #expect(note == nil, "no note: \(note ?? "")")
        #expect(reused.allSatisfy { $0 != nil }, "every file taken from the cache as it was when opened")
    }

    /// A cache that cannot be saved (a folder stands where it goes) costs a note, not the load, and
    /// leaves no temporary file; a saved one is private to this user.
    @Test func aFailedSaveLeavesNoTemporaryFile() throws {
        let setup = try Setup(count: 10)
        try FileManager.default.createDirectory(atPath: setup.cachePath + "/inside", withIntermediateDirectories: true)
        let outcome = try setup.throughCache()
        #expect(outcome.parsed.count == (try setup.files()).count)
        #expect(outcome.notes.contains { $0.hasPrefix("the case store was not saved") }, "\(outcome.notes)")
        let name = String(setup.cachePath.split(separator: "/").last!)
        #expect(setup.cacheFolder.listing() == ["imr", "imr/" + name, "imr/" + name + "/inside"])
        try FileManager.default.removeItem(atPath: setup.cachePath)
        _ = try setup.throughCache()
        #expect(setup.cacheFolder.listing() == ["imr", "imr/" + name])
        var info = stat()
        #expect(stat(setup.cachePath, &info) == 0 && info.st_mode & 0o777 == 0o600)
    }

    @Test func aCacheMadeForOtherFoldersIsNotUsed() throws {
        let setup = try Setup(count: 20)
        let other = try Setup(count: 25)
        _ = try other.throughCache()
        try FileManager.default.createDirectory(atPath: setup.cache.directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: other.cache.filePath(roots: [other.letters.path]), toPath: setup.cachePath)
        let outcome = try setup.throughCache()
        #expect(outcome.reused == 0)
        #expect(outcome.notes.first?.contains("other folders") == true)
        #expect(Self.same(try setup.cached(), try setup.uncached()))
    }

    @Test func oneCacheFilePerSetOfPaths() {
        let cache = CaseStore(directory: "/tmp/x")
        #expect(cache.filePath(roots: ["/a"]) != cache.filePath(roots: ["/b"]))
        #expect(cache.filePath(roots: ["/a/"]) == cache.filePath(roots: ["/a"]))
        #expect(cache.filePath(roots: ["/a", "/b"]) != cache.filePath(roots: ["/b", "/a"]))
    }

    @Test func everyFieldSurvivesTheBinaryForm() throws {
        let citation = Citation(text: "Décision based on ODG", guideline: "ODG", mtus: true, chapter: -3, label: "L",
                                topic: nil, pages: [1, 300, -2])
        let item = Item(treatment: "MRI", decision: .overturned, category: "Imaging", originalRequest: "MRI x2",
                        authorizedPortion: nil, claimsAdministratorGuideline: [citation],
                        maximusGuideline: [citation, citation], rationale: "Because.\n\nParagraph two.")
        let imrCase = IMRCase(id: "X", file: "a/b.txt", index: 2, caseNumber: nil,
                             dates: CaseDates(assigned: CalendarDate(year: 2016, month: 2, day: 29), decision: nil),
                             priority: "Expedited", outcome: .partial,
                             reviewer: Reviewer(specialties: ["A", "A"], specialtiesAsWritten: ["a"], boardCertified: false,
                                                licensure: []),
                             patient: Patient(age: 0, sex: .female, dateOfInjury: CalendarDate(year: 1999, month: 12, day: 31)),
                             summary: "", items: [item], chapters: ["c"], warnings: ["w ✓"],
                             letterText: "Read in part.\n\nKept ✓")
        var readWhole = imrCase
        readWhole.letterText = nil
        let file = ParsedFile(cases: [imrCase, readWhole], problems: [LoadProblem(path: "p", kind: .readInPart, reason: "r", caseId: "X"),
                                                                               LoadProblem(path: "q", kind: .readInPart, reason: "s", letterIndex: 3)])
        var writer = ByteWriter()
        CaseCoding.write(file, into: &writer)
        let back = try writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            let parsed = try CaseCoding.read(from: &reader)
            #expect(reader.atEnd)
            return parsed
        }
        #expect(back.cases == file.cases)
        #expect(back.problems == file.problems)
    }
}
