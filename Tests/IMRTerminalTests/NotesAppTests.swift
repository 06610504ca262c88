import BrowserFixtures
import Foundation
import IMRExport
import IMRScreen
@testable import IMRBrowser
@testable import IMRTerminal
import Testing
import IMRIndex

/// The app itself carrying out a tag key: the store written off the key loop, and what it then holds
/// handed back to the state with `notesChanged`, which gives it to the index (nothing else does), so
/// the case pane shows the tag.
@Suite struct NotesAppTests {
    /// A notes store in memory, keeping tags only.
    final class MemoryNotes: NotesBackend, @unchecked Sendable {
        private let lock = NSLock()
        private var kept: [String: CaseAnnotations] = [:]

        func apply(_ change: NotesChange) throws -> Int {
            guard case .addTag(let tag, let keys) = change else { return 0 }
            return lock.withLock {
                for key in keys { kept[key, default: CaseAnnotations()].tags.append(tag) }
                return keys.count
            }
        }

        func annotations() throws -> [String: CaseAnnotations] { lock.withLock { kept } }
    }

    /// Types the keys once the cases are shown, then quits when the status line says the tag is kept.
    final class ScriptedScreen: ScriptedScreenBasics, @unchecked Sendable {
        let size = Size(rows: 30, cols: 140)
        private var keys: [InputEvent] = [.key(.character("+"))] + "Follow up".map { .key(.character($0)) } + [.key(.enter)]
        private(set) var sawKept = false
        private var shown = false
        private let deadline = Date().addingTimeInterval(20)

        func present(_ frame: Frame) {
            if frame.lines.last?.contains(" cases") == true { shown = true }
            if frame.lines.last?.contains("Tagged 1 case Follow up") == true { sawKept = true }
        }

        func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
            if sawKept || Date() > deadline { return .interrupt }
            if shown, !keys.isEmpty { return keys.removeFirst() }
            usleep(2_000)
            return nil
        }
    }

    @Test func aTagWrittenByTheAppIsShownWithTheCase() {
        let screen = ScriptedScreen()
        let corpus = Fixtures.dwcIndex.corpus
        let app = BrowserApp(screen: screen, source: "letters", themes: ThemeCatalog(environment: [:]), themeName: "default") { _ in corpus }
        app.notes = MemoryNotes()
        app.run()
        #expect(screen.sawKept)
        #expect(app.state.index?.tagNames == ["Follow up"])
        #expect(app.state.documentLines(.summary).contains { $0.plain.contains("Tags: Follow up") },
                "the summary pane shows the tag the store now holds")
    }
}
