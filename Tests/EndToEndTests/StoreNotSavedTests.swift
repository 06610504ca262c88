import Foundation
import Testing

/// A first open on the command line parses straight into its case store and keeps no case in memory
/// meanwhile. When the store cannot be written (a full disk; here the file size limit, which fails the
/// write the same way), the command must still answer, from the letters read again, and say the store
/// was not saved, leaving nothing in the cache folder.
@Suite("A first open whose store cannot be written", .timeLimit(.minutes(3)))
struct StoreNotSavedTests {
    @Test func theAnswerIsTheSameAndTheUserIsTold() throws {
        // `trap '' XFSZ`: the write fails (EFBIG) instead of the signal ending imr, as a full disk fails it.
        let open = try QuitSignalTests.FirstOpen(shellPrefix: "trap '' XFSZ; ulimit -f 200; ")
        defer { open.remove() }
        let limited = try open.process.finish()
        let binary = try #require(E2E.imrPath)
        let plain = try E2E.run(binary, ["stats", open.letters.path, "--no-cache"])
        #expect(limited.status == 0, "\(limited.stderr)")
        #expect(plain.status == 0)
        #expect(limited.stdout == plain.stdout)
        #expect(limited.stderr.contains("the case store was not saved"), "\(limited.stderr)")
        #expect(open.cacheFiles.isEmpty, "left in the cache folder: \(open.cacheFiles)")
    }
}
