import ExportFixtures
import Testing
import TestFixtures
@testable import IMRExport
@testable import IMRIndex
@testable import IMRModel
@testable import IMRStore

/// An export of several cases written from the index (`CorpusIndex.writeDocument`: every format from
/// each case's record read in place) is, byte for byte, the document `ExportFormat.writeDocument` makes
/// of the decoded cases as listed, with their tags and notes. (Both against the reports as they were
/// made before: `ReportsFromRecordsAgainstTheReferenceTests`.)
@Suite struct DocumentFromRecordsTests {
    /// The bytes `writeDocument` hands on, as text.
    static func written(_ index: CorpusIndex, _ format: ExportFormat, rows: [Int], queries: [CaseQuery],
                        annotations: [String: CaseAnnotations]?) -> String {
        var bytes: [UInt8] = []
        index.writeDocument(format, rows: rows, matchedBy: queries, annotations: annotations) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same document made from decoded cases, as exports were made before.
    static func fromCases(_ index: CorpusIndex, _ format: ExportFormat, rows: [Int], queries: [CaseQuery],
                          annotations: [String: CaseAnnotations]?) -> String {
        let cases = rows.map { row in
            let imrCase = index.listedCase(row, matchedBy: queries)
            return (imrCase, annotations.map { $0[CaseKey.of(imrCase)] ?? CaseAnnotations() } ?? CaseAnnotations())
        }
        var document = ""
        format.writeDocument(cases) { document += $0 }
        if format == .json {
            // The array as it was put together before `CaseJSON.Document` wrote it, which both sides use.
            let joined = "[\n" + cases.map { CaseJSON.pretty($0.0, annotations: $0.1) }.joined(separator: ",\n") + "\n]\n"
            #expect(document == joined, "\(JSONChecks.firstDifference(document, joined))")
        }
        return document
    }

    /// The documents the tests write: every case, some in reverse order, and those a treatment word
    /// singles items of (so that CSV's "matched" column says yes and no), each with no notes store and
    /// with tags and notes on every fourth case.
    static func trials(_ index: CorpusIndex) -> [(rows: [Int], queries: [CaseQuery], notes: [String: CaseAnnotations]?)] {
        var annotated: [String: CaseAnnotations] = [:]
        for row in stride(from: 1, to: index.count, by: 4) {
            annotated[CaseKey.of(index.listedCase(row))] = JSONChecks.annotationsToTry[row % JSONChecks.annotationsToTry.count]
        }
        var singling = CaseQuery()
        singling.treatmentWords = ["mri"]
        let every = Array(0..<index.count)
        let orders = [every, every.reversed().filter { $0 % 3 != 0 }, index.matching(singling)]
        return zip(orders, [[], [], [singling]]).flatMap { rows, queries in [nil, annotated].map { (rows, queries, $0) } }
    }

    static func expectSameDocuments(_ index: CorpusIndex, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(trials(index).contains { trial in trial.rows.contains { index.matchedItems($0, forAll: trial.queries) != nil } },
                "some items singled out", sourceLocation: sourceLocation)
        expectDocuments(index, sourceLocation: sourceLocation) { fromCases(index, $0, rows: $1, queries: $2, annotations: $3) }
    }

    /// Each of the first `limit` trials in every format, as `writeDocument` writes it, is `expected`'s.
    static func expectDocuments(_ index: CorpusIndex, trials limit: Int = .max, sourceLocation: SourceLocation = #_sourceLocation,
                                expected: (ExportFormat, [Int], [CaseQuery], [String: CaseAnnotations]?) -> String) {
        for (rows, queries, notes) in trials(index).prefix(limit) {
            for format in ExportFormat.allCases {
                let written = Self.written(index, format, rows: rows, queries: queries, annotations: notes)
                let expected = expected(format, rows, queries, notes)
                #expect(written == expected, "\(format) of \(rows.count) cases, notes \(notes != nil): \(JSONChecks.firstDifference(written, expected))",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// The real letters in all three text forms, mapped from their case store (every record read in
    /// place) and read into memory (every case decoded).
    static func realLetters(_ name: String) throws -> (mapped: CorpusIndex, read: CorpusIndex) {
        let roots = [try FixtureFile.seeds.require(), try FixtureFile.dwcLayout.require(), try FixtureFile.dwcRaw.require()]
        let cacheFolder = try TempFolder(name)
        _ = try CaseStoreTests.load(roots, cacheFolder: cacheFolder.path)
        let mapped = CorpusIndex(try CaseStoreTests.load(roots, cacheFolder: cacheFolder.path))
        #expect(CaseStoreTests.isMapped(mapped.corpus))
        let store = try #require(mapped.corpus.cases.store)
        let reader = try #require(StoredRecordReader(store))
        #expect((0..<mapped.count).allSatisfy { reader.view(at: $0, copies: nil) != nil }, "every record read in place")
        let read = CorpusIndex(try CorpusLoader.load(paths: roots))
        #expect(read.corpus.cases.store == nil)
        return (mapped, read)
    }

    /// The real letters in all three text forms: mapped from their case store (every record read in
    /// place), and read into memory (every case decoded).
    @Test func realLettersOfEveryTextFormInEveryFormat() throws {
        let (mapped, read) = try Self.realLetters("imr-document-records")
        Self.expectSameDocuments(mapped)
        Self.expectSameDocuments(read)
    }

    /// No case: an empty array, and CSV's header alone, as before.
    @Test func noCases() throws {
        let index = CorpusIndex(try CorpusLoader.load(paths: [try FixtureFile.seeds.require()]))
        for format in [ExportFormat.json, .csv] {
            #expect(Self.written(index, format, rows: [], queries: [], annotations: nil)
                    == Self.fromCases(index, format, rows: [], queries: [], annotations: nil))
        }
        #expect(Self.written(index, .json, rows: [], queries: [], annotations: nil) == "[\n\n]\n")
    }
}
