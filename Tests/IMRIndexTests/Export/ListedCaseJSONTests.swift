import ExportFixtures
import Foundation
import IMRGenerator
import Testing
import TestFixtures
@testable import IMRColumns
@testable import IMRExport
@testable import IMRIndex
import IMRLetters
@testable import IMRModel
@testable import IMRStore

/// `imr list --json` writes each case of a case store from its record read in place (`ListedCaseJSON`,
/// `StoredRecordReader`, `CaseRecordView`): the bytes must be those of the decoded case
/// (`CaseJSON.line` of `CorpusIndex.listedCase`), with everything a decoded case gets beyond its
/// record (the settled id, warnings the store added, copies, the reasons' sentences, turnaround, the
/// user's tags and note found by the case's key), and a record that cannot be read so is decoded and
/// reported as before.
@Suite struct ListedCaseJSONTests {
    /// Every row's line through `ListedCaseJSON` is `CaseJSON.line` of the case as listed, with no notes
    /// store and with annotations on some cases; and every record was read in place, not decoded.
    static func expectLinesOfTheListedCases(_ index: CorpusIndex, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let store = try #require(index.corpus.cases.store, "read from the store", sourceLocation: sourceLocation)
        let reader = try #require(StoredRecordReader(store), sourceLocation: sourceLocation)
        var annotated: [String: CaseAnnotations] = [:]
        for row in stride(from: 0, to: index.count, by: 3) {
            annotated[CaseKey.of(index.listedCase(row))] = JSONChecks.annotationsToTry[row % JSONChecks.annotationsToTry.count]
        }
        #expect(annotated.values.contains { !$0.isEmpty }, sourceLocation: sourceLocation)
        for notes in [nil, annotated] {
            var lines = ListedCaseJSON(index, annotations: notes)
            for row in 0..<index.count {
                #expect(reader.view(at: row, copies: nil) != nil, "row \(row) read in place", sourceLocation: sourceLocation)
                let listed = index.listedCase(row)
                let expected = CaseJSON.line(listed, annotations: notes?[CaseKey.of(listed)] ?? CaseAnnotations()) + "\n"
                var written: [UInt8] = []
                lines.write(row) { written.append(contentsOf: $0) }
                let line = String(decoding: written, as: UTF8.self)
                if line != expected {
                    Issue.record("\(listed.id): \(JSONChecks.firstDifference(line, expected))", sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }

    /// The real letters in all three text forms, through a case store: their copies (the same letters
    /// in two forms) and the warnings settling their ids added are in the lines.
    @Test func realLettersOfEveryTextFormFromTheStore() throws {
        let roots = [try FixtureFile.seeds.require(), try FixtureFile.dwcLayout.require(), try FixtureFile.dwcRaw.require()]
        let cacheFolder = try TempFolder("imr-listed-json-real")
        _ = try CaseStoreTests.load(roots, cacheFolder: cacheFolder.path)
        let index = CorpusIndex(try CaseStoreTests.load(roots, cacheFolder: cacheFolder.path))
        #expect(index.corpus.lettersReadAgain == 0)
        #expect(index.count == 3 + 126 * 2)
        #expect((0..<index.count).contains { index.listedCase($0).copies?.isEmpty == false }, "letters with copies")
        #expect(index.corpus.cases.store?.addedWarnings.isEmpty == false, "warnings the store adds")
        #expect((0..<index.count).contains { index.listedCase($0).items.contains { !$0.reasons.isEmpty } }, "reasons")
        try Self.expectLinesOfTheListedCases(index)
    }

    @Test func generatedLettersOfEveryLayoutFromTheStore() throws {
        let folder = try TempFolder("imr-listed-json-generated")
        let cacheFolder = try TempFolder("imr-listed-json-generated-cache")
        try writeCorpus(to: folder.path, config: GeneratorConfig(count: 600, seed: 0x150E))
        _ = try CaseStoreTests.load([folder.path], cacheFolder: cacheFolder.path)
        let index = CorpusIndex(try CaseStoreTests.load([folder.path], cacheFolder: cacheFolder.path))
        #expect(Set((0..<index.count).compactMap { index.listedCase($0).layout }).count == LetterLayout.allCases.count,
                "the letters cover every layout")
        try Self.expectLinesOfTheListedCases(index)
    }

    // MARK: Records written by hand

    /// A rationale whose sentences are spread over lines and spaces, as letters are: a reason's sentence is
    /// kept as its place in it, and read back on one line.
    static let rationale = "First,  a sentence.\n\nThe request\nfor \(JSONChecks.awkward)   is not\tsupported. Last one."

    /// Cases with every field, every null and every awkward character, and what a store adds to them.
    static func handMade() -> [(imrCase: IMRCase, added: [String], copies: [String]?)] {
        var every = JSONChecks.everyField
        every.items[0].rationale = rationale
        every.items[0].reasons = [
            ItemReason(id: "not-supported", sentence: "The request for \(JSONChecks.awkward) is not supported."),
            ItemReason(id: "first", sentence: "First, a sentence."),
            ItemReason(id: "elsewhere", sentence: "Not in the rationale \(JSONChecks.awkward)"),
        ]
        var unknown = every
        unknown.reviewer.boardCertified = false
        var none = every
        none.reviewer.boardCertified = nil
        none.caseNumber = nil  // the notes' key is then the text's
        none.items[0].authorizedPortion = nil
        none.items[0].claimsAdministratorGuideline[0].pages = [Int.max, 0, -7, Int.min]
        none.patient = Patient(age: 0, sex: .male, dateOfInjury: nil)
        none.index = 123_456_789
        none.layout = nil
        none.letterText = nil
        none.dates = CaseDates(assigned: nil, decision: CalendarDate(year: 2016, month: 1, day: 1), urDenial: nil,
                               applicationReceived: CalendarDate(year: 2016, month: 2, day: 1))  // no turnaround
        none.items[1].treatmentKind = nil
        var cases: [(IMRCase, [String], [String]?)] = [
            (every, [], nil), (unknown, ["Case number used twice \(JSONChecks.awkward)"], ["b/copy.txt", "a \(JSONChecks.awkward)"]),
            (none, ["one", ""], []), (IMRCase(id: "", file: ""), [], nil),
        ]
        // Every list longer than its count's packed field holds (`PackedCaseFields`, `PackedItemFields`,
        // `PackedCitationFields`): the rest of the count is written where the list begins.
        var crowded = every
        crowded.reviewer.specialties = (0..<5).map { "Specialty \($0)" }
        crowded.reviewer.specialtiesAsWritten = (0..<4).map { "Specialty as written \($0)" }
        crowded.reviewer.licensure = (0..<6).map { "State \($0)" }
        crowded.chapters = (0..<9).map { "Chapter \($0)" }
        crowded.warnings = ["first warning", "second warning", "third \(JSONChecks.awkward)"]
        var busy = every.items[0]
        let citation = busy.maximusGuideline.first ?? Citation(text: "ODG", guideline: "ODG", mtus: false, chapter: 12,
                                                               label: "ODG", topic: nil, pages: [])
        busy.claimsAdministratorGuideline = (0..<5).map { var cited = citation; cited.pages = Array(0..<(10 + $0)); return cited }
        busy.maximusGuideline = Array(repeating: citation, count: 4)
        busy.bodyRegions = ["neck", "shoulder", "knee", "ankle", "wrist"]
        busy.treatmentDoubt = ["odd", "words"]
        busy.reasons = (0..<9).map { ItemReason(id: "reason-\($0)", sentence: $0 % 2 == 0 ? every.items[0].reasons[0].sentence : "Last one.") }
        crowded.items = Array(repeating: busy, count: 9)
        cases.append((crowded, [], nil))
        for layout in LetterLayout.allCases {
            var laid = every
            laid.layout = layout
            laid.outcome = .partial
            cases.append((laid, [], nil))
        }
        return cases
    }

    /// Each hand-made case, its lists longer than their packed counts hold and its fields absent or
    /// present, decodes to the case written; but for its reasons' sentences, which come back as the
    /// rationale's own words on one line (the test below compares them with the JSON of the record).
    @Test func handMadeCasesDecodeToThemselves() throws {
        func withoutSentences(_ imrCase: IMRCase) -> IMRCase {
            var bare = imrCase
            for item in bare.items.indices {
                bare.items[item].reasons = bare.items[item].reasons.map { ItemReason(id: $0.id, sentence: "") }
            }
            return bare
        }
        for (imrCase, _, _) in Self.handMade() {
            var writer = ByteWriter()
            CaseCoding.write(imrCase, into: &writer)
            let read = try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ByteReader(buffer)
                return try CaseCoding.readCase(from: &reader)
            }
            #expect(withoutSentences(read) == withoutSentences(imrCase), "\(imrCase.id)")
        }
    }

    /// Each hand-made case written as a store writes it (shared strings numbered in a table, the rest in
    /// full), then read in place: the line and the notes' key are those of the case `StoredCases.decode`
    /// gives, whether the table is held as values or packed as a store maps it.
    @Test func casesWithEveryFieldNullAndAwkwardCharacterReadInPlace() throws {
        let made = Self.handMade()
        let file = ParsedFile(cases: made.map(\.imrCase), problems: [])
        let chosen = StoreStrings.choose(for: [file], spacing: 1)
        #expect(!chosen.strings.isEmpty, "some strings shared")
        var writer = ByteWriter(table: chosen.numbers)
        let records = CaseCoding.write(file, into: &writer)
        var packed = StringColumn.Builder()
        for string in chosen.strings { packed.append(string) }
        for table in [StringColumn(chosen.strings), packed.column] {
            let reader = try #require(StoredRecordReader(strings: table, cases: nil))
            var lines = CaseJSON.Lines()
            for ((imrCase, added, copies), range) in zip(made, records) {
                let id = imrCase.id + " settled"
                let decoded = try writer.bytes.withUnsafeBufferPointer { bytes in
                    var reader = ByteReader(UnsafeBufferPointer(rebasing: bytes[range]), table: table)
                    var decoded = try CaseCoding.readCase(from: &reader)
                    (decoded.id, decoded.warnings, decoded.copies) = (id, decoded.warnings + added, copies)
                    return decoded
                }
                #expect(decoded.items.first?.reasons.first?.sentence.contains("supported") != false)
                try writer.bytes.withUnsafeBufferPointer { bytes in
                    let view = try #require(reader.view(of: UnsafeBufferPointer(rebasing: bytes[range]), checksum: nil, id: id,
                                                        added: added, copies: copies, table: table))
                    #expect(CaseKey.of(view) == CaseKey.of(decoded))
                    for annotations in JSONChecks.annotationsToTry {
                        var written: [UInt8] = []
                        lines.write(view, annotations: annotations) { written.append(contentsOf: $0) }
                        let line = String(decoding: written, as: UTF8.self)
                        let expected = CaseJSON.line(decoded, annotations: annotations) + "\n"
                        #expect(line == expected, "\(JSONChecks.firstDifference(line, expected))")
                    }
                }
            }
        }
    }

