import IMRCore
import Testing
@testable import IMRScreen
@testable import IMRTerminal

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

    @Test func nonASCIILinesCountCharacters() {
        // "é" is one character: offsets after it are character offsets, not byte offsets.
        #expect(Self.starts("mri", in: "Café MRI, then mri") == [5, 15])
        #expect(Self.starts("café", in: "CAFÉ au lait, café") == [0, 14])
        #expect(Self.starts("x", in: "a\r\nx") == [2])
    }

    /// `n` moves on to the next case that holds the text: it must fold case as the highlighting does,
    /// or it skips cases whose matches are lit, or stops at cases with none.
    @Test func caseSearchAndHighlightingAgreeBeyondASCII() {
        let letter = IMRCase(id: "X", file: "x.txt", summary: "Seen at the CAFÉ ÉLAN clinic.")
        for needle in ["café élan", "Café", "ÉLAN", "clinic"] {
            #expect(SearchMatching.caseContains(letter, needle), "\(needle)")
            #expect(!Self.starts(needle, in: letter.summary).isEmpty, "\(needle)")
        }
        #expect(!SearchMatching.caseContains(letter, "cafés"))
        #expect(Self.starts("cafés", in: letter.summary).isEmpty)
    }

    @Test func byteAndCharacterPathsAgree() {
        for line in ["Physical therapy; PHYSICAL THERAPY.", "no match here", "therapytherapy", ""] {
            let byBytes = Self.starts("therapy", in: line)
            let byCharacters = SearchMatching.occurrences(of: Array("therapy"), in: Array(line.lowercased()))
            #expect(byBytes == byCharacters, "\(line)")
        }
    }
}
