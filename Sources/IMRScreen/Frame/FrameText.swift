/// Plain-text views of a frame, for tests and the memory screen.
extension Frame {
    /// Each row as text, exactly `cols` columns wide: wide graphemes once, borders as Unicode
    /// box-drawing characters.
    public var lines: [String] {
        (0..<rows).map { row in
            var line = ""
            for col in 0..<cols {
                switch cells[row * cols + col].content {
                case .text(let character): line.append(character)
                case .wideTail: break
                case .line(let arms): line.append(arms.piece.unicode)
                }
            }
            return line
        }
    }

    /// All rows with trailing spaces and trailing blank rows removed, joined by line feeds.
    public var text: String {
        var rows = lines.map { line in
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed.removeLast() }
            return String(trimmed)
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}
