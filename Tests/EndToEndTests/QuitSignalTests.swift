import Foundation
import Testing

/// Ctrl-C (or a SIGTERM) during a first open stops the store's write half-way: the half-written file is
/// removed before the process dies of the signal, instead of waiting in the cache folder for the next
/// open's prune (gigabytes at a million letters).
@Suite("Quit signals during a first open", .timeLimit(.minutes(3)))
struct QuitSignalTests {
    /// A generated folder, its own cache folder, and the running `imr stats` over them.
    struct FirstOpen {
        let work: URL
        let letters: URL
        let cache: URL
        let process: E2E.Spawned

        /// `shellPrefix` runs in the shell that then becomes imr (`exec`), as nohup would set it up.
        init(shellPrefix: String = "") throws {
            work = FileManager.default.temporaryDirectory.appendingPathComponent("imr-quit-\(UUID().uuidString)")
            letters = work.appendingPathComponent("letters")
            cache = work.appendingPathComponent("cache")
            let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
            // Enough letters that the store is being written for a good part of a second, even optimised.
            let generated = try E2E.run(binary, ["generate", letters.path, "--count", "3000", "--seed", "5"])
            try #require(generated.status == 0, "imr generate failed: \(generated.stderr)")
            let environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": cache.path]) { $1 }
            process = try E2E.spawn("/bin/sh", ["-c", shellPrefix + "exec \"$0\" stats \"$1\"", binary, letters.path],
                                    environment: environment)
        }

        /// The files in imr's cache folder.
        var cacheFiles: [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("imr").path)) ?? []
        }

        /// Waits until the store's temporary file is there (the write has begun), sends `signal`, and
        /// returns how imr ended (its exit status, or 128 + the signal that ended it).
        func signalMidWrite(_ signal: Int32) throws -> Int32 {
            let deadline = Date().addingTimeInterval(30)
            while !cacheFiles.contains(where: { $0.hasPrefix(".imr-tmp-") }) {
                var status: Int32 = 0
                try #require(waitpid(process.pid, &status, WNOHANG) == 0, "imr ended before its store's write was seen")
                try #require(Date() < deadline, "the store's write never began")
                usleep(1000)
            }
            kill(process.pid, signal)
            return try process.finish().status
        }

        func remove() { try? FileManager.default.removeItem(at: work) }
    }

    @Test("A quit signal mid-write leaves no temporary file, and imr dies of that signal",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func aQuitSignalRemovesTheHalfWrittenStore(signal: Int32) throws {
        let open = try FirstOpen()
        defer { open.remove() }
        #expect(try open.signalMidWrite(signal) == 128 + signal)
        #expect(open.cacheFiles.isEmpty, "left in the cache folder: \(open.cacheFiles)")
    }

    @Test("A hangup the parent ignores (nohup) is still ignored: the open finishes and keeps its store")
    func anIgnoredHangupIsStillIgnored() throws {
        let open = try FirstOpen(shellPrefix: "trap '' HUP; ")
        defer { open.remove() }
        #expect(try open.signalMidWrite(SIGHUP) == 0)
        #expect(open.cacheFiles.contains { $0.hasSuffix(".imrcache") }, "kept: \(open.cacheFiles)")
        #expect(!open.cacheFiles.contains { $0.hasPrefix(".imr-tmp-") })
    }
}
