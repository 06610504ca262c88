import BrowserFixtures
import IMRIndex
import IMRScreen
import Testing
import IMRExport
import IMRModel
@testable import IMRBrowser
import IMRColumns

/// The tag and note keys: what they ask of the store (effects), and what the browser shows once the
/// index holds the store's tags and notes. Each test has an index of its own (annotations are given to it).
@Suite struct NotesBrowserTests {
    /// The real letters in an index no other test gives annotations to.
    static func browser(rows: Int = 45) -> (BrowserState, CorpusIndex) {
        let index = CorpusIndex(Fixtures.dwcIndex.corpus)
        return (Fixtures.browser(rows: rows, index: index), index)
    }

    /// What a store would hold after the effect: what the app hands back with `notesChanged`.
    static func keep(_ effects: [BrowserEffect], _ kept: inout [String: CaseAnnotations]) {
        for case .changeNotes(let change) in effects {
            switch change {
            case .addTag(let tag, let keys):
                for key in keys where !(kept[key]?.tags.contains(tag) ?? false) { kept[key, default: CaseAnnotations()].tags.append(tag) }
            case .removeTag(let tag, let keys):
                for key in keys { kept[key]?.tags.removeAll { TagName.fold($0) == TagName.fold(tag) } }
            case .setNote(let text, let key, _):
                kept[key, default: CaseAnnotations()].note = text.isEmpty ? nil : text
            }
        }
    }

