import Testing
import TextSafety
@testable import IMRScreen

@Suite struct TerminalSafeTests {
    @Test func escapeSequencesAreShownNotSent() {
        #expect(TerminalSafe.escape("a\u{1B}[2Jb") == "a^[[2Jb")
        // OSC 52 would write the clipboard; OSC 0 would retitle the window.
        #expect(TerminalSafe.escape("\u{1B}]52;c;ZXZpbA==\u{07}") == "^[]52;c;ZXZpbA==^G")
        #expect(TerminalSafe.escape("\u{1B}]0;pwned\u{1B}\\") == "^[]0;pwned^[\\")
    }

    @Test func carriageReturnBackspaceTabAndDeleteAreEscaped() {
        #expect(TerminalSafe.escape("safe\rEVIL") == "safe^MEVIL")
        #expect(TerminalSafe.escape("ab\u{08}\u{08}xy") == "ab^H^Hxy")
        #expect(TerminalSafe.escape("a\tb\u{7F}\u{0}") == "a^Ib^?^@")
        #expect(TerminalSafe.escape("line\nnext") == "line^Jnext")
    }

    @Test func c1ControlsAndBidiOverridesAreNamed() {
        #expect(TerminalSafe.escape("x\u{9B}2J") == "x<U+009B>2J")
        #expect(TerminalSafe.escape("\u{85}") == "<U+0085>")
        #expect(TerminalSafe.escape("abc\u{202E}fed") == "abc<U+202E>fed")
        #expect(TerminalSafe.escape("\u{2066}\u{2069}") == "<U+2066><U+2069>")
        #expect(TerminalSafe.escape("zero\u{200B}width\u{FEFF}") == "zero<U+200B>width<U+FEFF>")
        #expect(TerminalSafe.escape("\u{2028}") == "<U+2028>")
    }

    @Test func printableTextPassesUnchanged() {
        let text = "Décision — 日本語 naïve 🙂 ½ «ok»"
        #expect(TerminalSafe.escape(text) == text)
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(TerminalSafe.escape(family) == family)
    }

    @Test func newlinesCanBeKeptForMultiLineOutput() {
        #expect(TerminalSafe.escape("a\r\nb\nc\rd", keepingNewlines: true) == "a\nb\nc^Md")
        #expect(TerminalSafe.escape("a\r\nb") == "a^M^Jb")
    }

    @Test func loneCombiningMarkGetsADottedCircle() {
        #expect(TerminalSafe.escape("\u{301}x") == "\u{25CC}\u{301}x")
        #expect(TerminalSafe.escape("a\n\u{301}", keepingNewlines: true) == "a\n\u{25CC}\u{301}")
    }

    @Test func escapingIsIdempotent() {
        let nasty = "\u{1B}[31m\u{9B}\u{202E}\r\u{301}"
        let once = TerminalSafe.escape(nasty)
        #expect(TerminalSafe.escape(once) == once)
    }

    @Test func framesNeverHoldControlCharacters() {
        var frame = Frame(rows: 1, cols: 30)
        frame.put("\u{1B}]52;c;AAAA\u{07}\u{1B}[2J\r\u{202E}", row: 0, col: 0)
        #expect(frame.text == "^[]52;c;AAAA^G^[[2J^M<U+202E>")
        for cell in frame.cells {
            if case .text(let character) = cell.content {
                #expect(character.unicodeScalars.allSatisfy { !ControlEscape.needsEscape($0) })
            }
        }
    }
}
