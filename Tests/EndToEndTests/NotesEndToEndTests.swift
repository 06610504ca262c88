import Foundation
import Testing

// Tags and notes in the real browser in tmux: `+` tags the selected case, `tag:` in the filter line finds
// it at once, `A` writes a one-line note the case pane shows and the filter words find; after the
// browser quits, `imr list --tag` finds the case with its note (the store at $IMR_NOTES, a temp file).
// C-x in the note prompt hands the note to $EDITOR (a script here), and what it wrote is kept.

@Suite(
    "Notes and tags end to end (tmux)",
    .serialized,
    .timeLimit(.minutes(3))
)
struct NotesEndToEndTests {
    /// Presses `key`, waits for its prompt, types `text` and Enter, and waits for the status that says it was kept.
    static func answer(_ session: TmuxSession, key: String, prompt: String, with text: String, until done: String) async throws -> String {
        try session.send(keys: key)
        try await session.waitFor(text: prompt)
        try session.type(literal: text)
        try session.send(keys: "Enter")
        return try await session.waitFor(text: done)
    }

    @Test("+ tags a case, tag: finds it, A writes a note; imr list --tag finds both after the browser quits")
    func tagAndNoteInTheBrowser() async throws {
        let folder = NSTemporaryDirectory() + "imr-notes-browser-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = folder + "/notes.sqlite"
        try await TmuxSession.with(environment: ["IMR_NOTES": database]) { session in
            var screen = try await session.waitUntil("the 126 cases") { Screen.shownCount($0)?.total == 126 }
            let id = try #require(Screen.cursorID(try session.capture(escapes: true)), "the selected case:\n\(screen)")

            screen = try await Self.answer(session, key: "+", prompt: "Tag \(id)", with: "Zebra Watch",
                                           until: "Tagged 1 case Zebra Watch")
            #expect(screen.contains("Tags: Zebra Watch"), "the case pane shows the tag:\n\(screen)")

            try session.send(keys: "f", "C-u")
            try session.type(literal: "tag:\"zebra watch\"")
            try session.send(keys: "Enter")
            screen = try await session.waitUntil("one case tagged") { Screen.shownCount($0)?.shown == 1 }
            #expect(Screen.listRows(screen).map(\.id) == [id])

            screen = try await Self.answer(session, key: "A", prompt: "Note on \(id)", with: "ask the adjuster about the okapi",
                                           until: "Note kept")
            #expect(screen.contains("Note: ask the adjuster about the okapi"), "the case pane shows the note:\n\(screen)")

            // The note's words find the case, which no letter's words would.
            try session.send(keys: "x", "f", "C-u")
            try session.type(literal: "okapi")
            try session.send(keys: "Enter")
            screen = try await session.waitUntil("the case found by its note") { Screen.shownCount($0)?.shown == 1 }
            #expect(Screen.listRows(screen).map(\.id) == [id])

            try session.send(keys: "q")
            #expect(try await session.waitForExit() == 0)
        }
        let imr = try #require(E2E.imrPath)
        var environment = ProcessInfo.processInfo.environment.merging(["IMR_NO_CACHE": "1", "IMR_NOTES": database]) { $1 }
        environment["XDG_DATA_HOME"] = folder
        let listed = try E2E.run(imr, ["list", "--json", "--tag", "zebra watch", E2E.corpusPath], environment: environment)
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
        #expect(object["tags"] as? [String] == ["Zebra Watch"])
        #expect(object["note"] as? String == "ask the adjuster about the okapi")
        let byWords = try E2E.run(imr, ["list", "--json", "--filter", "okapi", E2E.corpusPath], environment: environment)
        #expect(byWords.stdout.split(separator: "\n").count == 1, "imr list finds the note's words too")
    }

    @Test("C-x in the note prompt writes the note in $EDITOR; the case pane shows it and imr list --json has it")
    func noteInTheEditor() async throws {
        try E2E.requireCorpus(in: [E2E.corpusPath])
        let session = try TmuxSession()
        defer { session.close() }
        // The editor: a script that writes two lines (which the one-line prompt could not) over the
        // note's file it is given as "$1", as an editor saving would.
        let editor = try session.auxScript("editor.sh", """
            #!/bin/sh
            printf 'first line about the pangolin\\nsecond line, from the editor\\n' > "$1"

            """)
        let data = session.root.appendingPathComponent("data").path
        try session.startIMR(arguments: [E2E.corpusPath], environment: ["EDITOR": editor.path, "XDG_DATA_HOME": data])
        var screen = try await session.waitUntil("the 126 cases") { Screen.shownCount($0)?.total == 126 }
        let id = try #require(Screen.cursorID(try session.capture(escapes: true)), "the selected case:\n\(screen)")

        try session.send(keys: "A")
        try await session.waitFor(text: "Note on \(id)")
        try session.type(literal: "typed first")
        try session.send(keys: "C-x")
        screen = try await session.waitFor(text: "Note kept")
        #expect(screen.contains("Note: first line about the pangolin"), "the case pane shows the note:\n\(screen)")
        #expect(screen.contains("      second line, from the editor"), "and its second line under the first:\n\(screen)")
        #expect(!screen.contains("typed first"), "what the editor wrote is kept, not what was typed:\n\(screen)")
        try session.send(keys: "q")
        #expect(try await session.waitForExit() == 0)

        let imr = try #require(E2E.imrPath)
        var environment = ProcessInfo.processInfo.environment.merging(["IMR_NO_CACHE": "1", "XDG_DATA_HOME": data]) { $1 }
        environment["IMR_NOTES"] = nil
        let listed = try E2E.run(imr, ["list", "--json", "--filter", "pangolin", E2E.corpusPath], environment: environment)
        #expect(listed.status == 0, "\(listed.stderr)")
        let lines = listed.stdout.split(separator: "\n")
        #expect(lines.count == 1, "the note's words find its case:\n\(listed.stdout)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data((lines.first ?? "").utf8)) as? [String: Any])
        #expect(object["id"] as? String == id)
        #expect(object["note"] as? String == "first line about the pangolin\nsecond line, from the editor",
                "the store at $XDG_DATA_HOME/imr/notes.sqlite has the note as the editor wrote it")
        #expect(FileManager.default.fileExists(atPath: data + "/imr/notes.sqlite"))
    }
}
