import IMRCore
import IMRScreen

/// Pop-ups drawn over the panes: help, pickers, the sort menu, statistics, problems.
enum OverlayViews {
    /// A centred box of at most `width` x `height` cells; returns the area inside its border.
    static func box(_ frame: inout Frame, body: Rect, width: Int, height: Int, title: String) -> Rect {
        let boxWidth = min(body.width, width)
        let boxHeight = min(body.height, height)
        let rect = Rect(row: body.row + (body.height - boxHeight) / 2, col: body.col + (body.width - boxWidth) / 2,
                        height: boxHeight, width: boxWidth)
        frame.fill(rect, role: .overlay)
        frame.box(rect, title: " \(title) ", role: .borderFocus, titleRole: .title)
        return rect.inset(by: 1)
    }

    static func draw(_ state: BrowserState, into frame: inout Frame, body: Rect) {
        switch state.overlay {
        case .help(let scroll)?: drawHelp(scroll, into: &frame, body: body)
        case .picker(let picker)?: drawPicker(state, picker, into: &frame, body: body)
        case .sortMenu(let cursor)?: drawSortMenu(state, cursor, into: &frame, body: body)
        case .stats(let stats)?: StatsView.draw(state, stats, into: &frame, body: body)
        case .problems(let problems)?: drawProblems(state, problems, into: &frame, body: body)
        case .prompt?, nil: break
        }
    }

    /// The help screen: every action of the action table, by group.
    static func helpLines() -> [StyledLine] {
        var lines: [StyledLine] = []
        var group = ""
        for binding in ActionTable.bindings {
            if binding.group != group {
                if !group.isEmpty { lines.append(.blank) }
                group = binding.group
                lines.append(StyledLine(group, role: .heading))
            }
            let keys = ActionTable.keyNames(binding)
            lines.append(StyledLine([Span("  " + ListView.pad(keys, 14), role: .label), Span(binding.help, role: .overlay)]))
        }
        lines.append(.blank)
        lines.append(StyledLine("In pickers: type to narrow, Tab to choose (several), Enter to apply, Esc to cancel.", role: .dim))
        lines.append(StyledLine("Filter line: overturned spec:\"pain management\" ch:12 cat:imaging item:overturned mri", role: .dim))
        lines.append(StyledLine("  dates: decided:2016-12..2017-01 injured:..2014 received:2016-11-15.. (also assigned:, denied:)", role: .dim))
        return lines
    }

    /// The help's shape on a screen: one column, or two side by side when the screen is wide enough.
    struct HelpGeometry {
        static let columnWidth = 74
        let lines: [StyledLine]
        let columns: Int
        let perColumn: Int

        init(body: Rect) {
            lines = OverlayViews.helpLines()
            columns = body.width >= 150 ? 2 : 1
            perColumn = (lines.count + columns - 1) / columns
        }

        /// The furthest the help scrolls: its last line at the bottom of the box.
        func scrollLimit(body: Rect) -> Int {
            max(0, perColumn - (min(body.height, perColumn + 2) - 2))
        }
    }

    static func drawHelp(_ scroll: Int, into frame: inout Frame, body: Rect) {
        let help = HelpGeometry(body: body)
        let (lines, columns, perColumn, columnWidth) = (help.lines, help.columns, help.perColumn, HelpGeometry.columnWidth)
        let inner = box(&frame, body: body, width: columnWidth * columns + 2, height: perColumn + 2,
                        title: "Keys (Esc closes, j/k scroll)")
        let top = max(0, min(scroll, help.scrollLimit(body: body)))
        for column in 0..<columns {
            for row in 0..<inner.height {
                let number = column * perColumn + top + row
                guard number < lines.count, top + row < perColumn else { continue }
                _ = frame.put(lines[number].spans, row: inner.row + row, col: inner.col + 1 + column * columnWidth,
                              width: min(columnWidth - 1, inner.width - 1 - column * columnWidth))
            }
        }
        let indicator = PaneChrome.positionText(first: top, shown: inner.height, total: perColumn)
        if !indicator.isEmpty, inner.width > indicator.count + 2 {
            _ = frame.put(indicator, row: inner.bottom, col: inner.right - indicator.count - 1, role: .borderFocus)
        }
    }

