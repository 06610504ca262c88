import Foundation
import Testing

/// `imr-screen-check` (the curses screen alone, no letters) driven in tmux: what a person checking the
/// real terminal by hand would look for, checked on every run.
@Suite(
    "The curses screen on a real terminal (tmux)",
    .serialized,
    .timeLimit(.minutes(3))
)
struct ScreenCheckTests {
    /// - Parameter environment: `SWIFT_BACKTRACE=interactive=no` for a crash: Swift's backtracer
    ///   otherwise waits on the terminal for a key before the process ends.
    static func start(_ session: TmuxSession, environment: [String: String] = [:]) throws -> String {
        let imr = try #require(E2E.imrPath, "the imr binary is built next to the tests")
        let check = URL(fileURLWithPath: imr).deletingLastPathComponent().appendingPathComponent("imr-screen-check").path
        #expect(FileManager.default.isExecutableFile(atPath: check), "imr-screen-check is built next to imr")
        let log = session.aux.appendingPathComponent("log").path
        try session.startScript([check, log].map(TmuxSession.shellQuoted).joined(separator: " "), environment: environment)
        return log
    }

    static func logged(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test("Wide text, escaped controls and every role are drawn; keys arrive by name; t changes the theme; q restores the terminal")
    func theScreenDrawsAndReads() async throws {
        let session = try TmuxSession(columns: 100, rows: 40)
        defer { session.close() }
        let log = try Self.start(session)
        let screen = try await session.waitFor(text: "last: none (#0)")
        #expect(screen.contains("Roles 日本語"), "a wide box title:\n\(screen)")
        #expect(screen.contains("wide: 日本語 한국어"), "wide text in its cells:\n\(screen)")
        #expect(screen.contains("evil: ^[[2J^[]52;c;AAAA^G^M<U+202E>x"), "controls shown escaped, none acted on:\n\(screen)")
        for role in ["list.cursor", "search.match", "status.error", "picker.count", "bar"] {
            #expect(screen.contains(role), "the role \(role) is listed")
        }
        #expect(Self.logged(log).first?.hasPrefix("capability: ") == true)

        try session.send(keys: "x")
        _ = try await session.waitFor(text: "last: key x (#1)")
        try session.send(keys: "Up")
        _ = try await session.waitFor(text: "last: key Up (#2)")
        try session.send(keys: "t")
        _ = try await session.waitFor(text: "last: key t (#3)")
        #expect(Self.logged(log).contains { $0.hasPrefix("theme ") }, "\(Self.logged(log))")
        try session.send(keys: "q")
        #expect(try await session.waitForExit() == 0)
        #expect(Array(Self.logged(log).suffix(2)) == ["key q", "closed"])
        let before = session.auxFile("stty-before"), after = session.auxFile("stty-after")
        #expect(before != nil && before == after, "the terminal is as it was")
    }

    @Test("A crash in the program still gives the terminal back")
    func aCrashRestoresTheTerminal() async throws {
        let session = try TmuxSession(columns: 100, rows: 40)
        defer { session.close() }
        _ = try Self.start(session, environment: ["SWIFT_BACKTRACE": "interactive=no"])
        _ = try await session.waitFor(text: "last: none (#0)")
        try session.send(keys: "!")
        let status = try await session.waitForExit()
        #expect(status > 128, "ended by the trap's signal: \(status)")
        let before = session.auxFile("stty-before"), after = session.auxFile("stty-after")
        #expect(before != nil && before == after, "stty -g after the crash equals before: \(before ?? "-") vs \(after ?? "-")")
        let screen = try await session.waitFor(text: "[imr exited with status")
        #expect(!screen.contains("Roles 日本語"), "the alternate screen is left:\n\(screen)")
    }
}
