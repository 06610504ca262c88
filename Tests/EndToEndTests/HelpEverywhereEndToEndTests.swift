import Foundation
import Testing
import IMRModel

// The keys' help as a new user meets it, through tmux over the real letters: `?` opens it wherever `?`
// is not typed (F1 where it is: BrowserEndToEndTests.keysByContext), its columns read on from one to
// the next, and the reason picker says what each reason means.

@Suite(
    "Help everywhere (tmux)",
    .serialized,
    .timeLimit(.minutes(3))
)
struct HelpEverywhereEndToEndTests {
    func withBrowser<T>(columns: Int = 80, rows: Int = 24, _ body: (TmuxSession) async throws -> T) async throws -> T {
        try await TmuxSession.with(columns: columns, rows: rows) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            return try await body(session)
        }
    }

    @Test("? opens the keys of the statistics, the problems and the sort menu, and ? again goes back there")
    func questionMarkInEveryView() async throws {
        try await withBrowser { session in
            for (opener, shown, title) in [("S", "Statistics of 126 cases", "Keys: Statistics (S)"),
                                          ("P", "Enter opens the case, Esc closes", "Keys: Problems (P)"), ("O", "Sort by", "Keys: Sort menu (O)")] {
                try session.send(keys: opener)
                try await session.waitFor(text: shown)
                try session.type(literal: "?")
                let help = try await session.waitFor(text: title)
                #expect(help.contains("The keys of where you are"), "\(title):\n\(help)")
                try session.type(literal: "?")
                try await session.waitForAbsence(of: title)
                try await session.waitFor(text: shown)
                try session.send(keys: "Escape")
                try await session.waitForAbsence(of: shown)
            }
            // A key that does nothing in the statistics points to the key that works there.
            try session.send(keys: "S")
            try await session.waitFor(text: "Statistics of 126 cases")
            try session.send(keys: "F5")
            let screen = try await session.waitFor(text: "F5 does nothing here")
            #expect(Screen.statusLine(screen).contains("press ? for the keys"), "\(Screen.statusLine(screen))")
        }
    }

    @Test("At 160x50 the help's two columns read on: a line down moves the right column's first line to the left's last")
    func helpColumnsReadOn() async throws {
        try await withBrowser(columns: 160, rows: 50) { session in
            try session.type(literal: "?")
            let before = try await session.waitFor(text: "Keys: Case list")
            try session.send(keys: "j")
            let after = try await session.waitUntil("the help to move a line") { $0 != before && $0.contains("Keys: Case list") }
            let (beforeLeft, beforeRight) = try Self.columns(before)
            let (afterLeft, _) = try Self.columns(after)
            #expect(beforeRight.first?.isEmpty == false, "the right column holds text:\n\(before)")
            #expect(afterLeft.last == beforeRight.first, "the right column's first line went to the left's end:\n\(after)")
            #expect(Array(afterLeft.dropLast()) == Array(beforeLeft.dropFirst()), "the left column moved up a line")
        }
    }

    /// The help box's rows cut in two at the column gap: each column's lines, top to bottom, trimmed.
    static func columns(_ screen: String) throws -> (left: [String], right: [String]) {
        let lines = Screen.lines(screen)
        let top = try #require(lines.firstIndex { $0.contains("Keys: Case list") })
        let bottom = try #require(lines[(top + 1)...].firstIndex { $0.contains("└") && $0.contains("─┘") })
        // The box's left border is the second "│" of its rows (the list's border is the first).
        var left: [String] = [], right: [String] = []
        for line in lines[(top + 1)..<bottom] {
            let cells = Array(line)
            guard let start = cells.indices.filter({ cells[$0] == "│" }).dropFirst().first else { continue }
            let text = cells[(start + 1)...]
            // Each column is 75 cells wide (a margin, 74 of text).
            left.append(String(text.prefix(75)).trimmingCharacters(in: .whitespaces))
            right.append(String(text.dropFirst(75).prefix(75)).trimmingCharacters(in: .whitespaces))
        }
        return (left, right)
    }

    @Test("The reason picker says what each reason means, and the one at the cursor in full")
    func reasonPickerMeanings() async throws {
        try await withBrowser { session in
            try session.send(keys: "w")
            let picker = try await session.waitFor(text: "Decision reason:")
            let row = try #require(Screen.lines(picker).first { $0.contains("] no-surgical-plan ") }, "listed:\n\(picker)")
            #expect(row.contains("the result would not"), "its meaning beside it: \(row)")
            try session.type(literal: "surgery")
            let narrowed = try await session.waitFor(text: "Type to narrow: surgery")
            #expect(narrowed.contains("no-surgical-plan"), "found by its meaning:\n\(narrowed)")
            #expect(narrowed.contains("no surgery contemplated, no plan"), "the meaning in full under the list:\n\(narrowed)")
        }
    }
}
