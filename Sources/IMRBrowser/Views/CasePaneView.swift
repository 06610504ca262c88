import IMRIndex
import IMRScreen

/// The summary and decision panes: the selected case's document, scrolled, with search matches lit.
enum CasePaneView {
    /// `caseMatches` is the state's `caseMatches`, passed in so that a frame finds them once.
    static func draw(_ pane: Pane, state: BrowserState, into frame: inout Frame, rect: Rect, focused: Bool,
                     matches caseMatches: [SearchMatch]) {
        guard let imrCase = state.selectedCase else {
            let inner = PaneChrome.draw(&frame, rect: rect, title: pane.title, focused: focused, first: 0, shown: 0, total: 0)
            let text = state.index == nil ? "" : "No case selected."
            _ = frame.put(text, row: inner.row, col: inner.col, width: inner.width, role: .dim)
            return
        }
        let lines = state.documentLines(pane)
        let height = max(1, rect.height - 2)
        // Held within the text at this height (the pane may have grown since it was scrolled).
        var scroll = state.paneScroll[pane] ?? ListCursor()
        scroll.scroll(by: 0, count: lines.count, height: height)
        let top = scroll.top
        var title = pane.title
        if pane == .decisions { title += " (\(imrCase.items.count))" }
        let other: Pane = pane == .summary ? .decisions : .summary
        if state.layout.rect(for: other) == nil { title += " · Tab: \(other.title.lowercased())" }
        let inner = PaneChrome.draw(&frame, rect: rect, title: title, focused: focused,
                                    first: top, shown: height, total: lines.count)
        let matches = state.search.map { _ in caseMatches.filter { $0.pane == pane } } ?? []
        let current = state.search.flatMap { caseMatches.indices.contains($0.current) ? caseMatches[$0.current] : nil }
        for row in 0..<inner.height {
            let number = top + row
            guard number < lines.count else { break }
            let lineMatches = matches.filter { $0.line == number }
            let spans = SearchMatching.highlight(lines[number], matches: lineMatches, current: current)
            _ = frame.put(spans, row: inner.row + row, col: inner.col, width: inner.width)
        }
    }
}