    /// Bytes that are not UTF-8 in a record (which its checksum cannot catch when a program wrote the
    /// record so) are never copied into the JSON: the record is decoded instead, which repairs them.
    @Test func aRecordThatIsNotUTF8IsDecodedInstead() throws {
        let imrCase = IMRCase(id: "A", file: "a.txt", summary: "Résumé of the case, long enough to be written in full.")
        var writer = ByteWriter()
        let range = CaseCoding.write(ParsedFile(cases: [imrCase], problems: []), into: &writer)[0]
        let accent = try #require((range.lowerBound..<(range.upperBound - 1)).first { writer.bytes[$0] == 0xC3 && writer.bytes[$0 + 1] == 0xA9 })
        writer.bytes[accent + 1] = 0x41  // a lead byte with no continuation
        let reader = try #require(StoredRecordReader(strings: StringColumn([]), cases: nil))
        let view = writer.bytes.withUnsafeBufferPointer { bytes in
            reader.view(of: UnsafeBufferPointer(rebasing: bytes[range]), checksum: nil, id: "A", added: [], copies: nil, table: StringColumn([]))
        }
        #expect(view == nil)
        #expect(StoredRecordReader(strings: StringColumn(["ok", "caf\u{E9}"]), cases: nil) != nil)
        let invalid = StringColumn(text: [0xC3, 0x41], starts: [0, 2])
        #expect(StoredRecordReader(strings: invalid, cases: nil) == nil, "a string table that is not UTF-8: every case decoded")
    }

