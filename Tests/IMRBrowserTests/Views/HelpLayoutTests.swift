import BrowserFixtures
import IMRIndex
import IMRScreen
@testable import IMRBrowser
import Testing
import Foundation

/// The help at any width: every line wrapped within its column, nothing lost, a section for every
/// context, and scrolling to the end.
@Suite struct HelpLayoutTests {
    /// The words a help page says, in order.
    static func words(_ page: HelpPage) -> [Substring] {
        page.lines.flatMap { line -> [Substring] in
            switch line {
            case .heading(let text), .note(let text), .part(let text): return text.split(separator: " ")
            case .entry(let keys, let help): return keys.split(separator: " ") + help.split(separator: " ")
            case .blank: return []
            }
        }
    }

    @Test func everyLineFitsItsWidthAndNoWordIsLost() {
        for context in KeyContext.allCases {
            let page = HelpPage(context: context)
            for width in [8, 12, 20, 30, 37, 45, 59, 73, 140] {
                let lines = HelpLayout.lines(page, width: width)
                for line in lines {
                    #expect(DisplayWidth.of(line.plain) <= width, "\(context) at \(width): \(line.plain)")
                }
                // The filter line's longest example term is 24 cells: from 30 on, no word is cut.
                if width >= 30 {
                    let shown = lines.flatMap { $0.plain.split(separator: " ") }, said = Self.words(page)
                    let differs = zip(shown, said).first { $0 != $1 }
                    #expect(shown.count == said.count && differs == nil, "\(context) at \(width): \(String(describing: differs))")
                }
            }
        }
    }

    /// Beside the keys when there is room, the description's lines start under its column.
    @Test func descriptionsWrapUnderTheirColumn() {
        let page = HelpPage(context: .list)
        let lines = HelpLayout.lines(page, width: 37).map(\.plain)
        let keyColumn = HelpLayout.keyColumn
        guard let first = lines.firstIndex(where: { $0.hasPrefix("  L ") }) else {
            Issue.record("no line for L")
            return
        }
        // "More like this: the cases most like this one, best first" takes two lines of 21 cells.
        #expect(lines[first].count <= 37 && lines[first + 1].hasPrefix(String(repeating: " ", count: keyColumn)))
        #expect(lines[first + 1].dropFirst(keyColumn).first?.isLetter == true)
        // Too narrow for both: the keys above, the description under them.
        let narrow = HelpLayout.lines(page, width: 24).map(\.plain)
        guard let keys = narrow.firstIndex(of: "  L") else {
            Issue.record("no keys line for L at 24: \(narrow)")
            return
        }
        #expect(narrow[keys + 1].hasPrefix("    More like this"))
    }

    /// The help lists the keys of where it was opened first, then one section for every other context.
    @Test func oneSectionPerContext() {
        for context in KeyContext.allCases {
            let page = HelpPage(context: context)
            let headings = page.lines.compactMap { line -> String? in
                if case .heading(let title) = line { return title }
                return nil
            }
            #expect(Set(headings).count == headings.count, "a section twice in \(context)'s help")
            let documented = ActionTable.documentedOrder.filter { section in
                ActionTable.bindings(in: section).contains {
                    !ActionTable.effectiveKeys($0, in: context.lookupOrder.contains(section) ? context : section).isEmpty
                }
            }
            #expect(Set(headings) == Set(documented.map(\.title)), "\(context)")
            #expect(headings.first == (context.lookupOrder.first { !ActionTable.bindings(in: $0).isEmpty }?.title))
        }
    }

    /// At 40, 60 and 250 columns, scrolling through the help shows every description whole.
    @Test func scrollingShowsEveryWordAtEveryWidth() {
        for cols in [40, 60, 250] {
            var state = Fixtures.browser(cols: cols, rows: 24)
            _ = Fixtures.keys(&state, "?")
            guard case .help(let help)? = state.overlay else {
                Issue.record("no help at \(cols)")
                continue
            }
            var seen = Set<Substring>()
            var previous = ""
            for _ in 0..<200 {
                let text = BrowserView.render(state).text
                for line in text.split(separator: "\n") {
                    seen.formUnion(line.split(separator: " ").flatMap { $0.split(separator: "│") })
                }
                if text == previous { break }
                previous = text
                _ = Fixtures.keys(&state, "PgDn")
            }
            let missing = Self.words(help.page).filter { !seen.contains($0) }
            #expect(missing.isEmpty, "\(cols) columns: \(missing.prefix(8))")
            #expect(previous.contains("C-c quits from anywhere."), "\(cols) columns: the end is reached")
        }
    }

