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
        let plain = try CorpusLoader.load(paths: [letters.path])
        let table = try #require(plain.parsedColumns?.table, "a load that parses every letter reads its table as it goes")
        #expect(table == FacetTable(plain.cases.materialized))
        #expect(plain.parsedColumns?.keys == nil, "keys and words are counted for a store only")

        let cacheFolder = try TempFolder("imr-facet-runs-cache")
        let read = try CorpusLoader.load(paths: [letters.path], cache: CaseCache(directory: cacheFolder.path))
        let columns = try #require(read.parsedColumns, "a first open through the cache reads them as it goes")
        #expect(columns.table == table)
        #expect(columns.keys == read.cases.map(CaseKey.of))
        #expect(columns.summaryWords == read.cases.map { UInt32(SummarySpans.wordCount($0.summary)) })
        // The index from the columns alone (not the store's snapshot), against one counting from the cases.
        var fromColumns = read
        fromColumns.snapshot = nil
        var unparsed = fromColumns
        unparsed.cases = read.cases
        #expect(unparsed.parsedColumns == nil)
        let (index, counted) = (CorpusIndex(fromColumns), CorpusIndex(unparsed))
        #expect(index.table == counted.table)
        #expect(index.summarySpans.spans.starts == counted.summarySpans.spans.starts)
        #expect(index.summarySpans.spans.lengths == counted.summarySpans.spans.lengths)
        #expect(index.summarySpans.spans.averageLength == counted.summarySpans.spans.averageLength)
        #expect(index.keyRows.caseKeys() == counted.keyRows.caseKeys())
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
