import Foundation
import Testing

// "More like this" in the real browser, in the serialized tmux suite (one browser at a time).
extension BrowserEndToEndTests {
    @Test("L lists the cases like the selected one as imr similar ranks them; o narrows it; Esc goes back")
    func moreLikeThis() async throws {
        let anchor = "CM16-0213037"
        let binary = try #require(E2E.imrPath)
        let json = try E2E.run(binary, ["similar", anchor, E2E.corpusPath, "--json", "--limit", "100"]).stdout
        let ranking = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let similar = try #require(ranking["similar"] as? [[String: Any]])
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
}
