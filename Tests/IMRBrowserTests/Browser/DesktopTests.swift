import BrowserFixtures
import Foundation
import IMRIndex
import IMRScreen
import TestFixtures
import Testing
@testable import IMRBrowser
import IMRColumns
import IMRModel

/// The case at hand and the rest of the desktop: keys typed while loading, the letter's own file, the
/// pager, the clipboard. (The programs chosen for them and run: IMRTerminalTests' DesktopProgramsTests.)
@Suite struct DesktopTests {
    // MARK: Keys typed while the letters load

    @Test func keysTypedWhileLoadingAreAppliedInOrderWhenTheCasesArrive() throws {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        _ = state.handle(.loadStarted(source: "letters"))
        #expect(Fixtures.keys(&state, "o", "j", "j").isEmpty)
        #expect(state.typedAhead.count == 3)
        #expect(state.message == BrowserState.stillReading)
        _ = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        #expect(state.typedAhead.isEmpty)
        #expect(state.visible.count == 18, "o typed while loading filters the cases when they arrive")
        #expect(state.cursor == 2, "both j's move the cursor")
        #expect(state.message != BrowserState.stillReading, "a finished load clears \"Still reading\"")
    }

    @Test func effectsOfKeysTypedWhileLoadingReachTheApp() throws {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        _ = Fixtures.keys(&state, "j", "Y")
        let effects = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        let second = try #require(state.selectedCase)
        #expect(state.cursor == 1)
        #expect(effects == [.copyToClipboard(second.caseNumber ?? second.id)])
    }

    @Test func quitAndCtrlCQuitAtOnceWhileLoading() {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        #expect(Fixtures.keys(&state, "q") == [.quit])
        #expect(Fixtures.keys(&state, "C-c") == [.quit])
        #expect(state.typedAhead.isEmpty)
    }

    @Test func theHelpOpensWhileLoadingAndItsKeysAreNotKept() {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        _ = Fixtures.keys(&state, "?", "j", "Esc")
        #expect(state.overlay == nil)
        #expect(state.typedAhead.isEmpty, "keys in the help act in the help")
        _ = Fixtures.keys(&state, "o")
        _ = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        #expect(state.visible.count == 18)
    }

    @Test func aReloadDoesNotHoldKeys() {
        var state = Fixtures.browser()
        _ = state.handle(.loadStarted(source: "letters"))
        _ = Fixtures.keys(&state, "o")
        #expect(state.typedAhead.isEmpty)
        #expect(state.visible.count == 18, "the cases shown answer at once during a reload")
    }

    // MARK: The clipboard

    @Test func yCopiesTheCaseNumber() throws {
        var state = Fixtures.browser()
        let imrCase = try #require(state.selectedCase)
        let number = try #require(imrCase.caseNumber, "the real letters carry case numbers")
        #expect(Fixtures.keys(&state, "Y") == [.copyToClipboard(number)])
        #expect(state.message == StatusMessage("Copied \(number) to the clipboard"))
    }

    @Test func yCopiesTheIdWhenThereIsNoCaseNumber() throws {
        var corpus = Fixtures.dwcIndex.corpus
        try #require(!corpus.cases.isEmpty, "the real letters (Fixtures/corpus) are needed")
        for position in corpus.cases.indices { corpus.cases[position].caseNumber = nil }
        var state = Fixtures.browser(index: CorpusIndex(corpus))
        let id = try #require(state.selectedCase?.id)
        #expect(Fixtures.keys(&state, "Y") == [.copyToClipboard(id)])
    }

    // MARK: The letter's own file

    @Test func fOpensTheLettersFileUnderTheFolderOpened() throws {
        var state = Fixtures.browser()
        let imrCase = try #require(state.selectedCase)
        let effects = Fixtures.keys(&state, "F")
        let folder = try FixtureFile.dwcLayout.require()
        #expect(effects == [.openLetter(path: folder + "/" + imrCase.file)])
        let text = try String(contentsOfFile: folder + "/" + imrCase.file, encoding: .utf8)
        #expect(text.contains(imrCase.caseNumber ?? imrCase.id))
    }

    @Test func aLetterHeldInMemoryHasNoFileToOpen() {
        var state = Fixtures.browser(index: Fixtures.hostileIndex())
        #expect(Fixtures.keys(&state, "F").isEmpty)
        #expect(state.message?.isError == true)
        #expect(state.message?.text.contains("no file to open") == true)
    }

    // MARK: The pager

    @Test func theCaseReportGoesToThePagerEscaped() throws {
        var state = Fixtures.browser(index: Fixtures.hostileIndex())
        let imrCase = try #require(state.selectedCase)
        let effects = Fixtures.keys(&state, "|")
        guard case .pipeToPager(let text)? = effects.first, effects.count == 1 else {
            Issue.record("no pager effect: \(effects)")
            return
        }
        #expect(text.contains(imrCase.id))
        #expect(text.contains("CLINICAL CASE SUMMARY"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x08 },
                "the letter's planted escapes never reach the pager raw")
    }

    @Test func aProgramsOutcomeBecomesTheStatus() {
        var state = Fixtures.browser()
        _ = state.handle(.programFinished(StatusMessage("less ended with status 2", isError: true)))
        #expect(state.message == StatusMessage("less ended with status 2", isError: true))
        _ = state.handle(.programFinished(nil))
        #expect(state.message == nil)
    }
}
