import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
@testable import IMRBrowser
import IMRColumns
import IMRModel

/// `L` shows the cases most like the selected one in the list, best first; Esc goes back to where
/// the user was.
@Suite struct SimilarBrowserTests {
    static let anchor = "CM16-0213037"

    /// A browser on the real letters with the anchor selected, a few rows down a filtered list.
    static func browserOnAnchor() -> BrowserState {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "u")
        while state.selectedCase?.id != anchor && state.cursor < state.visible.count - 1 { _ = Fixtures.keys(&state, "j") }
        #expect(state.selectedCase?.id == anchor)
        return state
    }

    @Test func listShowsTheRankingAndEscapeRestoresTheListAndCursor() throws {
        var state = Self.browserOnAnchor()
        let before = (visible: state.visible, cursor: state.cursor, top: state.listTop, query: state.query)
        let index = try #require(state.index)
        let anchorRow = try #require(index.cases.firstIndex { $0.id == Self.anchor })
        let ranking = index.similar(to: anchorRow, limit: SimilarList.limit)

        _ = Fixtures.keys(&state, "L")
        #expect(state.similar.shown?.anchorId == Self.anchor)
        #expect(state.visible == ranking.cases.map(\.row), "the whole ranking, in rank order, the upheld filter set aside")
        #expect(!state.visible.contains(anchorRow))
        #expect(state.cursor == 0 && state.selectedCase?.id == index.cases[ranking.cases[0].row].id)
        let screen = BrowserView.render(state).text
        #expect(screen.contains("Like \(Self.anchor): \(ranking.cases.count) of \(ranking.total) alike"), "\(screen)")
        #expect(screen.contains("like \(Self.anchor)"))
        // Zoomed, the list has room for the whole reason; Esc unzooms first and keeps the list.
        _ = Fixtures.keys(&state, "Enter")
        let zoomed = BrowserView.render(state).text
        #expect(zoomed.contains(ranking.cases[0].reason), "the first row says why:\n\(zoomed)")
        _ = Fixtures.keys(&state, "Esc")
        #expect(!state.zoomed && state.similar.shown != nil)

        _ = Fixtures.keys(&state, "j", "j", "Esc")
        #expect(state.similar.shown == nil)
        #expect(state.query == before.query)
        #expect(state.visible == before.visible)
        #expect(state.cursor == before.cursor && state.listTop == before.top)
        #expect(state.selectedCase?.id == Self.anchor)
    }

    /// Filters narrow the ranking and keep its order; Esc then restores the filters of before.
    @Test func filtersNarrowTheRankingInRankOrder() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "L")
        let ranked = state.visible
        let index = try #require(state.index)
        _ = Fixtures.keys(&state, "o")
        let overturned = ranked.filter { index.cases[$0].outcome == .overturned }
        #expect(!overturned.isEmpty && overturned.count < ranked.count)
        #expect(state.visible == overturned)
        _ = Fixtures.keys(&state, "Esc")
        #expect(state.visible.count == 126 && state.query.isEmpty)
    }

    /// `L` on a case of the list goes one step further; each Esc goes back one step.
    @Test func nestedListsGoBackOneStepAtATime() throws {
        var state = Fixtures.browser()
        let first = try #require(state.selectedCase?.id)
        _ = Fixtures.keys(&state, "L", "j")
        let second = try #require(state.selectedCase?.id)
        let firstList = state.visible
        _ = Fixtures.keys(&state, "L")
        #expect(state.similar.trail.map(\.anchorId) == [first, second])
        #expect(!state.visible.contains { state.index?.cases[$0].id == second })
        #expect(BrowserView.render(state).text.contains("2 deep"))
        _ = Fixtures.keys(&state, "Esc")
        #expect(state.visible == firstList && state.selectedCase?.id == second)
        _ = Fixtures.keys(&state, "Esc")
        #expect(state.similar.trail.isEmpty && state.visible.count == 126 && state.selectedCase?.id == first)
        _ = Fixtures.keys(&state, "Esc")
        #expect(state.visible.count == 126, "Esc with nothing to go back to changes nothing")
    }

    /// Pressed while the word index is still being built: it runs when the index is ready.
    @Test func waitsForTheWordIndex() throws {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        var waited = false
        let corpus = Fixtures.dwcIndex.corpus
        CorpusIndex.prepare(corpus) { report in
            switch report {
            case .indexed(let index):
                _ = state.handle(.corpusLoaded(index))
                _ = Fixtures.keys(&state, "L")
                waited = state.similar.shown == nil && state.similar.waitingFor == state.selectedCase?.id
                #expect(state.message == BrowserState.similarWaitingMessage)
            case .searchReady:
                _ = state.handle(.wordIndexReady)
            case .indexingWords, .wordIndexNotSaved, .storeNotSaved, .storeOpened:
                break
            }
        }
        #expect(waited)
        #expect(state.similar.shown != nil && state.similar.waitingFor == nil)
        #expect(state.visible.count <= SimilarList.limit)
    }

    /// A reload closes the lists (their rows belong to the old corpus) and restores the first list's filters.
    @Test func reloadGoesBackToTheFirstList() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "L", "u")
        _ = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        #expect(state.similar.trail.isEmpty)
        #expect(state.visible.count == 18, "the overturned filter of before the L is back")
    }
}

