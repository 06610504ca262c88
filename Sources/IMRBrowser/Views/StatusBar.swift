import IMRIndex
import IMRScreen
import IMRModel

/// The bottom two rows: key hints, then the status bar (counts, filters, marks, message) or a prompt.
enum StatusBar {
    static func drawHints(_ state: BrowserState, into frame: inout Frame, rect: Rect) {
        if let tags = TagHints.line(state) { return drawHint(tags, into: &frame, rect: rect) }
        let completion = FilterHints.line(state)
        if let completion, !completion.afterKeys { return drawHint(completion.text, into: &frame, rect: rect) }
        frame.fill(rect, role: .hint)
        var spans: [Span] = []
        var used = 0
        let context = state.keyContext
        for (action, label) in KeyHints.hinted(in: context) {
            // The key that really does it here (a fallback's key may be taken, or typed as text).
            guard let binding = ActionTable.binding(action, in: context),
                  let key = ActionTable.effectiveKeys(binding, in: context).first else { continue }
            // Whole hints only: one that does not fit is left out rather than cut.
            let cells = DisplayWidth.of(key.description) + DisplayWidth.of(" \(label)")
            guard used + cells <= rect.width else { break }
            used += cells + 2
            spans.append(Span(key.description, role: .hint, extra: [.bold]))
            spans.append(Span(" \(label)  ", role: .hint))
        }
        if let completion { spans.append(Span(completion.text, role: .hint)) }
        _ = frame.put(spans, row: rect.row, col: rect.col, width: rect.width)
    }

    /// A hint line of plain text in place of the key hints (the tags in use, what Tab completes).
    private static func drawHint(_ text: String, into frame: inout Frame, rect: Rect) {
        frame.fill(rect, role: .hint)
        _ = frame.put(text, row: rect.row, col: rect.col, width: rect.width, role: .hint)
    }

    static func drawStatus(_ state: BrowserState, into frame: inout Frame, rect: Rect) {
        frame.fill(rect, role: .status)
        if case .prompt(let prompt)? = state.overlay {
            let end = frame.put(prompt.label, row: rect.row, col: rect.col, width: rect.width, role: .status, extra: [.bold])
            let text = prompt.text
            // Keep the caret in view when the text is longer than the line.
            let room = max(1, rect.width - (end - rect.col) - 1)
            let skip = max(0, prompt.caret - room + 1)
            // Selected text is underlined: the status line is already reversed in the default theme.
            _ = frame.put(String(text.dropFirst(skip)), row: rect.row, col: end, width: room + 1, role: .status,
                          extra: prompt.selected ? [.underline] : [])
            frame.cursor = Position(row: rect.row, col: min(rect.right - 1, end + prompt.caret - skip))
            return
        }
        if let loading = state.loading, state.index == nil || (loading.total > 0 && !state.showingPartial) {
            drawProgress(loading, into: &frame, rect: rect)
            return
        }
        let count = "\(state.visible.count) of \(state.totalCount) cases"
        var after: [String] = []
        if let checking = state.checkingLabel { after.append(checking) }
        if let similar = SimilarListView.status(state) { after.append(similar) }
        if state.itemLevel { after.append("u/o: items") }
        if !state.marks.isEmpty { after.append("\(state.marks.count) marked") }
        if let reading = state.readingLabel { after.append(reading) }
        let filter = QueryText.format(state.query, includeSort: true)
        let (shownLeft, shownMessage) = fit(count: count, filter: filter, after: after, message: state.message?.text,
                                            width: rect.width)
        _ = frame.put(shownLeft, row: rect.row, col: rect.col, width: rect.width, role: .status)
        if let message = state.message, let shownMessage {
            let col = rect.right - DisplayWidth.of(shownMessage)
            _ = frame.put(shownMessage, row: rect.row, col: col, width: rect.right - col,
                          role: message.isError ? .statusError : .statusMessage)
        }
    }

    /// The status line's two parts in `width` cells, neither cut inside a word. The case count comes first
    /// (on a line too narrow for it and a message, the message alone), then the message (right), then what
    /// follows the count: the short parts after the filter (marks, …) whole, and the filter in what is left.
    /// What does not fit loses its middle words (`Elision`): a message keeps its start and its end (a
    /// count, a path's file name), the filter its first and last terms.
    static func fit(count: String, filter: String, after: [String], message: String?,
                    width: Int) -> (left: String, message: String?) {
        let separator = " │ "
        let countCells = DisplayWidth.of(count)
        var shown: String?
        var leftRoom = width
        if let message, !message.isEmpty {
            let gap = 2
            let messageRoom = width - countCells - gap - 1  // one space before the message
            // A line too narrow for both: the message, which is news, over the count.
            guard messageRoom >= 8 else { return ("", " " + Elision.fit(message, width: width - 1)) }
            shown = " " + Elision.fit(message, width: messageRoom)
            leftRoom = width - DisplayWidth.of(shown ?? "") - gap
        }
        guard countCells <= leftRoom else { return (Elision.fit(count, width: leftRoom), shown) }
        // The short parts, whole, as many as fit from the end (the marks last).
        var tail = ""
        for part in after.reversed() where countCells + DisplayWidth.of(separator + part + tail) <= leftRoom {
            tail = separator + part + tail
        }
        guard !filter.isEmpty else { return (count + tail, shown) }
        let filterRoom = leftRoom - countCells - DisplayWidth.of(tail) - DisplayWidth.of(separator)
        guard filterRoom >= 8 || DisplayWidth.of(filter) <= filterRoom else { return (count + tail, shown) }
        return (count + separator + Elision.fit(filter, width: filterRoom) + tail, shown)
    }

    static func drawProgress(_ loading: LoadingState, into frame: inout Frame, rect: Rect) {
        // Every file read: what remains (ids, the case store, the index) takes a few seconds at 100,000.
        let label: String
        switch loading.step {
        case nil, .indexingWords?:
            label = "Opening \(loading.source)… "
        case .listing?:
            label = "Listing the letters of \(loading.source)… "
        case .reading(let done, let total)? where done < total:
            label = "Reading \(loading.source): \(done) of \(total) files "
        case .reading(_, let total)?:
            label = "Read \(total) files of \(loading.source): indexing the cases "
        case .storing(let cases)?:
            label = "Read \(cases) files of \(loading.source): writing the case store "
        }
        let end = frame.put(Elision.fit(label, width: rect.width), row: rect.row, col: rect.col, width: rect.width,
                            role: .status)
        let room = rect.right - end - 1
        guard room >= 10, loading.total > 0 else { return }
        let filled = room * loading.done / loading.total
        _ = frame.put(String(repeating: "█", count: filled), row: rect.row, col: end, role: .bar)
        _ = frame.put(String(repeating: "░", count: room - filled), row: rect.row, col: end + filled, role: .dim)
    }
}
