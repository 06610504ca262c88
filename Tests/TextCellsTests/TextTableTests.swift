import Testing
import TextCells

/// The one table layer: columns by display width, not by `Character`, whatever the values hold.
@Suite struct TextTableTests {
    /// Where each cell of `line` ends, in cells, the first (a left-aligned value) left out: cells are
    /// parted by two spaces or more, a value may hold single ones.
    static func ends(_ line: String) -> [Int] {
        var ends: [Int] = [], cells = 0, spaces = 0, lastEnd = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2 { ends.append(lastEnd) }
                spaces = 0
                lastEnd = cells + DisplayWidth.ofCharacter(character)
            }
            cells += DisplayWidth.ofCharacter(character)
        }
        ends.append(lastEnd)
        return Array(ends.dropFirst())
    }

    @Test func wideAndCombiningCharactersKeepTheColumnsInLine() {
        // Characters and cells disagree: 日本語 is 3 characters in 6 cells, "é" written as e + a mark is
        // 1 character (2 code points) in 1 cell, the emoji 1 character in 2 cells.
        let values = ["日本語の値", "Cafe\u{301} Ñandú", "abc", "🙂 smile", "한국어"]
        let table = TextTable([TextTable.Column("VALUE"), TextTable.Column("COUNT", .right), TextTable.Column("RATE", .right)],
                              rows: values.enumerated().map { [$1, String($0 * 1000), "\($0 * 10)%"] })
        let lines = table.lines(width: nil)
        #expect(lines.count == values.count + 1)
        let widths = Set(lines.map(DisplayWidth.of))
        #expect(widths.count == 1, "every line the same width in cells: \(lines)")
        #expect(Set(lines.map(Self.ends)).count == 1, "every right-aligned column ends in the same cell: \(lines)")
        #expect(lines[1].hasPrefix("日本語の値  "), "a value is whole when nothing asks it to give way")
    }

    @Test func aTableTooWideGivesWayByRule() {
        let table = TextTable([TextTable.Column("NAME", givesWay: true, minimum: 6),
                               TextTable.Column("PARTIAL", .right, leavesFirst: 0),
                               TextTable.Column("RATE", .right), TextTable.Column("95% CI", .right)],
                              rows: [["Physical Medicine & Rehabilitation", "12", "40%", "17–69%"],
                                     ["整形外科 医学 リハビリテーション", "3", "100%", "72–100%"]])
        // Room for everything but the whole names: the names are shortened between words.
        let fitted = table.lines(width: 40)
        #expect(fitted.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(fitted)")
        #expect(fitted[1].hasPrefix("Physical") && fitted[1].contains("…") && fitted[1].hasSuffix("40%   17–69%"), "\(fitted)")
        #expect(fitted[2].hasSuffix("100%  72–100%"), "\(fitted)")
        #expect(Set(fitted.map(Self.ends)).count == 1, "\(fitted)")
        // Narrower than the names' minimum allows: the column that may go goes, the rate and interval stay.
        let narrow = table.lines(width: 26)
        #expect(!narrow[0].contains("PARTIAL") && narrow[0].hasSuffix("RATE   95% CI"), "\(narrow)")
        #expect(narrow[1].hasSuffix("40%   17–69%") && narrow[2].hasSuffix("100%  72–100%"), "\(narrow)")
        #expect(narrow.allSatisfy { DisplayWidth.of($0) <= 26 }, "\(narrow)")
        // A pipe: nothing cut, even past a maximum.
        let whole = TextTable([TextTable.Column("NAME", givesWay: true, minimum: 4, maximum: 5)], rows: [["Physical Medicine"]])
        #expect(whole.lines(width: nil) == ["NAME", "Physical Medicine"])
        #expect(whole.lines(width: 80)[1] == "Phys…")
    }

    @Test func cellsAreMadeTerminalSafeAndMeasuredSo() {
        let table = TextTable([TextTable.Column("A"), TextTable.Column("B", .right)],
                              rows: [["x\u{1B}[2J", "1"], ["\u{301}mark", "22"]])
        let lines = table.lines(width: nil)
        #expect(lines[1] == "x^[[2J   1", "\(lines)")
        #expect(lines[2] == "\u{25CC}\u{301}mark   22", "\(lines)")
        #expect(!lines.joined().contains("\u{1B}"))
    }

    @Test func oneCellIsFittedByDisplayWidth() {
        #expect(TextTable.fit("日本", width: 6) == "日本  ")
        #expect(TextTable.fit("日本", width: 6, alignment: .right) == "  日本")
        #expect(TextTable.fit("日本語です", width: 5) == "日本…")
        #expect(DisplayWidth.of(TextTable.fit("e\u{301}e\u{301}", width: 4)) == 4)
        #expect(TextTable.cut("Physical medicine and rehabilitation", width: 20, cut: .middle)
                == Elision.fit("Physical medicine and rehabilitation", width: 20))
    }
}
