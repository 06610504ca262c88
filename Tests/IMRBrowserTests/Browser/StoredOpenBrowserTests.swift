import BrowserFixtures
import IMRIndex
import IMRScreen
@testable import IMRBrowser
import Testing
import IMRColumns

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
        _ = state.handle(.loadProgress(done: 2, total: 7))
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
        _ = state.handle(.loadProgress(done: 3, total: 10))
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

    @Test func theChangeIsSaidWithTheProblems() {
        #expect(BrowserState.changedMessage(readAgain: 1, casesBefore: 5, casesAfter: 5)
                == "Since the last open: 1 letter changed or new, read again")
        #expect(BrowserState.changedMessage(readAgain: 0, casesBefore: 5, casesAfter: 4)
                == "Since the last open: 5 → 4 cases")
    }
}
