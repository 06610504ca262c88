import Foundation
import Synchronization
import Testing
@testable import IMRIndex
import TestFixtures
@testable import IMRStore
@testable import IMRModel
import IMRColumns

/// A case store opened, checked and mapped, then cut short or written over in place by another program
/// (a backup copied over it, a cache cleaner): reading its cases must not die of SIGBUS, must not pass a
/// damaged record off as the case, and gives the cases as the letters say, saying once what happened.
@Suite(.serialized) struct StoreDamagedWhileMappedTests {
    enum Damage: String, CaseIterable {
        /// Cut to its first page: every record past it is beyond the end of the file.
        case truncated
        /// The records' bytes overwritten in place, the size unchanged.
        case overwritten
    }

    /// Collects what `StoreFallback` says while `body` runs.
    static func reports(_ body: () throws -> Void) rethrows -> [String] {
        let said = Mutex<[String]>([])
        let before = StoreFallback.report.withLock { $0 }
        StoreFallback.report.withLock { $0 = { message in said.withLock { $0.append(message) } } }
        defer { StoreFallback.report.withLock { $0 = before } }
        try body()
        return said.withLock { $0 }
    }

    @Test(arguments: Damage.allCases)
    func casesReadAfterTheStoreIsDamagedAreTheLetters(damage: Damage) throws {
        let (letters, cacheFolder, url) = try CaseStoreTests.storeWritten("imr-store-mapped-damage", seed: 9)
        let read = try CorpusLoader.load(paths: [letters.path])
        let mapped = try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path)
        #expect(CaseStoreTests.isMapped(mapped) && mapped.lettersReadAgain == 0, "opened from the store")

        let handle = try FileHandle(forWritingTo: url)
        switch damage {
        case .truncated:
            try handle.truncate(atOffset: 4096)
        case .overwritten:
            try handle.seek(toOffset: UInt64(CaseStoreFile.headSize))
            try handle.write(contentsOf: Data(repeating: 0x5A, count: 200_000))
        }
        try handle.close()

        var cases: [IMRCase] = []
        let said = Self.reports { cases = mapped.cases.materialized }
        #expect(cases == read.cases.materialized, "every case is as the letters say, none marked damaged")
        #expect(said.count == 1, "the damage is said once: \(said)")
        #expect(said.first?.contains(damage == .truncated ? "cut short" : "written over") == true, "\(said)")
        // The columns taken at open (ids, keys, treatments) were copied then: the index still answers right.
        let (a, b) = (CorpusIndex(mapped), CorpusIndex(read))
        #expect(a.keyRows.caseKeys() == b.keyRows.caseKeys())
        #expect(mapped.cases.indices.map { mapped.cases.id(at: $0) } == read.cases.indices.map { read.cases.id(at: $0) })
    }
}
