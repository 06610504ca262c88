/// A line shortened to a width without cutting a word, as lnav and tig shorten their status lines: the
/// start is kept (what happened, and its count), then "…", then the end (a path's file name, the reason
/// a message closes with). Breaks fall after a space or a "/", so a path loses its middle folders whole.
public enum Elision {
    public static let ellipsis = "…"

    /// `text` made terminal-safe and, when it is wider than `width` cells, shortened to fit: its first
    /// words, "…", its last words. A first word too wide for the line is cut where the line is full.
    public static func fit(_ text: String, width: Int) -> String {
        let safe = TerminalSafe.escape(text)
        guard DisplayWidth.of(safe) > width else { return safe }
        let room = width - 1  // the ellipsis takes one cell
        let pieces = self.pieces(safe)
        guard room > 0, let first = pieces.first, let last = pieces.last, pieces.count > 1 else {
            return DisplayWidth.truncate(safe, toWidth: width)
        }
        // The end gets half the room, or more when the last piece (a file name) and the first both fit.
        var tailBudget = room / 2
        if first.cells + last.cells <= room { tailBudget = max(tailBudget, last.cells) }
        var tail = suffixCount(pieces, budget: tailBudget)
        let head = prefixCount(pieces.dropLast(tail), budget: room - cells(pieces.suffix(tail)))
        guard head > 0 else { return DisplayWidth.truncate(safe, toWidth: width) }
        // What the head left unused goes back to the end, less a cell for the separator after "…".
        tail = suffixCount(pieces.dropFirst(head), budget: room - cells(pieces.prefix(head)) - 1)
        let dropped = pieces.dropFirst(head).dropLast(tail)
        var result = pieces.prefix(head).map(\.text).joined() + ellipsis
        // The separator the dropped words ended with ("… " before a word, "…/" before a file name).
        if let separator = dropped.last?.text.last, separator == " " || separator == "/" {
            result.append(separator)
        }
        return result + pieces.suffix(tail).map(\.text).joined()
    }

    struct Piece {
        var text: String
        var cells: Int
    }

    /// The text in pieces that each end after a space or a "/" (the last may end anywhere).
    static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var current = Piece(text: "", cells: 0)
        for character in text {
            current.text.append(character)
            current.cells += DisplayWidth.ofCharacter(character)
            if character == " " || character == "/" {
                pieces.append(current)
                current = Piece(text: "", cells: 0)
            }
        }
        if !current.text.isEmpty { pieces.append(current) }
        return pieces
    }

    static func cells<Pieces: Sequence<Piece>>(_ pieces: Pieces) -> Int {
        pieces.reduce(0) { $0 + $1.cells }
    }

    /// How many pieces from the start fit in `budget` cells.
    static func prefixCount(_ pieces: ArraySlice<Piece>, budget: Int) -> Int {
        var used = 0
        var count = 0
        for piece in pieces {
            guard used + piece.cells <= budget else { break }
            used += piece.cells
            count += 1
        }
        return count
    }

    /// How many pieces from the end fit in `budget` cells.
    static func suffixCount(_ pieces: ArraySlice<Piece>, budget: Int) -> Int {
        prefixCount(ArraySlice(pieces.reversed()), budget: budget)
    }

    static func suffixCount(_ pieces: [Piece], budget: Int) -> Int {
        suffixCount(pieces[...], budget: budget)
    }
}
