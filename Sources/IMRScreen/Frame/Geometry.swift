/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var rows: Int
    public var cols: Int

    public init(rows: Int, cols: Int) {
        self.rows = max(0, rows)
        self.cols = max(0, cols)
    }

    public var description: String { "\(cols)x\(rows)" }
}

/// A cell position: row and column from the top-left corner, both from 0.
public struct Position: Hashable, Sendable {
    public var row: Int
    public var col: Int

    public init(row: Int, col: Int) {
        self.row = row
        self.col = col
    }
}

/// A rectangle of cells. Empty when its height or width is 0 or less.
public struct Rect: Hashable, Sendable {
    public var row: Int
    public var col: Int
    public var height: Int
    public var width: Int

    public init(row: Int, col: Int, height: Int, width: Int) {
        self.row = row
        self.col = col
        self.height = height
        self.width = width
    }

    public var isEmpty: Bool { height <= 0 || width <= 0 }
    /// One past the last row.
    public var bottom: Int { row + height }
    /// One past the last column.
    public var right: Int { col + width }

    /// The same rectangle shrunk by `amount` cells on every side (a box's inside).
    public func inset(by amount: Int) -> Rect {
        Rect(row: row + amount, col: col + amount, height: height - 2 * amount, width: width - 2 * amount)
    }

    /// The part of this rectangle inside `other`.
    public func clipped(to other: Rect) -> Rect {
        let top = max(row, other.row)
        let left = max(col, other.col)
        let bottomEdge = min(bottom, other.bottom)
        let rightEdge = min(right, other.right)
        return Rect(row: top, col: left, height: max(0, bottomEdge - top), width: max(0, rightEdge - left))
    }
}
