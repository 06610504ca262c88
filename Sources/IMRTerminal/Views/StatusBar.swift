import IMRCore
import IMRScreen

/// The bottom two rows: key hints, then the status bar (counts, filters, marks, message) or a prompt.
enum StatusBar {
    /// The actions the hint line names, in order; their keys come from the action table.
    static let hinted: [(BrowserAction, String)] = [
        (.quit, "quit"), (.help, "help"), (.search, "search"), (.filterLine, "filter"), (.showAll, "all"),
        (.showUpheld, "upheld"), (.showOverturned, "overturned"), (.showPartial, "partial"),
        (.pickSpecialty, "specialty"), (.pickChapter, "chapter"), (.pickCategory, "category"),
        (.toggleMark, "mark"), (.export, "export"), (.stats, "stats"),
    ]

    static func drawHints(_ state: BrowserState, into frame: inout Frame, rect: Rect) {
        if let tags = TagHints.line(state) { return TagHints.draw(tags, into: &frame, rect: rect) }
        frame.fill(rect, role: .hint)
        var spans: [Span] = []
        let inPrecedents = state.showsPrecedents && state.overlay == nil
        for (action, label) in inPrecedents ? PrecedentsView.hinted : hinted {
            guard let binding = ActionTable.binding(action, in: inPrecedents ? .precedents : .list),
                  let key = binding.keys.first else { continue }
            spans.append(Span(key.description, role: .hint, extra: [.bold]))
            spans.append(Span(" \(label)  ", role: .hint))
        }
        _ = frame.put(spans, row: rect.row, col: rect.col, width: rect.width)
    }

    static func drawStatus(_ state: BrowserState, into frame: inout Frame, rect: Rect) {
        frame.fill(rect, role: .status)
        if case .prompt(let prompt)? = state.overlay {
            let end = frame.put(prompt.label, row: rect.row, col: rect.col, width: rect.width, role: .status, extra: [.bold])
            let text = prompt.text
            // Keep the caret in view when the text is longer than the line.
            let room = max(1, rect.width - (end - rect.col) - 1)
            let skip = max(0, prompt.caret - room + 1)
            _ = frame.put(String(text.dropFirst(skip)), row: rect.row, col: end, width: room + 1, role: .status)
            frame.cursor = Position(row: rect.row, col: min(rect.right - 1, end + prompt.caret - skip))
            return
        }
        if let loading = state.loading, state.index == nil || loading.total > 0 {
            drawProgress(loading, into: &frame, rect: rect)
            return
        }
        var left = "\(state.visible.count) of \(state.totalCount) cases"
        let filter = QueryText.format(state.query, includeSort: true)
        if !filter.isEmpty { left += " │ \(filter)" }
        if let similar = SimilarListView.status(state) { left += " │ \(similar)" }
        if state.itemLevel { left += " │ u/o: items" }
        if !state.marks.isEmpty { left += " │ \(state.marks.count) marked" }
        let end = frame.put(left, row: rect.row, col: rect.col, width: rect.width, role: .status)
        if let message = state.message {
            let text = " " + message.text
            let width = DisplayWidth.of(text)
            let col = max(end + 2, rect.right - width)
            _ = frame.put(text, row: rect.row, col: col, width: rect.right - col,
                          role: message.isError ? .statusError : .statusMessage)
        }
    }

    static func drawProgress(_ loading: LoadingState, into frame: inout Frame, rect: Rect) {
        // Every file read: what remains (ids, the case cache, the index) takes a few seconds at 100,000.
        let label = loading.total > 0 && loading.done >= loading.total
            ? "Read \(loading.total) files of \(loading.source): indexing the cases "
            : "Reading \(loading.source): \(loading.done) of \(loading.total) files "
        let end = frame.put(label, row: rect.row, col: rect.col, width: rect.width, role: .status)
        let room = rect.right - end - 1
        guard room >= 10, loading.total > 0 else { return }
        let filled = room * loading.done / loading.total
        _ = frame.put(String(repeating: "█", count: filled), row: rect.row, col: end, role: .bar)
        _ = frame.put(String(repeating: "░", count: room - filled), row: rect.row, col: end + filled, role: .dim)
    }
}
