import IMRScreen

/// The help's shape on a screen: its page wrapped to the column width (`HelpLayout`), in one column, or
/// side by side when the screen is wide enough. Side by side, the columns are one text read down one
/// column and on at the top of the next, as a newspaper's are: scrolling moves the whole text, so a
/// column never drags another out of view before it was read. One answer for scrolling (the keys) and
/// for drawing.
struct HelpGeometry {
    /// The widest a column is (beyond it lines would be long to read).
    static let columnWidth = 75
    static let maxColumns = 3
    let columns: Int
    /// Cells of text in each column (after a one-cell margin).
    let textWidth: Int
    /// The page's lines, wrapped to `textWidth`.
    let lines: [StyledLine]
    /// Lines of each column on screen.
    let visibleRows: Int
    let box: Rect

    init(page: HelpPage, body: Rect) {
        columns = max(1, min(Self.maxColumns, (body.width - 2) / Self.columnWidth))
        let boxWidth = min(body.width, Self.columnWidth * columns + 2)
        textWidth = max(1, (boxWidth - 2) / columns - 1)
        lines = HelpLayout.lines(page, width: textWidth)
        let perColumn = (lines.count + columns - 1) / columns
        box = OverlayGeometry.box(body: body, width: boxWidth, height: perColumn + 2)
        visibleRows = max(1, box.height - 2)
    }

    /// Lines on screen at once, every column's: what a page down moves by.
    var shown: Int { visibleRows * columns }

    /// The page's line at `row` of `column` when the help is scrolled to `top` (past the end when none is).
    func line(column: Int, row: Int, top: Int) -> Int {
        top + column * visibleRows + row
    }

    /// Where column `column` starts, inside the box's border.
    func columnStart(_ column: Int, inner: Rect) -> Int {
        inner.col + 1 + column * (textWidth + 1)
    }
}
