import IMRScreen

/// A line of styled text in a pane's document.
public struct StyledLine: Equatable, Sendable {
    public var spans: [Span]

    public init(_ spans: [Span] = []) { self.spans = spans }
    public init(_ text: String, role: Role = .normal) { self.spans = [Span(text, role: role)] }

    /// The text without styles (what search looks at).
    public var plain: String { spans.map(\.text).joined() }
    public static let blank = StyledLine()
}

/// Word wrapping of styled text to a pane's width.
enum StyledWrap {
    /// Wraps `spans` to `width` cells; continuation lines start with `indent` spaces.
    static func wrap(_ spans: [Span], width: Int, indent: Int = 0) -> [StyledLine] {
        let room = max(4, width)
        var lines: [StyledLine] = []
        var current: [Span] = []
        var used = 0
        // Spaces that fall at a wrap are dropped; spaces the text starts with are kept (indentation).
        var justWrapped = false
        func newLine() {
            lines.append(StyledLine(current))
            current = indent > 0 ? [Span(String(repeating: " ", count: indent))] : []
            used = indent
            justWrapped = true
        }
        for span in spans {
            for piece in pieces(span.text) {
                if piece == " " {
                    if !justWrapped && used < room {
                        append(" ", span, &current)
                        used += 1
                    }
                    continue
                }
                let width = DisplayWidth.of(piece)
                if used + width > room && used > indent && !current.isEmpty { newLine() }
                justWrapped = false
                var rest = piece
                // A word wider than the line is cut.
                while DisplayWidth.of(rest) > room - used && room - used > 0 {
                    let head = String(rest.prefix(max(1, room - used)))
                    append(head, span, &current)
                    rest = String(rest.dropFirst(head.count))
                    newLine()
                    justWrapped = false
                }
                append(rest, span, &current)
                used += DisplayWidth.of(rest)
            }
        }
        lines.append(StyledLine(current))
        return lines.map { line in
            // Trailing spaces left by wrapping would only add noise.
            var spans = line.spans
            while let last = spans.last, last.text.allSatisfy({ $0 == " " }), spans.count > 1 { spans.removeLast() }
            return StyledLine(spans)
        }
    }

    /// Words and single spaces.
    static func pieces(_ text: String) -> [String] {
        var pieces: [String] = []
        var word = ""
        for character in text {
            if character == " " || character == "\n" || character == "\t" {
                if !word.isEmpty { pieces.append(word); word = "" }
                pieces.append(" ")
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { pieces.append(word) }
        return pieces
    }

    static func append(_ text: String, _ style: Span, _ spans: inout [Span]) {
        if let last = spans.last, last.role == style.role, last.extra == style.extra {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text, role: style.role, extra: style.extra))
        }
    }
}
