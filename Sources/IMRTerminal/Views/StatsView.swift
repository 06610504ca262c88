import IMRCore
import IMRScreen

/// Counts and overturn rates per value of a facet, with bars, for the cases the filter shows.
enum StatsView {
    static func draw(_ state: BrowserState, _ stats: StatsState, into frame: inout Frame, body: Rect) {
        let rows = state.statsRows(stats)
        let inner = OverlayViews.box(&frame, body: body, width: body.width, height: body.height,
                                     title: "Statistics of \(state.visible.count) cases (Enter filters, Tab next facet)")
        var tabs: [Span] = []
        for facet in StatsState.facets {
            let chosen = facet == stats.facet
            tabs.append(Span(" \(facet.title) ", role: chosen ? .pickerCursor : .overlay, extra: chosen ? [.bold] : []))
        }
        _ = frame.put(tabs, row: inner.row, col: inner.col, width: inner.width)
        let itemLevel = stats.facet.isItemLevel
        let nameWidth = min(44, max(12, inner.width / 3))
        let header = ListView.pad("Value", nameWidth) + "  Cases" + (itemLevel ? "  Items" : "") + "  Overturned  Rate"
        _ = frame.put(header, row: inner.row + 1, col: inner.col + 1, width: inner.width - 1, role: .heading)
        let barStart = nameWidth + (itemLevel ? 34 : 27)
        let barRoom = max(0, inner.width - barStart - 2)
        let most = max(1, rows.map(\.cases).max() ?? 1)
        let listHeight = OverlayGeometry.statsRows(body: body)
        var cursor = stats.cursor
        cursor.clamp(count: rows.count, height: listHeight)
        for row in 0..<listHeight where cursor.top + row < rows.count {
            let position = cursor.top + row
            let count = rows[position]
            let role: Role = position == cursor.position ? .pickerCursor : .overlay
            let line = Rect(row: inner.row + 2 + row, col: inner.col, height: 1, width: inner.width)
            frame.fill(line, role: role)
            let overturned = itemLevel ? count.overturnedItems : count.overturnedCases
            let rate = Int((count.overturnRate(itemLevel: itemLevel) * 100).rounded())
            var text = " " + ListView.pad(FacetValues.display(count.value, stats.facet), nameWidth) + " "
                + String(count.cases).leftPadded(6)
            if itemLevel { text += " " + String(count.items).leftPadded(6) }
            text += " " + String(overturned).leftPadded(11) + " " + "\(rate)%".leftPadded(5) + "  "
            let end = frame.put(text, row: line.row, col: line.col, width: line.width, role: role)
            if barRoom >= 4 {
                let bar = String(repeating: "█", count: max(1, count.cases * barRoom / most))
                _ = frame.put(bar, row: line.row, col: end, width: line.right - end, role: position == cursor.position ? role : .bar)
            }
        }
    }
}