    static func drawPicker(_ state: BrowserState, _ picker: PickerState, into frame: inout Frame, body: Rect) {
        let rows = state.pickerRows(picker)
        let inner = box(&frame, body: body, width: 70, height: max(8, min(rows.count + 4, body.height)),
                        title: "\(picker.facet.title): \(picker.chosen.count) chosen")
        _ = frame.put([Span("Type to narrow: ", role: .label), Span(picker.filter + "▏", role: .overlay)],
                      row: inner.row, col: inner.col + 1, width: inner.width - 1)
        let listHeight = max(1, inner.height - 2)
        let top = max(0, min(picker.cursor - listHeight + 1, max(0, rows.count - listHeight)))
        let start = picker.cursor < top ? picker.cursor : top
        for row in 0..<listHeight {
            let position = start + row
            guard position < rows.count else { break }
            let value = rows[position]
            let chosen = picker.chosen.contains(value.value)
            let role: Role = position == picker.cursor ? .pickerCursor : .overlay
            let line = Rect(row: inner.row + 1 + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            let count = String(value.cases).leftPadded(6)
            _ = frame.put([
                Span(chosen ? " [x] " : " [ ] ", role: role, extra: chosen ? [.bold] : []),
                Span(ListView.pad(FacetValues.display(value.value, picker.facet), max(4, inner.width - 13)), role: role),
                Span(count, role: position == picker.cursor ? role : .pickerCount),
            ], row: line.row, col: line.col, width: line.width)
        }
        if rows.isEmpty {
            _ = frame.put("No value matches.", row: inner.row + 1, col: inner.col + 1, role: .dim)
        }
        _ = frame.put("Tab choose  Enter apply  Esc cancel  C-x none", row: inner.bottom - 1, col: inner.col + 1,
                      width: inner.width - 1, role: .dim)
    }

    static func drawSortMenu(_ state: BrowserState, _ cursor: Int, into frame: inout Frame, body: Rect) {
        let keys = SortKey.allCases
        let inner = box(&frame, body: body, width: 40, height: keys.count + 3, title: "Sort by")
        for (row, key) in keys.enumerated() {
            let role: Role = row == cursor ? .pickerCursor : .overlay
            let current = key == state.query.sort ? (state.query.descending ? " (desc)" : " (asc)") : ""
            let line = Rect(row: inner.row + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            _ = frame.put(" " + key.title + current, row: line.row, col: line.col, width: line.width, role: role)
        }
        _ = frame.put("Enter again to reverse", row: inner.bottom - 1, col: inner.col + 1, role: .dim)
    }

    static func drawProblems(_ state: BrowserState, _ problems: ProblemsState, into frame: inout Frame, body: Rect) {
        let rows = state.problemRows
        let inner = box(&frame, body: body, width: body.width, height: body.height,
                        title: "Problems: \(rows.count) (Enter opens the case, Esc closes)")
        if rows.isEmpty {
            _ = frame.put("Every file was read in full.", row: inner.row, col: inner.col + 1, role: .overlay)
            return
        }
        // Below the list, the selected problem in full: a row holds only the start of a long reason.
        let selected = rows[min(max(0, problems.cursor), rows.count - 1)].text
        let detail = StyledWrap.wrap([Span(selected)], width: max(4, inner.width - 2), indent: 2)
        let detailHeight = inner.height >= 8 ? min(detail.count, inner.height / 3) : 0
        let listHeight = inner.height - (detailHeight > 0 ? detailHeight + 1 : 0)
        let top = max(0, min(problems.cursor - listHeight + 1, max(0, rows.count - listHeight)))
        for row in 0..<listHeight where top + row < rows.count {
            let position = top + row
            let role: Role = position == problems.cursor ? .pickerCursor : .overlay
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

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
