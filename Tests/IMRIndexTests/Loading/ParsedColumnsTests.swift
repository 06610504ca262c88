import Testing
@testable import IMRIndex
import IMRGenerator
@testable import IMRColumns
@testable import IMRStore
import TestFixtures
import IMRModel

/// The facet table read chunk by chunk while the letters are parsed must be the one the cases give, and
/// a corpus whose cases change must not keep it. (The columns of a first open into the store:
/// StoreFirstOpenTests.)
struct ParsedColumnsTests {
    static func letters(_ count: Int, seed: UInt64) throws -> TempFolder {
        let folder = try TempFolder("imr-facet-runs")
        try writeCorpus(to: folder.path, config: GeneratorConfig(count: count, seed: seed))
        return folder
    }

    @Test func theColumnsReadWhileParsingAreTheCasesColumns() throws {
        let letters = try Self.letters(700, seed: 21)
        let plain = try CorpusLoader.load(paths: [letters.path])
        let table = try #require(plain.parsedColumns?.table, "a load that parses every letter reads its table as it goes")
        #expect(table == FacetTable(plain.cases.materialized))
        var unparsed = plain
        unparsed.cases = plain.cases
        #expect(unparsed.parsedColumns == nil)
        #expect(CorpusIndex(plain).table == CorpusIndex(unparsed).table)
    }

    @Test func aCorpusWhoseCasesChangeDropsTheColumns() throws {
        let letters = try Self.letters(40, seed: 22)
        var corpus = try CorpusLoader.load(paths: [letters.path])
        #expect(corpus.parsedColumns != nil)
        var changed = corpus.cases[0]
        changed.reviewer.specialties = ["A Specialty No Letter Has"]
        corpus.cases[0] = changed
        #expect(corpus.parsedColumns == nil)
        let counts = CorpusIndex(corpus).facetCounts(.specialty, for: CaseQuery())
        #expect(counts.contains { $0.value == "A Specialty No Letter Has" })
    }

    /// A corpus opened from its case store whose cases change keeps nothing of the store: no snapshot,
    /// no word store (whose index was of the old cases), no fingerprint to call it unchanged by.
    @Test func aStoredCorpusWhoseCasesChangeForgetsTheStore() throws {
        let letters = try Self.letters(30, seed: 23)
        let cacheFolder = try TempFolder("imr-facet-runs-cache")
        let cache = CaseStore(directory: cacheFolder.path)
        _ = try CorpusLoader.load(paths: [letters.path], cache: cache)
        var corpus = try CorpusLoader.load(paths: [letters.path], cache: cache)
        #expect(corpus.snapshot != nil && corpus.wordStore != nil && corpus.storeFingerprint != nil)
        corpus.cases = CaseList(Array(corpus.cases.materialized.dropFirst()))
        #expect(corpus.snapshot == nil)
        #expect(corpus.wordStore == nil)
        #expect(corpus.storeFingerprint == nil)
        #expect(CorpusIndex(corpus).count == 29)
    }
}
