import BrowserFixtures
import IMRIndex
import IMRScreen
@testable import IMRBrowser
import Testing
import IMRColumns
import IMRModel

/// A long first open shows the cases of the letters read so far: the list grows under the user with the
/// filters, marks and selected case kept, the status line says the list is not complete, and what would
/// pass a part off as the whole (exporting every case shown, a precedents brief, reading again) waits.
@Suite struct PartialListTests {
    /// The real letters' first `count` cases, as a preview of them all.
    static func preview(_ count: Int) -> CorpusIndex {
        var corpus = Fixtures.dwcIndex.corpus
        corpus.cases = CaseList(Array(corpus.cases.materialized.prefix(count)))
        return CorpusIndex.preview(corpus)
    }

    /// A browser showing the first `count` cases while 40 of 100 files are read.
    static func reading(_ count: Int) throws -> BrowserState {
        try #require(Fixtures.dwcIndex.corpus.cases.count > count, "the real letters (Fixtures/corpus) are needed")
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        _ = state.handle(.loadStarted(source: "letters"))
        _ = state.handle(.loadProgress(.reading(done: 40, total: 100)))
        _ = state.handle(.corpusPreview(preview(count)))
        return state
    }

    @Test func theStatusLineCountsTheCasesShownAndSaysTheListIsIncomplete() throws {
        var state = try Self.reading(3)
        #expect(state.showingPartial && state.loading != nil)
        var status = StatusBarTests.status(state)
        #expect(status.hasPrefix("3 of 3 cases"))
        #expect(status.contains("list incomplete: files read 40 of 100"))
        _ = state.handle(.loadProgress(.reading(done: 100, total: 100)))
        #expect(StatusBarTests.status(state).contains("all files read, indexing"))
        _ = state.handle(.loadProgress(.storing(cases: 100)))
        #expect(StatusBarTests.status(state).contains("all files read, writing the case store"))
        _ = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        status = StatusBarTests.status(state)
        #expect(!state.showingPartial && state.loading == nil)
        #expect(!status.contains("incomplete"))
        #expect(state.message?.text == "All letters read: \(Fixtures.dwcIndex.count) cases")
    }

    @Test func keysTypedBeforeTheFirstCasesActOnThem() throws {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        _ = state.handle(.loadStarted(source: "letters"))
        _ = Fixtures.keys(&state, "j", "Space")
        #expect(state.typedAhead.count == 2)
        _ = state.handle(.corpusPreview(Self.preview(3)))
        #expect(state.typedAhead.isEmpty)
        let second = Fixtures.dwcIndex.cases[state.visible[1]].id
        #expect(state.marks == [second], "j then Space marked the second case")
    }

    @Test func theSelectionMarksAndFilterSurviveTheGrowth() throws {
        var state = try Self.reading(4)
        _ = Fixtures.keys(&state, "j", "Space", "j")
        let selected = state.selectedCase?.id, marks = state.marks
        _ = state.handle(.corpusPreview(Self.preview(6)))
        #expect(state.selectedCase?.id == selected && state.marks == marks && state.totalCount == 6)
        #expect(state.message == nil, "the list grew, but not all letters are read")
        _ = Fixtures.keys(&state, "o")
        let query = state.query
        _ = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        #expect(state.query == query && state.marks == marks)
        #expect(state.visible.count == Fixtures.dwcIndex.matching(state.effectiveQuery).count)
    }

    @Test func exportingEverythingShownAndReadingAgainWaitForTheLastLetter() throws {
        var state = try Self.reading(4)
        #expect(Fixtures.keys(&state, "E").isEmpty)
        #expect(state.overlay == nil)
        #expect(state.message?.isError == true && state.message?.text.contains("once all letters are read (40 of 100 files)") == true)
        #expect(Fixtures.keys(&state, "r").isEmpty)
        #expect(state.message?.text.hasPrefix("Read the letters again once") == true)
        // One case, or the marked ones, are whole already: they export.
        _ = Fixtures.keys(&state, "e")
        #expect(state.overlay != nil)
        _ = Fixtures.keys(&state, "Esc")
        _ = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        _ = Fixtures.keys(&state, "E")
        #expect(state.overlay != nil, "all read: every case shown exports")
    }

    @Test func aSearchWaitsForTheWholeCorpusWordIndex() throws {
        var state = try Self.reading(4)
        _ = Fixtures.keys(&state, "f")
        Fixtures.type(&state, "knee")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.hasText && state.waitingForWordIndex)
    }
}
