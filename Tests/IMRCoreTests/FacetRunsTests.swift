import Testing
@testable import IMRCore
import IMRGenerator

/// The facet table read chunk by chunk while the letters are parsed must be the one the cases give,
/// and a corpus whose cases change must not keep it.
struct FacetRunsTests {
    static func letters(_ count: Int, seed: UInt64) throws -> TempFolder {
        let folder = try TempFolder("imr-facet-runs")
        try writeCorpus(to: folder.path, config: GeneratorConfig(count: count, seed: seed))
        return folder
    }

    @Test func theTableReadWhileParsingIsTheCasesTable() throws {
        let letters = try Self.letters(700, seed: 21)
        let read = try CorpusLoader.load(paths: [letters.path])
        let table = try #require(read.facetTable, "a load that parses every letter reads the table as it goes")
        #expect(table == FacetTable(read.cases.materialized))
        #expect(CorpusIndex(read).table == table)

        let cacheFolder = try TempFolder("imr-facet-runs-cache")
        let first = try CorpusLoader.load(paths: [letters.path], cache: CaseCache(directory: cacheFolder.path))
        #expect(first.facetTable == table, "a first open through the cache reads it too")
    }

    @Test func aCorpusWhoseCasesChangeDropsTheTable() throws {
        let letters = try Self.letters(40, seed: 22)
        var corpus = try CorpusLoader.load(paths: [letters.path])
        #expect(corpus.facetTable != nil)
        var changed = corpus.cases[0]
        changed.reviewer.specialties = ["A Specialty No Letter Has"]
        corpus.cases[0] = changed
        #expect(corpus.facetTable == nil)
        let counts = CorpusIndex(corpus).facetCounts(.specialty, for: CaseQuery())
        #expect(counts.contains { $0.value == "A Specialty No Letter Has" })
    }
}
