import BrowserFixtures
import Foundation
import IMRIndex
import IMRScreen
import TestFixtures
import Testing
import IMRExport
import IMRModel
import IndexFixtures
@testable import IMRBrowser
import IMRColumns

@Suite struct PresentationTests {
    @Test func screenShowsCountsListAndBothCasePanes() {
        let state = Fixtures.browser()
        let text = BrowserView.render(state).text
        #expect(text.contains("126 of 126 cases"))
        #expect(text.contains("CM16-0213037"))
        #expect(text.contains("CLINICAL CASE SUMMARY"))
        #expect(text.contains("MRI of the right shoulder without contrast: UPHELD"))
        #expect(text.contains("Family Practice"))
    }

    @Test func cursorAndMarkedRowsHaveTheirOwnRoles() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "Space", "k")
        // Row 0 is both marked and under the cursor; mark row 1 only.
        _ = Fixtures.keys(&state, "j", "Space")
        _ = Fixtures.keys(&state, "g")
        let frame = BrowserView.render(state)
        guard let list = state.layout.rect(for: .list) else {
            Issue.record("no list")
            return
        }
        #expect(frame.role(atRow: list.row + 1, col: list.col + 3) == .listCursorMarked)
        #expect(frame.role(atRow: list.row + 2, col: list.col + 3) == .listMarked)
        #expect(frame.role(atRow: list.row + 3, col: list.col + 3) == .normal)
        #expect(frame.lines[list.row + 2].contains("*"))
    }

    /// At 80 columns the chapter column does not fit: each row's chapter is cut with "…" inside the
    /// list's border, never cut off mid-word by the pane's edge as if whole.
    @Test func aRowsLastColumnIsCutWithAnEllipsisInsideThePane() throws {
        let state = Fixtures.browser(cols: 80, rows: 24)
        let list = try #require(state.layout.rect(for: .list))
        let rows = BrowserView.render(state).lines[(list.row + 1)..<(list.row + list.height - 1)]
        let cut = rows.filter { $0.contains("…│") || $0.contains("… │") }
        #expect(!cut.isEmpty, "\(rows.joined(separator: "\n"))")
        for row in rows where !row.contains("…") {
            // Uncut rows end with their chapter's last word and blanks before the border.
            #expect(row.hasSuffix(" │") || row.hasSuffix("││"), "\(row)")
        }
    }

    @Test func outcomeMarksReadWithoutColour() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "p")
        let lines = BrowserView.render(state).lines
        let rows = lines.filter { $0.contains("CM1") && $0.contains(" P ") }
        #expect(rows.count >= 8)
    }

    @Test func tooSmallTerminalGetsAMessage() {
        let state = Fixtures.browser(cols: 30, rows: 8)
        let text = BrowserView.render(state).text
        #expect(text.contains("Terminal too small"))
        #expect(!text.contains("CLINICAL"))
    }

    @Test func everySizeFromOneCellUpRendersWithoutTrouble() {
        var state = Fixtures.browser()
        for cols in [1, 2, 10, 39, 40, 59, 60, 79, 80, 119, 120, 200] {
            for rows in [1, 2, 9, 10, 17, 18, 24, 50] {
                state.resize(Size(rows: rows, cols: cols))
                let frame = BrowserView.render(state)
                #expect(frame.rows == rows && frame.cols == cols)
            }
        }
    }

    /// On a short screen the help scrolls; after G (the end) one k moves it back up at once.
    @Test func helpScrollsToItsEndAndBackUpOneLine() {
        var state = Fixtures.browser(cols: 80, rows: 24)
        _ = Fixtures.keys(&state, "?")
        let top = BrowserView.render(state).text
        _ = Fixtures.keys(&state, "G")
        let end = BrowserView.render(state).text
        #expect(end != top)
        guard case .note(let lastLine)? = HelpPage(context: .list).lines.last else {
            Issue.record("the help ends with its notes")
            return
        }
        #expect(end.contains(lastLine))
        _ = Fixtures.keys(&state, "k")
        #expect(BrowserView.render(state).text != end)
        _ = Fixtures.keys(&state, "j")
        #expect(BrowserView.render(state).text == end)
        _ = Fixtures.keys(&state, "j")
        #expect(BrowserView.render(state).text == end)
    }

    /// While the letters load the status line names each step: opening, listing, counting the files
    /// read, then what the wait is for once all are read (the case store written, the cases indexed).
    @Test func loadingProgressNamesEachStep() {
        var state = BrowserState(size: Size(rows: 30, cols: 120))
        func status() -> String { BrowserView.render(state).lines.last ?? "" }
        _ = state.handle(.loadStarted(source: "letters"))
        #expect(status().hasPrefix("Opening letters…"))
        _ = state.handle(.loadProgress(.listing))
        #expect(status().hasPrefix("Listing the letters of letters…"))
        _ = state.handle(.loadProgress(.reading(done: 40, total: 100)))
        #expect(status().contains("Reading letters: 40 of 100 files"))
        _ = state.handle(.loadProgress(.reading(done: 100, total: 100)))
        #expect(status().contains("Read 100 files of letters: indexing the cases"))
        #expect(!status().contains("Reading"))
        _ = state.handle(.loadProgress(.storing(cases: 100)))
        #expect(status().contains("Read 100 files of letters: writing the case store"))
    }

    @Test func statusBarShowsFiltersAsTypedAndMarks() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "Space")
        let status = BrowserView.render(state).lines.last ?? ""
        #expect(status.hasPrefix("18 of 126 cases"))
        #expect(status.contains("overturned"))
        #expect(status.contains("1 marked"))
    }

    @Test func controlCharactersFromLettersAreShownEscaped() {
        let state = Fixtures.browser(index: Fixtures.hostileIndex())
        let frame = BrowserView.render(state)
        let text = frame.text
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x08 || $0.value == 0x0D })
        #expect(text.contains("^["))
    }

    /// A letter read only in part shows its own text where the decisions would be, escaped like the rest.
    @Test func aLetterReadInPartShowsItsTextInTheDecisionPane() {
        let letter = """
        Case Number:          CM15-0000002
                                MEDICAL PROFESSIONAL REVIEW
        ISSUE AT DISPUTE: Is the request for a cane medically necessary?
        RATIONALE FOR WHY THE REQUESTED TREATMENT/SERVICE IS/WAS NOT MEDICALLY NECESSARY: Gait is
        normal.\u{1B}[2J
        """
        let index = IndexFixtures.index(letters: [(displayPath: "review.txt", bytes: Array(letter.utf8))])
        let lines = CaseDocument.decisions(index.cases[0], width: 70).map(\.plain)
        #expect(lines.contains(CaseReport.letterTextTitle))
        #expect(lines.contains { $0.contains("Is the request for a cane") })
        let text = BrowserView.render(Fixtures.browser(index: index)).text
        #expect(text.contains("Gait is normal."))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
    }

    /// The decision pane says what imr read each request as (key, kind, every region, an inferred one
    /// marked) and which of its words it did not understand.
    @Test func decisionPaneSaysWhatEachRequestWasReadAs() {
        var imrCase = IMRCase(id: "A", file: "a.txt")
        imrCase.items = [
            Item(treatment: "PT neck and both knees 2x4", decision: .upheld, treatmentKey: "physical therapy",
                 treatmentKind: .therapy, bodyRegions: ["cervical spine", "knee"]),
            Item(treatment: "Acupuncture 6 visits, glimmered", decision: .overturned, treatmentKey: "acupuncture",
                 treatmentKind: .therapy, bodyRegions: ["lumbar spine"], regionInferred: true, treatmentDoubt: ["glimmered"]),
        ]
        let lines = CaseDocument.decisions(imrCase, width: 100).map(\.plain)
        #expect(lines.contains("   Read as: physical therapy (therapy); cervical spine, knee"))
        #expect(lines.contains("   Read as: acupuncture (therapy); lumbar spine (inferred from the letter)"))
        imrCase.items = [Item(treatment: "Injection of ganglion cyst", decision: .upheld, treatmentKey: "injection (ganglion cyst)",
                              treatmentKind: .injection, treatmentDoubt: ["ganglion", "cyst"])]
        #expect(CaseDocument.decisions(imrCase, width: 100).map(\.plain).contains("   Read as: injection (ganglion cyst)"))
        #expect(lines.contains("   Not understood: glimmered (the treatment key may not be what was asked)"))
        #expect(lines.filter { $0.contains("Not understood") }.count == 1)
    }

    /// A request a region tells apart that names none and took none from its letter says why, and that its
    /// precedents are the requests naming none; a drug, whose precedents no region divides, says nothing.
    @Test func decisionPaneSaysWhyARequestHasNoRegion() {
        var imrCase = IMRCase(id: "A", file: "a.txt", summary: "She is treated for cervical and lumbar strains after a fall.")
        imrCase.items = [
            Item(treatment: "Physical therapy 2x4", decision: .upheld, treatmentKey: "physical therapy", treatmentKind: .therapy),
            Item(treatment: "Naproxen 550 mg", decision: .upheld, treatmentKey: "naproxen", treatmentKind: .drug),
        ]
        let lines = CaseDocument.decisions(imrCase, width: 140).map(\.plain)
        #expect(lines.contains("   Region: unknown: the letter points to several parts (cervical spine, lumbar spine); its precedents are the requests that name none"))
        #expect(lines.filter { $0.hasPrefix("   Region:") }.count == 1)
    }

    /// A problem's reason is longer than a row: the selected one is shown in full below the list.
    @Test func problemsViewShowsTheSelectedProblemInFull() {
        let letter = "Case Number: CM15-0000003\n                MEDICAL PROFESSIONAL REVIEW\nCASE SUMMARY: A 50 year old man.\n"
        let index = IndexFixtures.index(letters: [(displayPath: "partial.txt", bytes: Array(letter.utf8))])
        var state = Fixtures.browser(cols: 90, rows: 30, index: index)
        _ = Fixtures.keys(&state, "P")
        let reason = index.problems.first { $0.kind == .readInPart }?.reason ?? ""
        #expect(reason.count > 90, "the reason is longer than the screen is wide")
        let shown = BrowserView.render(state).lines.joined(separator: " ").split(separator: " ").filter { $0 != "│" }
        #expect(shown.joined(separator: " ").contains("so the outcome is unknown."), "the reason's end is on screen")
    }

    /// The reference's key tables are `imr keys`'s output: one source, the action table.
    @Test func referenceKeyTablesAreTheActionTable() throws {
        let reference = try String(contentsOfFile: FixtureFile.checkout + "/docs/reference.md", encoding: .utf8)
        #expect(reference.contains(ActionTable.markdownTable()))
    }

    /// The README's first-hour keys are rows of the action table's own tables, as `imr keys` writes
    /// them: keys and what they do as the help says, never typed apart from it.
    @Test func readmeFirstHourKeysAreRowsOfTheActionTable() throws {
        let readme = try String(contentsOfFile: FixtureFile.checkout + "/README.md", encoding: .utf8)
        let tableRows = Set(ActionTable.markdownTable().split(separator: "\n").filter { $0.hasPrefix("| `") })
        var rows: [Substring] = []
        var inKeyTable = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "| Keys | Action |" { inKeyTable = true; continue }
            guard inKeyTable else { continue }
            guard line.hasPrefix("|") else { inKeyTable = false; continue }
            if !line.hasPrefix("|---") { rows.append(line) }
        }
        #expect(rows.count >= 15, "the README's first-hour key table is read: \(rows)")
        for row in rows { #expect(tableRows.contains(row), "\(row) is not a row of the action table's tables") }
    }
}

