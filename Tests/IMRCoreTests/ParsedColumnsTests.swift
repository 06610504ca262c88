import Testing
@testable import IMRCore
import IMRGenerator

/// The columns read chunk by chunk while the letters are parsed must be the ones the cases give, and a
/// corpus whose cases change must not keep them.
struct ParsedColumnsTests {
    static func letters(_ count: Int, seed: UInt64) throws -> TempFolder {
        let folder = try TempFolder("imr-facet-runs")
        try writeCorpus(to: folder.path, config: GeneratorConfig(count: count, seed: seed))
        return folder
    }

    @Test func theColumnsReadWhileParsingAreTheCasesColumns() throws {
        let letters = try Self.letters(700, seed: 21)
        let read = try CorpusLoader.load(paths: [letters.path])
        let columns = try #require(read.parsedColumns, "a load that parses every letter reads them as it goes")
        #expect(columns.table == FacetTable(read.cases.materialized))
        #expect(columns.keys == read.cases.map(CaseKey.of))
        #expect(columns.summaryWords == read.cases.map { UInt32(SummarySpans.wordCount($0.summary)) })
        var unparsed = read
        unparsed.cases = read.cases
        #expect(unparsed.parsedColumns == nil)
        let (index, counted) = (CorpusIndex(read), CorpusIndex(unparsed))
        #expect(index.table == counted.table)
        #expect(index.summarySpans.spans.starts == counted.summarySpans.spans.starts)
        #expect(index.summarySpans.spans.lengths == counted.summarySpans.spans.lengths)
        #expect(index.summarySpans.spans.averageLength == counted.summarySpans.spans.averageLength)
        #expect(index.keyRows.caseKeys() == counted.keyRows.caseKeys())

        let cacheFolder = try TempFolder("imr-facet-runs-cache")
        let first = try CorpusLoader.load(paths: [letters.path], cache: CaseCache(directory: cacheFolder.path))
        #expect(first.parsedColumns?.table == columns.table, "a first open through the cache reads them too")
        #expect(first.parsedColumns?.keys == columns.keys)
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
}
