import BrowserFixtures
@testable import IMRIndex
import IMRScreen
import Testing
import IMRExport
import IMRModel
import IMRVocabulary
import IndexFixtures
@testable import IMRBrowser
import IMRColumns

/// The precedents view through the reducer and the presenter: opening it on an item, narrowing it with
/// the usual keys, opening a precedent's case and coming back, leaving it as the user was, the brief.
@Suite struct PrecedentsViewTests {
    /// The first real letter whose first item asks for this: several letters word it identically, so
    /// they share a key under any normalizer.
    static let treatment = "MRI of the lumbar spine"

    static func browserOnLumbarMRI() throws -> (BrowserState, IMRCase) {
        var state = Fixtures.browser()
        let index = try #require(state.index)
        let imrCase = try #require(index.cases.first { $0.items.first?.treatment == treatment })
        state.select(id: imrCase.id)
        return (state, imrCase)
    }

    /// The other items asking for the same treatment as the letter's first, counted over the cases.
    static func plainCount(_ index: CorpusIndex, except imrCase: IMRCase) -> (total: Int, overturned: Int) {
        var total = 0, overturned = 0
        for other in index.cases {
            for (position, item) in other.items.enumerated()
            where TreatmentIdentity.sameTreatment(item, imrCase.items[0]) && !(other.id == imrCase.id && position == 0) {
                total += 1
                if item.decision == .overturned { overturned += 1 }
            }
        }
        return (total, overturned)
    }

