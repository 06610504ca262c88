/// A position in a list of rows and the first row on screen: the one cursor behind the case list, the
/// pickers, the sort menu, the statistics and the problems, and (moving the view only) the scrolled
/// case panes and help. Every move and every change of the list's length or height goes through
/// `clamp`, so the cursor is always on a row and on screen.
public struct ListCursor: Equatable, Sendable {
    /// The selected row (0 when the list is empty).
    public private(set) var position = 0
    /// The first row on screen.
    public private(set) var top = 0

    public init(position: Int = 0, top: Int = 0) {
        self.position = position
        self.top = top
    }

    /// Moves the selection by `delta` rows (clamped), scrolling just enough to keep it on screen.
    public mutating func move(by delta: Int, count: Int, height: Int) {
        position = position.addingClamped(delta)
        clamp(count: count, height: height)
    }

    /// Selects a row (clamped).
    public mutating func select(_ row: Int, count: Int, height: Int) {
        position = row
        clamp(count: count, height: height)
    }

    /// Scrolls a text by `delta` lines: no selection, the view moves within the text.
    public mutating func scroll(by delta: Int, count: Int, height: Int) {
        top = max(0, min(Self.lastTop(count: count, height: height), top.addingClamped(delta)))
        position = top
    }

    /// Brings the cursor back onto the list and on screen after the list or the screen changed.
    public mutating func clamp(count: Int, height: Int) {
        let height = max(1, height)
        position = max(0, min(position, count - 1))
        if position < top { top = position }
        if position >= top + height { top = position - height + 1 }
        top = max(0, min(top, Self.lastTop(count: count, height: height)))
    }

    /// The furthest a list scrolls: its last row at the bottom of the view.
    public static func lastTop(count: Int, height: Int) -> Int { max(0, count - max(1, height)) }

    /// What a movement does to a list or a text of `count` rows shown `height` at a time.
    public mutating func apply(_ action: MoveAction, count: Int, height: Int, scrolling: Bool = false) {
        let delta: Int
        switch action {
        case .down: delta = 1
        case .up: delta = -1
        case .pageDown: delta = max(1, height)
        case .pageUp: delta = -max(1, height)
        case .halfPageDown: delta = max(1, height / 2)
        case .halfPageUp: delta = -max(1, height / 2)
        case .top: delta = Int.min / 2
        case .bottom: delta = Int.max / 2
        }
        if scrolling { scroll(by: delta, count: count, height: height) } else { move(by: delta, count: count, height: height) }
    }
}

extension Int {
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? Int.max : Int.min) : sum
    }
}
