import BrowserFixtures
import IMRColumns
import IMRIndex
import Testing
@testable import IMRBrowser
import IMRModel

/// A reload (`r`) hands the state a freshly loaded index: what the user chose stays where it still can.
@Suite struct ReloadTests {
    @Test func reloadKeepsFiltersMarksAndSelection() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "j", "j", "Space")
        let query = state.query
        let selected = state.selectedCase?.id
        let marks = state.marks
        // `r` installs a freshly loaded index of the same letters.
        _ = state.handle(.corpusLoaded(CorpusIndex(Fixtures.dwcIndex.corpus)))
        #expect(state.query == query)
        #expect(state.selectedCase?.id == selected)
        #expect(state.marks == marks)
        #expect(state.visible.count == 18)
    }

    @Test func reloadDropsMarksOfCasesThatAreGone() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "Space")
        var corpus = Fixtures.dwcIndex.corpus
        try #require(!corpus.cases.isEmpty, "the real letters (Fixtures/corpus) are needed")
        corpus.cases = CaseList(Array(corpus.cases.materialized.dropFirst()))
        _ = state.handle(.corpusLoaded(CorpusIndex(corpus)))
        #expect(state.marks.isEmpty)
        #expect(state.selectedCase != nil)
    }
}
