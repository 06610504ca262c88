import Foundation
import Testing
import TestFixtures

/// What a file the user cannot read or a folder they cannot write does to imr, run as a user whom
/// permissions bind. Root reads mode-000 files and writes into read-only folders, so where the tests
/// run as root (CI's containers) imr is run as `nobody` through `setpriv`; elsewhere as the user.
/// The in-process tests of the same (`LoaderTests`, `AtomicFileTests`) can only run as a user.
@Suite struct UnprivilegedRunTests {
    /// The sandbox's `imr` script, as a user permissions bind.
    static func script(_ command: String = "exec \"$@\"") throws -> String {
        guard getuid() == 0 else { return command }
        let setpriv = try #require(["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                   "setpriv (util-linux) runs imr as nobody when the tests run as root")
        return command.replacingOccurrences(of: "exec \"$@\"", with: "exec \(setpriv) --reuid=65534 --regid=65534 --clear-groups \"$@\"")
    }

    /// A letter of mode 000: reported with its path and the reason, the readable one beside it read,
    /// exit status 1 (problems found).
    @Test func aLetterNoOneMayReadIsReportedAndTheRestRead() throws {
        let sandbox = Sandbox()
        let folder = sandbox.work + "/letters"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let letter = try String(contentsOfFile: try FixtureFile.dwcLayout.require() + "/CM16-0213037.txt", encoding: .utf8)
        try letter.write(toFile: folder + "/readable.txt", atomically: false, encoding: .utf8)
        try letter.replacingOccurrences(of: "CM16-0213037", with: "CM16-0213038")
            .write(toFile: folder + "/locked.txt", atomically: false, encoding: .utf8)
        chmod(folder + "/locked.txt", 0o000)
        let run = try sandbox.imr(["check", folder], shell: try Self.script())
        #expect(run.status == 1, "\(run.stderr)")
        let said = run.stdout + run.stderr
        #expect(said.contains("locked.txt"))
        #expect(said.contains("could not be read"))
        #expect(said.contains("Permission denied"))
        #expect(said.contains("1 letter read"), "the readable letter is still read: \(said)")
        #expect(!said.contains("Fatal error") && !said.contains("Stack dump"))
    }

    /// An export into a folder the user may not write: a message naming the file and why, a failing
    /// status, and nothing left in the folder (no half-written or temporary file).
    @Test func anExportIntoAFolderNoOneMayWriteLeavesNothing() throws {
        let sandbox = Sandbox()
        let locked = sandbox.work + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        chmod(locked, 0o555)
        defer { chmod(locked, 0o755) }
        let run = try sandbox.imr(["export", "CM16-0213037", try FixtureFile.dwcLayout.require(), "-o", locked + "/case.md"],
                                  shell: try Self.script())
        #expect(run.status != 0)
        #expect(run.stderr.contains(locked + "/case.md"), "\(run.stderr)")
        #expect(run.stderr.contains("Permission denied"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked).isEmpty)
    }
}
