import Foundation
import Testing
import IMRGenerator
import TestFixtures
@testable import IMRIndex
@testable import IMRStore
@testable import IMRModel
import IMRExport

/// The segments of a mapped case store are checked when a case of one is first read, not at open
/// (`SegmentChecks`): a byte flipped in one (in a case's record) is still caught before that record is
/// used. Nothing of it is shown or counted, only its own letters are read again, the damage is said, and
/// the segment is written anew from them (`SegmentRepair`), so the next open is clean.
@Suite(.serialized) struct SegmentDamageTests {
    @Test func aDamagedSegmentCostsOnlyItsLettersAndIsWrittenAnew() throws {
        let letters = try TempFolder("imr-segment-damage")
        let cacheFolder = try TempFolder("imr-segment-damage-cache")
        // Three segments: 256, 256 and 88 letters.
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 600, seed: 0x5E6))
        let read = try CorpusLoader.load(paths: [letters.path])
        _ = try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path)
        let cache = CaseStore(directory: cacheFolder.path + "/imr")
        let path = cache.filePath(roots: [letters.path])
        guard case .success(let index) = CaseStoreFile.readIndex(at: path, roots: [letters.path], build: CaseStore.build) else {
            Issue.record("the store's index could not be read")
            return
        }
        #expect(index.segments.count == 3)
        let middle = index.segments[1]
        let url = URL(fileURLWithPath: path)
        let written = try [UInt8](Data(contentsOf: url))
        var damaged = written
        damaged[middle.offset + middle.length / 2] ^= 0x10
        try Data(damaged).write(to: url)

        let reopened = try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(CaseStoreTests.isMapped(reopened), "mapped: its segments are checked when read")
        #expect(reopened.notes.isEmpty)
        // What the snapshot answers (counts, facets) is checked whole at open, and right.
        let (mapped, letterIndex) = (CorpusIndex(reopened), CorpusIndex(read))
        #expect(mapped.facetCounts(.specialty, for: CaseQuery()) == letterIndex.facetCounts(.specialty, for: CaseQuery()))
        let first = Self.reports { #expect(reopened.cases[0] == read.cases[0]) }
        #expect(first.isEmpty, "a case of a sound segment is read from the store: \(first)")
        var cases: [IMRCase] = []
        let said = Self.reports { cases = reopened.cases.materialized }
        #expect(cases == read.cases.materialized, "every case as its letter says, none from the damaged segment")
        #expect(said.count == 1 && said.first?.contains("its 256 letters are read again") == true, "\(said)")
        #expect(said.first?.contains("that part of the store is written anew") == true, "\(said)")
        #expect(try [UInt8](Data(contentsOf: url)) == written, "the segment's bytes are those the store was written with")

        // The next open finds the store sound: nothing read again, nothing said, the same cases.
        let next = try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(CaseStoreTests.isMapped(next) && next.lettersReadAgain == 0)
        var nextCases: [IMRCase] = []
        let saidNext = Self.reports { nextCases = next.cases.materialized }
        #expect(saidNext.isEmpty, "\(saidNext)")
        #expect(nextCases == read.cases.materialized)

        // Through the records read in place too (`imr list --json`, exports), the segment damaged again:
        // the same lines.
        try Data(damaged).write(to: url)
        let again = CorpusIndex(try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path))
        var lines = ListedCaseJSON(again, annotations: nil)
        var listed: [UInt8] = []
        let saidAgain = Self.reports { for row in 0..<again.count { lines.write(row) { listed.append(contentsOf: $0) } } }
        let expected = (0..<letterIndex.count).map { CaseJSON.line(letterIndex.listedCase($0)) + "\n" }.joined()
        #expect(String(decoding: listed, as: UTF8.self) == expected)
        #expect(saidAgain.count == 1, "\(saidAgain)")
        #expect(try [UInt8](Data(contentsOf: url)) == written)
    }

    static func reports(_ body: () throws -> Void) rethrows -> [String] {
        try StoreDamagedWhileMappedTests.reports(body)
    }
}
