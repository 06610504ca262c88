import Testing
@testable import IMRScreen

@Suite struct FrameDiffTests {
    @Test func onlyChangedRowsAndColumnsAreRedrawn() {
        var old = Frame(rows: 3, cols: 10)
        old.put("unchanged", row: 0, col: 0)
        old.put("abcdef", row: 1, col: 0)
        var new = old
        new.put("X", row: 1, col: 2)
        new.put("Y", row: 1, col: 4)
        let runs = FrameDiff.changedRuns(from: old, to: new)
        #expect(runs.count == 1)
        #expect(runs.first?.row == 1)
        #expect(runs.first?.cols == 2..<5)
    }

    @Test func styleChangesCount() {
        var old = Frame(rows: 1, cols: 5)
        old.put("abc", row: 0, col: 0)
        var new = old
        new.restyle(row: 0, col: 1, width: 1, role: .searchMatch)
        #expect(FrameDiff.changedRuns(from: old, to: new).map(\.cols) == [1..<2])
    }

    @Test func runsNeverSplitAWideCharacter() {
        var old = Frame(rows: 1, cols: 6)
        old.put("日本", row: 0, col: 0)
        var new = Frame(rows: 1, cols: 6)
        new.put("日x", row: 0, col: 0)
        // Column 2 held 本's left half: the run starts there and covers its old right half.
        #expect(FrameDiff.changedRuns(from: old, to: new).map(\.cols) == [2..<4])

        var shifted = Frame(rows: 1, cols: 6)
        shifted.put("a日", row: 0, col: 0)
        #expect(FrameDiff.changedRuns(from: old, to: shifted).map(\.cols) == [0..<4])
    }

    @Test func differentSizesRedrawEverything() {
        let runs = FrameDiff.changedRuns(from: Frame(rows: 1, cols: 2), to: Frame(rows: 2, cols: 3))
        #expect(runs.map(\.row) == [0, 1])
        #expect(runs.map(\.cols) == [0..<3, 0..<3])
    }
}
