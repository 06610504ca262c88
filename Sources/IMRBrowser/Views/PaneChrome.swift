import IMRScreen

/// A pane's border, title and position indicator.
enum PaneChrome {
    /// Draws the box; returns the content rectangle inside it.
    static func draw(_ frame: inout Frame, rect: Rect, title: String, focused: Bool,
                     first: Int, shown: Int, total: Int) -> Rect {
        frame.box(rect, title: " \(title) ", role: focused ? .borderFocus : .border, titleRole: .title)
        let indicator = positionText(first: first, shown: shown, total: total)
        if !indicator.isEmpty, rect.width > indicator.count + 4 {
            _ = frame.put(indicator, row: rect.bottom - 1, col: rect.right - indicator.count - 2,
                          role: focused ? .borderFocus : .border)
        }
        return rect.inset(by: 1)
    }

    /// " 21-40/85 60% " — where the view is in its content; empty when it all fits.
    static func positionText(first: Int, shown: Int, total: Int) -> String {
        guard total > shown, total > 0 else { return "" }
        let last = min(total, first + shown)
        let percent = total <= shown ? 100 : (first * 100) / max(1, total - shown)
        let where_ = first == 0 ? "Top" : last >= total ? "Bot" : "\(min(100, percent))%"
        return " \(first + 1)-\(last)/\(total) \(where_) "
    }
}
