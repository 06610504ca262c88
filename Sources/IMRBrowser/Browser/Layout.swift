import IMRScreen

/// Where the panes go for a screen size: side by side when wide, stacked when narrower, one at a time
/// when small; nothing but a message below the minimum.
public struct Layout: Equatable {
    public static let minimum = Size(rows: 10, cols: 40)

    public let size: Size
    public let panes: [Pane: Rect]
    /// The key hint line and the status bar (the two bottom rows).
    public let hints: Rect
    public let status: Rect
    public var tooSmall: Bool { size.rows < Layout.minimum.rows || size.cols < Layout.minimum.cols }

    /// `casePane` is the case pane to show when only one of the two fits beside the list.
    public init(size: Size, focus: Pane, zoomed: Bool, overlayOpen: Bool = false, casePane: Pane = .summary) {
        self.size = size
        let bodyHeight = max(0, size.rows - 2)
        hints = Rect(row: size.rows - 2, col: 0, height: 1, width: size.cols)
        status = Rect(row: size.rows - 1, col: 0, height: 1, width: size.cols)
        let body = Rect(row: 0, col: 0, height: bodyHeight, width: size.cols)
        if zoomed || size.cols < 60 || size.rows < 18 {
            panes = [focus: body]
        } else if size.cols >= 120 {
            let listWidth = max(44, size.cols * 2 / 5)
            let right = size.cols - listWidth
            let summaryHeight = bodyHeight * 2 / 5
            panes = [
                .list: Rect(row: 0, col: 0, height: bodyHeight, width: listWidth),
                .summary: Rect(row: 0, col: listWidth, height: summaryHeight, width: right),
                .decisions: Rect(row: summaryHeight, col: listWidth, height: bodyHeight - summaryHeight, width: right),
            ]
        } else if bodyHeight < 28 {
            // An 80x24 terminal: the list, and under it one case pane at a time (Tab switches).
            let listHeight = max(5, bodyHeight * 9 / 20)
            let shown: Pane = focus == .list ? (casePane == .list ? .summary : casePane) : focus
            panes = [
                .list: Rect(row: 0, col: 0, height: listHeight, width: size.cols),
                shown: Rect(row: listHeight, col: 0, height: bodyHeight - listHeight, width: size.cols),
            ]
        } else {
            let listHeight = max(5, bodyHeight / 3)
            let rest = bodyHeight - listHeight
            let summaryHeight = rest / 2
            panes = [
                .list: Rect(row: 0, col: 0, height: listHeight, width: size.cols),
                .summary: Rect(row: listHeight, col: 0, height: summaryHeight, width: size.cols),
                .decisions: Rect(row: listHeight + summaryHeight, col: 0, height: rest - summaryHeight, width: size.cols),
            ]
        }
    }

    public func rect(for pane: Pane) -> Rect? { panes[pane] }

    /// True when only one pane is on screen (small terminal or zoom): Tab then switches which.
    public var singlePane: Bool { panes.count == 1 }

    /// The pane under a screen cell, for mouse clicks.
    public func pane(at position: Position) -> Pane? {
        panes.first { _, rect in
            position.row >= rect.row && position.row < rect.bottom && position.col >= rect.col && position.col < rect.right
        }?.key
    }
}
