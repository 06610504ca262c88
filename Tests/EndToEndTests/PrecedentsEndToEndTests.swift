import Foundation
import Testing
import IMRIndex
import IMRModel

/// The precedents view in the real browser, in tmux: opened with d on a case of the real letters, a
/// precedent's case opened with Enter and left with Esc, the brief exported with e, and the view left
/// as the user was; and on the built-in sample.
@Suite(
    "Precedents end to end (tmux)",
    .serialized,
    .timeLimit(.minutes(3))
)
struct PrecedentsEndToEndTests {
    static let treatment = "MRI of the lumbar spine"

    /// The first case (in the list's order, by id) whose first item asks for the treatment, and its row.
    static func lumbarMRICase() throws -> (id: String, row: Int) {
        let binary = try #require(E2E.imrPath)
        let listed = try E2E.run(binary, ["list", "--json", E2E.corpusPath]).stdout.split(separator: "\n")
        for (row, line) in listed.enumerated() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let items = object["items"] as? [[String: Any]] ?? []
            if items.first?["treatment"] as? String == treatment, let id = object["id"] as? String { return (id, row) }
        }
        throw E2EError.setup("no case asks for \(treatment) first")
    }

    @Test("d opens the precedents; Enter opens a case, Esc comes back; e writes the brief; Esc goes back to the list")
    func precedentsOnTheRealLetters() async throws {
        let (id, row) = try Self.lumbarMRICase()
        try await TmuxSession.with(arguments: [E2E.corpusPath]) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            if row > 0 { try session.send(keys: Array(repeating: "j", count: row)) }
            try await session.waitUntil("the cursor on \(id)", escapes: true) { Screen.cursorID($0) == id }
            try session.send(keys: "d")
            var screen = try await session.waitFor(text: "Precedents: \(Self.treatment)")
            #expect(screen.contains("Overturn rate: "), "the rate with its interval:\n\(screen)")
            #expect(screen.contains("Asked from \(id) item 1"))
            #expect(screen.contains("Body region") && screen.contains("Reviewer specialty") && screen.contains("Decision year"))
            let listed = screen.split(separator: "\n").compactMap { $0.firstMatch(of: /│ ([OU])[p ] +(\d{4}-\d{2}-\d{2}|undated) +(CM\d{2}-\d+)/) }
            #expect(!listed.isEmpty, "the precedents are listed:\n\(screen)")
            #expect(!listed.contains { $0.3 == id }, "the asking case is not its own precedent")
            #expect(screen.contains("Why: reasons of") && screen.contains(" no-"),
                    "the reasons for upholding, each with its cases and an example:\n\(screen)")

            let first = try #require(listed.first.map { String($0.3) })
            try session.send(keys: "Enter")
            screen = try await session.waitFor(text: "Esc goes back to the precedents")
            #expect(screen.contains("Decisions") && !screen.contains("Precedents: \(Self.treatment)"))
            #expect(screen.contains(first))
            try session.send(keys: "Escape")
            screen = try await session.waitFor(text: "Precedents: \(Self.treatment)")

            try session.send(keys: "e")
            screen = try await session.waitFor(text: "Export the brief")
            try session.send(keys: "Enter")
            screen = try await session.waitFor(text: "Exported the precedent brief")
            let files = try FileManager.default.contentsOfDirectory(atPath: session.work.path).filter { $0.hasPrefix("precedents-") }
            #expect(files.count == 1 && files[0].hasSuffix(".md"), "\(files)")
            let brief = try String(contentsOf: session.work.appendingPathComponent(try #require(files.first)), encoding: .utf8)
            #expect(brief.hasPrefix("# Precedents: \(Self.treatment)"))
            #expect(brief.contains(first))

            try session.send(keys: "Escape")
            screen = try await session.waitForAbsence(of: "Precedents: \(Self.treatment)")
            #expect(screen.contains("Cases 126 of 126"))
            try await session.waitUntil("the cursor back on \(id)", escapes: true) { Screen.cursorID($0) == id }
        }
    }

    @Test("On the built-in sample, d opens the precedents of the first case")
    func precedentsOnTheSample() async throws {
        try await TmuxSession.with(arguments: []) { session in
            try await session.waitUntil("the sample's cases") { Screen.shownCount($0) != nil }
            try session.send(keys: "d")
            let screen = try await session.waitFor(text: "Overturn rate: ")
            #expect(screen.contains("Precedents: "))
            #expect(screen.contains("Cases ("))
            try session.send(keys: "q")
            try await session.waitForAbsence(of: "Overturn rate: ")
        }
    }
}
