import IMRIndex
import IMRScreen

/// Where each overlay goes on the screen and how many rows its list shows: one answer for the keys
/// (page sizes, keeping the cursor on screen) and for drawing.
enum OverlayGeometry {
    /// A centred box of at most `width` x `height` cells within `body`.
    static func box(body: Rect, width: Int, height: Int) -> Rect {
        let boxWidth = min(body.width, width)
        let boxHeight = min(body.height, height)
        return Rect(row: body.row + (body.height - boxHeight) / 2, col: body.col + (body.width - boxWidth) / 2,
                    height: boxHeight, width: boxWidth)
    }

    /// A picker's box; one whose values are `explained` is wider, for the meaning beside each value,
    /// and holds the meaning of the value at the cursor in full under the list.
    static func pickerBox(body: Rect, count: Int, explained: Bool = false) -> Rect {
        let extra = explained ? pickerMeaningLines : 0
        return box(body: body, width: explained ? 120 : 70, height: max(8 + extra, min(count + 4 + extra, body.height)))
    }

    /// Lines under an explained picker's list for the meaning of the value at the cursor: the longest
    /// reason's meaning (170 characters) at 80 columns.
    static let pickerMeaningLines = 3

    /// Values a picker shows at once: its box less the border, the typing line, the key line and,
    /// when `explained`, the meaning's lines.
    static func pickerRows(body: Rect, count: Int, explained: Bool = false) -> Int {
        max(1, pickerBox(body: body, count: count, explained: explained).height - 4 - (explained ? pickerMeaningLines : 0))
    }

    /// The sort menu for `rows` choices (the sort keys, and a "more like this" list's ranking).
    static func sortMenuBox(body: Rect, rows: Int) -> Rect {
        box(body: body, width: 40, height: rows + 3)
    }

    /// The sort menu's choices on screen, and whether its hint line fits under them: on a short
    /// screen the hint goes first, then the choices scroll.
    static func sortMenuShown(body: Rect, rows: Int) -> (rows: Int, hint: Bool) {
        let inner = sortMenuBox(body: body, rows: rows).height - 2
        return inner > rows ? (rows, true) : (max(1, inner), false)
    }

    /// Values the statistics show at once: the whole body less the border, the facet tabs and the header.
    static func statsRows(body: Rect) -> Int { max(1, body.height - 4) }

    /// The problems view: rows of the list, and lines under it for the selected problem in full.
    static func problemsLayout(body: Rect) -> (list: Int, detail: Int) {
        let inner = max(1, body.height - 2)
        let detail = inner >= 8 ? inner / 3 : 0
        return (max(1, inner - (detail > 0 ? detail + 1 : 0)), detail)
    }
}
