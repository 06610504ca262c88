import IMRIndex
import IMRScreen

/// Counts and overturn rates per value of a facet, with bars, for the cases the filter shows.
enum StatsView {
    static func draw(_ state: BrowserState, _ stats: StatsState, into frame: inout Frame, body: Rect) {
        let rows = state.statsRows(stats)
        let inner = OverlayViews.box(&frame, body: body, width: body.width, height: body.height,
                                     title: "Statistics of \(state.visible.count) cases, by \(stats.effectiveOrder.rawValue) (Enter filters, Tab next, s sort)")
        let names = StatsState.tabs.map { dimension -> String in
            switch dimension {
            case .facet(let facet): return " \(facet.title) "
            case .period(let period): return " " + period.rawValue.prefix(1).uppercased() + period.rawValue.dropFirst() + " "
            }
        }
        let chosen = StatsState.tabs.firstIndex(of: stats.dimension) ?? 0
        // Too many tabs for the width: the first ones give way ("‹") so the chosen one shows.
        var start = 0
        while start < chosen, names[start...chosen].map(DisplayWidth.of).reduce(0, +) + (start > 0 ? 1 : 0) > inner.width {
            start += 1
        }
        var tabs: [Span] = start > 0 ? [Span("‹", role: .overlay)] : []
        for position in start..<names.count {
            let isChosen = position == chosen
            tabs.append(Span(names[position], role: isChosen ? .pickerCursor : .overlay, extra: isChosen ? [.bold] : []))
        }
        _ = frame.put(tabs, row: inner.row, col: inner.col, width: inner.width)
        // The one statistics table (`StatsTable`), fitted to the box: value names give way first, the
        // rate and its interval never; the room left draws each rate's bar.
        let table = StatsTable.table(stats.dimension, rows)
        let layout = table.layout(width: inner.width - 2)
        _ = frame.put(" " + layout.line(StatsTable.titles), row: inner.row + 1, col: inner.col, width: inner.width, role: .heading)
        let barRoom = inner.width - layout.width - 4
        let listHeight = OverlayGeometry.statsRows(body: body)
        var cursor = stats.cursor
        cursor.clamp(count: rows.count, height: listHeight)
        for row in 0..<listHeight where cursor.top + row < rows.count {
            let position = cursor.top + row
            let role: Role = position == cursor.position ? .pickerCursor : .overlay
            let line = Rect(row: inner.row + 2 + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            let end = frame.put(" " + layout.line(table.rows[position]) + "  ", row: line.row, col: line.col, width: line.width, role: role)
            // The bar is the rate beside it, not a count.
            let bar = StatsTable.bar(rows[position], room: barRoom)
            if !bar.isEmpty {
                _ = frame.put(bar, row: line.row, col: end, width: line.right - end, role: position == cursor.position ? role : .bar)
            }
        }
    }
}
