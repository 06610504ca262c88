import Foundation
import Testing
import TestFixtures

/// A second open in the browser shows what the case store kept at once, then checks the letters: a
/// letter changed since the last open is read again and the list says so.
@Suite(
    "Second open from the case store (tmux)",
    .timeLimit(.minutes(3))
)
struct StoredOpenEndToEndTests {
    @Test("A letter changed since the last open is read again after the stored cases are shown")
    func aChangedLetterIsReadAgain() async throws {
        let raw = try FixtureFile.dwcRaw.require()
        let session = try TmuxSession(columns: 120, rows: 40)
        defer { session.close() }
        let letters = session.work.appendingPathComponent("letters")
        try FileManager.default.createDirectory(at: letters, withIntermediateDirectories: true)
        // Two real letters, each one item upheld.
        for name in ["CM16-0242667.txt", "CM16-0238352.txt"] {
            try FileManager.default.copyItem(atPath: raw + "/" + name, toPath: letters.appendingPathComponent(name).path)
        }
        let changed = letters.appendingPathComponent("CM16-0242667.txt").path
        guard let imr = E2E.imrPath else { throw E2EError.setup("the imr binary was not found next to the test bundle") }
        let q = TmuxSession.shellQuoted
        // The first open (the command line) keeps the store; the letter is then decided the other way.
        try session.startScript("""
            \(q(imr)) list \(q(letters.path)) > /dev/null
            sed -i 's/lumbar spine: Upheld$/lumbar spine: Overturned/' \(q(changed))
            \(q(imr)) \(q(letters.path))
            """)
        let screen = try await session.waitFor(text: "Since the last open: 1 letter changed or new, read again", timeout: 20)
        #expect(!screen.contains("checking the letters"))
        try session.send(keys: "o")
        let overturned = try await session.waitUntil("the changed letter is overturned") {
            Screen.shownCount($0)?.shown == 1 && Screen.shownCount($0)?.total == 2
        }
        #expect(overturned.contains("CM16-0242667"))
    }
}
