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
import ColumnFixtures

/// The word index kept beside the case store: a second open of an unchanged corpus reads it instead of
/// building it, gets exactly what a build gives, and never uses a file made for other letters, a
/// damaged one, or one whose structure is wrong.
@Suite struct WordIndexStoreTests {
    typealias Setup = CaseStoreReuseTests.Setup

    /// Opens the corpus through the cache and readies search, as the browser does after a load.
    static func open(_ setup: Setup) throws -> CorpusIndex {
        let index = CorpusIndex(try setup.cached())
        index.prepareSearch()
        return index
    }

    /// Searches of every kind the index answers: words, prefixes, phrases, and words taken from the
    /// corpus itself so that some find cases.
    static func searches(_ corpus: Corpus) -> [String] {
        let own = corpus.cases.prefix(3).flatMap { Tokenizer.words($0.summary).prefix(3) }
        let phrase = corpus.cases.first.map { "\"" + Tokenizer.words($0.summary).prefix(2).joined(separator: " ") + "\"" }
        return ["lumbar", "mri knee", "\"physical therapy\"", "thera", "the", "zzzz"] + own + [phrase ?? ""]
    }

    static func results(_ index: CorpusIndex, _ searches: [String]) -> [[Int]] {
        searches.map { index.matching(CaseQuery(text: $0)) }
    }

