import Foundation
import Testing
import IMRModel

// The browser driven through tmux over the real letters (Fixtures/corpus: 126, 18 overturned, 8 partial, 100 upheld).

@Suite(
    "Browser end to end (tmux)",
    // One browser at a time: ten of them polling tmux while the other suites load both cores made the
    // screen-stability waits time out now and then.
    .serialized,
    .timeLimit(.minutes(3))
)
struct BrowserEndToEndTests {
    static let allCases = "126 of 126 cases"

    /// Opens the export prompt for the two marked cases, replaces the proposed path with `path` and
    /// presses Enter; gives the screen with the prompt as proposed.
    @discardableResult
    func exportMarked(_ session: TmuxSession, to path: String) async throws -> String {
        try session.send(keys: "e")
        let screen = try await session.waitFor(text: "Export 2 cases (")
        try session.send(keys: "C-u")
        try session.type(literal: path)
        try session.send(keys: "Enter")
        return screen
    }

    /// Starts imr on the real letters and waits for the first full screen.
    func withBrowser<T>(arguments: [String] = [E2E.corpusPath],
                        _ body: (TmuxSession) async throws -> T) async throws -> T {
        try await TmuxSession.with(arguments: arguments) { session in
            try await session.waitFor(text: Self.allCases, timeout: 15)
            return try await body(session)
        }
    }

    /// Presses a key and waits until the status bar shows `shown` of 126.
    @discardableResult
    func press(_ key: String, in session: TmuxSession, expectShown shown: Int) async throws -> String {
        try session.send(keys: key)
        return try await session.waitUntil("\(shown) of 126 cases after \(key)") {
            Screen.shownCount($0)?.shown == shown && Screen.shownCount($0)?.total == 126
        }
    }

    @Test("Opens the corpus; o, p, u and a filter by outcome and the list shows only those marks")
    func outcomeFilters() async throws {
        try await withBrowser { session in
            var screen = try session.capture()
            #expect(screen.contains("Cases 126 of 126"))
            #expect(Screen.listRows(screen).count > 20, "the list shows rows at 120x40:\n\(screen)")

            screen = try await press("o", in: session, expectShown: 18)
            var rows = Screen.listRows(screen)
            #expect(rows.count == 18, "all 18 overturned cases fit in the list:\n\(screen)")
            #expect(rows.allSatisfy { $0.outcome == "O" }, "only O marks after o:\n\(screen)")
            #expect(Screen.statusLine(screen).contains("overturned"))

            screen = try await press("p", in: session, expectShown: 8)
            rows = Screen.listRows(screen)
            #expect(rows.count == 8)
            #expect(rows.allSatisfy { $0.outcome == "P" }, "only P marks after p:\n\(screen)")

            screen = try await press("u", in: session, expectShown: 100)
            #expect(Screen.listRows(screen).allSatisfy { $0.outcome == "U" }, "only U marks after u:\n\(screen)")

            screen = try await press("a", in: session, expectShown: 126)
            let marks = Set(Screen.listRows(screen).map(\.outcome))
            #expect(marks.contains("U") && marks.contains("O"), "all outcomes are back after a:\n\(screen)")
        }
    }

    @Test("The specialty picker narrows by typing, Tab chooses, Enter applies; the count matches imr list")
    func specialtyPicker() async throws {
        let expected = try E2E.listCount(["--specialty", "Pain Management"])
        try await withBrowser { session in
            try session.send(keys: "s")
            try await session.waitFor(text: "Reviewer specialty")
            try session.type(literal: "pain")
            var screen = try await session.waitFor(text: "Type to narrow: pain")
            let row = try #require(Screen.lines(screen).first { $0.contains("[ ] Pain Management") },
                                   "the narrowed picker shows Pain Management:\n\(screen)")
            #expect(row.contains(" \(expected) "), "the picker shows the count \(expected) beside the value: \(row)")
            let pickerRows = Screen.lines(screen).filter { $0.contains(#/│ \[[ x]\] /#) }
            #expect(pickerRows.count == 1, "typing narrows the picker to one row:\n\(screen)")

            try session.send(keys: "Tab")
            try await session.waitFor(text: "[x] Pain Management")
            try session.send(keys: "Enter")
            screen = try await session.waitUntil("\(expected) of 126 cases") {
                Screen.shownCount($0)?.shown == expected && !$0.contains("Reviewer specialty")
            }
            #expect(Screen.statusLine(screen).contains("Pain Management"),
                    "the status bar shows the filter: \(Screen.statusLine(screen))")
            #expect(screen.contains("Cases \(expected) of 126"))
        }
    }

