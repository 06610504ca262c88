import BrowserFixtures
import Dispatch
import Foundation
import IMRIndex
import IMRScreen
@testable import IMRBrowser
@testable import IMRTerminal
import Testing
import IMRColumns
import IMRStore

/// The browser app itself on a first open: the cases a loader hands over on the way reach the screen
/// before the load ends, and the last frame shows every case (the wiring from `LoadReports.preview`
/// through `LoadJob` and the inbox to the state).
@Suite struct PartialListAppTests {
    /// Watches the status line of every frame; ends the app at the first frame after the partial list
    /// that no longer says it is incomplete, or after 20 s.
    final class WatchingScreen: ScriptedScreenBasics, @unchecked Sendable {
        let size = Size(rows: 30, cols: 140)
        let sawPartial = DispatchSemaphore(value: 0)
        private(set) var statusLines: [String] = []
        private let deadline = Date().addingTimeInterval(20)
        private var signalled = false

        func present(_ frame: Frame) {
            let status = frame.lines.last ?? ""
            statusLines.append(status)
            if status.contains("list incomplete") && !signalled {
                signalled = true
                sawPartial.signal()
            }
        }

        func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
            let final = signalled && statusLines.last.map { !$0.contains("incomplete") } == true
            if final || Date() > deadline { return .interrupt }
            usleep(2_000)
            return nil
        }
    }

    @Test func theFirstCasesAreShownBeforeTheLoadEnds() throws {
        let whole = Fixtures.dwcIndex.corpus
        try #require(whole.cases.count > 3, "the real letters (Fixtures/corpus) are needed")
        var first = whole
        first.cases = CaseList(Array(whole.cases.materialized.prefix(3)))
        let partial = first
        let screen = WatchingScreen()
        let app = BrowserApp(screen: screen, source: "letters", themes: ThemeCatalog(environment: [:]),
                             themeName: "default") { reports in
            reports.progress(.reading(done: 1, total: 10))
            reports.preview?(partial)
            // The load goes on only once the partial list was drawn, as a long read would.
            _ = screen.sawPartial.wait(timeout: .now() + 10)
            reports.progress(.reading(done: 10, total: 10))
            return whole
        }
        app.run()
        let partialFrame = try #require(screen.statusLines.first { $0.contains("list incomplete") },
                                        "the cases read so far were never on screen")
        #expect(partialFrame.hasPrefix("3 of 3 cases"))
        #expect(partialFrame.contains("files read 1 of 10"))
        let last = try #require(screen.statusLines.last)
        #expect(last.hasPrefix("\(whole.cases.count) of \(whole.cases.count) cases"))
        if whole.problems.isEmpty { #expect(last.contains("All letters read: \(whole.cases.count) cases")) }
    }
}
