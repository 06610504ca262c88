import BrowserFixtures
import IMRIndex
import IMRScreen
@testable import IMRBrowser
import Testing

/// The action table by context: every key is looked up where it is pressed, falls back to the shared
/// sections, and the help shows exactly the keys of the context it was opened from.
@Suite struct KeyContextTests {
    @Test func everyActionHasAKeyAndNoKeyIsBoundTwiceInASection() {
        for context in KeyContext.allCases {
            var seen = Set<Key>()
            for binding in ActionTable.bindings(in: context) {
                #expect(!binding.keys.isEmpty)
                for key in binding.keys { #expect(seen.insert(key).inserted, "\(key) bound twice in \(context)") }
            }
        }
        #expect(Set(ActionTable.bindings.map(\.action)) == Set(BrowserAction.allCases))
    }

    @Test func keysFallBackToTheSharedSections() {
        // j moves in the list (movement), closes nothing in the help but scrolls it, types in a picker.
        #expect(ActionTable.meaning(of: .character("j"), in: .list) == .action(.move(.down), .movement))
        #expect(ActionTable.meaning(of: .character("j"), in: .help) == .action(.move(.down), .movement))
        #expect(ActionTable.meaning(of: .character("j"), in: .picker) == .text("j"))
        // q quits from the panes, closes an overlay, types in a picker or a prompt.
        #expect(ActionTable.meaning(of: .character("q"), in: .casePane) == .action(.quit, .browser))
        #expect(ActionTable.meaning(of: .character("q"), in: .stats) == .action(.close, .overlay))
        #expect(ActionTable.meaning(of: .character("q"), in: .picker) == .text("q"))
        #expect(ActionTable.meaning(of: .character("q"), in: .prompt) == .text("q"))
        // A context's own section comes first: Enter applies in a picker, zooms in the panes.
        #expect(ActionTable.meaning(of: .enter, in: .picker) == .action(.picker(.apply), .picker))
        #expect(ActionTable.meaning(of: .enter, in: .list) == .action(.panes(.zoom), .browser))
        #expect(ActionTable.meaning(of: .control("c"), in: .prompt) == .action(.quit, .prompt))
    }

    /// Esc closes every overlay; q too wherever it is not typed.
    @Test func escapeAndQCloseAnyOverlay() {
        for opener in ["?", "s", "O", "S", "P", "f", "/"] {
            for closer in ["Esc", "q"] {
                var state = Fixtures.browser()
                _ = Fixtures.keys(&state, opener)
                #expect(state.overlay != nil, "\(opener) opens an overlay")
                let context = state.keyContext
                _ = Fixtures.keys(&state, closer)
                if closer == "q" && context.takesText {
                    #expect(state.overlay != nil, "q types in \(context)")
                } else {
                    #expect(state.overlay == nil, "\(closer) closes \(context)")
                }
            }
        }
    }

    /// The help opened anywhere lists every key that works there, and nothing that does not.
    @Test func helpShowsTheKeysOfItsContext() {
        for opener in [[], ["Tab"], ["s"], ["O"], ["S"], ["P"]] {
            // Tall enough for the keys of where it was opened, before those of the other contexts.
            var state = Fixtures.browser(cols: 160, rows: 120)
            for key in opener { _ = Fixtures.keys(&state, key) }
            let context = state.keyContext
            _ = Fixtures.keys(&state, context == .list || context == .casePane ? "?" : "F1")
            guard case .help(let help)? = state.overlay else {
                Issue.record("no help from \(context)")
                continue
            }
            #expect(help.page.context == context)
            let text = BrowserView.render(state).text
            for section in context.lookupOrder {
                for binding in ActionTable.bindings(in: section) where !ActionTable.effectiveKeys(binding, in: context).isEmpty {
                    #expect(text.contains(binding.help), "\(context) help lacks \(binding.help)")
                }
            }
            // A picker's help has no movement by j/k (they type), so none of the movement section.
            if context == .picker { #expect(!help.page.ownLines.contains(.heading(KeyContext.movement.title))) }
        }
    }

    @Test func helpOverAPickerGoesBackToIt() {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "s")
        Fixtures.type(&state, "pain")
        _ = Fixtures.keys(&state, "F1")
        #expect(state.keyContext == .help)
        _ = Fixtures.keys(&state, "Esc")
        guard case .picker(let picker)? = state.overlay else {
            Issue.record("the picker is gone")
            return
        }
        #expect(picker.filter == "pain")
    }

    /// The same movement keys move every list: the cursor stays on a row and on screen.
    @Test func oneCursorMovesEveryList() {
        var state = Fixtures.browser(cols: 80, rows: 24)
        _ = Fixtures.keys(&state, "S", "G")
        guard case .stats(let stats)? = state.overlay else {
            Issue.record("no statistics")
            return
        }
        let rows = state.statsRows(stats).count
        let height = OverlayGeometry.statsRows(body: state.overlayBody)
        #expect(stats.cursor.position == rows - 1)
        #expect(stats.cursor.top == max(0, rows - height))
        _ = Fixtures.keys(&state, "g", "C-d")
        guard case .stats(let moved)? = state.overlay else {
            Issue.record("the statistics closed")
            return
        }
        #expect(moved.cursor.position == min(rows - 1, height / 2))
        #expect(moved.cursor.top == 0)
    }

    @Test func listCursorStaysOnARowAndOnScreen() {
        var cursor = ListCursor()
        cursor.move(by: 25, count: 100, height: 10)
        #expect(cursor.position == 25 && cursor.top == 16)
        cursor.move(by: -20, count: 100, height: 10)
        #expect(cursor.position == 5 && cursor.top == 5)
        cursor.apply(.bottom, count: 100, height: 10)
        #expect(cursor.position == 99 && cursor.top == 90)
        cursor.clamp(count: 30, height: 10)
        #expect(cursor.position == 29 && cursor.top == 20)
        cursor.clamp(count: 0, height: 10)
        #expect(cursor.position == 0 && cursor.top == 0)
        var text = ListCursor()
        text.apply(.pageDown, count: 25, height: 10, scrolling: true)
        #expect(text.top == 10)
        text.apply(.pageDown, count: 25, height: 10, scrolling: true)
        #expect(text.top == 15)
        text.apply(.halfPageUp, count: 25, height: 10, scrolling: true)
        #expect(text.top == 10)
    }

    /// Work in the background reaches the state as events: the status line follows them.
    @Test func backgroundReportsAreEvents() {
        var state = Fixtures.browser()
        _ = state.handle(.exportStarted(what: "3 cases"))
        #expect(state.exporting && state.message?.text == "Exporting 3 cases…")
        _ = Fixtures.keys(&state, "e", "Enter")
        #expect(state.message?.text == "An export is still running")
        _ = state.handle(.exportFinished(StatusMessage("Exported 3 cases to ./x/")))
        #expect(!state.exporting && state.message?.text == "Exported 3 cases to ./x/")
        _ = state.handle(.storeWriteFailed("The word index was not kept for the next open: disk full"))
        #expect(state.message?.isError == true)
        _ = state.handle(.themeApplied(name: "dark", warning: nil))
        #expect(state.themeName == "dark" && state.message?.text == "Theme: dark")
        _ = state.handle(.loadStarted(source: "letters"))
        #expect(state.message?.text == "Reloading letters…")
        _ = state.handle(.corpusLoaded(Fixtures.dwcIndex))
        #expect(state.loading == nil && state.message?.text == "Reloaded: 126 cases")
    }
}

extension KeyContextTests {
    /// A help line is its keys in their column and the text beside them, on one line in a full column
    /// (narrower screens wrap it: HelpLayoutTests).
    @Test func everyHelpTextFitsItsColumn() {
        for binding in ActionTable.bindings {
            #expect(ActionTable.keyNames(binding.keys).count <= HelpLayout.keyColumn - 3, "\(binding.action)'s keys")
            #expect(binding.help.count <= HelpGeometry.columnWidth - 1 - HelpLayout.keyColumn, "\(binding.help)")
        }
        for context in KeyContext.allCases {
            for case .note(let text) in HelpPage(context: context).lines {
                #expect(text.count <= HelpGeometry.columnWidth - 1, "\(text)")
            }
        }
    }
}

extension KeyContextTests {
    /// `?` opens the help wherever it is not typed, as in the panes: the statistics, the problems, the
    /// sort menu, the saved filters, the precedents. In a picker and a line being typed it types, and
    /// F1 opens the help of the picker.
    @Test func questionMarkOpensTheHelpWhereverItIsNotTyped() {
        for (opener, context) in [("S", KeyContext.stats), ("P", .problems), ("O", .sortMenu), ("@", .savedFilters), ("d", .precedents)] {
            var state = Self.browserWithASavedFilter()
            _ = Fixtures.keys(&state, opener)
            #expect(state.keyContext == context, "\(opener) opens \(context)")
            _ = Fixtures.keys(&state, "?")
            guard case .help(let help)? = state.overlay else {
                Issue.record("? opens no help in \(context)")
                continue
            }
            #expect(help.page.context == context)
            _ = Fixtures.keys(&state, "?")
            #expect(state.keyContext == context, "? again closes the help, back to \(context)")
        }
        var picker = Fixtures.browser()
        _ = Fixtures.keys(&picker, "s", "?")
        guard case .picker(let typed)? = picker.overlay else {
            Issue.record("? closed the picker")
            return
        }
        #expect(typed.filter == "?", "? types in a picker")
        _ = Fixtures.keys(&picker, "F1")
        #expect(picker.keyContext == .help)
        var prompt = Fixtures.browser()
        _ = Fixtures.keys(&prompt, "f", "?")
        #expect(prompt.keyContext == .filterPrompt, "? types in the filter line")
        if case .prompt(let line)? = prompt.overlay { #expect(line.text == "?") } else { Issue.record("? closed the filter line") }
    }

    /// The browser with one saved filter, so that `@` opens the list of them.
    static func browserWithASavedFilter() -> BrowserState {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "o", "W")
        Fixtures.type(&state, "mine")
        _ = Fixtures.keys(&state, "Enter", "a")
        return state
    }

