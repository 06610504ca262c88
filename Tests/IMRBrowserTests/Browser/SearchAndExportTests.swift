import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
@testable import IMRBrowser
import IMRColumns
import IMRModel

@Suite struct SearchAndExportTests {
    @Test func searchFindsMatchesInTheCaseAndMovesOnToTheNextCase() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "/")
        Fixtures.type(&state, "shoulder")
        _ = Fixtures.keys(&state, "Enter")
        let first = state.selectedCase?.id
        let count = state.caseMatches.count
        // Required: the presses below count on it.
        try #require(count > 1)
        #expect(state.message?.text.contains("match 1 of \(count)") == true)
        _ = Fixtures.keys(&state, "n")
        #expect(state.search?.current == 1)
        // count - 2 more presses reach the last match; the next one moves to the next case.
        for _ in 0..<(count - 1) { _ = Fixtures.keys(&state, "n") }
        #expect(state.selectedCase?.id != first)
        #expect(state.search?.current == 0)
        #expect(state.selectedCase.map { SearchMatching.caseContains($0, "shoulder") } == true)
        _ = Fixtures.keys(&state, "N")
        #expect(state.selectedCase?.id == first)
        #expect(state.search?.current == count - 1)
    }

    @Test func searchWithNoMatchSaysSo() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "/")
        Fixtures.type(&state, "zebra unicorn")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.message?.isError == true)
        #expect(state.selectedCase?.id == "CM16-0213037")
    }

    @Test func everyMatchIsHighlightedAndTheCurrentOneStandsOut() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "/")
        Fixtures.type(&state, "MRI")
        _ = Fixtures.keys(&state, "Enter")
        let frame = BrowserView.render(state)
        var matchCells = 0
        var currentCells = 0
        for row in 0..<frame.rows {
            for col in 0..<frame.cols {
                switch frame.role(atRow: row, col: col) {
                case .searchMatch?: matchCells += 1
                case .searchCurrent?: currentCells += 1
                default: break
                }
            }
        }
        #expect(currentCells == 3)
        #expect(matchCells >= 3)
    }

    @Test func markingMovesOnAndExportTakesTheMarkedCases() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "Space", "Space")
        #expect(state.marks.count == 2)
        #expect(state.cursor == 2)
        _ = Fixtures.keys(&state, "e")
        guard case .prompt(let prompt)? = state.overlay, case .exportPath(let ids) = prompt.purpose else {
            Issue.record("export prompt not open")
            return
        }
        #expect(ids.count == 2)
        #expect(prompt.text == "./imr-export.md", "several cases: one document, Markdown proposed")
        #expect(prompt.label.contains("DIR/ for a file per case"))
        let effects = Fixtures.keys(&state, "Enter")
        // With the filters in force, so that a CSV can say which items they single out.
        #expect(effects == [.export(ExportRequest(ids: ids, destination: "./imr-export.md", overwrite: false, query: state.query))])
    }

    @Test func exportWithoutMarksProposesTheCaseFile() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "e")
        guard case .prompt(let prompt)? = state.overlay else {
            Issue.record("export prompt not open")
            return
        }
        #expect(prompt.text == "./CM16-0213037.txt")
    }

    @Test func exportAllShownTakesEveryFilteredCase() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "p", "E")
        guard case .prompt(let prompt)? = state.overlay, case .exportPath(let ids) = prompt.purpose else {
            Issue.record("export prompt not open")
            return
        }
        #expect(ids.count == 8)
    }

    @Test func replacingFilesNeedsAYes() {
        var state = Fixtures.browser()
        let request = ExportRequest(ids: ["CM16-0213037"], destination: "./a.txt", overwrite: false)
        _ = state.handle(.exportNeedsConsent(request, existing: ["./a.txt"]))
        #expect(Fixtures.keys(&state, "n").isEmpty)
        #expect(state.message?.text.contains("cancelled") == true)
        _ = state.handle(.exportNeedsConsent(request, existing: ["./a.txt"]))
        var agreed = request
        agreed.overwrite = true
        #expect(Fixtures.keys(&state, "y") == [.export(agreed)])
    }

}

@Suite struct SearchWithWordIndexTests {
    /// With the word index built (as the app does after loading), `n` visits the same cases as a scan.
    @Test func nextCaseIsTheSameWithTheIndex() {
        let corpus = Fixtures.dwcIndex.corpus
        let scanned = CorpusIndex(corpus)
        let indexed = CorpusIndex(corpus)
        indexed.prepareSearch()
        func visits(_ index: CorpusIndex, _ text: String) -> [String] {
            var state = Fixtures.browser(index: index)
            _ = Fixtures.keys(&state, "/")
            Fixtures.type(&state, text)
            _ = Fixtures.keys(&state, "Enter")
            var ids: [String] = []
            for _ in 0..<40 {
                if let id = state.selectedCase?.id, ids.last != id { ids.append(id) }
                _ = Fixtures.keys(&state, "n")
            }
            return ids
        }
        for text in ["lisfranc", "Pain Management", "ODG Knee", "zebra"] {
            #expect(visits(indexed, text) == visits(scanned, text), "\(text)")
        }
        #expect(indexed.casesPossiblyContaining("lisfranc")?.isEmpty == false)
        #expect(indexed.casesPossiblyContaining("zebraunicorn")?.isEmpty == true)
    }
}
