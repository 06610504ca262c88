import ExportFixtures
import IMRGenerator
import IMRLetters
import Testing
import TestFixtures
@testable import IMRColumns
@testable import IMRExport
@testable import IMRIndex
@testable import IMRModel
@testable import IMRStore

/// An export of several cases written from the index, every case from its record read in place where
/// the corpus was mapped from its store (`CorpusIndex.writeDocument`: Markdown, text, CSV and JSON), is
/// byte for byte the document the reports made of Strings gave for the decoded cases as listed
/// (`ReferenceReports`, the code as it was before the reports were written as bytes), with the user's
/// tags and notes and the items a filter singled out; on the real letters, on generated letters of
/// every layout, and on records written by hand with every field, none and awkward text.
@Suite struct ReportsFromRecordsAgainstTheReferenceTests {
    /// `DocumentFromRecordsTests.trials` (every case, some in reverse, those a filter singles items of;
    /// with and without tags and notes), the first `trials` of them, in every format.
    static func expectTheReference(_ index: CorpusIndex, trials: Int = .max, sourceLocation: SourceLocation = #_sourceLocation) {
        DocumentFromRecordsTests.expectDocuments(index, trials: trials, sourceLocation: sourceLocation) { format, rows, queries, notes in
            ReferenceReports.document(format, rows.map { row in
                let imrCase = index.listedCase(row, matchedBy: queries)
                return (imrCase, notes.map { $0[CaseKey.of(imrCase)] ?? CaseAnnotations() } ?? CaseAnnotations())
            })
        }
    }

    @Test func realLettersOfEveryTextForm() throws {
        let (mapped, read) = try DocumentFromRecordsTests.realLetters("imr-reports-reference-real")
        Self.expectTheReference(mapped)
        Self.expectTheReference(read, trials: 2)
    }

    @Test func generatedLettersOfEveryLayout() throws {
        let folder = try TempFolder("imr-reports-reference-generated")
        let cacheFolder = try TempFolder("imr-reports-reference-generated-cache")
        try writeCorpus(to: folder.path, config: GeneratorConfig(count: 400, seed: 0x3232))
        _ = try CaseStoreTests.load([folder.path], cacheFolder: cacheFolder.path)
        let index = CorpusIndex(try CaseStoreTests.load([folder.path], cacheFolder: cacheFolder.path))
        #expect(CaseStoreTests.isMapped(index.corpus))
        #expect(Set((0..<index.count).compactMap { index.listedCase($0).layout }).count == LetterLayout.allCases.count,
                "the letters cover every layout")
        Self.expectTheReference(index)
    }

    /// The hand-made records of `ListedCaseJSONTests` (every field, none, awkward text, lists longer than
    /// their packed counts, what a store adds), read in place and written in every format.
    @Test func recordsWithEveryFieldNullAndAwkwardCharacter() throws {
        let made = ListedCaseJSONTests.handMade()
        let file = ParsedFile(cases: made.map(\.imrCase), problems: [])
        let chosen = StoreStrings.choose(for: [file], spacing: 1)
        var writer = ByteWriter(table: chosen.numbers)
        let records = CaseCoding.write(file, into: &writer)
        let table = StringColumn(chosen.strings)
        let reader = try #require(StoredRecordReader(strings: table, cases: nil))
        for (place, ((imrCase, added, copies), range)) in zip(made, records).enumerated() {
            let id = imrCase.id + " settled"
            let matched: [Int]? = [nil, [0], []][place % 3]
            var decoded = try writer.bytes.withUnsafeBufferPointer { bytes in
                var reader = ByteReader(UnsafeBufferPointer(rebasing: bytes[range]), table: table)
                return try CaseCoding.readCase(from: &reader)
            }
            (decoded.id, decoded.warnings, decoded.copies, decoded.matchedItems) = (id, decoded.warnings + added, copies, matched)
            try writer.bytes.withUnsafeBufferPointer { bytes in
                let view = try #require(reader.view(of: UnsafeBufferPointer(rebasing: bytes[range]), checksum: nil, id: id,
                                                    added: added, copies: copies, table: table))
                for annotations in JSONChecks.annotationsToTry {
                    for format in ExportFormat.allCases {
                        var written: [UInt8] = []
                        let emit = { (piece: UnsafeRawBufferPointer) in written.append(contentsOf: piece) }
                        switch format {
                        case .markdown:
                            var document = MarkdownDocument(headings: [CaseHeading(decoded)])
                            document.write(view, annotations: annotations, to: emit)
                            document.end(to: emit)
                        case .text:
                            var document = TextDocument()
                            document.write(view, annotations: annotations, to: emit)
                        case .json:
                            var document = CaseJSON.Document()
                            document.write(view, annotations: annotations, to: emit)
                            document.end(to: emit)
                        case .csv:
                            var table = CaseCSV.Table(cells: .spreadsheetSafe)
                            table.add(view, matched: matched, annotations: annotations, to: emit)
                            table.end(to: emit)
                        }
                        let document = String(decoding: written, as: UTF8.self)
                        let expected = ReferenceReports.document(format, [(decoded, annotations)])
                        #expect(document == expected, "\(format), \(imrCase.id): \(JSONChecks.firstDifference(document, expected))")
                    }
                }
            }
        }
    }
}
