/// The one table layer, for every table the command line prints and the browser draws: columns padded
/// by display width (a wide character takes two cells, a combining mark none, so neither moves a column),
/// cells made terminal-safe (`TerminalSafe`), and a table too wide for its room made narrower by rule:
/// the columns that may give way are shortened between words (`Elision`), widest first, down to their
/// minimum; then the columns that may go are left out, in their order; the others are never cut.
public struct TextTable: Sendable {
    public enum Alignment: Sendable {
        case left, right
    }

    /// How a cell wider than its column is shortened: at its end ("Physical medic…") or between words,
    /// its start and end kept ("Physical … rehabilitation", `Elision`).
    public enum Cut: Sendable {
        case end, middle
    }

    public struct Column: Sendable {
        public var title: String
        public var alignment: Alignment
        /// May be made narrower than its widest cell, to `minimum` cells at the least.
        public var givesWay: Bool
        public var minimum: Int
        /// At most this wide when the table has a width to fit (a pipe gets every value whole).
        public var maximum: Int?
        /// Left out when the table is still too wide with the others at their minimum: the lowest first.
        public var leavesFirst: Int?
        /// How its cells are shortened when it gives way.
        public var cut: Cut
        /// At least this wide, however narrow its cells (a column of counts that keeps its place).
        public var least: Int

        public init(_ title: String, _ alignment: Alignment = .left, givesWay: Bool = false, minimum: Int = 8,
                    maximum: Int? = nil, leavesFirst: Int? = nil, cut: Cut = .middle, least: Int = 0) {
            self.title = title
            self.alignment = alignment
            self.givesWay = givesWay
            self.minimum = minimum
            self.maximum = maximum
            self.leavesFirst = leavesFirst
            self.cut = cut
            self.least = least
        }
    }

    public var columns: [Column]
    /// The cells, a row of them per column; made terminal-safe here.
    public private(set) var rows: [[String]]
    /// Spaces between columns.
    public var gap: Int

    public init(_ columns: [Column], rows: [[String]] = [], gap: Int = 2) {
        self.columns = columns
        self.rows = []
        self.gap = gap
        for row in rows { append(row) }
    }

    public mutating func append(_ row: [String]) {
        rows.append(columns.indices.map { $0 < row.count ? TerminalSafe.escape(row[$0]) : "" })
    }

    /// How the columns are laid out: each one's width, nil for one left out.
    public struct Layout: Sendable {
        public var widths: [Int?]
        public var columns: [Column]
        public var gap: Int

        /// Cells the table takes.
        public var width: Int {
            let shown = widths.compactMap { $0 }
            return shown.reduce(0, +) + gap * max(0, shown.count - 1)
        }

        /// One row's cells laid out: each fitted to its column, the columns left out skipped. A last
        /// column aligned left is not padded (no spaces at the end of a printed line).
        public func line(_ cells: [String]) -> String {
            let shown = widths.indices.filter { widths[$0] != nil }
            var line = ""
            for (number, column) in shown.enumerated() {
                let cell = column < cells.count ? cells[column] : ""
                let last = number == shown.count - 1
                if number > 0 { line += String(repeating: " ", count: gap) }
                let spec = columns[column]
                if last && spec.alignment == .left {
                    line += TextTable.cut(cell, width: widths[column] ?? 0, cut: spec.cut)
                } else {
                    line += TextTable.fit(cell, width: widths[column] ?? 0, alignment: spec.alignment, cut: spec.cut)
                }
            }
            return line
        }
    }

    /// The layout in `width` cells; nil lays every column out whole (a pipe or a file).
    public func layout(width: Int?) -> Layout {
        let natural: [Int] = columns.indices.map { column in
            rows.reduce(max(columns[column].least, DisplayWidth.of(columns[column].title))) { max($0, DisplayWidth.of($1[column])) }
        }
        var widths: [Int?] = natural
        guard let width else { return Layout(widths: widths, columns: columns, gap: gap) }
        for (column, spec) in columns.enumerated() {
            if let maximum = spec.maximum { widths[column] = min(natural[column], max(maximum, spec.minimum)) }
        }
        func excess() -> Int { Layout(widths: widths, columns: columns, gap: gap).width - width }
        // The widest column that may give way gives a cell at a time, down to its minimum.
        while excess() > 0 {
            let candidates = columns.indices.filter { columns[$0].givesWay && (widths[$0] ?? 0) > columns[$0].minimum }
            guard let widest = candidates.max(by: { (widths[$0] ?? 0) < (widths[$1] ?? 0) }) else { break }
            widths[widest] = (widths[widest] ?? 1) - 1
        }
        let leaving = columns.indices.filter { columns[$0].leavesFirst != nil }
            .sorted { (columns[$0].leavesFirst ?? 0) < (columns[$1].leavesFirst ?? 0) }
        for column in leaving where excess() > 0 { widths[column] = nil }
        // What leaving made room for goes back to the columns that gave way, the narrowest first.
        while excess() < 0 {
            let short = columns.indices.filter { column in
                guard columns[column].givesWay, let now = widths[column] else { return false }
                return now < min(natural[column], columns[column].maximum ?? natural[column])
            }
            guard let narrowest = short.min(by: { (widths[$0] ?? 0) < (widths[$1] ?? 0) }) else { break }
            widths[narrowest] = (widths[narrowest] ?? 0) + 1
        }
        return Layout(widths: widths, columns: columns, gap: gap)
    }

    /// The header and the rows, laid out in `width` cells (nil: whole).
    public func lines(width: Int?, header: Bool = true, titles: (String) -> String = { $0 }) -> [String] {
        let layout = layout(width: width)
        return (header ? [layout.line(columns.map { titles($0.title) })] : []) + rows.map { layout.line($0) }
    }

    /// `text` made terminal-safe and brought to exactly `width` cells: shortened when wider (`cut`),
    /// padded with spaces after it, or before it when aligned right.
    public static func fit(_ text: String, width: Int, alignment: Alignment = .left, cut: Cut = .end) -> String {
        let shortened = self.cut(text, width: width, cut: cut)
        let fill = String(repeating: " ", count: max(0, width - DisplayWidth.of(shortened)))
        return alignment == .right ? fill + shortened : shortened + fill
    }

    /// `text` made terminal-safe and, when wider than `width` cells, shortened to fit.
    public static func cut(_ text: String, width: Int, cut: Cut = .end) -> String {
        switch cut {
        case .end: return DisplayWidth.truncate(text, toWidth: width)
        case .middle: return Elision.fit(text, width: width)
        }
    }
}
