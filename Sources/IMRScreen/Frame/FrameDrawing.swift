/// Drawing calls presenters use: text, filled areas, lines and boxes.
extension Frame {
    /// Writes `text` (made terminal-safe) on `row` from `col`, in at most `width` columns
    /// (to the right edge when nil), and returns the column after the last one written. Text cut by
    /// the limit ends in "…" (unless what is cut is only blanks), so a cut word never reads as whole.
    ///
    /// - Parameters:
    ///   - skip: display columns of the text to leave out first (horizontal scrolling). A wide
    ///     grapheme cut by the left edge or the width limit shows as a space.
    ///   - role: the style role of the text; the cells keep their base (background) role.
    ///   - extra: attributes added to the role's style.
    @discardableResult
    public mutating func put(
        _ text: String, row: Int, col: Int, width: Int? = nil, skip: Int = 0,
        role: Role = .normal, extra: Attributes = []
    ) -> Int {
        guard row >= 0 && row < rows else { return col }
        let limit = min(cols, width.map { col + max(0, $0) } ?? cols)
        var column = col
        var toSkip = max(0, skip)
        if column < 0 {  // text starting left of the frame: skip what falls outside
            toSkip += -column
            column = 0
        }
        var shown = TerminalSafe.escape(text)
        // No cell is wider than its UTF-8 bytes: text of no more bytes than the room fits, and is
        // not measured (most of what a frame draws; this runs for every piece of text).
        if toSkip == 0, limit > column, shown.utf8.count > limit - column, DisplayWidth.of(shown) > limit - column,
           DisplayWidth.of(String(shown.trimmingTrailingBlanks)) > limit - column {
            shown = DisplayWidth.truncate(shown, toWidth: limit - column)
        }
        for character in shown {
            let graphemeWidth = max(1, DisplayWidth.ofCharacter(character))
            if toSkip > 0 {
                let visible = graphemeWidth - toSkip
                toSkip = max(0, toSkip - graphemeWidth)
                for _ in 0..<max(0, visible) where column < limit {
                    place(.text(" "), row: row, col: column, role: role, extra: extra)
                    column += 1
                }
                continue
            }
            guard column + graphemeWidth <= limit else {
                if column < limit {  // half a wide grapheme fits: pad instead
                    place(.text(" "), row: row, col: column, role: role, extra: extra)
                    column += 1
                }
                break
            }
            place(.text(character), row: row, col: column, role: role, extra: extra)
            column += graphemeWidth
        }
        return column
    }

    /// Writes styled pieces one after another from `col`, within `width` columns; returns the
    /// column after the last one written.
    @discardableResult
    public mutating func put(_ spans: [Span], row: Int, col: Int, width: Int? = nil) -> Int {
        let limit = width.map { col + max(0, $0) } ?? cols
        var column = col
        for span in spans where column < limit {
            column = put(span.text, row: row, col: column, width: limit - column, role: span.role, extra: span.extra)
        }
        return column
    }

    /// Fills `rect` (clipped to the frame) with `character` in `role`, which also becomes the
    /// cells' base role: text later written there keeps this area's background.
    public mutating func fill(_ rect: Rect, with character: Character = " ", role: Role = .normal) {
        let area = rect.clipped(to: bounds)
        guard !area.isEmpty else { return }
        let safe = TerminalSafe.escape(String(character))
        let filler: Character = safe.count == 1 && DisplayWidth.ofCharacter(character) == 1 ? character : " "
        for row in area.row..<area.bottom {
            for col in area.col..<area.right {
                place(.text(filler), row: row, col: col, role: role, base: role)
            }
        }
    }

    /// A horizontal line of `width` cells; its ends join lines already there into tees.
    public mutating func horizontalLine(row: Int, col: Int, width: Int, role: Role = .border) {
        guard width > 0 else { return }
        for column in col..<(col + width) {
            var arms: BoxLine = []
            if column > col || width == 1 { arms.insert(.left) }
            if column < col + width - 1 || width == 1 { arms.insert(.right) }
            addLine(arms, row: row, col: column, role: role)
        }
    }

    /// A vertical line of `height` cells; its ends join lines already there into tees.
    public mutating func verticalLine(row: Int, col: Int, height: Int, role: Role = .border) {
        guard height > 0 else { return }
        for line in row..<(row + height) {
            var arms: BoxLine = []
            if line > row || height == 1 { arms.insert(.up) }
            if line < row + height - 1 || height == 1 { arms.insert(.down) }
            addLine(arms, row: line, col: col, role: role)
        }
    }

    /// Draws a border around `rect` (the inside is left alone) with an optional title in its top
    /// edge. Use role `.border`, or `.borderFocus` for the pane with the focus; the title is drawn
    /// in `titleRole`, or the border's role when nil. Boxes sharing an edge meet in tees.
    public mutating func box(_ rect: Rect, title: String? = nil, role: Role = .border, titleRole: Role? = nil) {
        guard rect.height >= 2 && rect.width >= 2 else { return }
        horizontalLine(row: rect.row, col: rect.col, width: rect.width, role: role)
        horizontalLine(row: rect.bottom - 1, col: rect.col, width: rect.width, role: role)
        verticalLine(row: rect.row, col: rect.col, height: rect.height, role: role)
        verticalLine(row: rect.row, col: rect.right - 1, height: rect.height, role: role)
        if let title, !title.isEmpty, rect.width >= 5 {
            let room = rect.width - 4
            let label = " " + Elision.fit(title, width: room - 2) + " "
            put(label, row: rect.row, col: rect.col + 2, width: room, role: titleRole ?? role)
        }
    }

    /// Adds line arms to a cell, merging with a line already there.
    private mutating func addLine(_ arms: BoxLine, row: Int, col: Int, role: Role) {
        guard let cell = self[row, col] else { return }
        var merged = arms
        if case .line(let existing) = cell.content { merged.formUnion(existing) }
        place(.line(merged), row: row, col: col, role: role)
    }
}

/// A piece of text with its role, for `Frame.put(_:row:col:width:)`.
public struct Span: Hashable, Sendable {
    public var text: String
    public var role: Role
    public var extra: Attributes

    public init(_ text: String, role: Role = .normal, extra: Attributes = []) {
        self.text = text
        self.role = role
        self.extra = extra
    }
}

private extension String {
    /// The text without the blanks at its end (padding a column added).
    var trimmingTrailingBlanks: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[..<end]
    }
}
