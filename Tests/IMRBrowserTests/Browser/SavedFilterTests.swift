import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
@testable import IMRBrowser
import IMRColumns
import IMRModel

/// Saved filters (@name, W, the @ list), the filter line's history (Up, Down) and undoing filter
/// changes (U), through the state as keys drive it.
@Suite struct SavedFilterTests {
    static let lowBack = "ACOEM Ch. 12 Low Back Complaints"

    /// A browser over the real letters that has recalled `saved` and `history` from an earlier run.
    func browser(saved: [SavedFilter] = [], history: [String] = []) -> BrowserState {
        var state = Fixtures.browser()
        _ = state.handle(.memoryRecalled(RecalledMemory(saved: saved, history: history, problems: [])))
        return state
    }

    /// Opens the filter line, replaces what it holds with `line` and submits it.
    func filter(_ state: inout BrowserState, _ line: String) -> [BrowserEffect] {
        _ = Fixtures.keys(&state, "f", "C-u")
        Fixtures.type(&state, line)
        return Fixtures.keys(&state, "Enter")
    }

    func promptText(_ state: BrowserState) -> String? {
        if case .prompt(let prompt)? = state.overlay { return prompt.text }
        return nil
    }

    @Test func aSavedFilterCombinesWithOtherTermsInTheFilterLine() {
        var state = browser(saved: [SavedFilter(name: "LowBack", query: "ch:12")])
        let effects = filter(&state, "@lowback overturned")
        #expect(state.query.values(.chapter) == [Self.lowBack])
        #expect(state.query.values(.outcome) == ["overturned"])
        let expected = Fixtures.dwcIndex.cases.filter { $0.outcome == .overturned && $0.chapters.contains(Self.lowBack) }
        #expect(state.shownCases.map(\.id) == expected.map(\.id))
        #expect(!expected.isEmpty)
        #expect(effects == [.remember(.filterHistory(["@lowback overturned"]))], "the line is kept as typed, @name and all")
        #expect(state.message?.isError != true)
    }

    @Test func anUnknownNameIsSaidAndTheFiltersStay() {
        var state = browser(saved: [SavedFilter(name: "lumbar", query: "ch:12")])
        _ = Fixtures.keys(&state, "o")
        let shown = state.visible
        _ = filter(&state, "@lumbr upheld")
        #expect(state.message?.isError == true)
        #expect(state.message?.text.contains("No saved filter @lumbr (saved: @lumbar)") == true)
        #expect(state.query.values(.outcome) == ["overturned"])
        #expect(state.visible == shown)
    }

