import Foundation
import Testing
import TestFixtures
@testable import IMRFiles
@testable import IMRIndex
@testable import IMRStore

/// A case store write killed half-way leaves a temporary file that the next open removes (the rule is
/// IMRFilesTests' AbandonedTemporaryFilesTests).
@Suite struct AbandonedStoreWriteTests {
    /// The whole path: a writer killed with SIGKILL in the middle of writing the cache, then an open.
    @Test func aCacheWriteKilledHalfWayLeavesNothingAfterTheNextOpen() throws {
        let letters = try TempFolder("imr-abandoned-letters")
        let home = try TempFolder("imr-abandoned-cache")
        try LoaderTests.letter(case: "CM16-0000001", decision: "Upheld")
            .write(toFile: letters.path + "/a.txt", atomically: false, encoding: .utf8)
        let cache = CaseStore(directory: home.path + "/imr")
        try CaseStore.makeDirectory(cache.directory)
        // What a killed child leaves: a temporary file named for it, and no process behind the name.
        let child = try Process.run(URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "kill -9 $$"])
        child.waitUntilExit()
        let left = cache.directory + "/\(AtomicFile.temporaryPrefix)\(child.processIdentifier)-zzzzzz"
        try Data("half a file".utf8).write(to: URL(fileURLWithPath: left))
        let corpus = try CorpusLoader.load(paths: [letters.path], cache: cache)
        #expect(corpus.cases.map(\.id) == ["CM16-0000001"])
        let remaining = Set(try FileManager.default.contentsOfDirectory(atPath: cache.directory))
        #expect(!remaining.contains { $0.hasPrefix(AtomicFile.temporaryPrefix) })
        #expect(remaining.contains { $0.hasSuffix(CaseStore.casesExtension) })
    }
}
