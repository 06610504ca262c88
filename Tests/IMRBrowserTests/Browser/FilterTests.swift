import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
import IMRColumns
@testable import IMRBrowser
import IMRModel

@Suite struct FilterTests {
    @Test func outcomeKeysFilterByCaseOutcome() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o")
        #expect(state.visible.count == 18)
        #expect(Fixtures.outcomes(state) == [.overturned])
        _ = Fixtures.keys(&state, "p")
        #expect(state.visible.count == 8)
        _ = Fixtures.keys(&state, "u")
        #expect(state.visible.count == 100)
        _ = Fixtures.keys(&state, "a")
        #expect(state.visible.count == 126)
    }

    @Test func itemLevelSwitchMakesOverturnedMeanAnyOverturnedItem() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "i", "o")
        #expect(state.itemLevel)
        // Overturned and partially overturned cases both hold an overturned item.
        #expect(state.visible.count == 26)
        #expect(state.shownCases.allSatisfy { $0.items.contains { $0.decision == .overturned } })
        _ = Fixtures.keys(&state, "i")
        #expect(state.visible.count == 18)
    }

    @Test func specialtyPickerNarrowsByTypingAndChoosesSeveral() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "s")
        Fixtures.type(&state, "pain")
        guard case .picker(let picker)? = state.overlay else {
            Issue.record("picker not open")
            return
        }
        let rows = state.pickerRows(picker)
        #expect(rows.map(\.value) == ["Pain Management"])
        _ = Fixtures.keys(&state, "Tab", "Backspace", "Backspace", "Backspace", "Backspace")
        Fixtures.type(&state, "internal medicine")
        _ = Fixtures.keys(&state, "Tab", "Enter")
        #expect(state.overlay == nil)
        #expect(state.query.values(.specialty) == ["Pain Management", "Internal Medicine"])
        let expected = Fixtures.dwcIndex.cases.filter {
            $0.reviewer.specialties.contains("Pain Management") || $0.reviewer.specialties.contains("Internal Medicine")
        }.count
        #expect(state.visible.count == expected)
    }

    @Test func pickerCountsFollowTheOtherFilters() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "c")
        guard case .picker(let picker)? = state.overlay else {
            Issue.record("picker not open")
            return
        }
        let total = state.pickerRows(picker).map(\.cases).max() ?? 0
        #expect(total <= 18)
        #expect(total > 0)
    }

    /// The region and chapter pickers list the levels above the values with the cases under any value
    /// they take in; choosing a level chooses every value under it.
    @Test func pickersOfferTheLevelsAboveTheValues() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "t", "Left", "Left")
        guard case .picker(let picker)? = state.overlay, picker.facet == .region else {
            Issue.record("the region picker is not open")
            return
        }
        let rows = state.pickerRows(picker)
        let spine = try #require(rows.first { $0.value.hasPrefix("spine (all ") })
        let parts = ["cervical spine", "thoracic spine", "lumbar spine"]
        let partCounts = rows.filter { parts.contains($0.value) }.map(\.cases)
        // Every case with a spinal region, once: at least the largest part, at most their sum.
        #expect(spine.cases >= partCounts.max() ?? 0 && spine.cases <= partCounts.reduce(0, +) + 1)
        #expect(rows.firstIndex(of: spine)! < rows.firstIndex { $0.value == "lumbar spine" }!)
        _ = Fixtures.keys(&state, "Enter")
        #expect(Set(parts).isSubset(of: state.query.values(.region)))
        #expect(state.visible.count == spine.cases)

        _ = Fixtures.keys(&state, "a", "x", "c")
        guard case .picker(let chapters)? = state.overlay else {
            Issue.record("the chapter picker is not open")
            return
        }
        let odg = try #require(state.pickerRows(chapters).first { $0.value.hasPrefix("ODG (all ") })
        let index = Fixtures.dwcIndex
        let citingODG = index.cases.filter { $0.chapters.contains { $0.hasPrefix("ODG") } }.count
        #expect(odg.cases == citingODG)
    }

    @Test func filterLineAcceptsTheWholeQuery() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "f")
        Fixtures.type(&state, "overturned ch:12")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.values(.outcome) == ["overturned"])
        #expect(state.query.values(.chapter) == ["ACOEM Ch. 12 Low Back Complaints"])
        #expect(!state.visible.isEmpty)
        #expect(state.shownCases.allSatisfy { $0.outcome == .overturned && $0.chapters.contains("ACOEM Ch. 12 Low Back Complaints") })
        // The filter line shows the query as typed the next time it opens.
        _ = Fixtures.keys(&state, "f")
        if case .prompt(let prompt)? = state.overlay {
            #expect(prompt.text == "overturned ch:\"ACOEM Ch. 12 Low Back Complaints\"")
        } else {
            Issue.record("filter line not open")
        }
    }

    /// A value that matches nothing is said, with what it may have meant.
    @Test func aValueThatMatchesNothingSaysWhatItMayHaveMeant() throws {
        var state = Fixtures.browser()
        let specialty = try #require(state.index?.facetCounts(.specialty, for: CaseQuery()).map(\.value).first { $0.count >= 8 })
        // Two different letters of its first word swapped.
        var letters = Array(specialty.split(separator: " ")[0])
        let swap = try #require((1..<letters.count - 1).first { letters[$0] != letters[$0 + 1] })
        letters.swapAt(swap, swap + 1)
        let typed = String(letters)
        _ = Fixtures.keys(&state, "f")
        Fixtures.type(&state, "spec:" + typed)
        _ = Fixtures.keys(&state, "Enter")
        let message = try #require(state.message?.text)
        #expect(message.hasPrefix("Nothing matches spec:\(typed); did you mean"))
        #expect(message.contains(specialty.contains(" ") ? "spec:\"\(specialty)\"" : "spec:\(specialty)"))
    }

    /// Tab in the filter line completes the key, then a value the corpus has, and the hint line lists the
    /// values most cases first with their counts.
    @Test func theFilterLineCompletesKeysAndValuesFromTheCorpus() throws {
        var state = Fixtures.browser(cols: 120, rows: 30)
        let index = try #require(state.index)
        func hints() -> String { BrowserView.render(state).lines.dropLast().last ?? "" }
        func line() -> String { if case .prompt(let prompt)? = state.overlay { prompt.text } else { "" } }
        _ = Fixtures.keys(&state, "f")
        #expect(hints().contains("keys: outcome:"), "\(hints())")
        Fixtures.type(&state, "rea")
        _ = Fixtures.keys(&state, "Tab")
        #expect(line() == "reason:")
        let top = try #require(index.facetCounts(.reason, for: CaseQuery()).max { $0.cases < $1.cases })
        #expect(hints().hasPrefix("reason:") && hints().contains("\(top.value) \(top.cases)"), "\(hints())")
        Fixtures.type(&state, "no-obj")
        _ = Fixtures.keys(&state, "Tab")
        #expect(line() == "reason:no-objective-findings ")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.values(.reason) == ["no-objective-findings"])
        var query = CaseQuery()
        query.set(.reason, ["no-objective-findings"])
        #expect(state.visible.count == index.count(matching: query))
        // Nothing to complete is said, and the line is left as typed.
        _ = Fixtures.keys(&state, "f", "Backspace")
        Fixtures.type(&state, "spec:zzz")
        _ = Fixtures.keys(&state, "Tab")
        #expect(line() == "spec:zzz")
        #expect(hints().contains("No spec: value starts with or holds “zzz”"), "\(hints())")
    }

    /// While the background builds the word index, a search does not freeze the keys: the list stays,
    /// the status says why, and the search runs once the index is ready. Driven through the same
    /// preparation and events as the app, at each of its steps.
    @Test func searchTypedWhileTheWordIndexIsBuiltWaitsForIt() {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        var everything: [Int] = []
        var steps: [String] = []
        CorpusIndex.prepare(Fixtures.dwcIndex.corpus) { step in
            switch step {
            case .indexed(let index):
                steps.append("indexed")
                #expect(index.isBuildingWordIndex)
                _ = state.handle(.corpusLoaded(index))
                everything = state.visible
                _ = Fixtures.keys(&state, "f")
                Fixtures.type(&state, "lumbar")
                _ = Fixtures.keys(&state, "Enter")
                #expect(state.waitingForWordIndex)
                #expect(state.visible == everything)
                #expect(state.message?.text.contains("word index") == true)
                // The rest of the query still applies at once.
                _ = Fixtures.keys(&state, "o")
                #expect(state.waitingForWordIndex)
                #expect(state.visible == Fixtures.dwcIndex.matching(CaseQuery(selections: [.outcome: ["overturned"]])))
                _ = Fixtures.keys(&state, "a")
                // Picker counts follow the list that is shown.
                let shownTotal = state.pickerRows(PickerState(facet: .outcome, chosen: [])).reduce(0) { $0 + $1.cases }
                #expect(shownTotal == everything.count)
            case .searchReady:
                steps.append("searchReady")
                #expect(state.index?.isBuildingWordIndex == false)
                _ = state.handle(.wordIndexReady)
                #expect(!state.waitingForWordIndex)
                #expect(state.message == nil)
                #expect(state.visible == Fixtures.dwcIndex.matching(CaseQuery(text: "lumbar")))
                #expect(state.visible.count < everything.count && !state.visible.isEmpty)
            case .wordIndexNotSaved, .storeNotSaved:
                steps.append("notSaved")
            case .storeOpened:
                steps.append("storeOpened")
            case .indexingWords:
                steps.append("indexingWords")
            }
        }
        // No store for letters loaded without the cache: nothing to save, so nothing fails; nor is the
        // word index built in runs, which only a large corpus through a store is.
        #expect(steps == ["indexed", "searchReady"])
    }

    /// A large corpus builds its word index in runs: a search waiting for it says how far the build has
    /// come, and the build's progress says nothing to a browser that is not waiting.
    @Test func aSearchWaitingForTheWordIndexSaysHowFarItsBuildHasCome() {
        var state = BrowserState(size: Size(rows: 45, cols: 160))
        _ = state.handle(.corpusLoaded(CorpusIndex.preview(Fixtures.dwcIndex.corpus)))
        _ = state.handle(.wordIndexProgress(done: 10, total: 100))
        #expect(state.message == nil)
        _ = Fixtures.keys(&state, "f")
        Fixtures.type(&state, "lumbar")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.waitingForWordIndex)
        #expect(state.message?.text.hasPrefix("Building the word index 10% (once per open)") == true)
        _ = state.handle(.wordIndexProgress(done: 45, total: 100))
        #expect(state.message?.text.hasPrefix("Building the word index 45% ") == true)
        // Another message meanwhile is not overwritten by the build's progress.
        _ = state.handle(.notice(StatusMessage("Exported 3 cases")))
        _ = state.handle(.wordIndexProgress(done: 60, total: 100))
        #expect(state.message?.text == "Exported 3 cases")
    }

    /// Date terms on the filter line hold a date to a range; the status bar and the next filter line
    /// show them; a term that is not a date is said, with how dates are typed, and leaves the list as it was.
    @Test func filterLineTakesDateRanges() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "f")
        Fixtures.type(&state, "decided:2017-01-10..2017-01")
        _ = Fixtures.keys(&state, "Enter")
        let range = DateRange("2017-01-10..2017-01")!
        #expect(!state.shownCases.isEmpty && state.shownCases.count < 126)
        #expect(state.shownCases.allSatisfy { range.contains($0.dates.decision) })
        #expect(BrowserView.render(state).lines.last?.contains("decided:2017-01-10..2017-01-31") == true)
        let shown = state.visible.count
        _ = Fixtures.keys(&state, "f", "C-u")
        Fixtures.type(&state, "decided:2017-02-30")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.message?.isError == true)
        #expect(state.message?.text.hasPrefix("decided:2017-02-30: not a date or range") == true)
        #expect(state.visible.count == 126 || state.visible.count == shown, "no case is hidden by a date that is not one")
        // A line with a bad term applies nothing of itself, not even its good terms.
        let before = state.query
        _ = Fixtures.keys(&state, "f", "C-u")
        Fixtures.type(&state, "overturned days:soon")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query == before)
        #expect(state.visible.count == shown)
        #expect(state.message?.text.hasPrefix("days:soon: not a number of days") == true)
        #expect(state.message?.text.contains("nothing applied") == true)
        // At 80 columns the status line still names the term that does not read.
        var narrow = Fixtures.browser(cols: 80, rows: 24)
        _ = Fixtures.keys(&narrow, "f")
        Fixtures.type(&narrow, "mri decided:2016-13")
        _ = Fixtures.keys(&narrow, "Enter")
        let status = BrowserView.render(narrow).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(status.contains("decided:2016-13"), "\(status)")
        #expect(narrow.visible.count == 126, "nothing of the line applies")
    }

    /// The filter line reopens with its text selected: typing replaces it, deleting clears it, and a
    /// caret key edits it from where the caret goes.
    @Test func theFilterLineReopensWithItsTextSelected() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "f")
        guard case .prompt(let opened)? = state.overlay else { Issue.record("filter line not open"); return }
        #expect(opened.selected && opened.text == "overturned")
        #expect(BrowserView.render(state).lines.last?.contains("overturned") == true)
        Fixtures.type(&state, "partial")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.values(.outcome) == ["partial"], "typing replaced the selected line")
        _ = Fixtures.keys(&state, "f", "Backspace", "Enter")
        #expect(state.query.values(.outcome).isEmpty, "deleting cleared it")
        _ = Fixtures.keys(&state, "u", "f", "End")
        Fixtures.type(&state, " ch:12")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.values(.outcome) == ["upheld"] && !state.query.values(.chapter).isEmpty, "End edits it")
    }

    @Test func unknownFilterValuesAreSaidNotHiddenSilently() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "f")
        Fixtures.type(&state, "spec:astrology")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.visible.isEmpty)
        #expect(state.message?.isError == true)
        #expect(state.message?.text.contains("spec:astrology") == true)
    }

    @Test func clearingFiltersShowsEverythingAndFiltersStayWhileBrowsing() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "j", "j", "Tab", "j", "S-Tab", "G", "g")
        #expect(state.visible.count == 18)
        _ = Fixtures.keys(&state, "x")
        #expect(state.visible.count == 126)
    }

    @Test func statsRowAppliesItsValueAsAFilter() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "S")
        guard case .stats(let stats)? = state.overlay else {
            Issue.record("stats not open")
            return
        }
        let top = state.statsRows(stats).first
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.values(.specialty) == Set([top?.value].compactMap { $0 }))
        #expect(state.visible.count == top?.cases)
    }

    @Test func sortMenuOrdersAndReverses() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "O", "j", "Enter")
        #expect(state.query.sort == .decisionDate)
        let dates = state.shownCases.compactMap(\.dates.decision)
        #expect(dates == dates.sorted())
        _ = Fixtures.keys(&state, "O", "Enter")
        #expect(state.query.descending)
        let reversed = state.shownCases.compactMap(\.dates.decision)
        #expect(reversed == dates.sorted().reversed())
    }

    @Test func selectionSurvivesAFilterThatKeepsTheCase() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "j", "j")
        let id = state.selectedCase?.id
        _ = Fixtures.keys(&state, "a")
        #expect(state.selectedCase?.id == id)
    }
}