    @Test func plusTagsTheSelectedCaseAndAgainTakesTheTagOff() throws {
        var (state, _) = Self.browser()
        let imrCase = try #require(state.selectedCase)
        #expect(Fixtures.keys(&state, "+").isEmpty)
        #expect(state.keyContext == .tagPrompt)
        Fixtures.type(&state, "Follow up")
        let effects = Fixtures.keys(&state, "Enter")
        #expect(effects == [.changeNotes(.addTag("Follow up", keys: [CaseKey.of(imrCase)]))])
        var kept: [String: CaseAnnotations] = [:]
        Self.keep(effects, &kept)
        _ = state.handle(.notesChanged(StatusMessage("Tagged 1 case Follow up"), kept: kept))
        #expect(state.documentLines(.summary).contains { $0.plain.contains("Tags: Follow up") }, "the case pane shows the tag at once")

        _ = Fixtures.keys(&state, "+")
        Fixtures.type(&state, "follow UP")
        #expect(Fixtures.keys(&state, "Enter") == [.changeNotes(.removeTag("follow UP", keys: [CaseKey.of(imrCase)]))],
                "a tag every target has is taken off")
    }

    @Test func marksAreTaggedTogetherAndSignsForceAddOrRemove() throws {
        var (state, index) = Self.browser()
        _ = Fixtures.keys(&state, "Space", "Space")
        let marked = index.cases.filter { state.marks.contains($0.id) }.map(CaseKey.of).sorted()
        #expect(marked.count == 2)
        var kept = [marked[0]: CaseAnnotations(tags: ["mri"])]
        index.setAnnotations(kept)
        _ = Fixtures.keys(&state, "+")
        Fixtures.type(&state, "MRI")
        let effects = Fixtures.keys(&state, "Enter")
        #expect(effects == [.changeNotes(.addTag("MRI", keys: marked))], "one of two has it: it goes on both")
        Self.keep(effects, &kept)
        _ = Fixtures.keys(&state, "+")
        Fixtures.type(&state, "+mri")
        #expect(Fixtures.keys(&state, "Enter") == [.changeNotes(.addTag("mri", keys: marked))], "+ adds even when all have it")
        _ = Fixtures.keys(&state, "+")
        Fixtures.type(&state, "-nothing")
        #expect(Fixtures.keys(&state, "Enter") == [.changeNotes(.removeTag("nothing", keys: marked))])
        _ = Fixtures.keys(&state, "+")
        Fixtures.type(&state, "a,b")
        #expect(Fixtures.keys(&state, "Enter").isEmpty)
        #expect(state.message?.isError == true && state.message?.text.contains("comma") == true)
    }

    @Test func tabCompletesATagInUseAndTheHintLineListsThem() {
        var (state, index) = Self.browser()
        index.setAnnotations([CaseKey.of(index.cases[0]): CaseAnnotations(tags: ["Follow up", "fracture"]),
                              CaseKey.of(index.cases[1]): CaseAnnotations(tags: ["Follow up"])])
        _ = Fixtures.keys(&state, "+")
        #expect(BrowserView.render(state).text.contains("Tags in use: Follow up (2)  fracture (1)"))
        Fixtures.type(&state, "f")
        _ = Fixtures.keys(&state, "Tab")
        guard case .prompt(let prompt)? = state.overlay else { Issue.record("the prompt stays open"); return }
        #expect(prompt.text == "f", "two tags start with f and agree on nothing more")
        #expect(state.message?.text == "Tags: Follow up, fracture")
        Fixtures.type(&state, "o")
        _ = Fixtures.keys(&state, "Tab")
        guard case .prompt(let completed)? = state.overlay else { Issue.record("the prompt stays open"); return }
        #expect(completed.text == "Follow up")
        #expect(completed.caret == completed.text.count)
    }

    @Test func aNoteIsWrittenOnOneLineShownAndFoundByTheFilterWords() throws {
        var (state, _) = Self.browser()
        let imrCase = try #require(state.selectedCase)
        #expect(Fixtures.keys(&state, "A").isEmpty)
        #expect(state.keyContext == .notePrompt)
        Fixtures.type(&state, "  call the adjuster zebrafish  ")
        let effects = Fixtures.keys(&state, "Enter")
        #expect(effects == [.changeNotes(.setNote("call the adjuster zebrafish", key: CaseKey.of(imrCase), base: ""))])
        var kept: [String: CaseAnnotations] = [:]
        Self.keep(effects, &kept)
        _ = state.handle(.notesChanged(StatusMessage("Note kept"), kept: kept))
        #expect(state.message?.text == "Note kept")
        #expect(state.documentLines(.summary).contains { $0.plain.contains("Note: call the adjuster zebrafish") })

        // A word no letter holds finds the case through its note.
        _ = Fixtures.keys(&state, "x", "f")
        Fixtures.type(&state, "zebrafish")
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.shownCases.map(\.id) == [imrCase.id])

        // A is prefilled with the note; C-x hands what is typed to the editor.
        _ = Fixtures.keys(&state, "A")
        guard case .prompt(let prompt)? = state.overlay else { Issue.record("the note prompt opens"); return }
        #expect(prompt.text == "call the adjuster zebrafish")
        #expect(Fixtures.keys(&state, "C-x") == [.editNote(key: CaseKey.of(imrCase), text: "call the adjuster zebrafish",
                                                           base: "call the adjuster zebrafish")])
        #expect(state.overlay == nil)
    }

    @Test func aNoteOfSeveralLinesOpensTheEditorDirectly() throws {
        var (state, index) = Self.browser()
        let imrCase = try #require(state.selectedCase)
        index.setAnnotations([CaseKey.of(imrCase): CaseAnnotations(note: "first\nsecond")])
        #expect(Fixtures.keys(&state, "A") == [.editNote(key: CaseKey.of(imrCase), text: "first\nsecond", base: "first\nsecond")])
        #expect(state.overlay == nil)
    }

    @Test("A note that met another kept meanwhile asks; y keeps the user's alone, any other key keeps both")
    func aNoteConflictIsShownAndChosen() throws {
        var (state, _) = Self.browser()
        let imrCase = try #require(state.selectedCase)
        let key = CaseKey.of(imrCase)
        _ = state.handle(.noteChangedMeanwhile(NoteConflict(key: key, kept: "called the adjuster\nno answer"), yours: "ask for the report"))
        #expect(state.keyContext == .confirm)
        guard case .prompt(let prompt)? = state.overlay else { Issue.record("a question opens"); return }
        #expect(prompt.label.contains("called the adjuster / no answer"), "the note kept meanwhile is shown: \(prompt.label)")
        #expect(Fixtures.keys(&state, "y") == [.changeNotes(.setNote("ask for the report", key: key, base: "called the adjuster\nno answer"))])
        #expect(state.overlay == nil)

        _ = state.handle(.noteChangedMeanwhile(NoteConflict(key: key, kept: "called the adjuster"), yours: "ask for the report"))
        // ? shows the question's keys and answers nothing; closing the help asks again.
        #expect(Fixtures.keys(&state, "?").isEmpty)
        guard case .help(let help)? = state.overlay else { Issue.record("? opens the help"); return }
        #expect(help.page.context == .confirm)
        #expect(BrowserView.render(state).text.contains("Yes/no questions"))
        _ = Fixtures.keys(&state, "Escape")
        #expect(state.keyContext == .confirm, "the question is still asked")
        #expect(Fixtures.keys(&state, "Escape") == [.changeNotes(.setNote("called the adjuster\n\nask for the report", key: key,
                                                                          base: "called the adjuster"))])
    }

    /// Quitting with that question open answers it no: both notes are kept, nothing is lost.
    @Test func quittingWithTheQuestionOpenKeepsBothNotes() throws {
        var (state, _) = Self.browser()
        let key = CaseKey.of(try #require(state.selectedCase))
        #expect(state.handle(.quitting).isEmpty, "nothing to answer")
        _ = state.handle(.noteChangedMeanwhile(NoteConflict(key: key, kept: "called the adjuster"), yours: "ask for the report"))
        #expect(state.handle(.quitting) == [.changeNotes(.setNote("called the adjuster\n\nask for the report", key: key,
                                                                  base: "called the adjuster"))])
        #expect(state.overlay == nil)
    }

    @Test func aFailedWriteIsSaidWithItsReason() {
        var (state, _) = Self.browser()
        _ = state.handle(.notesChanged(StatusMessage("The tag was not kept: /x/notes.sqlite: the notes database is damaged", isError: true)))
        #expect(state.message?.isError == true)
        #expect(BrowserView.render(state).text.contains("The tag was not kept"))
    }

    @Test func theTagsPickerCountsAndFiltersByTag() {
        var (state, index) = Self.browser()
        let first = index.cases[0], second = index.cases[1]
        index.setAnnotations([CaseKey.of(first): CaseAnnotations(tags: ["urgent", "mri"]),
                              CaseKey.of(second): CaseAnnotations(tags: ["urgent"])])
        _ = Fixtures.keys(&state, "#")
        guard case .picker(let picker)? = state.overlay else { Issue.record("# opens the tags picker"); return }
        #expect(state.pickerRows(picker).map { "\($0.value) \($0.cases)" } == ["urgent 2", "mri 1"])
        #expect(BrowserView.render(state).text.contains("Tags: 0 chosen"))
        _ = Fixtures.keys(&state, "Enter")
        #expect(state.query.tags == ["urgent"])
        #expect(Set(state.shownCases.map(\.id)) == [first.id, second.id])
        #expect(QueryText.format(state.query).contains("tag:urgent"))
        // Counts follow the other filters.
        _ = Fixtures.keys(&state, "f", "C-u")
        Fixtures.type(&state, "tag:urgent \(first.outcome == .upheld ? "upheld" : "overturned")")
        _ = Fixtures.keys(&state, "Enter", "#")
        guard case .picker(let narrowed)? = state.overlay else { Issue.record("no tag picker"); return }
        let expected = [first, second].filter { $0.outcome == first.outcome }.count
        #expect(state.pickerRows(narrowed).first { $0.value == "urgent" }?.cases == expected)
    }

    @Test func theNewKeysAreInTheTableAndTheirPromptsHaveTheirOwnHelp() {
        for (key, action) in [("+", BrowserAction.panes(.tagCases)), ("A", .panes(.writeNote)), ("#", .filter(.pickTags))] {
            #expect(ActionTable.meaning(of: Key(name: key)!, in: .list) == .action(action, .browser))
        }
        #expect(ActionTable.meaning(of: .tab, in: .tagPrompt) == .action(.line(.completeTag), .tagPrompt))
        #expect(ActionTable.meaning(of: .control("x"), in: .notePrompt) == .action(.line(.editNote), .notePrompt))
        #expect(ActionTable.meaning(of: .enter, in: .notePrompt) == .action(.line(.submit), .prompt))
        #expect(ActionTable.meaning(of: .character("q"), in: .tagPrompt) == .text("q"))
    }
}
