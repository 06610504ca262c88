import BrowserFixtures
import IMRIndex
import IMRScreen
@testable import IMRBrowser
import Testing
import IMRColumns
import IMRModel
import IMRExport

/// A second open shows the case store's cases while the letters are checked: the status line says so
/// until the check ends, `r` does not start a second load meanwhile, and a check that found changes
/// reloads as `r` does and says what changed.
@Suite struct StoredOpenBrowserTests {
    static func storedIndex() -> CorpusIndex {
        var corpus = Fixtures.dwcIndex.corpus
        corpus.unchecked = true
        return CorpusIndex(corpus)
    }

    static func shownFromStore() throws -> BrowserState {
        try #require(!Fixtures.dwcIndex.corpus.cases.isEmpty, "the real letters (Fixtures/corpus) are needed")
        return Fixtures.browser(index: storedIndex())
    }

    @Test func theStatusLineSaysTheLettersAreBeingCheckedUntilTheyAre() throws {
        var state = try Self.shownFromStore()
        #expect(state.checking != nil)
        #expect(StatusBarTests.status(state).contains("checking the letters for changes"))
        _ = state.handle(.loadProgress(.reading(done: 2, total: 7)))
        #expect(StatusBarTests.status(state).contains("reading changed letters: 2 of 7"))
        let said = state.message
        _ = state.handle(.lettersChecked(nil))
        #expect(state.checking == nil)
        #expect(!StatusBarTests.status(state).contains("check"))
        #expect(state.message == said, "nothing changed: nothing more to say")
    }

    @Test func beforeAnyCountTheStatusLineSaysWhatIsOpened() {
        var state = BrowserState(size: Size(rows: 24, cols: 80))
        _ = state.handle(.loadStarted(source: "letters"))
        #expect(StatusBarTests.status(state).hasPrefix("Opening letters…"))
        _ = state.handle(.loadProgress(.reading(done: 3, total: 10)))
        #expect(StatusBarTests.status(state).hasPrefix("Reading letters: 3 of 10 files"))
    }

    @Test func aCheckedLoadIsNotChecking() {
        let state = Fixtures.browser()
        #expect(state.checking == nil)
    }

    @Test func reloadWaitsForTheCheck() throws {
        var state = try Self.shownFromStore()
        #expect(Fixtures.keys(&state, "r").isEmpty)
        #expect(state.message?.text.contains("being checked") == true)
        _ = state.handle(.lettersChecked(nil))
        #expect(Fixtures.keys(&state, "r") == [.reload])
    }

    @Test func changedLettersReloadKeepingFiltersMarksAndSelection() throws {
        var state = try Self.shownFromStore()
        _ = Fixtures.keys(&state, "o", "j", "j", "Space")
        let query = state.query, selected = state.selectedCase?.id, marks = state.marks
        let before = state.totalCount
        var corpus = Fixtures.dwcIndex.corpus
        corpus.cases = CaseList(Array(corpus.cases.materialized.dropLast()))
        corpus.lettersReadAgain = 2
        _ = state.handle(.lettersChecked(CorpusIndex(corpus)))
        #expect(state.checking == nil)
        #expect(state.query == query && state.selectedCase?.id == selected && state.marks == marks)
        #expect(state.totalCount == before - 1)
        let said = try #require(state.message?.text)
        #expect(said.contains("2 letters changed or new, read again"))
        #expect(said.contains("\(before) → \(before - 1) cases"))
    }

    /// The corpus opened from the store a first open has just written takes the parsed one's place
    /// without the user seeing anything change: the list, the cursor, the marks, the filter, the message
    /// and the tags and notes given so far stay as they were.
    @Test func theStoreOpenedAfterAFirstOpenTakesThePlaceOfTheParsedCorpusUnseen() throws {
        // An index of its own: the tags given here must not reach the other tests' shared one.
        var state = Fixtures.browser(index: CorpusIndex(Fixtures.dwcIndex.corpus))
        let shown = try #require(state.index)
        _ = Fixtures.keys(&state, "o", "j", "j", "Space")
        let key = try #require(state.selectedCase.map { CaseKey.of($0) })
        shown.setAnnotations([key: CaseAnnotations(tags: ["follow up"], note: "ask for the QME report")])
        let before = (state.query, state.visible, state.cursor, state.selectedCase?.id, state.marks, state.message)
        let stored = CorpusIndex(shown.corpus)
        #expect(state.handle(.storeOpened(shown: shown, stored: stored)) == [.giveBackMemory])
        #expect(state.index === stored)
        #expect(state.query == before.0 && state.visible == before.1 && state.cursor == before.2)
        #expect(state.selectedCase?.id == before.3 && state.marks == before.4 && state.message == before.5)
        #expect(stored.allAnnotations == shown.allAnnotations)
        #expect(state.selectedCase.map { stored.annotations(of: $0).tags } == ["follow up"])
    }

    /// A handover for a corpus the browser no longer shows (reloaded meanwhile) is dropped.
    @Test func aHandoverForACorpusNoLongerShownIsDropped() throws {
        var state = Fixtures.browser()
        let reloaded = try #require(state.index)
        let older = CorpusIndex(reloaded.corpus)
        #expect(state.handle(.storeOpened(shown: older, stored: CorpusIndex(reloaded.corpus))).isEmpty)
        #expect(state.index === reloaded)
    }

    @Test func theChangeIsSaidWithTheProblems() {
        #expect(BrowserState.changedMessage(readAgain: 1, casesBefore: 5, casesAfter: 5)
                == "Since the last open: 1 letter changed or new, read again")
        #expect(BrowserState.changedMessage(readAgain: 0, casesBefore: 5, casesAfter: 4)
                == "Since the last open: 5 → 4 cases")
    }
}
