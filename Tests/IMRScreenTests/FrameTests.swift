import Testing
@testable import IMRScreen

@Suite struct FrameTests {
    @Test func putWritesTextAndReturnsNextColumn() {
        var frame = Frame(rows: 2, cols: 10)
        let next = frame.put("hello", row: 0, col: 2, role: .heading)
        #expect(next == 7)
        #expect(frame.lines == ["  hello   ", "          "])
        #expect(frame.role(atRow: 0, col: 2) == .heading)
        #expect(frame.role(atRow: 0, col: 1) == .normal)
        #expect(frame.role(atRow: 5, col: 0) == nil)
    }

    /// Text cut by its width or the frame's edge ends in "…" in the last cell: a cut word never reads
    /// as a whole one. Blanks cut off (a column's padding) are not worth one.
    @Test func putClipsToWidthAndFrameEdgesWithAnEllipsis() {
        var frame = Frame(rows: 3, cols: 8)
        frame.put("abcdefgh", row: 0, col: 1, width: 3)
        frame.put("0123456789", row: 1, col: 5)
        frame.put("xyz     ", row: 2, col: 0, width: 4)
        frame.put("never", row: 3, col: 0)
        frame.put("never", row: -1, col: 0)
        #expect(frame.lines == [" ab…    ", "     01…", "xyz     "])
    }

    @Test func putLeftOfTheFrameSkipsWhatIsOutside() {
        var frame = Frame(rows: 1, cols: 6)
        frame.put("abcdef", row: 0, col: -2)
        #expect(frame.text == "cdef")
    }

    @Test func skipScrollsHorizontally() {
        var frame = Frame(rows: 1, cols: 6)
        frame.put("abcdefgh", row: 0, col: 0, width: 4, skip: 3)
        #expect(frame.text == "defg")
    }

    @Test func spansChainRoles() {
        var frame = Frame(rows: 1, cols: 12)
        let end = frame.put([Span("IMR ", role: .label), Span("Upheld", role: .outcomeUpheld)], row: 0, col: 0, width: 8)
        #expect(end == 8)
        #expect(frame.text == "IMR Uph…")
        #expect(frame.role(atRow: 0, col: 0) == .label)
        #expect(frame.role(atRow: 0, col: 4) == .outcomeUpheld)
    }

    @Test func wideCharactersTakeTwoCells() {
        var frame = Frame(rows: 1, cols: 8)
        let end = frame.put("日本x", row: 0, col: 0)
        #expect(end == 5)
        #expect(frame[0, 0]?.content == .text("日"))
        #expect(frame[0, 1]?.content == .wideTail)
        #expect(frame[0, 2]?.content == .text("本"))
        #expect(frame[0, 4]?.content == .text("x"))
        #expect(frame.lines == ["日本x   "])
        #expect(DisplayWidth.of(frame.lines[0]) == 8)
    }

    /// A wide grapheme that does not fit is cut as any text is, with "…"; scrolled text (`skip`) cut
    /// in the middle of a wide grapheme shows a space for its half.
    @Test func wideCharacterThatDoesNotFitIsCut() {
        var frame = Frame(rows: 1, cols: 5)
        frame.put("ab日本", row: 0, col: 0, width: 3)
        #expect(frame.lines == ["ab…  "])
        var edge = Frame(rows: 1, cols: 3)
        edge.put("ab日", row: 0, col: 0)
        #expect(edge.lines == ["ab…"])
        var scrolled = Frame(rows: 1, cols: 4)
        scrolled.put("a日本", row: 0, col: 0, width: 3, skip: 1)
        #expect(scrolled.lines == ["日  "])
        #expect(scrolled[0, 2]?.content == .text(" "))
    }

    @Test func skippingHalfAWideCharacterShowsASpace() {
        var frame = Frame(rows: 1, cols: 4)
        frame.put("日本", row: 0, col: 0, skip: 1)
        #expect(frame.lines == [" 本 "])
    }

    @Test func overwritingHalfAWideCharacterClearsTheOtherHalf() {
        var frame = Frame(rows: 1, cols: 4)
        frame.put("日本", row: 0, col: 0)
        frame.put("x", row: 0, col: 1)
        #expect(frame.lines == [" x本"])
        frame.put("y", row: 0, col: 2)
        #expect(frame.lines == [" xy "])
    }