@Suite struct ListIdColumnTests {
    /// Where long ids leave the chapter column fewer cells than a chapter's name needs, the specialty takes
    /// the row's end: no column is shown as its ellipsis alone.
    @Test func noColumnIsShownAsAnEllipsisAlone() throws {
        let cases = Fixtures.dwcIndex.cases.prefix(12).enumerated().map { number, imrCase in
            var imrCase = imrCase
            imrCase.id = "\(number)_eacb880123a11357"
            imrCase.index = number
            return imrCase
        }
        let index = IndexFixtures.index(Array(cases), source: "test")
        for cols in stride(from: 100, through: 200, by: 4) {
            let state = Fixtures.browser(cols: cols, rows: 30, index: index)
            let list = try #require(state.layout.rect(for: .list))
            let rows = BrowserView.render(state).lines[(list.row + 1)..<(list.row + list.height - 1)]
            for row in rows {
                let inList = String(row.prefix(list.col + list.width))
                #expect(inList.range(of: #" …\s*│"#, options: .regularExpression) == nil, "\(cols) columns: \(inList)")
            }
        }
    }

    @Test func longIdsAreShownWhole() throws {
        let base = try #require(Fixtures.dwcIndex.cases.first)
        var second = base
        second.id = base.id + "-2"
        second.index = 1
        let index = IndexFixtures.index([base, second], source: "test")
        let text = BrowserView.render(Fixtures.browser(cols: 120, rows: 30, index: index)).text
        #expect(text.contains(base.id + "-2 "))
    }
}
