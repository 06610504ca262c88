import PropertyBased
import Testing
@testable import TextCells

/// The one word wrap: breaks at spaces by terminal cells, keeps indentation, cuts long words whole
/// characters at a time, and carries each run's payload onto its lines.
@Suite struct WordWrapTests {
    static func plain(_ text: String, width: Int, indent: Int = 0) -> [String] {
        WordWrap.lines([(text, ())], width: width, indent: indent).map { $0.map(\.text).joined() }
    }

    /// One run of plain ASCII is laid out on its bytes: the same lines, to the byte, as the layout a
    /// character at a time gives, for any words, spaces, tabs, line feeds, punctuation, width and indent.
    @Test func plainASCIILaidOutOnItsBytesIsTheSameAsByCharacter() async {
        let pieces = ["a", "bb", "Upheld", "x/y", "www.dwc.ca.gov/imr", "-", ".", ",", " ", "  ", "\n", "\t", "supercalifragilistic", "1)", ""]
        let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map { $0.map { pieces[$0] }.joined() }
        await propertyCheck(count: 2000, input: text, Gen.int(in: 1...30), Gen.int(in: 0...12)) { text, width, indent in
            let fast = WordWrap.lines([(text, ())], width: width, indent: indent).map { $0.map(\.text) }
            let slow = WordWrap.layoutLines([(text, ())], width: width, indent: indent).map { $0.map(\.text) }
            #expect(fast == slow, "\(text.debugDescription) width \(width) indent \(indent)")
            var copy = text
            #expect(copy.withUTF8 { WordWrap.asciiLines($0, width: width, indent: indent) } != nil, "laid out on its bytes")
        }
        // Text beyond ASCII or with a carriage return is laid out a character at a time.
        #expect(Self.plain("café crème brûlée", width: 6) == ["café", "crème", "brûlée"])
        #expect(Self.plain("a\r\nb", width: 10) == ["a b"])
    }

    @Test func spacesAtABreakAreDroppedAndBetweenWordsKept() {
        #expect(Self.plain("aaa bbb ccc", width: 7) == ["aaa bbb", "ccc"])
        #expect(Self.plain("aaa   bbb", width: 4) == ["aaa", "bbb"])
        #expect(Self.plain("aaa  bbb   ", width: 20) == ["aaa  bbb"])
        #expect(Self.plain("a\nb\tc", width: 20) == ["a b c"])
    }

    @Test func leadingIndentationIsKeptOnTheFirstLineOnly() {
        #expect(Self.plain("  aaa bbb", width: 6) == ["  aaa", "bbb"])
    }

    @Test func continuationLinesLeaveRoomForTheIndent() {
        #expect(Self.plain("aa bb cc dd", width: 5, indent: 2) == ["aa bb", "cc", "dd"])
        #expect(Self.plain("aa bb cc dd", width: 5) == ["aa bb", "cc dd"])
    }

    @Test func wideCharactersCountTwoCellsAndAreNeverSplit() {
        let lines = Self.plain("日本語のテキスト", width: 5)
        #expect(lines == ["日本", "語の", "テキ", "スト"])
        #expect(Self.plain("日本 語", width: 4) == ["日本", "語"])
        #expect(Self.plain("ab 🏥🩺 cd", width: 7) == ["ab 🏥🩺", "cd"])
        #expect(Self.plain("ab 🏥🩺🏥 cd", width: 7) == ["ab", "🏥🩺🏥", "cd"])
        #expect(Self.plain("🏥🩺🏥🩺", width: 5) == ["🏥🩺", "🏥🩺"])
    }

    @Test func aCharacterWiderThanTheLineStillGetsALine() {
        #expect(Self.plain("日本", width: 1) == ["日", "本"])
        #expect(Self.plain("日本 語", width: 1) == ["日", "本", "語"])
    }

    @Test func combiningMarksTakeNoCell() {
        let accented = String(repeating: "e\u{301}", count: 5)
        #expect(Self.plain(accented + " x", width: 7) == [accented + " x"])
    }

    @Test func aLongWordIsCutAfterPunctuationWhenThatFillsEnoughOfTheLine() {
        #expect(Self.plain("see http://example.org/a/long/path", width: 20) == ["see", "http://example.org/", "a/long/path"])
        #expect(Self.plain("abcdefghijklmnop", width: 6) == ["abcdef", "ghijkl", "mnop"])
        #expect(Self.plain("a-bcdefghijklmnop", width: 9) == ["a-bcdefgh", "ijklmnop"], "a cut this early would waste the line")
    }

    @Test func payloadsFollowTheirText() {
        let lines = WordWrap.lines([("ab ", 1), ("cd", 2), ("ef gh", 3)], width: 6)
        // "cd" and "ef" are one word across two runs: it moves whole.
        #expect(lines.map { $0.map(\.text) } == [["ab"], ["cd", "ef"], ["gh"]])
        #expect(lines.map { $0.map(\.payload) } == [[1], [2, 3], [3]])
    }

    /// A word longer than the line, across runs of text (a search match inside a word, one beyond
    /// ASCII): cut where the line is full or after punctuation, each piece keeping its run's payload.
    @Test func aLongWordAcrossRunsIsCutWithItsPayloads() {
        let runs: [WordWrap.Run<Int>] = [("see ", 0), ("hydroco", 1), ("done/acetaminophén", 2), ("-10 mg", 3)]
        let lines = WordWrap.lines(runs, width: 12)
        #expect(lines.map { $0.map(\.text) } == [["see"], ["hydroco", "done/"], ["acetaminophé"], ["n", "-10 mg"]])
        #expect(lines.map { $0.map(\.payload) } == [[0], [1, 2], [2], [2, 3]])
    }

    @Test func emptyTextIsOneEmptyLine() {
        #expect(WordWrap.lines([(String, Int)](), width: 10).count == 1)
        #expect(Self.plain("", width: 10) == [""])
    }

    /// Lines break at a space, a line feed, a tab and CR LF; at nothing else, not even a space that
    /// carries a combining mark or a carriage return alone.
    @Test func onlyTheFourSpacesBreakLines() {
        for space: Character in [" ", "\n", "\t", "\r\n"] { #expect(WordWrap.isSpace(space), "\(space.debugDescription)") }
        for other: Character in ["a", "\r", "\u{A0}", "\u{2003}", " \u{301}", "\u{0B}", "\u{0C}"] {
            #expect(!WordWrap.isSpace(other), "\(other.debugDescription)")
        }
    }

    /// Text is read by the byte where it is plain ASCII and by Character elsewhere: either way, the
    /// letters are the text's Characters, with the cells `DisplayWidth.ofShown` gives and a cut allowed
    /// after any that is no letter or digit. Random texts of ASCII, CR LF, combining marks, wide and
    /// emoji characters and control characters.
    @Test func lettersAreTheTextsCharacters() {
        let pieces = ["a", "Z", "7", " ", ".", "/", "\n", "\t", "\r\n", "\r", "\u{301}", "e\u{301}", "\u{1B}", "\u{7F}",
                      "日", "🦴", "👍🏽", "\u{A0}", "-", "x"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for _ in 0..<400 {
            var text = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 59) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            var read: [String] = []
            WordWrap.forEachLetter(of: text, run: 0) { letter in
                read.append(letter.map { "\(text[$0.range])|\($0.cells)|\($0.breaksAfter)" } ?? "space")
            }
            let expected = text.map { character in
                WordWrap.isSpace(character) ? "space"
                    : "\(character)|\(DisplayWidth.ofShown(character))|\(!(character.isLetter || character.isNumber))"
            }
            #expect(read == expected, "\(text.debugDescription)")
        }
    }
}