    @Test("The chapter picker: type to narrow, Enter on the row applies it; the count matches imr list")
    func chapterPicker() async throws {
        try await withBrowser { session in
            try session.send(keys: "c")
            try await session.waitFor(text: "Guideline chapter")
            // Space chooses in the picker, so the narrowing text is one word.
            try session.type(literal: "low")
            let screen = try await session.waitFor(text: "Type to narrow: low")
            let pickerRows = Screen.lines(screen).compactMap { line -> (label: String, count: Int)? in
                guard let match = line.firstMatch(of: #/│ \[ \] (.+?) +(\d+)  │/#) else { return nil }
                return (String(match.1), Int(match.2)!)
            }
            let first = try #require(pickerRows.first, "the picker lists chapters for \"low\":\n\(screen)")
            #expect(pickerRows.allSatisfy { $0.label.localizedCaseInsensitiveContains("low") },
                    "every row left matches \"low\": \(pickerRows)")
            #expect(first.label.contains("Low Back"), "the first row is a Low Back chapter: \(first)")

            let expected = try E2E.listCount(["--chapter", first.label])
            #expect(first.count == expected, "the picker's count for \(first.label) is the number of cases")
            try session.send(keys: "Enter")
            let after = try await session.waitUntil("\(expected) of 126 cases") {
                Screen.shownCount($0)?.shown == expected && !$0.contains("Guideline chapter")
            }
            #expect(Screen.statusLine(after).contains("ch:"), "the status bar shows the chapter filter")
        }
    }

    @Test("The filter line: C-u clears the pre-filled text, \"overturned ch:12\" filters like imr list")
    func filterLine() async throws {
        let expected = try E2E.listCount(["--outcome", "overturned", "--chapter", "12"])
        try await withBrowser { session in
            try await press("u", in: session, expectShown: 100)
            try session.send(keys: "f")
            var screen = try await session.waitFor(text: "Filter:")
            #expect(Screen.statusLine(screen).contains("upheld"), "the filter line starts with the active filter")
            try session.send(keys: "C-u")
            screen = try await session.waitUntil("an empty filter line") {
                Screen.statusLine($0).trimmingCharacters(in: .whitespaces) == "Filter:"
            }
            try session.type(literal: "overturned ch:12")
            try await session.waitFor(text: "Filter: overturned ch:12")
            try session.send(keys: "Enter")
            screen = try await session.waitUntil("\(expected) of 126 cases") {
                Screen.shownCount($0)?.shown == expected
            }
            let rows = Screen.listRows(screen)
            #expect(rows.count == expected)
            #expect(rows.allSatisfy { $0.outcome == "O" }, "only overturned cases:\n\(screen)")
            #expect(Screen.statusLine(screen).contains("overturned"))
            #expect(Screen.statusLine(screen).contains("ch:"))

            try await press("x", in: session, expectShown: 126)
        }
    }

    @Test("Search with /, n jumps to the next match and on to the next case, N goes back; matches are underlined in mono")
    func searchAndJump() async throws {
        try await withBrowser(arguments: ["--theme", "mono", E2E.corpusPath]) { session in
            try session.send(keys: "/")
            try await session.waitFor(text: "Search:")
            try session.type(literal: "MRI")
            try session.send(keys: "Enter")
            var screen = try await session.waitUntil("\"match 1 of\"") {
                Screen.statusLine($0).contains("match 1 of")
            }
            let firstStatus = Screen.statusLine(screen)
            let first = try #require(firstStatus.firstMatch(of: /match 1 of (\d+) in (\S+)/),
                                     "status names the match and the case: \(firstStatus)")
            let total = Int(first.1)!
            let firstCase = String(first.2)
            #expect(Screen.cursorID(try session.capture(escapes: true)) == firstCase,
                    "the list cursor is on the case with the match:\n\(screen)")

            // Every match is highlighted: in mono, underlined.
            let colored = try session.capture(escapes: true)
            #expect(colored.contains(/\e\[(?:[0-9]+;)*4(?:;[0-9]+)*m(?i:mri)/), "matches are underlined in mono")

