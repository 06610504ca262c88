import Foundation
import Testing

// Leaving the browser: q, signals and C-c give the terminal back as it was; without a usable terminal imr
// refuses with one clear line and status 2.

/// How the test ends the program.
enum Ending: String, CustomStringConvertible, CaseIterable, Sendable {
    case quitKey = "q"
    case sigterm = "SIGTERM"
    case sigint = "SIGINT"
    case sighup = "SIGHUP"
    case controlC = "C-c typed"

    var description: String { rawValue }

    var signal: Int32? {
        switch self {
        case .sigterm: return SIGTERM
        case .sigint: return SIGINT
        case .sighup: return SIGHUP
        case .quitKey, .controlC: return nil
        }
    }
}

@Suite(
    "Terminal restored and refused (tmux)",
    // One program at a time, as in the browser suite: fewer tmux servers competing with the loaded cores.
    .serialized,
    .timeLimit(.minutes(3))
)
struct TerminalRestoreTests {
    /// The flags of `stty -a` output, e.g. ["echo", "-echoprt", "icanon", ...].
    static func flags(_ sttyAll: String) -> Set<String> {
        Set(sttyAll.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" || $0 == "\t" }).map(String.init))
    }

    @Test("Leaving imr restores the terminal", arguments: Ending.allCases)
    func terminalRestored(ending: Ending) async throws {
        try await TmuxSession.with(arguments: [E2E.corpusPath]) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            let pid = try await session.waitForProgramPID()
            let tty = session.paneTTY
            #expect(tty.hasPrefix("/dev/"), "the pane has a terminal: \(tty)")
            // While the browser runs, the terminal is in raw mode: that is what must be undone.
            let during = try E2E.run("/bin/sh", ["-c", "stty -F \(TmuxSession.shellQuoted(tty)) -a"])
            #expect(Self.flags(during.stdout).contains("-echo"), "the browser turns echo off while it runs")

            switch ending {
            case .quitKey: try session.send(keys: "q")
            case .controlC: try session.send(keys: "C-c")
            case .sigterm, .sigint, .sighup: #expect(kill(pid, ending.signal!) == 0)
            }
            let status = try await session.waitForExit(timeout: 10)
            let screen = try await session.waitFor(text: "[imr exited with status")
            if ending == .quitKey {
                #expect(status == 0, "q exits with status 0")
            }
            if let signal = ending.signal {
                #expect(status == 128 + signal, "a quit signal exits with 128 + the signal, as shells expect")
            }
            #expect(!TmuxSession.isAlive(pid), "imr has ended after \(ending)")
            #expect(!screen.contains("Cases 126 of 126"), "the browser's screen is gone (alternate screen left):\n\(screen)")
            #expect(!screen.contains("\u{1B}"))

            let before = session.auxFile("stty-before")?.trimmingCharacters(in: .whitespacesAndNewlines)
            let after = session.auxFile("stty-after")?.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(before != nil && before == after, "stty -g after \(ending) equals before: \(before ?? "-") vs \(after ?? "-")")
            let afterFlags = Self.flags(session.auxFile("stty-after-a") ?? "")
            for flag in ["echo", "icanon", "isig", "icrnl", "opost"] {
                #expect(afterFlags.contains(flag), "\(flag) is on again after \(ending)")
            }
            // The same seen from outside, on the pane's terminal.
            let outside = try E2E.run("/bin/sh", ["-c", "stty -F \(TmuxSession.shellQuoted(tty)) -a"])
            let outsideFlags = Self.flags(outside.stdout)
            #expect(outsideFlags.contains("echo") && outsideFlags.contains("icanon"),
                    "stty -F \(tty) -a shows echo and icanon: \(outside.stdout)\(outside.stderr)")
        }
    }

    @Test("With stdout piped, imr prints one clear line on stderr and exits 2")
    func stdoutPiped() async throws {
        let session = try TmuxSession()
        defer { session.close() }
        let q = TmuxSession.shellQuoted
        let imr = try #require(E2E.imrPath, "the imr binary")
        let err = session.aux.appendingPathComponent("stderr").path
        let out = session.aux.appendingPathComponent("stdout").path
        let code = session.aux.appendingPathComponent("imr-status").path
        // The pane's terminal is stdin; stdout goes into cat.
        try session.startScript("{ \(q(imr)) 2>\(q(err)); echo $? > \(q(code)); } | cat > \(q(out))")
        _ = try await session.waitForExit()
        let status = try #require(session.auxFile("imr-status")).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "2", "imr | cat exits 2")
        let message = session.auxFile("stderr") ?? ""
        let lines = message.split(separator: "\n")
        #expect(lines.count == 1, "one line on stderr: \(message.debugDescription)")
        #expect(message.contains("terminal"), "the message says a terminal is needed: \(message)")
        #expect(message.contains("imr list"), "the message suggests imr list: \(message)")
        #expect(session.auxFile("stdout") == "", "nothing (no escape codes) written into the pipe")
    }

    @Test("With stdin not a terminal, imr refuses the same way")
    func stdinRedirected() async throws {
        let session = try TmuxSession()
        defer { session.close() }
        let q = TmuxSession.shellQuoted
        let imr = try #require(E2E.imrPath, "the imr binary")
        let err = session.aux.appendingPathComponent("stderr").path
        try session.startScript("\(q(imr)) < /dev/null 2>\(q(err))")
        let status = try await session.waitForExit()
        #expect(status == 2)
        let message = session.auxFile("stderr") ?? ""
        #expect(message.split(separator: "\n").count == 1, "one line on stderr: \(message.debugDescription)")
        #expect(message.contains("imr list"))
        #expect(session.auxFile("stty-before") == session.auxFile("stty-after"))
    }

    @Test("TERM=dumb gives a clear message and exit status 2")
    func dumbTerminal() async throws {
        let session = try TmuxSession()
        defer { session.close() }
        let q = TmuxSession.shellQuoted
        let imr = try #require(E2E.imrPath, "the imr binary")
        let err = session.aux.appendingPathComponent("stderr").path
        try session.startScript("\(q(imr)) 2>\(q(err))", environment: ["TERM": "dumb"])
        let status = try await session.waitForExit()
        #expect(status == 2, "TERM=dumb exits 2")
        let message = session.auxFile("stderr") ?? ""
        #expect(message.split(separator: "\n").count == 1, "one line on stderr: \(message.debugDescription)")
        #expect(message.contains("TERM=dumb") || message.contains("dumb"), "the message names the terminal: \(message)")
        #expect(message.contains("imr list"), "the message suggests imr list: \(message)")
        #expect(session.auxFile("stty-before") == session.auxFile("stty-after"), "the terminal is untouched")
        let screen = try await session.waitFor(text: "[imr exited with status 2]")
        #expect(!screen.contains("Cases"), "nothing of the browser was drawn:\n\(screen)")
    }

    @Test("Without a PATH argument imr opens the built-in sample of 60 letters")
    func builtInSample() async throws {
        try await TmuxSession.with(arguments: []) { session in
            let screen = try await session.waitUntil("the sample's \"N of N cases\"", timeout: 15) {
                Screen.shownCount($0) != nil
            }
            let count = try #require(Screen.shownCount(screen))
            #expect(count.shown == 60 && count.total == 60, "the built-in sample has 60 letters: \(Screen.statusLine(screen))")
            try session.send(keys: "q")
            #expect(try await session.waitForExit() == 0)
        }
    }
}
