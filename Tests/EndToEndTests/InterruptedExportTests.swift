import Foundation
import Testing

/// An export killed with SIGKILL while it writes leaves its temporary file (`.imr-tmp-PID-…`, the cases'
/// full text) beside the target, as nothing can stop that; the next export into that folder removes it,
/// and leaves alone one whose writer still runs.
@Suite("Interrupted exports", .timeLimit(.minutes(3)))
struct InterruptedExportTests {
    static func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".imr-tmp-") }.sorted()
    }

    /// Killed at a random moment while its temporary file is there (tried again when the export won the
    /// race), then another export into the same folder.
    @Test func theNextExportRemovesWhatAKilledOneLeft() throws {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: [E2E.corpusPath])
        let sandbox = Sandbox()
        let folder = sandbox.work + "/out"
        var left: [String] = []
        var tries = 0
        while left.isEmpty && tries < 20 {
            tries += 1
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let export = try E2E.spawn(binary, ["export", "--outcome", "upheld", "--format", "markdown", "-o", folder + "/all.md",
                                                E2E.corpusPath], environment: sandbox.environment)
            let deadline = Date().addingTimeInterval(30)
            while Self.temporaryFiles(in: folder).isEmpty && !FileManager.default.fileExists(atPath: folder + "/all.md")
                    && Date() < deadline {
                usleep(200)
            }
            usleep(UInt32.random(in: 0...3000))
            kill(export.pid, SIGKILL)
            _ = try export.finish()
            left = Self.temporaryFiles(in: folder)
        }
        try #require(left.count == 1, "a killed export left its temporary file (\(tries) tries)")
        #expect(Sandbox.mode(folder + "/" + left[0]) == 0o600, "private while it lies there")
        #expect(!FileManager.default.fileExists(atPath: folder + "/all.md"), "nothing half-written in place")

        // One a live writer holds (this process stands for it) is not touched.
        let live = folder + "/.imr-tmp-\(getpid())-abcdef"
        try Data("in progress".utf8).write(to: URL(fileURLWithPath: live))
        let next = try sandbox.imr(["export", "CM16-0213037", "-o", folder + "/", E2E.corpusPath])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/CM16-0213037.txt"))
        #expect(Self.temporaryFiles(in: folder) == [".imr-tmp-\(getpid())-abcdef"], "the abandoned one went, the live one stayed")
    }
}