    @Test func wSavesTheFilterUnderANameAndAtListsItWithItsCount() throws {
        var state = browser()
        _ = Fixtures.keys(&state, "o", "W")
        Fixtures.type(&state, "over")
        let saved = Fixtures.keys(&state, "Enter")
        #expect(saved == [.remember(.savedFilter(SavedFilter(name: "over", query: "overturned")))])
        #expect(state.filterMemory.saved == [SavedFilter(name: "over", query: "overturned")])

        _ = Fixtures.keys(&state, "a", "@")
        guard case .savedFilters(let list)? = state.overlay else {
            Issue.record("the saved filters are not listed")
            return
        }
        #expect(list.rows.map(\.cases) == [18], "the count is the cases the filter finds")
        #expect(BrowserView.render(state).text.contains("@over"))
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.overlay == nil)
        #expect(state.visible.count == 18)
        #expect(state.filterMemory.history.entries == ["@over"])
    }

    @Test func aNameThatCannotBeSavedIsSaidAndNothingIsKept() {
        var state = browser()
        _ = Fixtures.keys(&state, "W")
        #expect(state.overlay == nil && state.message?.isError == true, "no filter: nothing to save")
        _ = Fixtures.keys(&state, "o", "W")
        Fixtures.type(&state, "two words")
        #expect(Fixtures.keys(&state, "Enter").isEmpty)
        #expect(state.message?.text.hasPrefix("Not saved:") == true)
        #expect(state.filterMemory.saved.isEmpty)
    }

    @Test func dForgetsTheSavedFilterAtTheCursor() {
        var state = browser(saved: [SavedFilter(name: "a", query: "upheld"), SavedFilter(name: "b", query: "@nothing")])
        _ = Fixtures.keys(&state, "@")
        guard case .savedFilters(let list)? = state.overlay else {
            Issue.record("the saved filters are not listed")
            return
        }
        #expect(list.rows[0].cases == 100)
        #expect(list.rows[1].cases == nil && list.rows[1].problem?.contains("@nothing") == true)
        let effects = Fixtures.keys(&state, "j", "D")
        #expect(effects == [.remember(.forgottenFilter(name: "b"))])
        #expect(state.filterMemory.saved.map(\.name) == ["a"])
        _ = Fixtures.keys(&state, "D")
        #expect(state.overlay == nil, "the list closes when the last one goes")
    }

    @Test func upAndDownWalkTheFilterLinesTypedBefore() {
        var state = browser(history: ["upheld"])
        _ = filter(&state, "overturned")
        _ = filter(&state, "ch:12")
        _ = Fixtures.keys(&state, "f")
        let draft = promptText(state)
        _ = Fixtures.keys(&state, "Up")
        #expect(promptText(state) == "ch:12")
        _ = Fixtures.keys(&state, "Up", "Up")
        #expect(promptText(state) == "upheld", "the lines of earlier runs are older than this run's")
        _ = Fixtures.keys(&state, "Up")
        #expect(promptText(state) == "upheld")
        _ = Fixtures.keys(&state, "Down")
        #expect(promptText(state) == "overturned")
        _ = Fixtures.keys(&state, "Down", "Down")
        #expect(promptText(state) == draft, "past the newest line, the line being typed comes back")
        // Closing and opening again starts the walk from the newest line.
        _ = Fixtures.keys(&state, "Up", "Esc", "f", "Up")
        #expect(promptText(state) == "ch:12")
    }

    @Test func theHistoryKeepsALineTypedTwiceInARowOnceAndIsBounded() {
        var state = browser()
        _ = filter(&state, "overturned")
        #expect(filter(&state, " overturned ").isEmpty, "the same line again is not kept again")
        #expect(state.filterMemory.history.entries == ["overturned"])
        var history = FilterHistory((0..<250).map { "year:\($0)" })
        #expect(history.entries.count == FilterHistory.limit)
        #expect(history.entries.last == "year:249")
        #expect(history.add("") == false)
    }

    @Test func uUndoesClearingTheFiltersThenTheChangesBefore() {
        var state = browser()
        _ = Fixtures.keys(&state, "o")
        _ = filter(&state, "overturned ch:12")
        let narrowed = state.visible
        _ = Fixtures.keys(&state, "x")
        #expect(state.visible.count == 126)
        _ = Fixtures.keys(&state, "U")
        #expect(state.visible == narrowed)
        #expect(state.query.values(.chapter) == [Self.lowBack])
        _ = Fixtures.keys(&state, "U")
        #expect(state.query.values(.chapter).isEmpty && state.visible.count == 18)
        _ = Fixtures.keys(&state, "U")
        #expect(state.visible.count == 126)
        _ = Fixtures.keys(&state, "U")
        #expect(state.message?.text.hasPrefix("Nothing to undo") == true)
    }

    @Test func uUndoesTheItemLevelWithTheFilters() {
        var state = browser()
        _ = Fixtures.keys(&state, "i", "o", "x")
        #expect(!state.itemLevel)
        _ = Fixtures.keys(&state, "U")
        #expect(state.itemLevel && state.visible.count == 26)
    }

    @Test func theHelpSaysUUndoesXAndTheKeysOfSavedFilters() {
        let list = HelpPage(context: .list).lines
        #expect(list.contains { if case .entry("U", let help) = $0 { help.contains("Undo") } else { false } })
        #expect(list.contains { if case .entry("x", let help) = $0 { help.contains("U undoes") } else { false } })
        #expect(list.contains { if case .entry("W", _) = $0 { true } else { false } })
        let prompt = HelpPage(context: .prompt).lines
        #expect(prompt.contains { if case .entry("Up", let help) = $0 { help.contains("history") } else { false } })
        let saved = HelpPage(context: .savedFilters).lines
        #expect(saved.contains { if case .entry("D", _) = $0 { true } else { false } })
    }
}
