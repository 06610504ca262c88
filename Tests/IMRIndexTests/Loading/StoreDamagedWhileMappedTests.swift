import Foundation
import IMRGenerator
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

    /// `StoreFallback.report` is one hook for the whole process: two tests collecting at once (this suite's
    /// and ListedCaseJSONTests') took each other's reports and left the other's hook behind. One at a time.
    static let oneAtATime = NSLock()

    /// Collects what `StoreFallback` says while `body` runs.
    static func reports(_ body: () throws -> Void) rethrows -> [String] {
        oneAtATime.lock()
        defer { oneAtATime.unlock() }
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

    /// A record that fails its checksum after its segment passed: the letters are read again whole,
    /// assembled, so the case comes with the warning assembling gave it (an id another letter has), once.
    @Test func aCaseReadAgainWholeHasTheWarningsAssemblingGaveItOnce() throws {
        let letters = try TempFolder("imr-store-mapped-warnings")
        let cacheFolder = try TempFolder("imr-store-mapped-warnings-cache")
        try writeCorpus(to: letters.path, config: GeneratorConfig(count: 12, seed: 21))
        // A letter copied under another name asks for the ids its original has.
        let listed = try #require(FileManager.default.subpathsOfDirectory(atPath: letters.path).sorted().first { $0.hasSuffix(".txt") })
        try FileManager.default.copyItem(atPath: letters.path + "/" + listed, toPath: letters.path + "/zz-copy.txt")
        let read = try CorpusLoader.load(paths: [letters.path])
        let expected = read.cases.materialized
        let repeated = { (imrCase: IMRCase) in imrCase.warnings.filter { $0.contains("is also used by") }.count }
        #expect(expected.contains { repeated($0) == 1 }, "the copy's cases are told their ids are taken")
        _ = try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path)
        let mapped = try CaseStoreTests.load([letters.path], cacheFolder: cacheFolder.path)
        let store = try #require(mapped.cases.store)
        #expect(CaseStoreTests.isMapped(mapped) && mapped.lettersReadAgain == 0, "opened from the store")
        // Every segment checked, and sound, before the damage: what fails next is each record.
        #expect(mapped.cases.indices.map { store.decode($0) } == expected)

        let url = URL(fileURLWithPath: CaseStore(directory: cacheFolder.path + "/imr").filePath(roots: [letters.path]))
        let handle = try FileHandle(forWritingTo: url)
        try handle.seek(toOffset: UInt64(CaseStoreFile.headSize))
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 200_000))
        try handle.close()

        var cases: [IMRCase] = []
        let said = Self.reports { cases = mapped.cases.indices.map { store.decode($0) } }
        #expect(said.count == 1 && said.first?.contains("written over") == true, "\(said)")
        #expect(cases == expected, "each case as the letters say, its warnings once")
        #expect(cases.map(repeated) == expected.map(repeated))
    }
}