    /// What a fresh build over the letters read without any cache answers.
    static func expected(_ setup: Setup, _ searches: [String]) throws -> [[Int]] {
        let corpus = try setup.uncached()
        #expect(corpus.wordStore == nil)
        let index = CorpusIndex(corpus)
        let found = results(index, searches)
        #expect(index.wordIndexOrigin == .built)
        return found
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    // MARK: Saved and read back

    @Test func aSavedIndexReadsBackEqual() throws {
        let setup = try Setup(count: 120)
        let corpus = try setup.cached()
        let store = try #require(corpus.wordStore)
        #expect(store.path == setup.cache.wordIndexPath(roots: [setup.letters.path]))
        #expect(store.path.hasSuffix(".imrwords"))
        let built = WordIndex(corpus.cases.materialized)
        try store.save(built, caseCount: corpus.cases.count)
        let read = try store.load(caseCount: corpus.cases.count).get()
        #expect(read == built)
        #expect(!read.vocabulary.isEmpty && !read.positionBytes.isEmpty)
        // The two large arrays stay in the mapped file; the built ones are memory of their own.
        #expect(read.postings.isBorrowed && read.positionBytes.isBorrowed)
        #expect(!built.postings.isBorrowed && !built.positionBytes.isBorrowed)
        // Nothing left beside it but the case store and the index (the temporary file was renamed).
        #expect(setup.cacheFolder.listing().filter { $0.hasPrefix("imr/") }.count == 2)
    }

    /// A first open builds the index and saves it, then searches through the file it saved (the built
    /// arrays are let go); a second open maps the same file. Both answer as a build without a store does.
    @Test func anIndexSavedAfterItsBuildIsUsedFromItsFile() throws {
        let setup = try Setup(count: 60)
        let searches = Self.searches(try setup.uncached())
        let first = try Self.open(setup)
        #expect(first.wordIndexOrigin == .built)
        let usedFirst = first.wordIndex()
        #expect(usedFirst.postings.isBorrowed && usedFirst.positionBytes.isBorrowed)
        #expect(Self.results(first, searches) == (try Self.expected(setup, searches)))
        let second = try Self.open(setup)
        #expect(second.wordIndexOrigin == .store)
        #expect(second.wordIndex().postings.isBorrowed)
        #expect(Self.results(second, searches) == (try Self.expected(setup, searches)))
    }

    /// Built a run of cases at a time and merged on disk, the index is the one built whole, byte for
    /// byte, whatever the runs' size: one case a run, runs that split a word's cases, one run for all.
    /// Spellings String calls equal stay two words in every run and after the merge. No scratch file is
    /// left beside the index.
    @Test(arguments: [1, 7, 25, 1_000])
    func anIndexBuiltInRunsIsTheIndexBuiltWhole(casesPerRun: Int) throws {
        let setup = try Setup(count: 40)
        let cases = try setup.uncached().cases.materialized + PhraseSearch.cases + PhraseSearch.cases.reversed()
        let folder = try TempFolder("imr-word-runs")
        let store = WordIndexStore(path: folder.path + "/corpus-x.imrwords", fingerprint: 99)
        try WordIndexRuns.build(CaseList(cases), into: store, casesPerRun: casesPerRun)
        let merged = try store.load(caseCount: cases.count).get()
        let whole = WordIndex(cases)
        #expect(merged.vocabulary.map { Array($0.utf8) } == whole.vocabulary.map { Array($0.utf8) })
        #expect(merged == whole)
        #expect(merged.postings.isBorrowed && merged.positionBytes.isBorrowed)
        #expect(folder.listing() == ["corpus-x.imrwords"])
    }

    /// A corpus through the store larger than one run builds its index in runs straight into the
    /// store's file and searches through it, saying as each run begins how many cases are indexed;
    /// the next open reads that file, and says nothing.
    @Test func aLargeCorpusBuildsItsIndexInRunsIntoTheStore() throws {
        let setup = try Setup(count: 60)
        let searches = Self.searches(try setup.uncached())
        let first = CorpusIndex(try setup.cached(), casesPerWordRun: 16)
        var steps: [LoadStep] = []
        first.prepareSearch { steps.append($0) }
        let total = first.count
        #expect(steps == stride(from: 0, to: total, by: 16).map { LoadStep.indexingWords(done: $0, total: total) })
        #expect(first.wordIndexOrigin == .built)
        #expect(first.wordIndex().postings.isBorrowed)
        #expect(Self.results(first, searches) == (try Self.expected(setup, searches)))
        let second = CorpusIndex(try setup.cached())
        var secondSteps: [LoadStep] = []
        second.prepareSearch { secondSteps.append($0) }
        #expect(second.wordIndexOrigin == .store)
        #expect(secondSteps.isEmpty)
        #expect(Self.results(second, searches) == (try Self.expected(setup, searches)))
    }

    /// The file is replaced by a rebuild (another corpus state, the same path) while an index read from
    /// the old one is in use: the old mapping lives on, and its searches answer as before.
    @Test func anIndexInUseSurvivesItsFileBeingReplaced() throws {
        let folder = try TempFolder("imr-words")
        let store = WordIndexStore(path: folder.path + "/corpus-x.imrwords", fingerprint: 7)
        let built = WordIndex(PhraseSearch.cases)
        try store.save(built, caseCount: PhraseSearch.cases.count)
        let read = try store.load(caseCount: PhraseSearch.cases.count).get()
        try store.save(WordIndex(Array(PhraseSearch.cases.prefix(1))), caseCount: PhraseSearch.cases.count)
        #expect(read == built)
        #expect(PhraseSearch.viaIndex("au caf", index: read) == PhraseSearch.viaText("au caf"))
    }

    /// A precomposed é and e + U+0301 are two words that String calls equal: both survive, byte for byte,
    /// and are accepted next to each other in the sorted vocabulary.
    @Test func spellingsStringCallsEqualSurviveByTheirBytes() throws {
        let folder = try TempFolder("imr-words")
        let store = WordIndexStore(path: folder.path + "/corpus-x.imrwords", fingerprint: 42)
        let built = WordIndex(PhraseSearch.cases)
        #expect(built.vocabulary.contains("caf\u{E9}") && built.nonASCIIWords.count >= 2)
        try store.save(built, caseCount: PhraseSearch.cases.count)
        let read = try store.load(caseCount: PhraseSearch.cases.count).get()
        #expect(read.vocabulary.map { Array($0.utf8) } == built.vocabulary.map { Array($0.utf8) })
        #expect(read == built)
        #expect(PhraseSearch.viaIndex("au caf", index: read) == PhraseSearch.viaText("au caf"))
    }

    /// A folder where the word index or the case store should be is said to be one: read as a file it
    /// seemed a file cut short ("truncated").
    @Test func aFolderInPlaceOfAStoreFileIsSaidToBeOne() throws {
        let folder = try TempFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/in-the-way", withIntermediateDirectories: false)
        let path = folder.path + "/in-the-way"
        #expect(WordIndexFile.read(from: path, fingerprint: 1, caseCount: 1) == .failure(.damaged("it is a folder, not a file")))
        guard case .failure(.untrusted(let reason)) = CaseStoreFile.readFrame(at: path) else {
            Issue.record("a folder read as a case store")
            return
        }
        #expect(reason == "it is a folder, not a file")
    }

    @Test func anEmptyIndexRoundTrips() throws {
        let folder = try TempFolder("imr-words")
        let store = WordIndexStore(path: folder.path + "/corpus-x.imrwords", fingerprint: 7)
        try store.save(WordIndex([]), caseCount: 0)
        #expect(try store.load(caseCount: 0).get() == WordIndex())
        #expect(store.load(caseCount: 1).failure == .outdated("made for another case count"))
    }

    /// The second open reads the index the first one built and saved; searches give what a build gives.
    @Test func theSecondOpenReadsTheIndexFromTheStore() throws {
        let setup = try Setup(count: 150)
        let first = CorpusIndex(try CorpusLoader.load(paths: [setup.letters.path], cache: setup.cache))
        let searches = Self.searches(first.corpus)
        let expected = try Self.expected(setup, searches)
        first.prepareSearch()
        #expect(first.wordIndexOrigin == .built)
        #expect(first.wordIndexHistory.storeRejection == .missing)
        #expect(first.wordIndexHistory.saveFailure == nil)
        let path = try #require(first.corpus.wordStore?.path)
        #expect(Self.exists(path))
        #expect(Self.results(first, searches) == expected)

        // Reopened: a search asked before any preparation reads the index from the store.
        let second = CorpusIndex(try CorpusLoader.load(paths: [setup.letters.path], cache: setup.cache))
        #expect(second.corpus.wordStore == first.corpus.wordStore)
        #expect(Self.results(second, searches) == expected)
        #expect(second.wordIndexOrigin == .store)
        #expect(expected.contains { !$0.isEmpty } && expected.contains { $0.isEmpty })
    }

    @Test func onlyALoadThroughTheCacheHasAStore() throws {
        let setup = try Setup(count: 5)
        #expect(try setup.uncached().wordStore == nil)
        #expect(CorpusLoader.load(files: try setup.files()).wordStore == nil)
        let memory = CorpusLoader.load(memory: builtInSample().prefix(3).map { ($0.relativePath, $0.bytes) }, source: "s")
        #expect(memory.wordStore == nil)
        let index = CorpusIndex(memory)
        index.prepareSearch()
        #expect(index.wordIndexOrigin == .built)
        #expect(setup.cacheFolder.listing().isEmpty, "nothing saved without a cache")
    }

    /// A save that fails (the folder cannot be written) costs only the next open's build.
    @Test func aFailedSaveIsIgnored() throws {
        let setup = try Setup(count: 20)
        var corpus = try setup.cached()
        corpus.wordStore?.path = "/dev/null/corpus-x.imrwords"
        let index = CorpusIndex(corpus)
        let searches = Self.searches(corpus)
        index.prepareSearch()
        #expect(index.wordIndexOrigin == .built)
        #expect(index.wordIndexHistory.saveFailure != nil)
        #expect(Self.results(index, searches) == (try Self.expected(setup, searches)))
    }

    /// A save that fails at its last step (a folder stands where the file goes) keeps what is there and
    /// leaves no temporary file beside it.
    @Test func aFailedSaveLeavesNoTemporaryFile() throws {
        let folder = try TempFolder("imr-words")
        try folder.write("corpus-x.imrwords/inside", "x")
        let store = WordIndexStore(path: folder.path + "/corpus-x.imrwords", fingerprint: 7)
        #expect(throws: StoreCorruption.self) { try store.save(WordIndex(PhraseSearch.cases), caseCount: 3) }
        #expect(folder.listing() == ["corpus-x.imrwords", "corpus-x.imrwords/inside"])
    }

    @Test func aSaveReplacesTheIndexThere() throws {
        let folder = try TempFolder("imr-words")
        let store = WordIndexStore(path: folder.path + "/corpus-x.imrwords", fingerprint: 7)
        try store.save(WordIndex([]), caseCount: 0)
        let built = WordIndex(PhraseSearch.cases)
        try store.save(built, caseCount: PhraseSearch.cases.count)
        #expect(try store.load(caseCount: PhraseSearch.cases.count).get() == built)
        #expect(folder.listing() == ["corpus-x.imrwords"])
    }

    // MARK: Changed letters

    @Test(arguments: ["touched", "rewritten"])
    func aChangedLetterGivesAnotherFingerprintAndABuild(change: String) throws {
        let setup = try Setup(count: 40)
        let first = try Self.open(setup)
        let before = try #require(first.corpus.wordStore)
        let target = try #require(try setup.files().first { $0.displayPath.hasSuffix(".txt") })
        if change == "touched" {
            var times = [timespec(tv_sec: 1_000_000_000, tv_nsec: 5), timespec(tv_sec: 1_000_000_000, tv_nsec: 5)]
            #expect(utimensat(AT_FDCWD, target.path, &times, 0) == 0)
        } else {
            try setup.letters.write(target.displayPath, LoaderTests.letter(case: "CM99-0000007", decision: "Overturned"))
        }
        let second = try Self.open(setup)
        let after = try #require(second.corpus.wordStore)
        #expect(after.path == before.path)
        #expect(after.fingerprint != before.fingerprint)
        #expect(second.wordIndexOrigin == .built)
        guard case .outdated? = second.wordIndexHistory.storeRejection else {
            Issue.record("an index for other letters is outdated: \(String(describing: second.wordIndexHistory.storeRejection))")
            return
        }
        let searches = Self.searches(second.corpus) + ["CM99-0000007"]
        let expected = try Self.expected(setup, searches)
        #expect(Self.results(second, searches) == expected)
        if change == "rewritten" { #expect(expected.last?.count == 1, "the new letter is found") }
        // Saved again for the letters as they are now.
        #expect(try Self.open(setup).wordIndexOrigin == .store)
    }

    /// Every input of the fingerprint changes it.
    @Test func everyPartOfTheListingChangesTheFingerprint() {
        let files = [SourceFile(path: "/r/a.txt", displayPath: "a.txt", size: 10, modified: 100),
                     SourceFile(path: "/r/b.txt", displayPath: "b.txt", size: 20, modified: 200)]
        let parsed = [ParsedFile(), ParsedFile()]
        let unreadable = ParsedFile(problems: [LoadProblem(path: "b.txt", kind: .unreadable, reason: "denied")])
        func fingerprint(build: String = "b", roots: [String] = ["/r"], files: [SourceFile] = files,
                         parsed: [ParsedFile] = parsed) -> UInt64 {
            CorpusFingerprint.of(build: build, roots: roots, files: files,
                                 lasting: { $0 < parsed.count && CaseStore.cacheable(parsed[$0]) })
        }
        func changed(_ change: (inout SourceFile) -> Void) -> [SourceFile] {
            var copy = files
            change(&copy[1])
            return copy
        }
        let variants = [
            fingerprint(), fingerprint(build: "c"), fingerprint(roots: ["/s"]), fingerprint(roots: ["/r", "/s"]),
            fingerprint(files: changed { $0.path = "/r/c.txt" }), fingerprint(files: changed { $0.displayPath = "c.txt" }),
            fingerprint(files: changed { $0.size = 21 }), fingerprint(files: changed { $0.modified = 201 }),
            fingerprint(files: files.reversed()), fingerprint(files: Array(files.prefix(1)), parsed: Array(parsed.prefix(1))),
            fingerprint(parsed: [ParsedFile(), unreadable]),
        ]
        #expect(Set(variants).count == variants.count)
        #expect(fingerprint() == fingerprint(), "the same listing, the same fingerprint")
    }

    // MARK: Damaged files

    /// The file's bytes with the header made again for `version` and `caseCount` (as found unless given)
    /// and every checksum recomputed over the bytes as they now are: a file that passes every checksum.
    static func rechecksummed(_ bytes: [UInt8], version: UInt32? = nil, caseCount: Int? = nil) -> [UInt8] {
        var offset = WordIndexFile.headerSize
        let parts = WordIndexFile.Part.allCases.map { part in
            let count = Int(StoreFileIO.word64(bytes, WordIndexFile.partsOffset + part.rawValue * 16))
            let region = Array(bytes[offset..<(offset + count * part.width)])
            offset += WordIndexFile.paddedSize(part, count: count)
            return WordIndexFile.PartInfo(count: count, checksum: StoreChecksum.of(region))
        }
        let head = WordIndexFile.header(version: version ?? StoreFileIO.word32(bytes, 8),
                                        fingerprint: StoreFileIO.word64(bytes, 16),
                                        caseCount: caseCount ?? Int(StoreFileIO.word64(bytes, 24)), parts: parts)
        return head + bytes[WordIndexFile.headerSize...]
    }

    /// Where a part's bytes start in the file.
    static func start(of wanted: WordIndexFile.Part, in bytes: [UInt8]) -> Int {
        WordIndexFile.Part.allCases.prefix(wanted.rawValue).reduce(WordIndexFile.headerSize) { offset, part in
            offset + WordIndexFile.paddedSize(part, count: Int(StoreFileIO.word64(bytes, WordIndexFile.partsOffset + part.rawValue * 16)))
        }
    }

    /// A column of the index changed as an array would be.
    static func edited<Element>(_ column: MappableArray<Element>, _ edit: (inout [Element]) -> Void) -> MappableArray<Element> {
        var values = Array(column)
        edit(&values)
        return MappableArray(values)
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func writeBytes(_ bytes: [UInt8], _ path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test(arguments: ["truncated", "cut after the header", "garbage", "empty", "a flipped array byte",
                      "a flipped header byte", "another version", "another case count", "a byte added"])
    func aDamagedOrForeignFileIsIgnoredAndTheIndexRebuilt(damage: String) throws {
        let setup = try Setup(count: 30)
        let first = try Self.open(setup)
        let path = try #require(first.corpus.wordStore?.path)
        var bytes = try Self.readBytes(path)
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 3)
        case "cut after the header": bytes.removeLast(bytes.count - WordIndexFile.headerSize)
        case "garbage": bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
        case "empty": bytes = []
        case "a flipped array byte": bytes[bytes.count - 10] ^= 0x04
        case "a flipped header byte": bytes[WordIndexFile.partsOffset + 3 * 16] ^= 0x01
        case "another version": bytes = Self.rechecksummed(bytes, version: WordIndexFile.version + 1)
        case "another case count": bytes = Self.rechecksummed(bytes, caseCount: first.count - 1)
        default: bytes.append(0)
        }
        try Self.writeBytes(bytes, path)
        let second = try Self.open(setup)
        #expect(second.wordIndexOrigin == .built)
        let rejection = second.wordIndexHistory.storeRejection
        switch (damage, rejection) {
        case ("another version", .outdated?), ("another case count", .outdated?): break
        case (_, .damaged?) where !damage.hasPrefix("another"): break
        default: Issue.record("\(damage): rejected as \(String(describing: rejection))")
        }
        let searches = Self.searches(second.corpus)
        #expect(Self.results(second, searches) == (try Self.expected(setup, searches)))
        #expect(try Self.open(setup).wordIndexOrigin == .store, "saved again, and used")
    }

    /// Indexes that pass every checksum but could not have been built: each is refused by validation,
    /// and the index is built instead, whatever the search.
    @Test(arguments: [
        "a case beyond the corpus", "cases out of order", "vocabulary out of order", "a word twice",
        "offsets short of the cases", "offsets one short", "positions past their bytes", "a count too large",
        "an endless position", "non-ASCII list wrong", "a word start beyond the text", "a word not UTF-8",
    ])
    func aStructurallyBadIndexIsRefused(fault: String) throws {
        let setup = try Setup(count: 30)
        let corpus = try setup.cached()
        let store = try #require(corpus.wordStore)
        let caseCount = corpus.cases.count
        var index = WordIndex(corpus.cases.materialized)
        let repeated = try #require(index.vocabulary.indices.first { index.offsets[$0 + 1] - index.offsets[$0] >= 2 })
        var patch: ((inout [UInt8]) -> Void)? = nil
        switch fault {
        case "a case beyond the corpus": index.postings = Self.edited(index.postings) { $0[$0.count - 1] = Int32(caseCount) }
        case "cases out of order":
            index.postings = Self.edited(index.postings) { $0.swapAt(Int(index.offsets[repeated]), Int(index.offsets[repeated]) + 1) }
        case "vocabulary out of order": index.vocabulary.swapAt(0, 1)
        case "a word twice": index.vocabulary[1] = index.vocabulary[0]
        case "offsets short of the cases": index.postings = Self.edited(index.postings) { $0.append(0) }
        case "offsets one short": index.offsets.removeLast()
        case "positions past their bytes": index.positionBytes = Self.edited(index.positionBytes) { $0.removeLast() }
        case "a count too large": index.positionBytes = Self.edited(index.positionBytes) { $0[0] = 0x7F }
        case "an endless position": index.positionBytes = Self.edited(index.positionBytes) { $0[$0.count - 1] |= 0x80 }
        case "non-ASCII list wrong": index.nonASCIIWords.append(0)
        case "a word start beyond the text":
            patch = { bytes in bytes[Self.start(of: .vocabularyStarts, in: bytes) + 8 + 5] = 0x40 }
        default:
            patch = { bytes in bytes[Self.start(of: .vocabularyText, in: bytes)] = 0xFF }
        }
        try WordIndexFile.write(index, fingerprint: store.fingerprint, caseCount: caseCount, to: store.path)
        if let patch {
            var bytes = try Self.readBytes(store.path)
            patch(&bytes)
            try Self.writeBytes(Self.rechecksummed(bytes), store.path)
        }
        guard case .malformed? = store.load(caseCount: caseCount).failure else {
            Issue.record("\(fault): \(String(describing: store.load(caseCount: caseCount)))")
            return
        }
        let opened = CorpusIndex(corpus)
        let searches = Self.searches(corpus)
        #expect(Self.results(opened, searches) == (try Self.expected(setup, searches)))
        #expect(opened.wordIndexOrigin == .built)
    }

    /// Whatever a file with valid checksums holds, reading it and searching what was accepted never
    /// traps: bytes anywhere in the arrays are changed, the checksums made right, and the file read.
    @Test func changedBytesWithValidChecksumsNeverTrap() throws {
        let setup = try Setup(count: 12)
        let corpus = try setup.cached()
        let store = try #require(corpus.wordStore)
        let caseCount = corpus.cases.count
        try store.save(WordIndex(corpus.cases.materialized), caseCount: caseCount)
        let original = try Self.readBytes(store.path)
        let searches = Self.searches(corpus).map(SearchTerms.parse) + [SearchTerms.parse("\"a b c\"")]
        var random: UInt64 = 2016
        var accepted = 0, refused = 0
        for round in 0..<300 {
            var bytes = original
            for _ in 0...(round % 3) {
                random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let at = WordIndexFile.headerSize + Int((random >> 33) % UInt64(bytes.count - WordIndexFile.headerSize))
                bytes[at] ^= UInt8(truncatingIfNeeded: random >> 8) | 1
            }
            try Self.writeBytes(Self.rechecksummed(bytes), store.path)
            switch store.load(caseCount: caseCount) {
            case .success(let index):
                accepted += 1
                for terms in searches { _ = index.cases(matching: terms, in: corpus.cases) }
                _ = index.cases(withWordContaining: "a", caseCount: caseCount)
            case .failure(let rejection):
                if case .malformed = rejection { refused += 1 } else { Issue.record("round \(round): \(rejection)") }
            }
        }
        #expect(refused > 0 && accepted > 0 && accepted + refused == 300)
    }

    // MARK: Pruning

    /// Old word indexes go with the old case stores they belong to, and ones without a case store go too;
    /// the kept sets keep theirs.
    @Test func wordIndexesArePrunedWithTheirCaseCaches() throws {
        let setup = try Setup(count: 10)
        let folder = setup.cache.directory
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let extra = 4
        for number in 0..<(CaseStore.filesKept + extra) {
            let stem = folder + "/corpus-old\(number)"
            #expect(FileManager.default.createFile(atPath: stem + ".imrcache", contents: Data([1])))
            #expect(FileManager.default.createFile(atPath: stem + ".imrwords", contents: Data([2])))
            var times = [timespec(tv_sec: 1_000_000 + number, tv_nsec: 0), timespec(tv_sec: 1_000_000 + number, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, stem + ".imrcache", &times, 0)
        }
        #expect(FileManager.default.createFile(atPath: folder + "/corpus-orphan.imrwords", contents: Data([3])))
        // The current set's index, from an earlier open whose case store is rewritten now.
        let current = setup.cache.wordIndexPath(roots: [setup.letters.path])
        #expect(FileManager.default.createFile(atPath: current, contents: Data([4])))
        _ = try setup.throughCache()
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
        #expect(names.filter { $0.hasSuffix(".imrcache") }.count == CaseStore.filesKept)
        #expect(names.filter { $0.hasSuffix(".imrwords") }.count == CaseStore.filesKept)
        #expect(!names.contains("corpus-old0.imrwords"), "went with its case store")
        #expect(names.contains("corpus-old\(CaseStore.filesKept + extra - 1).imrwords"))
        #expect(!names.contains("corpus-orphan.imrwords"))
        #expect(Self.exists(current))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