    /// Reasons that all quote the whole rationale: their sentences, cut from it, outgrow the room a
    /// record is given for them (twice its size), though not the room the long warning and copy added
    /// after them take too: they must not eat into that. The record is decoded instead, whole.
    @Test func sentencesLongerThanTheRoomAreDecodedInstead() throws {
        let rationale = String(repeating: "The request is not supported by the guidelines. ", count: 20)
        let item = Item(treatment: "MRI", decision: .upheld, rationale: rationale,
                        reasons: (0..<6).map { ItemReason(id: "reason-\($0 % 2)", sentence: rationale) })
        let imrCase = IMRCase(id: "A", file: "a.txt", items: [item])
        var writer = ByteWriter()
        let range = CaseCoding.write(ParsedFile(cases: [imrCase], problems: []), into: &writer)[0]
        #expect(6 * rationale.utf8.count > 2 * range.count, "the sentences outgrow twice the record")
        #expect(6 * rationale.utf8.count < 2 * range.count + 10_000, "but not the room of the warning and copy too")
        let reader = try #require(StoredRecordReader(strings: StringColumn([]), cases: nil))
        let long = String(repeating: "w", count: 5_000)
        let view = writer.bytes.withUnsafeBufferPointer { bytes in
            reader.view(of: UnsafeBufferPointer(rebasing: bytes[range]), checksum: nil, id: "A", added: [long], copies: [long],
                        table: StringColumn([]))
        }
        #expect(view == nil)
        let decoded = try writer.bytes.withUnsafeBufferPointer { bytes in
            var reader = ByteReader(UnsafeBufferPointer(rebasing: bytes[range]))
            return try CaseCoding.readCase(from: &reader)
        }
        #expect(decoded.items[0].reasons.count == 6)
    }

