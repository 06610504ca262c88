import BrowserFixtures
import Foundation
import IMRIndex
import IMRScreen
import TestFixtures
import Testing
import IndexFixtures
@testable import IMRBrowser
import IMRModel

@Suite struct NavigationTests {
    @Test func installShowsEveryCaseWithTheFirstSelected() {
        let state = Fixtures.browser()
        #expect(state.visible.count == 126)
        #expect(state.cursor == 0)
        #expect(state.selectedCase?.id == "CM16-0213037")
    }

    /// P lists the problems; Enter on a letter read only in part selects that letter.
    @Test func problemsViewJumpsToALetterReadInPart() throws {
        let partial = """
        Case Number:          CM15-0000002
                                MEDICAL PROFESSIONAL REVIEW
        CASE SUMMARY: A 50 year old man.
        """
        let whole = try Data(contentsOf: URL(fileURLWithPath: try FixtureFile.dwcLayout.require() + "/CM16-0213037.txt"))
        let memory = [(displayPath: "a/whole.txt", bytes: [UInt8](whole)),
                      (displayPath: "b/partial.txt", bytes: Array(partial.utf8))]
        var state = Fixtures.browser(index: IndexFixtures.index(letters: memory))
        #expect(state.visible.count == 2)
        _ = Fixtures.keys(&state, "j")
        #expect(state.selectedCase?.id == "CM16-0213037")
        _ = Fixtures.keys(&state, "P")
        // The view's title counts what the status line counts, not its rows.
        #expect(state.problemsTitle == "1 problem")
        #expect(Fixtures.browser().problemsTitle == "No problems")
        let row = state.problemRows.firstIndex { $0.text.hasPrefix("read-in-part") }
        #expect(row != nil, "rows: \(state.problemRows.map(\.text))")
        for _ in 0..<(row ?? 0) { _ = Fixtures.keys(&state, "j") }
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.selectedCase?.id == "CM15-0000002")
    }

    @Test func movingClampsAtBothEnds() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "k")
        #expect(state.cursor == 0)
        _ = Fixtures.keys(&state, "j", "Down")
        #expect(state.cursor == 2)
        _ = Fixtures.keys(&state, "G")
        #expect(state.cursor == 125)
        _ = Fixtures.keys(&state, "j")
        #expect(state.cursor == 125)
        _ = Fixtures.keys(&state, "Home")
        #expect(state.cursor == 0)
    }

    @Test func pagingMovesByTheListHeightAndKeepsTheCursorOnScreen() {
        var state = Fixtures.browser(cols: 160, rows: 30)
        let height = state.listHeight
        _ = Fixtures.keys(&state, "PgDn")
        #expect(state.cursor == height)
        #expect(state.cursor >= state.listTop && state.cursor < state.listTop + height)
        _ = Fixtures.keys(&state, "C-u")
        #expect(state.cursor == height - height / 2)
    }

    @Test func tabCyclesPanesAndScrollingMovesThePaneNotTheCase() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "G")
        let selected = state.selectedCase?.id
        _ = Fixtures.keys(&state, "Tab", "Tab")
        #expect(state.focus == .decisions)
        _ = Fixtures.keys(&state, "j")
        #expect(state.selectedCase?.id == selected)
        _ = Fixtures.keys(&state, "S-Tab", "S-Tab")
        #expect(state.focus == .list)
    }

    @Test func enterZoomsAndEscapeUnzooms() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "Tab", "Enter")
        #expect(state.zoomed)
        #expect(state.layout.singlePane)
        #expect(state.layout.rect(for: .summary) != nil)
        _ = Fixtures.keys(&state, "Esc")
        #expect(!state.zoomed)
    }

    @Test func quitAndInterruptAskTheAppToLeave() {
        var state = Fixtures.browser()
        #expect(Fixtures.keys(&state, "q") == [.quit])
        #expect(state.handle(.input(.interrupt)) == [.quit])
    }

    @Test func clickSelectsTheRowAndWheelScrolls() {
        var state = Fixtures.browser()
        guard let list = state.layout.rect(for: .list) else {
            Issue.record("no list pane")
            return
        }
        _ = state.handle(.input(.mouse(MouseEvent(.leftPress, row: list.row + 1 + 4, col: list.col + 3))))
        #expect(state.cursor == 4)
        _ = state.handle(.input(.mouse(MouseEvent(.wheelDown, row: list.row + 2, col: list.col + 3))))
        #expect(state.cursor == 7)
    }

    @Test func layoutAdaptsToTheTerminal() {
        let wide = Layout(size: Size(rows: 45, cols: 160), focus: .list, zoomed: false)
        #expect(wide.panes.count == 3)
        if let list = wide.rect(for: .list), let summary = wide.rect(for: .summary) {
            #expect(list.row == summary.row && summary.col >= list.right)
        }
        let medium = Layout(size: Size(rows: 30, cols: 90), focus: .list, zoomed: false)
        if let list = medium.rect(for: .list), let summary = medium.rect(for: .summary) {
            #expect(summary.row >= list.bottom)
        }
        let small = Layout(size: Size(rows: 14, cols: 50), focus: .decisions, zoomed: false)
        #expect(small.singlePane && small.rect(for: .decisions) != nil)
        #expect(Layout(size: Size(rows: 5, cols: 20), focus: .list, zoomed: false).tooSmall)
    }
}
