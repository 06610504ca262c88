import IMRIndex
import IMRScreen
import IMRColumns

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
        let lines = geometry.lines
        let inner = box(&frame, geometry.box, title: "Keys: \(help.page.context.title) (Esc closes)")
        var scroll = help.scroll
        scroll.scroll(by: 0, count: lines.count, height: geometry.shown)
        let top = scroll.top
        for column in 0..<geometry.columns {
            for row in 0..<min(inner.height, geometry.visibleRows) {
                let number = geometry.line(column: column, row: row, top: top)
                guard number < lines.count else { break }
                _ = frame.put(lines[number].spans, row: inner.row + row, col: geometry.columnStart(column, inner: inner),
                              width: geometry.textWidth)
            }
        }
        let indicator = PaneChrome.positionText(first: top, shown: geometry.shown, total: lines.count)
        if !indicator.isEmpty, inner.width > indicator.count + 2 {
            _ = frame.put(indicator, row: inner.bottom, col: inner.right - indicator.count - 1, role: .borderFocus)
        }
    }

    static func drawPicker(_ state: BrowserState, _ picker: PickerState, into frame: inout Frame, body: Rect) {
        let rows = state.pickerRows(picker)
        let explained = picker.explained
        let inner = box(&frame, OverlayGeometry.pickerBox(body: body, count: rows.count, explained: explained),
                        title: "\(picker.title): \(picker.chosen.count) chosen" + (picker.family == nil ? "" : " (← →)"))
        _ = frame.put([Span("Type to narrow: ", role: .label), Span(picker.filter + "▏", role: .overlay)],
                      row: inner.row, col: inner.col + 1, width: inner.width - 1)
        let listHeight = OverlayGeometry.pickerRows(body: body, count: rows.count, explained: explained)
        var cursor = picker.cursor
        cursor.clamp(count: rows.count, height: listHeight)
        let meaning = state.pickerMeaning(picker)
        let shown = rows.map { value in picker.facet.map { FacetValues.display(value.value, $0) } ?? value.value }
        // Beside an explained value, its meaning: the values whole where a dozen cells of meaning fit
        // beside them (the meaning at the cursor is under the list in full).
        let valueWidth = explained ? max(4, min(shown.map(DisplayWidth.of).max() ?? 0, inner.width - 13 - 14))
                                   : max(4, inner.width - 13)
        let meaningWidth = max(0, inner.width - 13 - valueWidth - 2)
        for row in 0..<listHeight {
            let position = cursor.top + row
            guard position < rows.count else { break }
            let value = rows[position]
            let chosen = picker.chosen.contains(value.value)
            let atCursor = position == cursor.position
            let role: Role = atCursor ? .pickerCursor : .overlay
            let line = Rect(row: inner.row + 1 + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            var spans = [
                Span(chosen ? " [x] " : " [ ] ", role: role, extra: chosen ? [.bold] : []),
                Span(TextTable.fit(shown[position], width: valueWidth), role: role),
            ]
            if explained {
                spans.append(Span("  " + TextTable.fit(meaning(value.value) ?? "", width: meaningWidth), role: atCursor ? role : .dim))
            }
            spans.append(Span(TextTable.fit(String(value.cases), width: 6, alignment: .right), role: atCursor ? role : .pickerCount))
            _ = frame.put(spans, row: line.row, col: line.col, width: line.width)
        }
        if rows.isEmpty {
            _ = frame.put("No value matches.", row: inner.row + 1, col: inner.col + 1, role: .dim)
        }
        // The meaning of the value at the cursor in full, which the row may have cut.
        if explained, rows.indices.contains(cursor.position), let full = meaning(rows[cursor.position].value) {
            let room = OverlayGeometry.pickerMeaningLines
            var lines = StyledWrap.wrap([Span(full, role: .overlay)], width: max(4, inner.width - 2))
            // Narrower than 80 columns, a long meaning ends where its lines do.
            if lines.count > room {
                lines = Array(lines.prefix(room))
                lines[room - 1] = StyledLine([Span(DisplayWidth.truncate(lines[room - 1].plain + " " + Elision.ellipsis,
                                                                         toWidth: inner.width - 2), role: .overlay)])
            }
            let first = inner.bottom - 1 - room
            for (offset, wrapped) in lines.enumerated() {
                _ = frame.put(wrapped.spans, row: first + offset, col: inner.col + 1, width: inner.width - 1)
            }
        }
        _ = frame.put("Tab choose  Enter apply  Esc cancel  C-x none", row: inner.bottom - 1, col: inner.col + 1,
                      width: inner.width - 1, role: .dim)
    }

    static func drawSortMenu(_ state: BrowserState, _ cursor: ListCursor, into frame: inout Frame, body: Rect) {
        let choices = state.sortChoices
        let inner = box(&frame, OverlayGeometry.sortMenuBox(body: body, rows: choices.count), title: "Sort by")
        let shown = OverlayGeometry.sortMenuShown(body: body, rows: choices.count)
        var cursor = cursor
        cursor.clamp(count: choices.count, height: shown.rows)
        for row in 0..<shown.rows {
            let position = cursor.top + row
            guard choices.indices.contains(position) else { break }
            let choice = choices[position]
            let role: Role = position == cursor.position ? .pickerCursor : .overlay
            let title: String
            if let key = choice {
                let current = !state.listIsByRank && key == state.query.sort
                title = key.title + (current ? (state.query.descending ? " (desc)" : " (asc)") : "")
            } else {
                title = "Likeness, most alike first" + (state.listIsByRank ? " (now)" : "")
            }
            let line = Rect(row: inner.row + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            _ = frame.put(" " + title, row: line.row, col: line.col, width: line.width, role: role)
        }
        if shown.hint { _ = frame.put("Enter again to reverse", row: inner.bottom - 1, col: inner.col + 1, role: .dim) }
    }

    static func drawProblems(_ state: BrowserState, _ problems: ListCursor, into frame: inout Frame, body: Rect) {
        let rows = state.problemRows
        let inner = box(&frame, body: body, width: body.width, height: body.height,
                        title: "\(state.problemsTitle) (Enter opens the case, Esc closes)")
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