    /// A store written over after it was opened: each damaged record fails its checksum and is decoded,
    /// which reads the case from its letter and says so once, as without `ListedCaseJSON`.
    @Test func aRecordWrittenOverIsDecodedAndReportedAsBefore() throws {
        let (letters, cacheFolder, url) = try CaseStoreTests.storeWritten("imr-listed-json-damage", seed: 9)
        let read = CorpusIndex(try CorpusLoader.load(paths: [letters.path]))
        let mapped = CorpusIndex(try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path))
        #expect(CaseStoreTests.isMapped(mapped.corpus))
        let handle = try FileHandle(forWritingTo: url)
        try handle.seek(toOffset: UInt64(CaseStoreFile.headSize))
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 200_000))
        try handle.close()

        var written: [UInt8] = []
        let said = StoreDamagedWhileMappedTests.reports {
            var lines = ListedCaseJSON(mapped, annotations: nil)
            for row in 0..<mapped.count { lines.write(row) { written.append(contentsOf: $0) } }
        }
        let expected = (0..<read.count).map { CaseJSON.line(read.listedCase($0)) + "\n" }.joined()
        #expect(String(decoding: written, as: UTF8.self) == expected, "every case as its letter says")
        #expect(said.count == 1 && said.first?.contains("written over") == true, "the damage said once: \(said)")
    }
}