    @Test func dOpensThePrecedentsOfTheSelectedCasesFirstItem() throws {
        var (state, imrCase) = try Self.browserOnLumbarMRI()
        _ = Fixtures.keys(&state, "d")
        #expect(state.keyContext == .precedents)
        let found = try #require(state.precedentsFound)
        #expect(found.question.source == PrecedentQuestion.Source(caseId: imrCase.id, item: 0))
        let expected = Self.plainCount(try #require(state.index), except: imrCase)
        #expect(expected.total >= 2)
        #expect(found.total == expected.total && found.overturned == expected.overturned)
        let screen = BrowserView.render(state).text
        #expect(screen.contains("Precedents: \(Self.treatment)"))
        #expect(screen.contains(PrecedentBrief.countsLine(found, withPartialNote: false) + "   " + PrecedentBrief.rateLine(found)
                                + PrecedentBrief.partialNote(found)))
        #expect(screen.contains("Decision year"))
        let first = PrecedentBrief.Entry(found.list[0], in: state.index!.cases)
        #expect(screen.contains(first.imrCase.id))
    }

    /// At 80 columns the overturn rate and its interval are shown whole: the note on partially
    /// overturned cases after them gives way first.
    @Test func theRateStaysWholeOnANarrowScreen() throws {
        var state = Fixtures.browser(cols: 80, rows: 24)
        let imrCase = try #require(state.index?.cases.first { $0.items.first?.treatment == Self.treatment })
        state.select(id: imrCase.id)
        _ = Fixtures.keys(&state, "d")
        let found = try #require(state.precedentsFound)
        #expect(found.inPartialCases > 0, "the lumbar MRI precedents include one in a partially overturned case")
        let screen = BrowserView.render(state).text
        #expect(screen.contains(PrecedentBrief.countsLine(found, withPartialNote: false) + "   " + PrecedentBrief.rateLine(found)))
    }

    /// A reviewer certified in several specialties counts under each: where the rows add up to more
    /// decisions than there are, the column says why when it has room.
    @Test func splitRowsAddingUpToMoreDecisionsSayWhy() throws {
        var state = Fixtures.browser(cols: 120, rows: 40)
        let index = try #require(state.index)
        var said = false
        for imrCase in index.cases.prefix(60) where !said {
            state.select(id: imrCase.id)
            _ = Fixtures.keys(&state, "d")
            guard let found = state.precedentsFound else { continue }
            let section = try #require(PrecedentBrief.splitSections(found).first { $0.name == "reviewer specialty" })
            if let note = section.note, section.splits.count < 5 {
                #expect(section.splits.reduce(0) { $0 + $1.items } > found.total)
                let screen = BrowserView.render(state).text
                #expect(screen.contains("(" + note.prefix(20)))
                // At 80 by 24 it is said in a word, never cut short.
                var small = state
                small.resize(Size(rows: 24, cols: 80))
                let narrow = BrowserView.render(small).text
                #expect(narrow.contains("(counted under each)") && !narrow.contains("(" + note.prefix(20)))
                said = true
            }
            _ = Fixtures.keys(&state, "Escape")
        }
        #expect(said, "a real letter's reviewer is certified in several specialties")
    }

    /// With a filter whose item terms single out an item that is not the case's first, the decision pane
    /// marks it and opens on it, and `d` from the list asks from it.
    @Test func dAsksFromTheItemTheFilterFound() throws {
        // A small terminal: the letter is longer than the decision pane.
        var state = Fixtures.browser(cols: 120, rows: 24)
        _ = Fixtures.keys(&state, "f")
        Fixtures.type(&state, "treat:acupuncture item:overturned")
        _ = Fixtures.keys(&state, "Enter")
        let index = try #require(state.index)
        // A shown case whose matched item is not its first.
        let row = try #require(state.visible.first { row in
            (index.matchedItems(row, forAll: [state.query])?.first ?? 0) > 0
        }, "a case with an overturned acupuncture request after its first item")
        let position = try #require(state.visible.firstIndex(of: row))
        for _ in 0..<position { _ = Fixtures.keys(&state, "j") }
        #expect(state.selectedRow == row)
        let matched = try #require(index.matchedItems(row, forAll: [state.query])?.first)
        // The decision pane marks the items the filter found, and only those.
        let headings = state.documentLines(.decisions).map(\.plain).filter { $0.contains(CaseDocument.foundMark) }
        #expect(headings.first?.hasPrefix(CaseDocument.foundMark + "\(matched + 1). ") == true, "\(headings)")
        #expect(!headings.contains { $0.hasPrefix(CaseDocument.foundMark + "1. ") })
        // It opens on that item: its heading is on screen, at the top when the letter is longer than the pane.
        let lines = state.documentLines(.decisions)
        let height = (state.layout.rect(for: .decisions)?.height ?? 3) - 2
        let heading = try #require(CaseDocument.headingLine(of: matched, in: lines))
        let top = state.scrollTop(.decisions)
        #expect(heading >= top && heading < top + height)
        try #require(lines.count - heading >= height, "the letter is longer than the pane from the heading on")
        #expect(top == heading)
        _ = Fixtures.keys(&state, "d")
        let found = try #require(state.precedentsFound)
        #expect(found.question.source?.item == matched)
        #expect(found.question.treatmentKey == "acupuncture")
    }

    @Test func theUsualKeysNarrowAndTheViewStaysOpen() throws {
        var (state, _) = try Self.browserOnLumbarMRI()
        _ = Fixtures.keys(&state, "d")
        let whole = try #require(state.precedentsFound)
        _ = Fixtures.keys(&state, "u")
        let upheld = try #require(state.precedentsFound)
        #expect(upheld.total == whole.upheld && upheld.overturned == 0)
        #expect(BrowserView.render(state).text.contains("Narrowed by: item:upheld"))
        _ = Fixtures.keys(&state, "a")
        #expect(state.precedentsFound?.total == whole.total)
        // A specialty picked from the view narrows it; the view is still there after the picker.
        let specialty = try #require(whole.bySpecialty.first)
        _ = Fixtures.keys(&state, "s")
        #expect(state.keyContext == .picker)
        Fixtures.type(&state, specialty.value)
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.keyContext == .precedents)
        #expect(state.precedentsFound?.total == specialty.items)
        _ = Fixtures.keys(&state, "x")
        #expect(state.precedentsFound?.total == whole.total)
    }

    /// The view's filter keys are the panes' (one handler), as the view needs them: u and o go by the
    /// precedent's own decision even when an undo brings back a filter by case outcome, the filter line
    /// asks to narrow, and x clears the narrowing without the panes' message.
    @Test func theFilterKeysAreThePanesNarrowingByTheItemsDecision() throws {
        var (state, _) = try Self.browserOnLumbarMRI()
        _ = Fixtures.keys(&state, "u", "d")
        #expect(state.keyContext == .precedents && state.query.isEmpty)
        // U gives back the filter before u: none, with u/o by case outcome.
        _ = Fixtures.keys(&state, "U")
        #expect(!state.itemLevel)
        _ = Fixtures.keys(&state, "o")
        #expect(state.query.values(.itemDecision) == ["overturned"] && state.query.values(.outcome).isEmpty)
        _ = Fixtures.keys(&state, "f")
        guard case .prompt(let prompt)? = state.overlay else { Issue.record("f opens the filter line"); return }
        #expect(prompt.purpose == .filter && prompt.label == "Narrow: " && prompt.text == "item:overturned")
        _ = Fixtures.keys(&state, "Esc", "x")
        #expect(state.query.isEmpty && state.message == nil && state.keyContext == .precedents)
    }

    @Test func enterOpensTheCaseAndEscComesBack() throws {
        var (state, _) = try Self.browserOnLumbarMRI()
        _ = Fixtures.keys(&state, "d", "j")
        let found = try #require(state.precedentsFound)
        let second = state.index!.cases[found.list[1].caseIndex]
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.selectedCase?.id == second.id)
        #expect(state.keyContext == .casePane && state.focus == .decisions)
        #expect(BrowserView.render(state).text.contains(second.summary.prefix(20)))
        _ = Fixtures.keys(&state, "Esc")
        #expect(state.keyContext == .precedents)
        #expect(state.precedents?.cursor.position == 1, "back on the row it left")
    }

    @Test func leavingGivesBackTheFilterTheCaseAndTheFocus() throws {
        var (state, imrCase) = try Self.browserOnLumbarMRI()
        _ = Fixtures.keys(&state, "u")
        state.select(id: imrCase.id)
        let before = (query: state.query, id: state.selectedCase?.id, visible: state.visible)
        _ = Fixtures.keys(&state, "d", "o", "Enter", "Esc", "Esc")
        #expect(state.precedents == nil && state.keyContext == .list)
        #expect(state.query == before.query && state.visible == before.visible)
        #expect(state.selectedCase?.id == before.id)
        // q leaves it too (and does not quit).
        #expect(Fixtures.keys(&state, "d", "q").isEmpty)
        #expect(state.precedents == nil)
    }

    @Test func theDecisionPanesItemIsTheOneAsked() throws {
        // A short screen, so the pane scrolls down to the second item.
        var state = Fixtures.browser(cols: 100, rows: 24)
        let index = try #require(state.index)
        let imrCase = try #require(index.cases.first { $0.items.count >= 2 && $0.items[1].treatmentKey != nil })
        state.select(id: imrCase.id)
        _ = Fixtures.keys(&state, "Tab", "Tab")
        #expect(state.focus == .decisions)
        let lines = state.documentLines(.decisions)
        let second = try #require(lines.firstIndex { $0.spans.first?.text.hasPrefix("2. ") == true })
        for _ in 0..<second { _ = Fixtures.keys(&state, "j") }
        #expect(state.scrollTop(.decisions) == second)
        _ = Fixtures.keys(&state, "d")
        #expect(state.precedentsFound?.question.source?.item == 1)
    }

    @Test func anItemWithoutAKeyIsSaidSo() {
        let imrCase = IMRCase(id: "K1", file: "k1.txt", items: [Item(treatment: "?", decision: .upheld)])
        var state = Fixtures.browser(index: IndexFixtures.index([imrCase]))
        _ = Fixtures.keys(&state, "d")
        #expect(state.precedents == nil)
        #expect(state.message?.isError == true && state.message?.text.contains("no treatment to look up") == true)
    }

    /// Where the reasons do not all fit, the overturning ones keep their share of the rows: they are
    /// listed after the upholding ones and had been the ones cut.
    @Test func bothSidesReasonsKeepRowsWhenTheyDoNotAllFit() {
        func reasons(_ side: DecisionReasons.Side, _ count: Int) -> [PrecedentReason] {
            (0..<count).map { PrecedentReason(id: "\(side)-\($0)", side: side, cases: count - $0, items: count - $0, sideCases: 10, candidates: []) }
        }
        let sides = { (shown: [PrecedentReason]) in
            (shown.filter { $0.side == .upholding }.map(\.id), shown.filter { $0.side == .overturning }.map(\.id)) }
        let many = reasons(.upholding, 8) + reasons(.overturning, 4)
        let four = sides(PrecedentsView.shownReasons(many, rows: 4))
        #expect(four.0 == ["upholding-0", "upholding-1"] && four.1 == ["overturning-0", "overturning-1"])
        // A side with fewer reasons than its half gives the rest to the other.
        let oneOverturning = sides(PrecedentsView.shownReasons(reasons(.upholding, 8) + reasons(.overturning, 1), rows: 4))
        #expect(oneOverturning.0.count == 3 && oneOverturning.1 == ["overturning-0"])
        let oneUpholding = sides(PrecedentsView.shownReasons(reasons(.upholding, 1) + reasons(.overturning, 8), rows: 4))
        #expect(oneUpholding.0 == ["upholding-0"] && oneUpholding.1.count == 3)
        // All that fit are shown as they come.
        #expect(PrecedentsView.shownReasons(many, rows: 12) == many)
        #expect(PrecedentsView.shownReasons(reasons(.upholding, 6), rows: 4).map(\.id) == ["upholding-0", "upholding-1", "upholding-2", "upholding-3"])
    }

    @Test func helpShowsThePrecedentsKeys() throws {
        var (state, _) = try Self.browserOnLumbarMRI()
        _ = Fixtures.keys(&state, "d", "?")
        let screen = BrowserView.render(state).text
        #expect(screen.contains("Keys: Precedents (d)"))
        #expect(screen.contains("Export the precedent brief"))
        _ = Fixtures.keys(&state, "Esc")
        #expect(state.keyContext == .precedents)
    }
}
