import Foundation
import Testing
@testable import IMRIndex
import IMRGenerator
import TestFixtures
@testable import IMRColumns
@testable import IMRStore
@testable import IMRExport
import IMRModel

/// A second open of unchanged letters maps the case store's snapshot instead of parsing or decoding:
/// it must give exactly what reading the letters gives, and a damaged, truncated, foreign or outdated
/// store is never used.
@Suite struct CaseStoreTests {
    /// Loads `roots` through a cache in `cacheFolder`, as the command line does (the store written).
    static func load(_ roots: [String], cacheFolder: String) throws -> Corpus {
        try CorpusLoader.load(paths: roots, cache: CaseStore(directory: cacheFolder + "/imr"))
    }

    /// Everything a user can see of two corpora is the same: every field of every case, the problems,
    /// and every answer the index gives (facet counts, sort orders, item-bound words, warnings, keys).
    static func expectSame(_ mapped: Corpus, _ read: Corpus, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(mapped.cases.count == read.cases.count, sourceLocation: sourceLocation)
        for (left, right) in zip(mapped.cases, read.cases) where left != right {
            Issue.record("case \(right.id) differs when mapped from the store", sourceLocation: sourceLocation)
            break
        }
        #expect(mapped.problems == read.problems, sourceLocation: sourceLocation)
        let (a, b) = (CorpusIndex(mapped), CorpusIndex(read))
        for facet in Facet.allCases {
            #expect(a.facetCounts(facet, for: CaseQuery()) == b.facetCounts(facet, for: CaseQuery()),
                    "\(facet)", sourceLocation: sourceLocation)
        }
        for key in SortKey.allCases {
            for descending in [false, true] {
                let query = CaseQuery(sort: key, descending: descending)
                #expect(a.matching(query) == b.matching(query), "\(key) \(descending)", sourceLocation: sourceLocation)
            }
        }
        for filter in ["treat:mri item:overturned", "treat:\"physical therapy\"", "decided:2016..2017 outcome:upheld"] {
            let query = QueryText.parse(filter, resolve: b.resolve).query
            #expect(a.matching(query) == b.matching(query), "\(filter)", sourceLocation: sourceLocation)
        }
        #expect(a.casesWithWarnings == b.casesWithWarnings, sourceLocation: sourceLocation)
        // The word index of stored cases is built from each case read once, not from all of them held.
        #expect(WordIndex(mapped.cases) == WordIndex(read.cases.materialized), sourceLocation: sourceLocation)
        var (treatmentsA, treatmentsB) = ([String](), [String]())
        a.forEachTreatment { treatmentsA.append($0) }
        b.forEachTreatment { treatmentsB.append($0) }
        #expect(treatmentsA == treatmentsB && treatmentsB.count == read.cases.reduce(0) { $0 + $1.items.count },
                sourceLocation: sourceLocation)
        #expect(a.keyRows.caseKeys() == b.keyRows.caseKeys(), sourceLocation: sourceLocation)
        #expect(a.summarySpans.spans.starts == b.summarySpans.spans.starts, sourceLocation: sourceLocation)
        #expect(a.summarySpans.spans.lengths == b.summarySpans.spans.lengths, sourceLocation: sourceLocation)
        for row in [0, read.cases.count / 2, read.cases.count - 1] where row >= 0 {
            #expect(a.row(ofId: read.cases[row].id) == row, sourceLocation: sourceLocation)
        }
    }

    static func isMapped(_ corpus: Corpus) -> Bool {
        corpus.cases.store != nil && corpus.snapshot != nil
    }

    /// Not mapped from the store that was there: its segments decoded, or letters read (and a first open
    /// then maps the store it has just written: `StoreFirstOpen`).
    static func notMappedFromTheOldStore(_ corpus: Corpus) -> Bool {
        !isMapped(corpus) || corpus.lettersReadAgain > 0
    }

    @Test func theSharedCorpusMappedEqualsTheLettersRead() throws {
        let roots = [try FixtureFile.seeds.require(), try FixtureFile.dwcLayout.require(), try FixtureFile.dwcRaw.require()]
        let cacheFolder = try TempFolder("imr-store-shared")
        let first = try Self.load(roots, cacheFolder: cacheFolder.path)
        let read = try CorpusLoader.load(paths: roots)
        #expect(first.lettersReadAgain == read.filesListed, "a first open reads every letter")
        #expect(Self.isMapped(first), "and opens the corpus from the store it wrote (StoreFirstOpen)")
        Self.expectSame(first, read)
        let second = try Self.load(roots, cacheFolder: cacheFolder.path)
        #expect(Self.isMapped(second), "a second open maps the store")
        #expect(second.lettersReadAgain == 0)
        #expect(second.notes.isEmpty, "\(second.notes)")
        Self.expectSame(second, read)
        #expect(second.cases.map { CaseJSON.line($0) } == read.cases.map { CaseJSON.line($0) })
    }

    @Test func tenThousandGeneratedLettersMappedEqualTheLettersRead() throws {
        let letters = try TempFolder("imr-store-10000")
        let cacheFolder = try TempFolder("imr-store-10000-cache")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 10_000, seed: 13))
        let read = try CorpusLoader.load(paths: [letters.path])
        Self.expectSame(try Self.load([letters.path], cacheFolder: cacheFolder.path), read)
        let mapped = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(Self.isMapped(mapped) && mapped.lettersReadAgain == 0)
        Self.expectSame(mapped, read)
    }

    /// Where to damage a store, and whether the damage is news to the user (a format version is not).
    enum Damage: String, CaseIterable {
        case snapshotPart, snapshotDirectory, truncated, otherVersion
    }

    /// Sixty generated letters opened once through a cache: the letters, the cache folder and the store.
    static func storeWritten(_ name: String, seed: UInt64) throws -> (letters: TempFolder, cache: TempFolder, store: URL) {
        let letters = try TempFolder(name)
        let cacheFolder = try TempFolder(name + "-cache")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 60, seed: seed))
        _ = try load([letters.path], cacheFolder: cacheFolder.path)
        let path = CaseStore(directory: cacheFolder.path + "/imr").filePath(roots: [letters.path])
        return (letters, cacheFolder, URL(fileURLWithPath: path))
    }

    @Test(arguments: Damage.allCases)
    func aDamagedStoreIsNeverUsedAndIsRebuilt(damage: Damage) throws {
        let (letters, cacheFolder, url) = try Self.storeWritten("imr-store-damage", seed: 5)
        var bytes = try [UInt8](Data(contentsOf: url))
        let trailer = bytes.count - CaseStoreFile.trailerSize
        let snapshotAt = Int(StoreFileIO.word64(bytes, trailer + 24))
        switch damage {
        case .snapshotPart: bytes[snapshotAt - 40] ^= 0x20
        case .snapshotDirectory: bytes[snapshotAt + 20] ^= 0x01
        case .truncated: bytes.removeLast(bytes.count / 3)
        case .otherVersion:
            bytes[8] &+= 1
            bytes[trailer + 48] &+= 1
        }
        try Data(bytes).write(to: url)
        let reopened = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(Self.notMappedFromTheOldStore(reopened), "a damaged store is not mapped")
        if damage == .otherVersion {
            #expect(reopened.notes.isEmpty, "another format version is replaced without a word: \(reopened.notes)")
        } else {
            #expect(reopened.notes.contains { $0.hasPrefix("ignored the case store") }, "\(reopened.notes)")
        }
        let read = try CorpusLoader.load(paths: [letters.path])
        Self.expectSame(reopened, read)
        let rebuilt = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(Self.isMapped(rebuilt) && rebuilt.lettersReadAgain == 0, "rewritten whole, and mapped again")
        #expect(rebuilt.notes.isEmpty)
        Self.expectSame(rebuilt, read)
    }

    /// A store made for other files (one added, one changed) is not mapped: unchanged files come from
    /// it, the others are read, and the store is written again for the files as they are now.
    @Test func aStoreForAnotherListingIsNotMapped() throws {
        let letters = try TempFolder("imr-store-listing")
        let cacheFolder = try TempFolder("imr-store-listing-cache")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 40, seed: 9))
        _ = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        try letters.write("added.txt", LoaderTests.letter(case: "CM99-0000002", decision: "Overturned"))
        let reopened = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(!Self.isMapped(reopened))
        #expect(reopened.notes.isEmpty, "another state of the letters is no damage: \(reopened.notes)")
        #expect(reopened.cases.contains { $0.id == "CM99-0000002" })
        let mapped = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(Self.isMapped(mapped))
        Self.expectSame(mapped, try CorpusLoader.load(paths: [letters.path]))
    }

    /// A store whose letters changed since: the changed ones are parsed, the others taken from it.
    static func storeOfChangedLetters(_ name: String, seed: UInt64) throws -> (letters: TempFolder, cache: TempFolder, store: CaseStore) {
        let (letters, cacheFolder, _) = try storeWritten(name, seed: seed)
        _ = try letters.write("zz-added.txt", LoaderTests.letter(case: "CM99-0000007", decision: "Overturned"))
        return (letters, cacheFolder, CaseStore(directory: cacheFolder.path + "/imr"))
    }

    /// The browser's load of letters changed since the store was written leaves the new store to
    /// `prepare`, which writes it once the cases are shown.
    @Test func aDeferredStoreIsWrittenByPrepare() throws {
        let (letters, cacheFolder, cache) = try Self.storeOfChangedLetters("imr-store-deferred", seed: 3)
        defer { withExtendedLifetime(cacheFolder) {} }
        let before = try FileManager.default.attributesOfItem(atPath: cache.filePath(roots: [letters.path]))
        let corpus = try CorpusLoader.load(paths: [letters.path], cache: cache, deferringStore: true)
        #expect(corpus.pendingStore != nil && corpus.cases.store == nil)
        let meanwhile = try FileManager.default.attributesOfItem(atPath: cache.filePath(roots: [letters.path]))
        #expect(meanwhile[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int,
                "not written again before the cases are shown")
        var steps: [String] = []
        CorpusIndex.prepare(corpus) { step in
            if case .storeNotSaved(let reason) = step { steps.append(reason) }
        }
        #expect(steps.isEmpty)
        #expect(Self.isMapped(try CorpusLoader.load(paths: [letters.path], cache: cache)))
    }

    /// Once `prepare` has written the store, the same corpus opened from it is handed over, so that a
    /// browser can let go of the cases it parsed: mapped, the same cases, problems and notes, its word
    /// index read from the word store rather than built again, and ready for every query.
    @Test func prepareHandsOverTheCorpusOpenedFromTheStoreItWrote() throws {
        let (letters, cacheFolder, cache) = try Self.storeOfChangedLetters("imr-store-handover", seed: 5)
        defer { withExtendedLifetime(cacheFolder) {} }
        _ = try letters.write("not-a-letter.txt", "Dear diary, nothing here is a determination.\n")
        let parsed = try CorpusLoader.load(paths: [letters.path], cache: cache, deferringStore: true)
        #expect(parsed.cases.store == nil, "letters changed: the browser parses into memory, the store is written after")
        var shown: CorpusIndex?
        var stored: CorpusIndex?
        CorpusIndex.prepare(parsed) { step in
            switch step {
            case .indexed(let index): shown = index
            case .storeOpened(let index): stored = index
            case .indexingWords, .searchReady, .wordIndexNotSaved, .storeNotSaved: break
            }
        }
        let index = try #require(stored, "no corpus handed over from the store")
        #expect(Self.isMapped(index.corpus))
        #expect(index.wordIndexOrigin == .store)
        #expect(!index.isBuildingWordIndex)
        #expect(index.corpus.source == parsed.source && index.corpus.roots == parsed.roots)
        #expect(index.corpus.notes == parsed.notes && index.corpus.filesListed == parsed.filesListed)
        #expect(index.corpus.lettersReadAgain == parsed.lettersReadAgain)
        #expect(!index.corpus.problems.isEmpty, "the file that is not a letter is still said")
        #expect(index.problems == (try #require(shown)).problems)
        Self.expectSame(index.corpus, parsed)
        #expect(index.matching(CaseQuery(text: "lumbar")) == (try #require(shown)).matching(CaseQuery(text: "lumbar")))
    }

    /// Nothing is handed over when nothing was written here: a corpus already mapped from its store.
    @Test func aMappedCorpusIsNotHandedOverAgain() throws {
        let (letters, cacheFolder, _) = try Self.storeWritten("imr-store-no-handover", seed: 6)
        let mapped = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(Self.isMapped(mapped))
        var handedOver = false
        CorpusIndex.prepare(mapped) { step in
            if case .storeOpened = step { handedOver = true }
        }
        #expect(!handedOver)
    }

    /// The strings the cases share are held once for the whole store (citations, guideline names,
    /// specialties): a damaged byte there would change every case naming it, so the store is not used
    /// at all, by the mapped open or by the reading of its segments.
    @Test func aDamagedStringTableIsNeverUsed() throws {
        let (letters, cacheFolder, url) = try Self.storeWritten("imr-store-strings", seed: 11)
        var bytes = try [UInt8](Data(contentsOf: url))
        let trailer = bytes.count - CaseStoreFile.trailerSize
        let directoryAt = Int(StoreFileIO.word64(bytes, trailer + 24))
        let text = try bytes.withUnsafeBufferPointer { buffer throws(StoreCorruption) in
            var directory = ByteReader(UnsafeBufferPointer(rebasing: buffer[directoryAt...]))
            _ = try directory.string()
            _ = try directory.strings()
            _ = try directory.fixed64()
            _ = try directory.count64()
            for _ in 0..<(try directory.count()) {
                _ = try directory.count64()
                _ = try directory.count64()
                _ = try directory.fixed64()
            }
            #expect(try directory.count64() > 10, "the generated letters share strings")
            return try SnapshotPart.readPair(from: &directory).text
        }
        bytes[text.offset + text.length / 2] ^= 0x01
        try Data(bytes).write(to: url)
        let reopened = try Self.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(Self.notMappedFromTheOldStore(reopened))
        #expect(reopened.notes.contains { $0.hasPrefix("ignored the case store") }, "\(reopened.notes)")
        Self.expectSame(reopened, try CorpusLoader.load(paths: [letters.path]))
    }
}
