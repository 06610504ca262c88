/// A grid of styled cells: what a screen shows, built by pure presenter functions.
///
/// Every drawing call clips to the frame, so no position or text can make it fail. Text always
/// goes through `TerminalSafe.escape`, so whatever a letter contains, a frame holds only
/// printable graphemes; wide graphemes take two cells (the second a `.wideTail`).
public struct Frame: Hashable, Sendable {
    public let size: Size
    /// Row-major cells, `size.rows * size.cols` of them.
    public private(set) var cells: [Cell]
    /// Where the terminal cursor is shown (in a prompt, say); nil hides it.
    public var cursor: Position?

    /// A blank frame of the given size, every cell `role`.
    public init(size: Size, role: Role = .normal) {
        self.size = size
        self.cells = Array(repeating: Cell(role: role, base: role), count: size.rows * size.cols)
    }

    public init(rows: Int, cols: Int, role: Role = .normal) {
        self.init(size: Size(rows: rows, cols: cols), role: role)
    }

    public var rows: Int { size.rows }
    public var cols: Int { size.cols }
    /// The whole frame as a rectangle.
    public var bounds: Rect { Rect(row: 0, col: 0, height: rows, width: cols) }

    /// The cell at (row, col), or nil outside the frame.
    public subscript(row: Int, col: Int) -> Cell? {
        guard contains(row: row, col: col) else { return nil }
        return cells[row * cols + col]
    }

    /// The role at (row, col), or nil outside the frame. A wide tail reports its grapheme's role.
    public func role(atRow row: Int, col: Int) -> Role? {
        self[row, col]?.role
    }

    func contains(row: Int, col: Int) -> Bool {
        row >= 0 && row < rows && col >= 0 && col < cols
    }

    /// Stores `content` at (row, col), blanking the other half of any wide grapheme it cuts.
    mutating func place(_ content: Cell.Content, row: Int, col: Int, role: Role, base: Role? = nil, extra: Attributes = []) {
        guard contains(row: row, col: col) else { return }
        let isWide: Bool
        if case .text(let character) = content, DisplayWidth.ofCharacter(character) == 2 {
            guard col + 1 < cols else {
                // No room for the right half: a space keeps the columns honest.
                place(.text(" "), row: row, col: col, role: role, base: base, extra: extra)
                return
            }
            isWide = true
        } else {
            isWide = false
        }
        breakWideGrapheme(row: row, col: col)
        if isWide { breakWideGrapheme(row: row, col: col + 1) }
        let index = row * cols + col
        cells[index] = Cell(content: content, role: role, base: base ?? cells[index].base, extra: extra)
        if isWide {
            cells[index + 1] = Cell(content: .wideTail, role: role, base: base ?? cells[index + 1].base, extra: extra)
        }
    }

    /// If (row, col) holds half of a wide grapheme, turns the other half into a space.
    private mutating func breakWideGrapheme(row: Int, col: Int) {
        let index = row * cols + col
        switch cells[index].content {
        case .wideTail where col > 0:
            cells[index - 1].content = .text(" ")
        case .text(let character) where DisplayWidth.ofCharacter(character) == 2 && col + 1 < cols:
            cells[index + 1].content = .text(" ")
        default:
            break
        }
    }

    /// Replaces the role of existing cells without changing what they show (for highlighting
    /// search matches in text already drawn).
    public mutating func restyle(row: Int, col: Int, width: Int, role: Role) {
        guard row >= 0 && row < rows else { return }
        for column in max(0, col)..<max(max(0, col), min(cols, col + width)) {
            cells[row * cols + column].role = role
        }
    }
}