    /// A key that does nothing says so, and names the key that opens the help there, if one does.
    @Test func aKeyThatDoesNothingNamesTheHelpKeyOfWhereItIs() {
        for (opener, help) in [("", "?"), ("S", "?"), ("d", "?"), ("s", "F1")] {
            var state = Fixtures.browser()
            if !opener.isEmpty { _ = Fixtures.keys(&state, opener) }
            _ = Fixtures.keys(&state, "F5")
            #expect(state.message?.text == "F5 does nothing here: press \(help) for the keys", "after \(opener)")
        }
        #expect(ActionTable.helpKey(in: .prompt) == nil)
        // A question shows its keys on ? and stays asked.
        #expect(ActionTable.helpKey(in: .confirm) == .character("?"))
    }

    /// A context's title names the keys that open it, from the action table, and each of them does.
    @Test func titlesNameTheKeysThatOpenTheirContext() {
        #expect(KeyContext.picker.title == "Pickers (s, c, t, b, y, w, #)")
        for context in KeyContext.allCases {
            let keys = ActionTable.openingKeys(of: context)
            let named = keys.isEmpty ? "" : " (" + keys.map(\.description).joined(separator: ", ") + ")"
            #expect(context.title == context.name + named)
            for key in keys {
                var state = Self.browserWithASavedFilter()
                _ = state.handle(.input(.key(key)))
                #expect(state.keyContext == context, "\(key) opens \(context.title)")
            }
        }
    }
}
