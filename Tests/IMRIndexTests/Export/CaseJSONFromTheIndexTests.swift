import ExportFixtures
import Foundation
import IMRGenerator
import Testing
import TestFixtures
@testable import IMRExport
@testable import IMRIndex
@testable import IMRModel
@testable import IMRStore

/// `CaseJSONWriter` and the Markdown contents on cases as the index gives them (IMRExportTests'
/// CaseJSONWriterTests hold the writer to Codable on the cases themselves): read from a case store, with
/// their copies, and the headings from the index's columns.
@Suite struct CaseJSONFromTheIndexTests {
    /// As `imr list --json` reads them: each case from a case store, with its copies from the index.
    @Test func generatedLettersOfEveryLayoutFromTheStore() throws {
        let folder = try TempFolder("imr-json-writer")
        let cacheFolder = try TempFolder("imr-json-writer-cache")
        try writeCorpus(to: folder.path, config: GeneratorConfig(count: 600, seed: 0x150E))
        let cache = CaseStore(directory: cacheFolder.path + "/imr")
        _ = try CorpusLoader.load(paths: [folder.path], cache: cache)
        let index = CorpusIndex(try CorpusLoader.load(paths: [folder.path], cache: cache))
        #expect(index.corpus.cases.store != nil, "read from the store")
        let cases = (0..<index.count).map { index.listedCase($0) }
        #expect(cases.count == 600)
        #expect(Set(cases.compactMap(\.layout)).count == LetterLayout.allCases.count, "the letters cover every layout")
        for (number, imrCase) in cases.enumerated() {
            JSONChecks.expectSameAsCodable(imrCase, JSONChecks.annotationsToTry[number % JSONChecks.annotationsToTry.count], imrCase.id)
        }
    }

    /// A Markdown document's contents from the index's columns are those its cases give: each case is
    /// then read once.
    @Test func headingsFromTheIndexAreTheCasesOwn() throws {
        let index = CorpusIndex(try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()]))
        let rows = Array((0..<index.count).reversed())
        let cases = rows.map { (index.listedCase($0), CaseAnnotations()) }
        #expect(index.headings(of: rows) == cases.map { CaseHeading($0.0) })
        var fromIndex = "", fromCases = ""
        var reads = 0
        ExportFormat.markdown.writeDocument(cases.lazy.map { reads += 1; return $0 }, headings: index.headings(of: rows)) {
            fromIndex += $0
        }
        #expect(reads == cases.count, "each case read once")
        ExportFormat.markdown.writeDocument(cases) { fromCases += $0 }
        #expect(fromIndex == fromCases)
        #expect(fromIndex.contains("# IMR cases (\(rows.count))"))
    }
}
