import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import IMRFiles

/// An export onto a full disk: one clear failure, no partial or temporary file, and an existing file
/// untouched. Needs a small tmpfs, so it runs only where this process may mount one (root with
/// CAP_SYS_ADMIN, as in the development container); elsewhere it is skipped.
@Suite struct FullDiskTests {
    /// A 64 KiB tmpfs, mounted for the test and unmounted after.
    final class TinyDisk {
        let path: String
        let mounted: Bool

        init() {
            path = NSTemporaryDirectory() + "imr-tiny-disk-\(UUID().uuidString)"
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            mounted = Self.run("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", path]) == 0
        }

        deinit {
            if mounted { _ = Self.run("/bin/umount", [path]) }
            try? FileManager.default.removeItem(atPath: path)
        }

        static func run(_ tool: String, _ arguments: [String]) -> Int32 {
            guard FileManager.default.isExecutableFile(atPath: tool) else { return -1 }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return -1 }
            process.waitUntilExit()
            return process.terminationStatus
        }

        static let canMount: Bool = getuid() == 0 && TinyDisk().mounted
    }

    @Test(.enabled(if: TinyDisk.canMount, "cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN)"))
    func exportOntoAFullDiskFailsCleanly() throws {
        let disk = TinyDisk()
        try #require(disk.mounted)
        // Fill the disk but for a little room: the export needs more.
        try Data(repeating: 0x20, count: 60_000).write(to: URL(fileURLWithPath: disk.path + "/filler"))
        try Data("kept\n".utf8).write(to: URL(fileURLWithPath: disk.path + "/existing.txt"))
        let report = String(repeating: "A line of an exported case report.\n", count: 1_000)
        for (name, overwrite) in [("new.txt", false), ("existing.txt", true)] {
            do {
                try AtomicFile.write(report, to: disk.path + "/" + name, overwrite: overwrite)
                Issue.record("writing \(report.utf8.count) bytes onto a full disk succeeded")
            } catch {
                #expect(error.description.contains("No space left"), "\(error.description)")
                #expect(error.description.contains(name))
            }
        }
        let listing = try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted()
        #expect(listing == ["existing.txt", "filler"], "a partial or temporary file was left: \(listing)")
        #expect(try String(contentsOfFile: disk.path + "/existing.txt", encoding: .utf8) == "kept\n")
    }
}
