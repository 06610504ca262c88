import IMRCore
import IMRScreen

/// Pop-ups drawn over the panes: help, pickers, the sort menu, statistics, problems.
enum OverlayViews {
    /// A centred box of at most `width` x `height` cells; returns the area inside its border.
    static func box(_ frame: inout Frame, body: Rect, width: Int, height: Int, title: String) -> Rect {
        box(&frame, OverlayGeometry.box(body: body, width: width, height: height), title: title)
    }

    /// Draws an overlay's box; returns the area inside its border.
    static func box(_ frame: inout Frame, _ rect: Rect, title: String) -> Rect {
        frame.fill(rect, role: .overlay)
        frame.box(rect, title: " \(title) ", role: .borderFocus, titleRole: .title)
        return rect.inset(by: 1)
    }

    static func draw(_ state: BrowserState, into frame: inout Frame, body: Rect) {
        switch state.overlay {
        case .help(let help)?: drawHelp(help, into: &frame, body: body)
        case .picker(let picker)?: drawPicker(state, picker, into: &frame, body: body)
        case .sortMenu(let cursor)?: drawSortMenu(state, cursor, into: &frame, body: body)
        case .stats(let stats)?: StatsView.draw(state, stats, into: &frame, body: body)
        case .problems(let problems)?: drawProblems(state, problems, into: &frame, body: body)
        case .savedFilters(let list)?: SavedFiltersView.draw(state, list, into: &frame, body: body)
        case .prompt?, nil: break
        }
    }

    static func drawHelp(_ help: HelpState, into frame: inout Frame, body: Rect) {
        let geometry = HelpGeometry(page: help.page, body: body)
        let (lines, perColumn) = (geometry.lines, geometry.perColumn)
        let inner = box(&frame, geometry.box, title: "Keys: \(help.page.context.title) (Esc closes)")
        var scroll = help.scroll
        scroll.scroll(by: 0, count: perColumn, height: inner.height)
        let top = scroll.top
        for column in 0..<geometry.columns {
            for row in 0..<inner.height {
                let number = column * perColumn + top + row
                guard number < lines.count, top + row < perColumn else { continue }
                _ = frame.put(lines[number].spans, row: inner.row + row, col: geometry.columnStart(column, inner: inner),
                              width: geometry.textWidth)
            }
        }
        let indicator = PaneChrome.positionText(first: top, shown: inner.height, total: perColumn)
        if !indicator.isEmpty, inner.width > indicator.count + 2 {
            _ = frame.put(indicator, row: inner.bottom, col: inner.right - indicator.count - 1, role: .borderFocus)
        }
    }

    static func drawPicker(_ state: BrowserState, _ picker: PickerState, into frame: inout Frame, body: Rect) {
        let rows = state.pickerRows(picker)
        let inner = box(&frame, OverlayGeometry.pickerBox(body: body, count: rows.count),
                        title: "\(picker.title): \(picker.chosen.count) chosen" + (picker.family == nil ? "" : " (← →)"))
        _ = frame.put([Span("Type to narrow: ", role: .label), Span(picker.filter + "▏", role: .overlay)],
                      row: inner.row, col: inner.col + 1, width: inner.width - 1)
        let listHeight = OverlayGeometry.pickerRows(body: body, count: rows.count)
        var cursor = picker.cursor
        cursor.clamp(count: rows.count, height: listHeight)
        for row in 0..<listHeight {
            let position = cursor.top + row
            guard position < rows.count else { break }
            let value = rows[position]
            let chosen = picker.chosen.contains(value.value)
            let role: Role = position == cursor.position ? .pickerCursor : .overlay
            let line = Rect(row: inner.row + 1 + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            let count = TextTable.fit(String(value.cases), width: 6, alignment: .right)
            _ = frame.put([
                Span(chosen ? " [x] " : " [ ] ", role: role, extra: chosen ? [.bold] : []),
                Span(TextTable.fit(picker.facet.map { FacetValues.display(value.value, $0) } ?? value.value, width: max(4, inner.width - 13)),
                     role: role),
                Span(count, role: position == cursor.position ? role : .pickerCount),
            ], row: line.row, col: line.col, width: line.width)
        }
        if rows.isEmpty {
            _ = frame.put("No value matches.", row: inner.row + 1, col: inner.col + 1, role: .dim)
        }
        _ = frame.put("Tab choose  Enter apply  Esc cancel  C-x none", row: inner.bottom - 1, col: inner.col + 1,
                      width: inner.width - 1, role: .dim)
    }

    static func drawSortMenu(_ state: BrowserState, _ cursor: ListCursor, into frame: inout Frame, body: Rect) {
        let keys = SortKey.allCases
        let inner = box(&frame, OverlayGeometry.sortMenuBox(body: body), title: "Sort by")
        for (row, key) in keys.enumerated() {
            let role: Role = row == cursor.position ? .pickerCursor : .overlay
            let current = key == state.query.sort ? (state.query.descending ? " (desc)" : " (asc)") : ""
            let line = Rect(row: inner.row + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            _ = frame.put(" " + key.title + current, row: line.row, col: line.col, width: line.width, role: role)
        }
        _ = frame.put("Enter again to reverse", row: inner.bottom - 1, col: inner.col + 1, role: .dim)
    }

    static func drawProblems(_ state: BrowserState, _ problems: ListCursor, into frame: inout Frame, body: Rect) {
        let rows = state.problemRows
        let inner = box(&frame, body: body, width: body.width, height: body.height,
                        title: "Problems: \(rows.count) (Enter opens the case, Esc closes)")
        if rows.isEmpty {
            _ = frame.put("Every file was read in full.", row: inner.row, col: inner.col + 1, role: .overlay)
            return
        }
        // Below the list, the selected problem in full: a row holds only the start of a long reason.
        var cursor = problems
        let (listHeight, detailHeight) = OverlayGeometry.problemsLayout(body: body)
        cursor.clamp(count: rows.count, height: listHeight)
        let selected = rows[cursor.position].text
        let detail = StyledWrap.wrap([Span(selected)], width: max(4, inner.width - 2), indent: 2)
        for row in 0..<listHeight where cursor.top + row < rows.count {
            let position = cursor.top + row
            let role: Role = position == cursor.position ? .pickerCursor : .overlay
            let line = Rect(row: inner.row + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            _ = frame.put(" " + rows[position].text, row: line.row, col: line.col, width: line.width, role: role)
        }
        guard detailHeight > 0 else { return }
        let separator = inner.row + listHeight
        _ = frame.put(String(repeating: "─", count: inner.width), row: separator, col: inner.col, width: inner.width, role: .dim)
        for (offset, line) in detail.prefix(detailHeight).enumerated() {
            _ = frame.put([Span(" ")] + line.spans, row: separator + 1 + offset, col: inner.col, width: inner.width)
        }
    }
}
