import IMRIndex
import IMRScreen

/// The saved filters (@): name, cases found now, filter line; the line at the cursor in full below.
enum SavedFiltersView {
    static func draw(_ state: BrowserState, _ list: SavedFiltersState, into frame: inout Frame, body: Rect) {
        let rows = list.rows
        let inner = OverlayViews.box(&frame, SavedFiltersState.box(body: body, count: rows.count),
                                     title: "Saved filters: \(rows.count) (Enter applies, D forgets, Esc closes)")
        let height = SavedFiltersState.listHeight(body: body, count: rows.count)
        var cursor = list.cursor
        cursor.clamp(count: rows.count, height: height)
        let nameWidth = min(24, max(6, (rows.map { $0.filter.name.count + 1 }.max() ?? 6)))
        for offset in 0..<height where cursor.top + offset < rows.count {
            let position = cursor.top + offset
            let row = rows[position]
            let role: Role = position == cursor.position ? .pickerCursor : .overlay
            let line = Rect(row: inner.row + offset, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            let count = row.cases.map(String.init) ?? "?"
            _ = frame.put([
                Span(" " + TextTable.fit("@" + row.filter.name, width: nameWidth) + " ", role: role, extra: [.bold]),
                Span(TextTable.fit(count, width: 7, alignment: .right) + "  ", role: position == cursor.position ? role : .pickerCount),
                Span(row.filter.query, role: role),
            ], row: line.row, col: line.col, width: line.width)
        }
        guard let selected = rows.indices.contains(cursor.position) ? rows[cursor.position] : nil else { return }
        let separator = inner.row + height
        _ = frame.put(String(repeating: "─", count: inner.width), row: separator, col: inner.col, width: inner.width, role: .dim)
        let detail = selected.problem.map { Span("Finds nothing: " + $0, role: .dim) }
            ?? Span("@\(selected.filter.name) = \(selected.filter.query)", role: .overlay)
        for (offset, wrapped) in StyledWrap.wrap([detail], width: max(4, inner.width - 2), indent: 2).prefix(2).enumerated() {
            _ = frame.put([Span(" ")] + wrapped.spans, row: separator + 1 + offset, col: inner.col, width: inner.width)
        }
    }
}
