/// What changed between two frames of the same size, so the screen redraws only that.
enum FrameDiff {
    /// For each row that differs, the columns to redraw: from the first to the last changed
    /// cell, widened so the span never starts or ends inside a wide grapheme.
    static func changedRuns(from old: Frame, to new: Frame) -> [(row: Int, cols: Range<Int>)] {
        guard old.size == new.size else {
            return (0..<new.rows).map { ($0, 0..<new.cols) }
        }
        var runs: [(row: Int, cols: Range<Int>)] = []
        let width = new.cols
        for row in 0..<new.rows {
            let start = row * width
            guard let first = (0..<width).first(where: { old.cells[start + $0] != new.cells[start + $0] }),
                  let last = (0..<width).last(where: { old.cells[start + $0] != new.cells[start + $0] })
            else { continue }
            var from = first
            if from > 0 && (old.cells[start + from].content == .wideTail || new.cells[start + from].content == .wideTail) {
                from -= 1
            }
            var to = last + 1
            if to < width && (old.cells[start + to].content == .wideTail || new.cells[start + to].content == .wideTail) {
                to += 1
            }
            runs.append((row, from..<to))
        }
        return runs
    }
}
