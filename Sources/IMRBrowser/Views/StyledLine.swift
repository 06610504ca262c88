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

/// Word wrapping of styled text to a pane's width: `WordWrap`'s lines, which the text exports use too,
/// made into spans.
enum StyledWrap {
    /// Wraps `spans` to `width` cells; continuation lines start with `indent` spaces.
    static func wrap(_ spans: [Span], width: Int, indent: Int = 0) -> [StyledLine] {
        let lines = WordWrap.lines(spans.map { ($0.text, $0) }, width: max(4, width), indent: indent)
        return lines.enumerated().map { number, pieces in
            var line: [Span] = []
            if number > 0 && indent > 0 { append(String(repeating: " ", count: indent), Span(""), &line) }
            for piece in pieces { append(piece.text, piece.payload, &line) }
            return StyledLine(line)
        }
    }

    static func append(_ text: String, _ style: Span, _ spans: inout [Span]) {
        if let last = spans.last, last.role == style.role, last.extra == style.extra {
            spans[spans.count - 1].text += text
        } else {
            spans.append(Span(text, role: style.role, extra: style.extra))
        }
    }
}
