import Foundation
import Testing
import TestFixtures
@testable import IMRIndex
@testable import IMRStore
import IMRModel

/// A file far larger than any letter among the letters (IMRFilesTests' LargeFileTests: it is not read)
/// is reported with its path and size, and the load goes on.
@Suite struct LargeFileLoadingTests {
    @Test func aHugeSparseFileIsReportedAndTheLettersBesideItRead() throws {
        let folder = try TempFolder()
        let seeds = try FixtureFile.seeds.require()
        let names = try FileManager.default.contentsOfDirectory(atPath: seeds).filter { $0.hasSuffix(".txt") }.sorted()
        let letter = try #require(names.first)
        try FileManager.default.copyItem(atPath: seeds + "/" + letter, toPath: folder.path + "/" + letter)
        let image = try folder.write("disk.img.txt", bytes: [])
        #expect(truncate(image, 8 << 30) == 0, "a sparse file of 8 GB")
        let corpus = try CorpusLoader.load(paths: [folder.path])
        #expect(corpus.cases.count == 1)
        let problem = try #require(corpus.problems.first { $0.path.hasSuffix("disk.img.txt") })
        #expect(problem.kind == .unreadable)
        #expect(problem.reason.contains("too large to be a letter: 8 GB"), "\(problem.reason)")
    }
}