    @Test func combiningMarksStayWithTheirBase() {
        var frame = Frame(rows: 1, cols: 4)
        let end = frame.put("e\u{301}a", row: 0, col: 0)
        #expect(end == 2)
        #expect(frame[0, 0]?.content == .text("e\u{301}"))
        #expect(frame.text == "e\u{301}a")
    }

    @Test func fillSetsTheBaseRoleThatTextKeeps() {
        var frame = Frame(rows: 3, cols: 5)
        frame.fill(Rect(row: 1, col: 1, height: 5, width: 3), with: ".", role: .overlay)
        frame.put("ab", row: 1, col: 1, role: .heading)
        #expect(frame.text == "\n ab.\n ...")
        #expect(frame[1, 1]?.role == .heading)
        #expect(frame[1, 1]?.base == .overlay)
        #expect(frame[0, 0]?.base == .normal)
    }

    @Test func boxDrawsBorderAndTitle() {
        var frame = Frame(rows: 4, cols: 12)
        frame.box(Rect(row: 0, col: 0, height: 4, width: 12), title: "Cases", role: .borderFocus)
        #expect(frame.lines == [
            "┌─ Cases ──┐",
            "│          │",
            "│          │",
            "└──────────┘",
        ])
        #expect(frame.role(atRow: 0, col: 0) == .borderFocus)
        #expect(frame.role(atRow: 0, col: 3) == .borderFocus)
        #expect(frame[0, 0]?.content == .line(.topLeft))
    }

    @Test func longTitlesAreShortened() {
        var frame = Frame(rows: 2, cols: 10)
        frame.box(frame.bounds, title: "A very long title", titleRole: .title)
        // Shortened between words (Elision), never inside one.
        #expect(frame.lines[0] == "┌─ A … ──┐")
        #expect(frame.role(atRow: 0, col: 3) == .title)
    }

    @Test func boxesSharingAnEdgeMeetInTees() {
        var frame = Frame(rows: 3, cols: 7)
        frame.box(Rect(row: 0, col: 0, height: 3, width: 4))
        frame.box(Rect(row: 0, col: 3, height: 3, width: 4))
        #expect(frame.lines == ["┌──┬──┐", "│  │  │", "└──┴──┘"])
    }

    @Test func linesCrossAndJoin() {
        var frame = Frame(rows: 3, cols: 3)
        frame.horizontalLine(row: 1, col: 0, width: 3)
        frame.verticalLine(row: 0, col: 1, height: 3)
        #expect(frame.lines == [" │ ", "─┼─", " │ "])
        var tee = Frame(rows: 3, cols: 3)
        tee.box(tee.bounds)
        tee.horizontalLine(row: 1, col: 0, width: 3)
        #expect(tee.lines == ["┌─┐", "├─┤", "└─┘"])
    }

    @Test func drawingNeverFailsOnOddGeometry() {
        var frame = Frame(rows: 2, cols: 2)
        frame.box(Rect(row: -3, col: -3, height: 100, width: 1))
        frame.fill(Rect(row: 5, col: 5, height: -1, width: -1), role: .bar)
        frame.put("x", row: 1, col: 100, width: -5)
        frame.restyle(row: 0, col: -10, width: 100, role: .searchMatch)
        frame.restyle(row: 0, col: 5, width: -3, role: .searchMatch)
        #expect(frame.role(atRow: 0, col: 1) == .searchMatch)
        var empty = Frame(rows: 0, cols: 0)
        empty.put("x", row: 0, col: 0)
        empty.box(Rect(row: 0, col: 0, height: 3, width: 3))
        #expect(empty.lines.isEmpty)
    }

    @Test func restyleHighlightsExistingText() {
        var frame = Frame(rows: 1, cols: 10)
        frame.put("find me", row: 0, col: 0)
        frame.restyle(row: 0, col: 5, width: 2, role: .searchCurrent)
        #expect(frame.text == "find me")
        #expect(frame.role(atRow: 0, col: 4) == .normal)
        #expect(frame.role(atRow: 0, col: 5) == .searchCurrent)
        #expect(frame.role(atRow: 0, col: 6) == .searchCurrent)
        #expect(frame.role(atRow: 0, col: 7) == .normal)
    }

    @Test func truncateCountsColumns() {
        #expect(DisplayWidth.truncate("abcdef", toWidth: 4) == "abc…")
        #expect(DisplayWidth.truncate("abc", toWidth: 4) == "abc")
        #expect(DisplayWidth.truncate("日本語", toWidth: 4) == "日…")
        #expect(DisplayWidth.truncate("abc", toWidth: 0) == "")
    }
}
