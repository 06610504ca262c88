import BrowserFixtures
import Dispatch
import Foundation
import IMRIndex
import IMRExport
import IMRScreen
@testable import IMRBrowser
@testable import IMRTerminal
import Testing

/// The app itself, quitting while a tag is still being written: it waits, saying so on the status line,
/// and only a second quit leaves without the write, which it then names (`unsaved`).
@Suite struct QuitWaitsForWritesTests {
    /// A notes store that holds every change until `release` is signalled.
    final class SlowNotes: NotesBackend, @unchecked Sendable {
        let release = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var applied: [NotesChange] = []

        func apply(_ change: NotesChange) throws -> Int {
            _ = release.wait(timeout: .now() + 20)
            lock.withLock { applied.append(change) }
            return 1
        }

        func annotations() throws -> [String: CaseAnnotations] { [:] }

        var changes: [NotesChange] { lock.withLock { applied } }
    }

    /// Types the keys in turn once the cases are shown; then, once a frame says the quit waits, either
    /// lets the notes store go on or quits again.
    final class ScriptedScreen: ScriptedScreenBasics, @unchecked Sendable {
        let size = Size(rows: 30, cols: 140)
        private var keys: [InputEvent]
        /// The second quit: nil lets the notes store go on instead.
        private let quitAgain: InputEvent?
        private let notes: SlowNotes
        private(set) var sawWaiting = false
        /// The script ran out of time and interrupted the app (what it typed did not end it).
        private(set) var timedOut = false
        private var shown = false
        private let deadline = Date().addingTimeInterval(20)

        init(keys: [InputEvent], quitAgain: InputEvent?, notes: SlowNotes) {
            self.keys = keys
            self.quitAgain = quitAgain
            self.notes = notes
        }

        func present(_ frame: Frame) {
            let status = frame.lines.last ?? ""
            if status.contains(" cases") { shown = true }
            if status.contains("Quitting once written: the tag Follow up on 1 case") && !sawWaiting {
                sawWaiting = true
                if quitAgain == nil { notes.release.signal() }
            }
        }

        func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
            if Date() > deadline {
                timedOut = true
                return .interrupt
            }
            if sawWaiting, let quitAgain { return quitAgain }
            if shown, !keys.isEmpty { return keys.removeFirst() }
            usleep(2_000)
            return nil
        }
    }

    static func run(quitAgain: InputEvent?) -> (BrowserApp, ScriptedScreen, SlowNotes) {
        let notes = SlowNotes()
        let typed: [InputEvent] = [.key(.character("+"))] + "Follow up".map { .key(.character($0)) } + [.key(.enter), .key(.character("q"))]
        let screen = ScriptedScreen(keys: typed, quitAgain: quitAgain, notes: notes)
        let corpus = Fixtures.dwcIndex.corpus
        let app = BrowserApp(screen: screen, source: "letters", themes: ThemeCatalog(environment: [:]), themeName: "default") { _ in corpus }
        app.notes = notes
        app.run()
        return (app, screen, notes)
    }

    @Test func quitWaitsForTheTagAndSaysSo() throws {
        let (app, screen, notes) = Self.run(quitAgain: nil)
        #expect(screen.sawWaiting, "the status line says what quitting waits for")
        #expect(notes.changes.count == 1, "the tag was written before the app ended")
        #expect(app.unsaved.isEmpty)
    }

    @Test func aSecondQuitLeavesWithoutTheWriteAndNamesIt() throws {
        let (app, screen, notes) = Self.run(quitAgain: .interrupt)
        defer { notes.release.signal() }
        #expect(screen.sawWaiting)
        #expect(app.unsaved == ["the tag Follow up on 1 case"])
    }

    /// q again, as the status line says, leaves too.
    @Test func qAgainLeavesWithoutTheWrite() throws {
        let (app, screen, notes) = Self.run(quitAgain: .key(.character("q")))
        defer { notes.release.signal() }
        #expect(screen.sawWaiting && !screen.timedOut)
        #expect(app.unsaved == ["the tag Follow up on 1 case"])
    }
}