    /// Very wide screens put the help in more columns; each stays within its own.
    @Test func wideScreensUseSeveralColumns() {
        let page = HelpPage(context: .list)
        for (cols, expected) in [(40, 1), (151, 1), (152, 2), (300, 3), (500, 3)] {
            let geometry = HelpGeometry(page: page, body: Rect(row: 0, col: 0, height: 40, width: cols))
            #expect(geometry.columns == expected, "\(cols)")
            #expect(geometry.box.width <= cols)
            let inner = geometry.box.inset(by: 1)
            let lastEnd = geometry.columnStart(geometry.columns - 1, inner: inner) + geometry.textWidth
            #expect(lastEnd <= inner.right, "\(cols)")
        }
    }

    /// Side by side, the columns are one text: each column goes on where the one before it stops, so
    /// scrolling never takes a column's lines out of view before the ones read before them (the
    /// columns scrolling together, each its own half of the page, did).
    @Test func columnsReadOnFromOneToTheNext() throws {
        var state = Fixtures.browser(cols: 160, rows: 50)
        _ = Fixtures.keys(&state, "?")
        guard case .help(let help)? = state.overlay else {
            Issue.record("no help")
            return
        }
        let geometry = HelpGeometry(page: help.page, body: state.overlayBody)
        #expect(geometry.columns == 2)
        #expect(geometry.lines.count > geometry.shown, "longer than the screen, so it scrolls")
        func shown(_ state: BrowserState) -> [String] {
            let rows = BrowserView.render(state).text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
            let inner = geometry.box.inset(by: 1)
            var read: [String] = []
            for column in 0..<geometry.columns {
                let start = geometry.columnStart(column, inner: inner)
                for row in inner.row..<(inner.row + geometry.visibleRows) {
                    read.append(String(rows[row][start..<(start + geometry.textWidth)]).trimmingCharacters(in: .whitespaces))
                }
            }
            return read
        }
        let page = geometry.lines.map { $0.plain.trimmingCharacters(in: .whitespaces) }
        // Read down the first column and on down the second: the page's lines in order.
        #expect(shown(state) == Array(page.prefix(geometry.shown)))
        _ = Fixtures.keys(&state, "j")
        #expect(shown(state) == Array(page[1..<(1 + geometry.shown)]), "one line on: every line but the first still shown")
        _ = Fixtures.keys(&state, "PgDn")
        let top = min(1 + geometry.shown, page.count - geometry.shown)
        #expect(shown(state) == Array(page[top..<(top + geometry.shown)]), "a page on: every column's worth")
        _ = Fixtures.keys(&state, "G")
        #expect(shown(state) == Array(page.suffix(geometry.shown)), "the end: the page's last lines fill every column")
    }

    /// The filter line's examples in the help find cases among the real letters, as the documents' do
    /// (ReadmeExamplesTests): an example that finds nothing teaches nothing.
    @Test func theHelpsFilterExamplesFindCases() {
        let index = Fixtures.dwcIndex
        let examples = HelpPage.filterLineNotes.filter { $0.hasPrefix("  ") && !$0.hasPrefix("  (") }
            .flatMap { $0.components(separatedBy: "   ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(examples.count >= 4, "\(examples)")
        for example in examples {
            let parsed = QueryText.parse(example) { index.resolve($0, facet: $1) }
            #expect(parsed.problem == nil, "\(example): \(parsed.problem ?? "")")
            #expect(!index.matching(parsed.query).isEmpty, "the help's example `\(example)` finds none of the shipped letters")
        }
    }
}
