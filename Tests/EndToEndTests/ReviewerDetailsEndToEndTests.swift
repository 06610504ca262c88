import Foundation
import Testing

// Issue 34's small things a first hour trips on, in the real browser through tmux: the filter line
// reopens with its text selected and a term that does not read applies nothing (and is named at 80
// columns), the decision pane says what imr read a request as, and a professional review's guideline
// is labelled as its letter labels it.

@Suite(
    "A reviewer's details (tmux)",
    .serialized,
    .timeLimit(.minutes(3))
)
struct ReviewerDetailsEndToEndTests {
    @Test("The filter line reopens selected, typing replaces it; a term that does not read applies nothing and is named")
    func filterLineSelectionAndBadTerms() async throws {
        try await TmuxSession.with(columns: 80, rows: 24) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            try session.send(keys: "f")
            try await session.waitFor(text: "Filter:")
            try session.type(literal: "overturned")
            try session.send(keys: "Enter")
            try await session.waitUntil("18 overturned cases") { Screen.shownCount($0)?.shown == 18 }
            // Reopened, the line holds "overturned" selected: typing replaces it.
            try session.send(keys: "f")
            try await session.waitFor(text: "Filter: overturned")
            try session.type(literal: "partial")
            try session.send(keys: "Enter")
            let partial = try await session.waitUntil("8 partially overturned cases") { Screen.shownCount($0)?.shown == 8 }
            #expect(!Screen.statusLine(partial).contains("overturned │"), "the old text was replaced:\n\(partial)")
            // A date that is not one: nothing of the line applies, and the status line names it.
            try session.send(keys: "f")
            try await session.waitFor(text: "Filter: partial")
            try session.type(literal: "overturned decided:2016-13")
            try session.send(keys: "Enter")
            let refused = try await session.waitFor(text: "decided:2016-13: not a date")
            #expect(Screen.shownCount(refused)?.shown == 8, "the filters stay as they were:\n\(refused)")
        }
    }

    @Test("The decision pane says what imr read each request as: key, kind, regions, category")
    func decisionPaneSaysWhatARequestWasReadAs() async throws {
        try await TmuxSession.with(columns: 160, rows: 50) { session in
            try await session.waitFor(text: "126 of 126 cases", timeout: 15)
            try await session.filter("CM16-0247802", shown: 1)
            let screen = try await session.waitFor(text: "Read as: spine surgery consultation (consultation)")
            #expect(screen.contains("Category:"), "the category beside it:\n\(screen)")
        }
    }

    @Test("A professional review's guideline is the one the reviewer relied upon, with no claims administrator's")
    func professionalReviewGuidelines() async throws {
        let sandbox = Sandbox()
        let letters = sandbox.work + "/letters"
        #expect(try sandbox.imr(["generate", letters, "--count", "300", "--seed", "3"]).status == 0)
        let listed = try sandbox.imr(["list", letters, "--filter", "layout:professional-review", "--json"])
        let first = try #require(listed.stdout.split(separator: "\n").first, "the generated letters hold professional reviews")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let id = try #require(object["id"] as? String)
        try await TmuxSession.with(arguments: [letters], columns: 160, rows: 50) { session in
            try await session.waitFor(text: "300 of 300 cases", timeout: 20)
            try await session.filter(id, shown: 1)
            let screen = try await session.waitFor(text: "Guideline relied upon by the reviewer")
            #expect(!screen.contains("Claims Administrator"), "no claims administrator's guideline it never had:\n\(screen)")
            #expect(!screen.contains("MAXIMUS guideline"), "not labelled as MAXIMUS's:\n\(screen)")
        }
    }
}
