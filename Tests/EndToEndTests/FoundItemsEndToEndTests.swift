import Foundation
import Testing

// The items an item filter finds (`kind:drug`, `treat:mri item:overturned`), driven through tmux over the
// real letters: the decision pane marks them and opens on the first, n/N step through them and on to the
// other cases shown, d asks precedents from the one stepped to, and the browser's CSV says which matched.

@Suite(
    "The items a filter found (tmux)",
    .serialized,
    .timeLimit(.minutes(3))
)
struct FoundItemsEndToEndTests {
    func withBrowser<T>(_ body: (TmuxSession) async throws -> T) async throws -> T {
        try await TmuxSession.with(columns: 160, rows: 50) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            return try await body(session)
        }
    }

    /// The numbers of the items the decision pane marks as found ("▶ 3. Lidocaine…" is 3).
    static func markedItems(_ screen: String) -> [Int] {
        Screen.lines(screen).compactMap { line in
            line.firstMatch(of: #/▶ (\d+)\. /#).map { Int($0.1)! }
        }
    }

    @Test("n and N step through the items the filter found, in the case and on to the next; d asks from the one stepped to")
    func stepThroughTheFoundItems() async throws {
        try await withBrowser { session in
            // CM16-0247802 disputes five items: a consultation, then four drugs.
            try await session.filter("kind:drug CM16-0247802", shown: 1)
            let opened = try await session.waitFor(text: "▶ 2. Orphenadrine")
            #expect(!opened.contains("▶ 1. "), "the consultation is not marked:\n\(opened)")
            try session.send(keys: "n")
            var screen = try await session.waitFor(text: "item 3: 2 of 4 the filter found here")
            #expect(Self.markedItems(screen).first == 3, "the pane is on item 3:\n\(screen)")
            try session.send(keys: "n")
            screen = try await session.waitFor(text: "item 4: 3 of 4 the filter found here")
            #expect(Self.markedItems(screen).first == 4, "the pane is on item 4:\n\(screen)")
            try session.send(keys: "n")
            try await session.waitFor(text: "item 5: 4 of 4 the filter found here")
            try session.send(keys: "n")
            try await session.waitFor(text: "No further item the filter found in the 1 case shown")
            try session.send(keys: "N")
            try await session.waitFor(text: "item 4: 3 of 4 the filter found here")
            try session.send(keys: "d")
            let precedents = try await session.waitFor(text: "Asked from CM16-0247802")
            #expect(precedents.contains("Asked from CM16-0247802 item 4"), "d asks from the item n/N went to:\n\(precedents)")
            #expect(precedents.contains("Key hydrocodone/acetaminophen"), "the drug key reads as users write it:\n\(precedents)")
        }
    }

    @Test("n goes on to the next case shown, opening its decision pane on the item found there; N comes back")
    func nGoesOnToTheNextCase() async throws {
        try await withBrowser { session in
            try await session.filter("treat:mri item:overturned", shown: 8)
            try session.send(keys: "G")
            try await session.waitFor(text: "▶ 2. MRI of the right knee")
            try session.send(keys: "k")
            try await session.waitForAbsence(of: "▶ 2. MRI of the right knee")
            try session.send(keys: "n")
            let next = try await session.waitFor(text: "CM17-0019120 item 2: 1 of 1 the filter found here")
            #expect(Self.markedItems(next) == [2], "only the MRI is marked, and shown:\n\(next)")
            try session.send(keys: "N")
            try await session.waitFor(text: "CM17-0009840 item 1: 1 of 1")
        }
    }

    @Test("With no search and no item term, n says what it steps through; with item terms that find nothing, that")
    func nWithNothingToStepThrough() async throws {
        try await withBrowser { session in
            try session.send(keys: "n")
            let screen = try await session.waitFor(text: "No search yet")
            #expect(Screen.statusLine(screen).contains("press / to search"))
            // Item terms that find nothing: n says so, rather than ask for a search.
            try await session.filter("treat:zzzz", shown: 0)
            try session.send(keys: "n")
            try await session.waitFor(text: "the filter's item terms found no item")
        }
    }

    @Test("The browser's CSV of an item filter says which items matched, as imr list --csv and imr export do")
    func theBrowsersCSVSaysWhichItemsMatched() async throws {
        let line = "treat:mri item:overturned"
        try await withBrowser { session in
            try await session.filter(line, shown: 8)
            try session.send(keys: "E")
            try await session.waitFor(text: "Export 8 cases (")
            try session.send(keys: "C-u")
            try session.type(literal: "found.csv")
            try session.send(keys: "Enter")
            try await session.waitFor(text: "Exported 8 cases")
            let exported = try String(contentsOf: session.work.appendingPathComponent("found.csv"), encoding: .utf8)
            let binary = try #require(E2E.imrPath)
            let listed = try E2E.run(binary, ["list", "--csv", "--filter", line, E2E.corpusPath])
            #expect(listed.status == 0)
            let browser = try Self.matchedColumn(exported)
            #expect(browser == (try Self.matchedColumn(listed.stdout)), "the browser's CSV and imr list --csv agree")
            let export = try E2E.run(binary, ["export", E2E.corpusPath, "--filter", line, "--format", "csv", "-o", "-"])
            #expect(export.status == 0)
            #expect(browser == (try Self.matchedColumn(export.stdout)), "and so does imr export's")
            // One case of the eight has a second item, physical therapy, which the filter did not find.
            #expect(browser.filter { $0.matched == "no" }.map(\.item) == ["CM17-0019120 1"], "\(browser)")
            #expect(browser.filter { $0.matched == "yes" }.count == 8)
        }
    }

    /// Each row's case id and item number with its `matched` cell, the columns found by name.
    static func matchedColumn(_ csv: String) throws -> [Matched] {
        let rows = records(csv)
        let header = try #require(rows.first)
        let id = try #require(header.firstIndex(of: "id")), item = try #require(header.firstIndex(of: "item"))
        let matched = try #require(header.firstIndex(of: "matched"))
        return rows.dropFirst().map { row in Matched(item: "\(row[id]) \(row[item])", matched: row[matched]) }
    }

    struct Matched: Equatable {
        let item: String
        let matched: String
    }

    /// RFC 4180 records: cells split at commas outside quotes, "" inside quotes one quote.
    static func records(_ csv: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var cell = ""
        var quoted = false
        var characters = csv.makeIterator()
        var pending: Character? = nil
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" { cell.append("\"") } else { quoted = false; pending = next }
                } else {
                    cell.append(character)
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                record.append(cell)
                cell = ""
            } else if character == "\n" || character == "\r\n" {
                record.append(cell)
                records.append(record)
                (record, cell) = ([], "")
            } else {
                cell.append(character)
            }
        }
        if !cell.isEmpty || !record.isEmpty { records.append(record + [cell]) }
        return records
    }
}
