import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
@testable import IMRBrowser

/// A background step's notice (the notes store unreadable) reaches the status line.
@Suite struct NoticeEventTests {
    @Test func aNoticeIsShown() {
        var state = Fixtures.browser()
        _ = state.handle(.notice(StatusMessage("notes.sqlite: damaged; tag: finds nothing", isError: true)))
        #expect(state.message?.text.contains("tag: finds nothing") == true)
        #expect(state.message?.isError == true)
    }
}
