import BrowserFixtures
import Testing
@testable import IMRBrowser

/// The word keys of a line being typed, as readline has them: M-b and M-f move by words, C-w deletes
/// back to the space before the caret, M-d the word after it, C-b and C-f move one character.
@Suite struct LineEditingTests {
    static func prompt(_ state: BrowserState) -> PromptState? {
        if case .prompt(let prompt)? = state.overlay { prompt } else { nil }
    }

    @Test func wordKeysMoveAndDeleteInTheFilterLine() throws {
        var state = Fixtures.browser()
        _ = Fixtures.keys(&state, "f", "C-u")
        Fixtures.type(&state, "overturned treat:\"physical therapy\" spec:ortho")
        _ = Fixtures.keys(&state, "M-b")
        #expect(try #require(Self.prompt(state)).caret == "overturned treat:\"physical therapy\" spec:".count)
        _ = Fixtures.keys(&state, "M-b", "M-b")
        #expect(try #require(Self.prompt(state)).caret == "overturned treat:\"physical ".count)
        _ = Fixtures.keys(&state, "M-f")
        #expect(try #require(Self.prompt(state)).caret == "overturned treat:\"physical therapy".count)
        _ = Fixtures.keys(&state, "C-b", "C-b", "C-f")
        #expect(try #require(Self.prompt(state)).caret == "overturned treat:\"physical therap".count)
        // C-w takes back to the space before the caret, as a shell does.
        _ = Fixtures.keys(&state, "End", "C-w")
        #expect(try #require(Self.prompt(state)).text == "overturned treat:\"physical therapy\" ")
        _ = Fixtures.keys(&state, "C-w")
        #expect(try #require(Self.prompt(state)).text == "overturned treat:\"physical ")
        // M-d deletes the word after the caret, and what stands before it.
        _ = Fixtures.keys(&state, "Home", "M-d")
        let left = try #require(Self.prompt(state))
        #expect(left.text == " treat:\"physical ")
        #expect(left.caret == 0)
    }

    @Test func wordEdgesSkipWhatIsNotAWord() {
        let line = Array("  mri,  lumbar--spine ")
        #expect(LineWords.wordStart(line, before: line.count) == 16)
        #expect(LineWords.wordStart(line, before: 13) == 8)
        #expect(LineWords.wordStart(line, before: 0) == 0)
        #expect(LineWords.wordEnd(line, after: 0) == 5)
        #expect(LineWords.wordEnd(line, after: 5) == 14)
        #expect(LineWords.wordEnd(line, after: line.count) == line.count)
        #expect(LineWords.spaceSeparatedStart(line, before: line.count) == 8)
        #expect(LineWords.spaceSeparatedStart(line, before: 6) == 2)
    }
}