            if total > 1 {
                try session.send(keys: "n")
                screen = try await session.waitUntil("\"match 2 of \(total) in \(firstCase)\"") {
                    Screen.statusLine($0).contains("match 2 of \(total) in \(firstCase)")
                }
            }
            // n past the last match of this case goes on to the next case with a match.
            var nextCase: String?
            for _ in 0..<(total + 2) {
                let before = Screen.statusLine(try session.capture())
                try session.send(keys: "n")
                screen = try await session.waitUntil("the match to move") { Screen.statusLine($0) != before }
                if let match = Screen.statusLine(screen).firstMatch(of: /match (\d+) of \d+ in (\S+)/),
                   String(match.2) != firstCase {
                    #expect(match.1 == "1", "the next case starts at its first match: \(Screen.statusLine(screen))")
                    nextCase = String(match.2)
                    break
                }
            }
            let other = try #require(nextCase, "n reached another case:\n\(screen)")
            #expect(Screen.cursorID(try session.capture(escapes: true)) == other,
                    "the list cursor moved to \(other):\n\(screen)")

            try session.send(keys: "N")
            screen = try await session.waitUntil("N back to the last match of \(firstCase)") {
                Screen.statusLine($0).contains("match \(total) of \(total) in \(firstCase)")
            }
            #expect(Screen.cursorID(try session.capture(escapes: true)) == firstCase)
        }
    }

    @Test("Mark two cases, export them to ./imr-export/ (a file each), refuse to overwrite with n, replace with y")
    func markAndExport() async throws {
        try await withBrowser { session in
            try session.send(keys: "Space")
            try await session.waitFor(text: "1 marked")
            try session.send(keys: "Space")
            var screen = try await session.waitFor(text: "2 marked")
            let marked = Screen.listRows(screen).filter(\.marked).map(\.id)
            #expect(marked.count == 2, "two rows carry the mark:\n\(screen)")

            screen = try await exportMarked(session, to: "./imr-export/")
            #expect(Screen.statusLine(screen).contains("./imr-export.md"), "the prompt proposes one Markdown document")
            screen = try await session.waitFor(text: "Exported 2 cases")
            #expect(Screen.statusLine(screen).contains("imr-export"), "the status says where: \(Screen.statusLine(screen))")

            let folder = session.work.appendingPathComponent("imr-export")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(files == marked.map { "\($0).txt" }.sorted(), "one .txt per marked case in \(folder.path)")
            var contents: [String: Data] = [:]
            var dates: [String: Date] = [:]
            for id in marked {
                let url = folder.appendingPathComponent("\(id).txt")
                let data = try Data(contentsOf: url)
                let text = String(decoding: data, as: UTF8.self)
                #expect(text.contains(id), "\(id).txt names its case")
                #expect(text.contains("CLINICAL CASE SUMMARY"), "\(id).txt holds the clinical summary")
                #expect(!text.contains("\u{1B}"), "no escape sequences in the export")
                contents[id] = data
                dates[id] = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            }

            // Again: the files exist, n keeps them.
            try await exportMarked(session, to: "./imr-export/")
            screen = try await session.waitUntil("the overwrite question") {
                Screen.statusLine($0).contains("Replace?") && Screen.statusLine($0).contains("(y/n)")
            }
            try session.send(keys: "n")
            screen = try await session.waitUntil("the question to go") { !Screen.statusLine($0).contains("Replace?") }
            #expect(!Screen.statusLine(screen).contains("Exported"), "n exports nothing: \(Screen.statusLine(screen))")
            for id in marked {
                let url = folder.appendingPathComponent("\(id).txt")
                #expect(try Data(contentsOf: url) == contents[id], "\(id).txt unchanged after n")
                let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
                #expect(date == dates[id], "\(id).txt not rewritten after n")
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)

            // And y replaces them.
            try await exportMarked(session, to: "./imr-export/")
            try await session.waitFor(text: "(y/n)")
            try session.send(keys: "y")
            screen = try await session.waitFor(text: "Exported 2 cases")
            for id in marked {
                #expect(try Data(contentsOf: folder.appendingPathComponent("\(id).txt")) == contents[id],
                        "the replaced \(id).txt has the same text")
            }
        }
    }

    @Test("Resize to 80x24, 60x20, 30x8 (terminal too small) and back without a crash")
    func resize() async throws {
        try await withBrowser { session in
            let pid = try await session.waitForProgramPID()
            for (cols, rows) in [(80, 24), (60, 20)] {
                try session.resize(cols: cols, rows: rows)
                // Waits for imr's own redraw: right after a resize, tmux shows the old screen cut to size
                // (its top rows gone), which can hold still for a moment on a loaded machine.
                let screen = try await session.waitUntil("a \(cols)x\(rows) screen") { screen in
                    let lines = Screen.lines(screen).filter { !$0.isEmpty }
                    return lines.count <= rows && Screen.shownCount(screen)?.shown == 126
                        && lines.allSatisfy { $0.count <= cols } && lines.first?.count == cols
                        && screen.contains("Cases 126 of 126") && !Screen.listRows(screen).isEmpty
                }
                #expect(screen.contains("Cases 126 of 126"), "the list is there at \(cols)x\(rows):\n\(screen)")
                #expect(!Screen.listRows(screen).isEmpty, "rows are listed at \(cols)x\(rows):\n\(screen)")
            }
            try session.resize(cols: 30, rows: 8)
            let small = try await session.waitFor(text: "Terminal too small")
            #expect(!small.contains("Cases 126"), "no broken browser at 30x8:\n\(small)")

            try session.resize(cols: 120, rows: 40)
            let screen = try await session.waitUntil("the full browser again") {
                Screen.shownCount($0)?.shown == 126 && $0.contains("Summary") && !$0.contains("Terminal too small")
            }
            #expect(Screen.listRows(screen).count > 20)
            #expect(TmuxSession.isAlive(pid), "imr still runs after the resizes")

            // Still answering keys.
            try await press("o", in: session, expectShown: 18)
            try session.send(keys: "q")
            #expect(try await session.waitForExit() == 0)
        }
    }

    @Test("--theme mono draws without colour; T cycles the themes live and comes back to mono")
    func monoThemeAndCycling() async throws {
        try await withBrowser(arguments: ["--theme", "mono", E2E.corpusPath]) { session in
            let mono = try session.capture(escapes: true)
            let colour = /\e\[(?:[0-9]+;)*(?:3[0-7]|4[0-7]|9[0-7]|10[0-7]|38|48)(?:;[0-9]+)*m/
            #expect(!mono.contains(colour), "mono uses no colour")
            #expect(mono.contains(/\e\[(?:[0-9]+;)*7(?:;[0-9]+)*m/), "mono shows the cursor row in reverse")

            var seen: [String] = []
            for _ in 0..<12 {
                let before = Screen.statusLine(try session.capture())
                try session.send(keys: "T")
                let screen = try await session.waitUntil("a \"Theme:\" message") {
                    Screen.statusLine($0).contains("Theme: ") && Screen.statusLine($0) != before
                }
                let name = try #require(Screen.statusLine(screen).firstMatch(of: /Theme: (\S+)/)).1
                seen.append(String(name))
                if name == "mono" { break }
            }
            #expect(seen.first != "mono" && seen.count > 1, "T moves to another theme: \(seen)")
            #expect(seen.last == "mono", "T cycles back to mono: \(seen)")
            for name in ["default", "dark", "light", "high-contrast"] {
                #expect(seen.contains(name), "T offers \(name): \(seen)")
            }
            #expect(Set(seen).count == seen.count, "each theme once per cycle: \(seen)")
        }
    }

    @Test("? opens the help listing the keys (Quit among them); Esc closes it")
    func help() async throws {
        try await withBrowser { session in
            try session.send(keys: "?")
            let screen = try await session.waitFor(text: "Quit")
            #expect(screen.contains("Keys: Case list"), "the help is titled by its context:\n\(screen)")
            #expect(screen.contains("Show overturned only"))
            #expect(screen.contains("Export the marked cases"))
            // The help is longer than the screen: PgDn scrolls it to the moving keys and then the keys of
            // the other contexts.
            try session.send(keys: "PageDown")
            let scrolled = try await session.waitFor(text: "Elsewhere: the keys of the other views")
            #expect(scrolled.contains("Keys") && scrolled.contains("To the last line"), "still the help:\n\(scrolled)")
            try session.send(keys: "Escape")
            let closed = try await session.waitForAbsence(of: "Keys: Case list")
            #expect(Screen.shownCount(closed)?.shown == 126)
            #expect(Screen.listRows(closed).count > 20, "the list is whole again:\n\(closed)")
        }
    }

    @Test("Keys by context: F1 in a picker shows the picker's keys and Esc goes back to it; ? and q type there, q closes the statistics")
    func keysByContext() async throws {
        try await withBrowser { session in
            try session.send(keys: "s")
            try await session.waitFor(text: "Reviewer specialty")
            try session.type(literal: "pa")
            try await session.waitFor(text: "Type to narrow: pa")
            try session.send(keys: "F1")
            let help = try await session.waitFor(text: "Keys: Pickers (s, c, t, b, y, w, #)")
            #expect(help.contains("Choose or take back the value"), "the picker's own keys:\n\(help)")
            // The panes' keys only below, among the other contexts' keys.
            let own = help.components(separatedBy: "Elsewhere:").first ?? help
            #expect(!own.contains("Show overturned only"), "no keys of the panes:\n\(help)")
            try session.send(keys: "Escape")
            try await session.waitFor(text: "Type to narrow: pa")
            // ? types in a picker too (values may hold one): F1 is its help.
            try session.type(literal: "?")
            try await session.waitFor(text: "Type to narrow: pa?")
            try session.send(keys: "BSpace")
            try await session.waitFor(text: "Type to narrow: pa▏")
            // Letters type in a picker: q narrows instead of closing.
            try session.type(literal: "q")
            try await session.waitFor(text: "Type to narrow: paq")
            try session.send(keys: "Escape")
            try await session.waitForAbsence(of: "Type to narrow")
            try session.send(keys: "S")
            try await session.waitFor(text: "Statistics of 126 cases")
            try session.type(literal: "q")
            let closed = try await session.waitForAbsence(of: "Statistics of")
            #expect(Screen.shownCount(closed)?.shown == 126, "q closed the statistics, not imr:\n\(closed)")
        }
    }

    /// Issue 34: at 80x24 the statistics cut the overturn rate and its interval. Every row now ends
    /// with both, whole, on the specialty tab and on the reason tab's long names (which give way).
    @Test("At 80x24 the statistics show each row's item rate and 95% interval whole")
    func statisticsAt80Columns() async throws {
        try E2E.requireCorpus(in: [E2E.corpusPath])
        let session = try TmuxSession(columns: 80, rows: 24)
        defer { session.close() }
        try session.startIMR(arguments: [E2E.corpusPath])
        try await session.waitFor(text: Self.allCases, timeout: 15)
        try session.send(keys: "S")
        for tab in ["Reviewer specialty", "Decision reason"] {
            let screen = try await session.waitUntil("the \(tab) tab") { screen in
                Screen.lines(screen).contains { $0.contains("Item rate") } && screen.contains(tab)
                    && (tab != "Decision reason" || screen.contains("no-objective-findings"))
            }
            let lines = Screen.lines(screen)
            let header = try #require(lines.firstIndex { $0.contains("Item rate") })
            #expect(lines[header].hasSuffix("95% CI │"), "\(lines[header])")
            let rows = lines[(header + 1)...].prefix { $0.hasPrefix("│ ") }
            #expect(rows.count >= 10, "\(screen)")
            for row in rows {
                // "… 19%   12–29% │": a whole percentage, then a whole interval at the box's edge.
                #expect(row.range(of: #" \d{1,3}%  +\d{1,3}–\d{1,3}% +│$"#, options: .regularExpression) != nil, "\(row)")
            }
            if tab == "Decision reason" { #expect(rows.contains { $0.contains("…") }, "long reason names gave way:\n\(screen)") }
            try session.send(keys: "Tab", "Tab", "Tab", "Tab", "Tab")
        }
    }

    /// The proposal as it stands: the marked cases as one Markdown document with a contents list.
    @Test("Export two marked cases as one document")
    func exportOneDocument() async throws {
        try await withBrowser { session in
            try session.send(keys: "Space")
            try await session.waitFor(text: "1 marked")
            try session.send(keys: "Space")
            try await session.waitFor(text: "2 marked")
            try session.send(keys: "e")
            try await session.waitFor(text: "Export 2 cases (")
            try session.send(keys: "Enter")
            let screen = try await session.waitFor(text: "Exported 2 cases")
            #expect(Screen.statusLine(screen).contains("imr-export.md (markdown)"), "\(Screen.statusLine(screen))")
            let text = try String(contentsOf: session.work.appendingPathComponent("imr-export.md"), encoding: .utf8)
            #expect(text.hasPrefix("# IMR cases (2)"))
        }
    }

    @Test("The overwrite question for several files is grammatical")
    func overwriteQuestionWording() async throws {
        try await withBrowser { session in
            try session.send(keys: "Space")
            try await session.waitFor(text: "1 marked")
            try session.send(keys: "Space")
            try await session.waitFor(text: "2 marked")
            for _ in 0..<2 {
                try await exportMarked(session, to: "./imr-export/")
                try await session.waitUntil("the export or the question") {
                    $0.contains("Exported 2 cases") || Screen.statusLine($0).contains("Replace?")
                }
            }
            let screen = try await session.waitFor(text: "Replace?")
            #expect(Screen.statusLine(screen).contains("2 files exist. Replace?"),
                    "plural verb: \(Screen.statusLine(screen))")
            try session.send(keys: "n")
            try await session.waitUntil("the question to go") { !Screen.statusLine($0).contains("Replace?") }
        }
    }
}
