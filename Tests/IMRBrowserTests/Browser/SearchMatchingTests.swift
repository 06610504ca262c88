import IMRIndex
import Testing
import IMRModel
@testable import IMRScreen
@testable import IMRBrowser

/// Matches in a pane's lines: ASCII lines are searched as bytes, other lines as characters, with the
/// same offsets and the same non-overlapping rule.
@Suite struct SearchMatchingTests {
    static func starts(_ text: String, in line: String) -> [Int] {
        SearchMatching.matches(of: text, in: [StyledLine(line)], pane: .summary).map(\.start)
    }

    @Test func asciiLinesIgnoreCase() {
        #expect(Self.starts("mri", in: "MRI of the knee; an mri again, Mri") == [0, 20, 31])
        #expect(Self.starts("aa", in: "aaaaa") == [0, 2])
        #expect(Self.starts("knee", in: "kne") == [])
    }

    /// Quotes around the search text mark a phrase, as on the filter line: the words are found, not the
    /// quotes; a quote opened and not yet closed (the search runs as it is typed) is left out too, and a
    /// quote inside the text is searched for.
    @Test func quotesAroundTheTextMarkAPhrase() {
        let line = "Physical therapy, 12 sessions; the \"home\" program"
        #expect(Self.starts("\"physical therapy\"", in: line) == [0])
        #expect(Self.starts("\u{201C}physical therapy\u{201D}", in: line) == [0])
        #expect(Self.starts("\"physical ther", in: line) == [0])
        #expect(Self.starts("the \"home\"", in: line) == [31])
        #expect(Self.starts("\"\"", in: line).isEmpty)
        let imrCase = IMRCase(id: "X", file: "x.txt", summary: line)
        #expect(SearchMatching.caseContains(imrCase, "\"physical therapy\""))
    }

    @Test func nonASCIILinesCountCharacters() {
        // "é" is one character: offsets after it are character offsets, not byte offsets.
        #expect(Self.starts("mri", in: "Café MRI, then mri") == [5, 15])
        #expect(Self.starts("café", in: "CAFÉ au lait, café") == [0, 14])
        #expect(Self.starts("x", in: "a\r\nx") == [2])
    }

    /// `n` moves on to the next case that holds the text: it must fold case as the highlighting does,
    /// or it skips cases whose matches are lit, or stops at cases with none.
    @Test func caseSearchAndHighlightingAgreeBeyondASCII() {
        let imrCase = IMRCase(id: "X", file: "x.txt", summary: "Seen at the CAFÉ ÉLAN clinic.")
        for needle in ["café élan", "Café", "ÉLAN", "clinic"] {
            #expect(SearchMatching.caseContains(imrCase, needle), "\(needle)")
            #expect(!Self.starts(needle, in: imrCase.summary).isEmpty, "\(needle)")
        }
        #expect(!SearchMatching.caseContains(imrCase, "cafés"))
        #expect(Self.starts("cafés", in: imrCase.summary).isEmpty)
    }

    /// ASCII lines are searched as bytes; a line with other characters has its offsets counted in
    /// characters: the same matches, one character further on after a leading "é".
    @Test func byteAndCharacterPathsAgree() {
        for line in ["Physical therapy; PHYSICAL THERAPY.", "no match here", "therapytherapy", ""] {
            let byBytes = Self.starts("therapy", in: line)
            let byCharacters = Self.starts("therapy", in: "\u{E9}" + line).map { $0 - 1 }
            #expect(byBytes == byCharacters, "\(line)")
        }
    }

    /// The highlighter lights what the rule matched, in whole characters: a match never ends inside
    /// one ("cafe" is not in "cafe" + a combining accent), and its length counts characters.
    @Test func matchesAreWholeCharacters() {
        #expect(Self.starts("cafe", in: "cafe\u{301} cafe") == [5])
        let matches = SearchMatching.matches(of: "\u{C9}LAN", in: [StyledLine("\u{E9}lan, \u{C9}LAN")], pane: .summary)
        #expect(matches.map(\.start) == [0, 6] && matches.map(\.length) == [4, 4])
        #expect(!SearchMatching.caseContains(IMRCase(id: "X", file: "x.txt", summary: "cafe\u{301}"), "cafe"))
    }
}
