import Foundation
import Testing

// The case at hand and the rest of the desktop, in the real binary in tmux: `|` pipes the case's report
// to $PAGER, `F` hands the letter's own file to $IMR_OPENER, `Y` puts the case number on tmux's clipboard
// through OSC 52, and keys typed while the letters load are applied when they arrive.

@Suite(
    "Desktop end to end (tmux)",
    .serialized,
    .timeLimit(.minutes(3))
)
struct DesktopEndToEndTests {
    /// A script that writes its standard input (or, with `argument`, its first argument) to `output`,
    /// complete or not at all.
    static func recorder(_ name: String, in session: TmuxSession, writing output: URL, argument: Bool) throws -> URL {
        let q = TmuxSession.shellQuoted
        return try session.auxScript(name, """
            #!/bin/sh
            \(argument ? "printf '%s' \"$1\"" : "cat") > \(q(output.path + ".tmp"))
            mv \(q(output.path + ".tmp")) \(q(output.path))

            """)
    }

    @Test("| pages the case's report, F opens its file, Y copies its number; keys typed while loading count")
    func pagerOpenerAndClipboard() async throws {
        try E2E.requireCorpus(in: [E2E.corpusPath])
        let session = try TmuxSession()
        defer { session.close() }
        let paged = session.aux.appendingPathComponent("paged.txt")
        let opened = session.aux.appendingPathComponent("opened.txt")
        let pager = try Self.recorder("pager.sh", in: session, writing: paged, argument: false)
        let opener = try Self.recorder("opener.sh", in: session, writing: opened, argument: true)
        try session.startIMR(arguments: [E2E.corpusPath], environment: ["PAGER": pager.path, "IMR_OPENER": opener.path])
        // Typed at once, likely before the cases are there: it must not be lost either way.
        try session.send(keys: "o")
        var screen = try await session.waitUntil("18 of 126 cases after o typed at the start") {
            Screen.shownCount($0)?.shown == 18 && Screen.shownCount($0)?.total == 126
        }
        #expect(!Screen.statusLine(screen).contains("Still reading"), "a finished load leaves no \"Still reading\":\n\(screen)")
        let id = try #require(Screen.cursorID(try session.capture(escapes: true)), "the selected case:\n\(screen)")

        try session.send(keys: "|")
        let report = try await session.waitForFile(paged)
        #expect(report.contains(id), "the paged report is the selected case's:\n\(report)")
        #expect(report.contains("CLINICAL CASE SUMMARY"))
        #expect(!report.contains("\u{1B}"), "the report reaches the pager without raw escapes")
        screen = try await session.waitFor(text: "Cases 18 of 126")

        try session.send(keys: "F")
        let path = try await session.waitForFile(opened)
        #expect(path.hasPrefix(E2E.corpusPath + "/"), "the opener gets the letter's path under the folder opened: \(path)")
        let letter = try String(contentsOfFile: path, encoding: .utf8)
        #expect(letter.contains(id), "the opened file is the selected case's letter")
        screen = try await session.waitFor(text: "Cases 18 of 126")

        // tmux keeps what a program sets through OSC 52 as a paste buffer once programs may set it.
        try session.tmuxCommand(["set-option", "-g", "set-clipboard", "on"])
        try session.send(keys: "Y")
        screen = try await session.waitFor(text: "Copied \(id) to the clipboard")
        let deadline = Date().addingTimeInterval(5)
        var buffer = try session.tmuxCommand(["show-buffer"]).stdout
        while buffer != id, Date() < deadline {
            TmuxSession.pause()
            buffer = try session.tmuxCommand(["show-buffer"]).stdout
        }
        #expect(buffer == id, "tmux's clipboard holds the case number")
        try session.send(keys: "q")
        #expect(try await session.waitForExit() == 0)
    }

    @Test("A pager that is not there is named in the status bar, and the browser goes on")
    func missingPager() async throws {
        try await TmuxSession.with(environment: ["PAGER": "no-such-pager-imr"]) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            try session.send(keys: "|")
            let screen = try await session.waitFor(text: "no-such-pager-imr: no such program")
            #expect(screen.contains("Cases 126 of 126"), "the browser is back:\n\(screen)")
            try session.send(keys: "q")
            #expect(try await session.waitForExit() == 0)
        }
    }
}
