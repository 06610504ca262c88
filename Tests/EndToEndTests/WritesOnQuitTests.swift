import Foundation
import Testing

// What the user typed is written before the browser goes: a tag or note typed and quit at once (the keys
// sent in one go, as a fast typist or a script does), an export asked for just before `q`; and a note
// written with `imr note` while the browser had the same note open is never overwritten unseen.

@Suite(
    "Writes that finish before quitting (tmux)",
    .serialized,
    .timeLimit(.minutes(2))
)
struct WritesOnQuitTests {
    /// The browser on the real letters with its notes at `database`, the selected case's id.
    static func opened(_ session: TmuxSession, database: String, folder: String) async throws -> String {
        try session.startIMR(arguments: [E2E.corpusPath], environment: ["IMR_NOTES": database, "XDG_DATA_HOME": folder])
        _ = try await session.waitUntil("the 126 cases") { Screen.shownCount($0)?.total == 126 }
        return try #require(Screen.cursorID(try session.capture(escapes: true)), "the selected case")
    }

    /// `imr list --json` of the real letters with the notes at `database`: each case's note and tags by id.
    static func annotations(database: String, folder: String) throws -> [String: (note: String?, tags: [String])] {
        let imr = try #require(E2E.imrPath)
        var environment = ProcessInfo.processInfo.environment.merging(["IMR_NO_CACHE": "1", "IMR_NOTES": database]) { $1 }
        environment["XDG_DATA_HOME"] = folder
        let listed = try E2E.run(imr, ["list", "--json", E2E.corpusPath], environment: environment)
        #expect(listed.status == 0, "\(listed.stderr)")
        var found: [String: (note: String?, tags: [String])] = [:]
        for line in listed.stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            found[object["id"] as? String ?? ""] = (object["note"] as? String, object["tags"] as? [String] ?? [])
        }
        return found
    }

    @Test("+ tag Enter q and A note Enter C-c, sent in one go, keep the tag and the note", arguments: [1, 2, 3])
    func quitRightAfterEnter(run: Int) async throws {
        let folder = NSTemporaryDirectory() + "imr-quit-writes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/notes.sqlite"
        let session = try TmuxSession()
        defer { session.close() }
        let id = try await Self.opened(session, database: database, folder: folder)
        try session.send(keys: "+")
        try await session.waitFor(text: "Tag \(id)")
        // The name, Enter and q in one send: the write is not done when q arrives.
        try session.send(keys: "w", "a", "t", "c", "h", "\(run)", "Enter", "q")
        #expect(try await session.waitForExit() == 0)
        #expect(try Self.annotations(database: database, folder: folder)[id]?.tags == ["watch\(run)"],
                "the tag typed before q is kept")

        let again = try TmuxSession()
        defer { again.close() }
        _ = try await Self.opened(again, database: database, folder: folder)
        try again.send(keys: "A")
        try await again.waitFor(text: "Note on \(id)")
        try again.send(keys: "o", "k", "a", "p", "i", "\(run)", "Enter", "C-c")
        _ = try await again.waitForExit()
        #expect(try Self.annotations(database: database, folder: folder)[id]?.note == "okapi\(run)",
                "the note typed before Ctrl-C is kept")
    }

    @Test("An export asked for just before q is written before the browser goes")
    func quitRightAfterExport() async throws {
        let folder = NSTemporaryDirectory() + "imr-quit-export-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = try TmuxSession()
        defer { session.close() }
        _ = try await Self.opened(session, database: folder + "/notes.sqlite", folder: folder)
        // Every case shown, one document of all 126: the longest export the sample gives.
        try session.send(keys: "E")
        try await session.waitFor(text: "Export 126 cases")
        let target = folder + "/all.md"
        try session.send(keys: "C-u")
        try session.type(literal: target)
        try session.send(keys: "Enter", "q")
        #expect(try await session.waitForExit() == 0)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.components(separatedBy: "\n## ").count >= 126, "every case is in the export")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".imr-tmp") }
        #expect(leftovers.isEmpty, "no temporary file is left: \(leftovers)")
    }

    @Test("A note written with imr note while the browser's prompt holds the old one: the browser asks, both are kept")
    func noteChangedMeanwhile() async throws {
        let folder = NSTemporaryDirectory() + "imr-note-conflict-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/notes.sqlite"
        let session = try TmuxSession()
        defer { session.close() }
        let id = try await Self.opened(session, database: database, folder: folder)
        try session.send(keys: "A")
        try await session.waitFor(text: "Note on \(id)")

        let imr = try #require(E2E.imrPath)
        var environment = ProcessInfo.processInfo.environment.merging(["IMR_NO_CACHE": "1", "IMR_NOTES": database]) { $1 }
        environment["XDG_DATA_HOME"] = folder
        let shell = try E2E.run(imr, ["note", id, "--text", "called the adjuster", E2E.corpusPath], environment: environment)
        #expect(shell.status == 0, "\(shell.stderr)")

        try session.type(literal: "ask for the MRI report")
        try session.send(keys: "Enter")
        let screen = try await session.waitFor(text: "changed elsewhere")
        #expect(screen.contains("called the adjuster"), "the question shows the note kept meanwhile:\n\(screen)")
        try session.send(keys: "n")
        _ = try await session.waitFor(text: "Note kept")
        try session.send(keys: "q")
        #expect(try await session.waitForExit() == 0)
        #expect(try Self.annotations(database: database, folder: folder)[id]?.note == "called the adjuster\n\nask for the MRI report",
                "both notes are kept, the one written meanwhile first")
    }
}
