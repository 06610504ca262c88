import Foundation
import Testing

// "More like this" in the real browser, in the serialized tmux suite (one browser at a time).
extension BrowserEndToEndTests {
    /// What `imr similar --json` ranks as most like `anchor`, the hundred the browser lists.
    func similarCases(_ anchor: String) throws -> [[String: Any]] {
        let binary = try #require(E2E.imrPath)
        let json = try E2E.run(binary, ["similar", anchor, E2E.corpusPath, "--json", "--limit", "100"]).stdout
        let ranking = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(ranking["similar"] as? [[String: Any]])
    }

    @Test("L lists the cases like the selected one as imr similar ranks them; o narrows it; Esc goes back")
    func moreLikeThis() async throws {
        let anchor = "CM16-0213037"
        let similar = try similarCases(anchor)
        let ranked = similar.compactMap { $0["id"] as? String }
        let overturned = similar.filter { $0["outcome"] as? String == "overturned" }.compactMap { $0["id"] as? String }
        try await withBrowser { session in
            #expect(Screen.cursorID(try session.capture(escapes: true)) == anchor)
            try session.send(keys: "L")
            var screen = try await session.waitUntil("the list of cases like \(anchor)") {
                $0.contains("Like \(anchor)") && Screen.shownCount($0)?.shown == ranked.count
            }
            var rows = Screen.listRows(screen).map(\.id)
            #expect(rows.count > 10, "the list is full of similar cases:\n\(screen)")
            #expect(rows == Array(ranked.prefix(rows.count)), "the browser ranks as imr similar does:\n\(screen)")
            #expect(!rows.contains(anchor))
            #expect(Screen.statusLine(screen).contains("like \(anchor)"))
            #expect(screen.contains(" tx "), "each row says why:\n\(screen)")

            screen = try await press("o", in: session, expectShown: overturned.count)
            rows = Screen.listRows(screen).map(\.id)
            #expect(rows == Array(overturned.prefix(rows.count)), "o keeps the rank order:\n\(screen)")

            try session.send(keys: "Escape")
            screen = try await session.waitUntil("back to all 126 cases") {
                Screen.shownCount($0)?.shown == 126 && !$0.contains("Like \(anchor)")
            }
            #expect(Screen.cursorID(try session.capture(escapes: true)) == anchor, "the cursor is back on \(anchor)")
        }
    }

    @Test("The sort menu of the like-this list reorders it; likeness, its first choice, puts the ranking back")
    func moreLikeThisSorts() async throws {
        let anchor = "CM16-0213037"
        let ranked = try similarCases(anchor).compactMap { $0["id"] as? String }
        try await withBrowser { session in
            try session.send(keys: "L")
            try await session.waitUntil("the list of cases like \(anchor)") { Screen.shownCount($0)?.shown == ranked.count }
            try session.send(keys: "O")
            try await session.waitFor(text: "Likeness, most alike first (now)")
            // Case id is the choice under likeness.
            try session.send(keys: "Down")
            try session.send(keys: "Enter")
            var screen = try await session.waitFor(text: "Sorted by case id")
            var rows = Screen.listRows(screen).map(\.id)
            #expect(rows.count > 10 && rows == rows.sorted(), "by case id:\n\(screen)")
            #expect(rows.allSatisfy(ranked.contains), "the same cases")
            #expect(Screen.shownCount(screen)?.shown == ranked.count)
            try session.send(keys: "O")
            try await session.waitFor(text: "Sort by")
            try session.send(keys: "Home")
            try session.send(keys: "Enter")
            screen = try await session.waitFor(text: "Sorted by likeness")
            rows = Screen.listRows(screen).map(\.id)
            #expect(rows == Array(ranked.prefix(rows.count)), "the ranking's order again:\n\(screen)")
        }
    }
}