extension SimilarBrowserTests {
    /// The statistics and the pickers count the cases of the "more like this" list, not the corpus.
    @Test func statisticsAndPickersCountTheList() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "L", "o")
        let shown = state.shownCases
        _ = Fixtures.keys(&state, "S")
        guard case .stats(let stats)? = state.overlay else {
            Issue.record("S opens the statistics")
            return
        }
        #expect(stats.dimension == .facet(.specialty))
        let counts = state.statsRows(stats)
        #expect(!counts.isEmpty)
        for count in counts {
            #expect(count.cases == shown.filter { $0.reviewer.specialties.contains(count.value) }.count, "\(count.value)")
        }
        _ = Fixtures.keys(&state, "Esc", "s")
        guard case .picker(let picker)? = state.overlay else {
            Issue.record("s opens the specialty picker")
            return
        }
        let first = try #require(state.pickerRows(picker).first)
        #expect(first.cases == shown.filter { $0.reviewer.specialties.contains(first.value) }.count)
    }
}

extension SimilarBrowserTests {
    /// The sort menu orders the list as it orders any list; its first choice, likeness, puts the
    /// ranking's order back, and so does U. The list was sorted before L: the ranking still comes first.
    @Test func theSortMenuReordersTheList() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "O", "Down", "Enter")
        #expect(state.query.sort == .decisionDate)
        _ = Fixtures.keys(&state, "L")
        let ranked = state.visible
        let index = try #require(state.index)
        let anchor = try #require(state.similar.shown)
        #expect(ranked == anchor.ranking.cases.map(\.row), "in rank order, whatever the list's sort was")
        _ = Fixtures.keys(&state, "O")
        let menu = BrowserView.render(state).text
        #expect(menu.contains("Likeness, most alike first (now)"), "\(menu)")
        // The menu opens on likeness; two down is the decision date.
        _ = Fixtures.keys(&state, "Down", "Down", "Enter")
        #expect(state.query.sort == .decisionDate)
        #expect(Set(state.visible) == Set(ranked) && state.visible != ranked)
        let dates = state.visible.map { index.cases[$0].dates.decision?.description ?? "" }
        #expect(dates == dates.sorted(), "by decision date")
        #expect(BrowserView.render(state).text.contains("by decision date (Esc back)"))
        _ = Fixtures.keys(&state, "O", "Enter")
        #expect(state.query.descending, "Enter on the order in force reverses it")
        #expect(state.visible.map { index.cases[$0].dates.decision?.description ?? "" } == dates.reversed())
        _ = Fixtures.keys(&state, "U", "U")
        #expect(state.visible == ranked, "U twice: back to the ranking's order")
        _ = Fixtures.keys(&state, "O", "Down", "Down", "Enter", "O", "g", "Enter")
        #expect(state.visible == ranked, "likeness: the ranking's order again")
        // A sort: term in the filter line orders it too.
        _ = Fixtures.keys(&state, "f", "C-u")
        Fixtures.type(&state, "sort:-items")
        _ = Fixtures.keys(&state, "Enter")
        let items = state.visible.map { index.cases[$0].items.count }
        #expect(items == items.sorted(by: >) && Set(state.visible) == Set(ranked))
        _ = Fixtures.keys(&state, "Esc")
        #expect(state.query.sort == .decisionDate && state.similar.shown == nil, "Esc: the list and its sort as before")
    }
}

extension SimilarBrowserTests {
    /// On the smallest screen the browser draws (40x10) the sort menu's eight choices scroll inside its
    /// box, the hint left out, and the last one is reached and chosen.
    @Test func theSortMenuScrollsOnASmallScreen() {
        var state = Fixtures.browser(cols: 40, rows: 10)
        _ = Fixtures.keys(&state, "L", "O")
        let lines = BrowserView.render(state).text.split(separator: "\n").map(String.init)
        let top = lines.firstIndex { $0.contains("Sort by") } ?? 0
        let bottom = lines[top...].firstIndex { $0.hasPrefix("└") } ?? lines.count
        #expect(lines[(top + 1)..<bottom].allSatisfy { $0.hasPrefix("│") }, "every row inside the box:\n\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("Enter again to reverse") }, "no room for the hint")
        _ = Fixtures.keys(&state, "G")
        #expect(BrowserView.render(state).text.contains("Number of items"))
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.sort == .items && state.similar.shown?.byRank == false)
    }
}
