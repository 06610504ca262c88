import Foundation
import Testing
import TestFixtures

/// What imr keeps for the user is the user's alone: exports, the notes database, the filter history and
/// the configuration are made 0600 in folders made 0700 (a stricter umask makes them stricter still);
/// the note `imr note` hands to an editor lives in a folder of its own and goes when imr does.
@Suite("Private files", .timeLimit(.minutes(2)))
struct PrivateFilesTests {
    /// Under the usual umask (022): 0600 files and 0700 folders, whether the export is new, replaces a
    /// file (--force) or is split into folders imr makes. Under a stricter one (0277) the files are
    /// stricter still (0400): never looser than the umask.
    @Test func exportsAreMadeOwnerOnly() throws {
        for (umask, file) in [("022", 0o600), ("0277", 0o400)] as [(String, mode_t)] {
            let sandbox = Sandbox()
            let shell = "umask \(umask); exec \"$@\""
            #expect(try sandbox.imr(["export", "CM16-0213037", "-o", "case.json", E2E.corpusPath], shell: shell).status == 0)
            #expect(Sandbox.mode(sandbox.work + "/case.json") == file, "umask \(umask)")
            try Data("{}".utf8).write(to: URL(fileURLWithPath: sandbox.work + "/open.md"))
            chmod(sandbox.work + "/open.md", 0o644)
            #expect(try sandbox.imr(["export", "CM16-0213037", "-o", "open.md", "--force", E2E.corpusPath], shell: shell).status == 0)
            #expect(Sandbox.mode(sandbox.work + "/open.md") == file, "a replaced file is private too (umask \(umask))")
        }
        let sandbox = Sandbox()
        let split = try sandbox.imr(["export", "--outcome", "overturned", "--split", "-o", "cases/by-case/", E2E.corpusPath])
        #expect(split.status == 0, "\(split.stderr)")
        for made in ["/cases", "/cases/by-case"] { #expect(Sandbox.mode(sandbox.work + made) == 0o700, "\(made)") }
        let written = try FileManager.default.contentsOfDirectory(atPath: sandbox.work + "/cases/by-case")
        #expect(written.count == 18)
        for name in written { #expect(Sandbox.mode(sandbox.work + "/cases/by-case/" + name) == 0o600, "\(name)") }
    }

    /// The notes database and the folders made for it (XDG_DATA_HOME and below), its journal too.
    @Test func theNotesDatabaseIsMadeOwnerOnly() throws {
        for umask in ["022", "077"] {
            let sandbox = Sandbox()
            let shell = "umask \(umask); exec \"$@\""
            #expect(try sandbox.imr(["tag", "CM16-0213037", "follow up", E2E.corpusPath], shell: shell).status == 0)
            #expect(try sandbox.imr(["filters", "save", "mine", "upheld"], shell: shell).status == 0)
            for made in ["/data", "/data/imr"] { #expect(Sandbox.mode(sandbox.root + made) == 0o700, "\(made), umask \(umask)") }
            let kept = try FileManager.default.contentsOfDirectory(atPath: sandbox.root + "/data/imr")
            #expect(kept.contains("notes.sqlite"))
            for name in kept { #expect(Sandbox.mode(sandbox.root + "/data/imr/" + name) == 0o600, "\(name), umask \(umask)") }
        }
    }

    /// The editor gets a 0600 file in a 0700 folder of its own under TMPDIR; both are gone after.
    @Test func theNoteCommandsFileIsPrivateAndGoesAfterwards() throws {
        let sandbox = Sandbox()
        let seen = sandbox.root + "/seen"
        let editor = try editorScript(in: sandbox, body: """
            { echo "$1"; stat -c %a "$1"; stat -c %a "$(dirname "$1")"; } > \(seen)
            printf 'from the editor' > "$1"
            """)
        sandbox.environment["EDITOR"] = editor
        let result = try sandbox.imr(["note", "CM16-0213037", E2E.corpusPath])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: seen, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let path = lines[0]
        #expect(lines[1] == "600" && lines[2] == "700", "\(lines)")
        let folder = (path as NSString).deletingLastPathComponent
        #expect((folder as NSString).deletingLastPathComponent == sandbox.root + "/tmp", "a folder of its own in TMPDIR: \(path)")
        #expect(!FileManager.default.fileExists(atPath: folder), "removed with its folder")
        #expect(try sandbox.imr(["show", "--json", "CM16-0213037", E2E.corpusPath]).stdout.contains("\"note\" : \"from the editor\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root + "/tmp").isEmpty)
    }

    /// imr ended by a signal while the editor is open: SIGTERM, SIGINT and SIGHUP remove the note's file
    /// and folder; after SIGKILL they stay, private, until the next `imr note` that runs an editor.
    @Test func theNoteCommandsFileGoesWhenImrIsKilled() throws {
        let binary = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        try E2E.requireCorpus(in: [E2E.corpusPath])
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGKILL] {
            let sandbox = Sandbox()
            let seen = sandbox.root + "/seen"
            // The editor says where the note is, then waits to be ended.
            sandbox.environment["EDITOR"] = try editorScript(in: sandbox, body: "echo \"$$ $1\" > \(seen).tmp; mv \(seen).tmp \(seen); exec sleep 60")
            let imr = try E2E.spawn(binary, ["note", "CM16-0213037", E2E.corpusPath], environment: sandbox.environment)
            let deadline = Date().addingTimeInterval(30)
            while !FileManager.default.fileExists(atPath: seen) && Date() < deadline { usleep(20_000) }
            let said = try String(contentsOfFile: seen, encoding: .utf8).split(separator: " ", maxSplits: 1)
            let (editor, path) = (pid_t(String(said[0])) ?? 0, said[1].trimmingCharacters(in: .newlines))
            #expect(FileManager.default.fileExists(atPath: path))
            kill(imr.pid, signal)
            let ended = try imr.finish()
            kill(editor, SIGKILL)
            #expect(ended.status == 128 + signal, "\(ended.stderr)")
            let folder = (path as NSString).deletingLastPathComponent
            if signal != SIGKILL {
                #expect(!FileManager.default.fileExists(atPath: path) && !FileManager.default.fileExists(atPath: folder), "signal \(signal)")
                continue
            }
            #expect(Sandbox.mode(path) == 0o600 && Sandbox.mode(folder) == 0o700, "left by SIGKILL, and private")
            sandbox.environment["EDITOR"] = try editorScript(in: sandbox, body: "printf 'again' > \"$1\"")
            #expect(try sandbox.imr(["note", "CM16-0213037", E2E.corpusPath]).status == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.root + "/tmp").isEmpty, "the next removed what was left")
        }
    }

    /// The filter history and the configuration the browser writes (f, T), and the folders it makes
    /// for them (under HOME: .local, .local/share, imr; and imr in XDG_CONFIG_HOME).
    @Test
    func theBrowsersHistoryAndConfigurationAreMadeOwnerOnly() async throws {
        let session = try TmuxSession()
        defer { session.close() }
        let imr = try #require(E2E.imrPath)
        try session.startScript("umask 022\n" + [imr, E2E.corpusPath].map(TmuxSession.shellQuoted).joined(separator: " "),
                                environment: ["IMR_NO_CACHE": "1"])
        try await session.waitFor(text: "126 of 126 cases", timeout: 15)
        try session.send(keys: "f")
        try session.type(literal: "upheld")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "of 126 cases")
        try session.send(keys: "T")
        try await session.waitFor(text: "Theme: ")
        try session.send(keys: "q")
        #expect(try await session.waitForExit() == 0)
        let home = session.root.path + "/home"
        let config = session.root.path + "/config"
        for folder in [home + "/.local", home + "/.local/share", home + "/.local/share/imr", config + "/imr"] {
            #expect(Sandbox.mode(folder) == 0o700, "\(folder)")
        }
        #expect(Sandbox.mode(home + "/.local/share/imr/filter-history") == 0o600)
        #expect(Sandbox.mode(config + "/imr/config.toml") == 0o600)
    }

    /// A shell script to stand for the user's editor: `$1` is the note's file.
    func editorScript(in sandbox: Sandbox, body: String) throws -> String {
        let path = sandbox.root + "/editor-\(UUID().uuidString.prefix(6)).sh"
        try ExecutableScript.write("#!/bin/sh\n" + body + "\n", to: path)
        return path
    }
}
