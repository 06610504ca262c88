import IMRIndex
import IMRScreen

/// The whole screen as a pure function of the browser's state.
public enum BrowserView {
    public static func render(_ state: BrowserState) -> Frame {
        var frame = Frame(size: state.size)
        let layout = state.layout
        if layout.tooSmall {
            drawTooSmall(state.size, into: &frame)
            return frame
        }
        // The selected case's search matches, found once for both case panes.
        var matches: [SearchMatch]? = nil
        for pane in Pane.allCases {
            guard let rect = layout.rect(for: pane) else { continue }
            let focused = pane == state.focus
            if pane == .list {
                ListView.draw(state, into: &frame, rect: rect, focused: focused)
            } else {
                if matches == nil && state.search != nil { matches = state.caseMatches }
                CasePaneView.draw(pane, state: state, into: &frame, rect: rect, focused: focused, matches: matches ?? [])
            }
        }
        if let precedents = state.precedents, !precedents.visiting {
            PrecedentsView.draw(state, precedents, into: &frame, body: state.overlayBody)
        }
        OverlayViews.draw(state, into: &frame, body: state.overlayBody)
        StatusBar.drawHints(state, into: &frame, rect: layout.hints)
        StatusBar.drawStatus(state, into: &frame, rect: layout.status)
        return frame
    }

    static func drawTooSmall(_ size: Size, into frame: inout Frame) {
        let lines = ["Terminal too small", "(\(size.cols)x\(size.rows); imr needs \(Layout.minimum.cols)x\(Layout.minimum.rows))",
                     "q quits"]
        for (offset, line) in lines.enumerated() {
            let row = max(0, size.rows / 2 - 1) + offset
            guard row < size.rows else { break }
            let col = max(0, (size.cols - line.count) / 2)
            _ = frame.put(line, row: row, col: col, width: size.cols - col, role: offset == 0 ? .statusError : .normal)
        }
    }
}
