import TextCells

/// Word wrapping for plain-text reports: `WordWrap`, the browser's panes' wrap, so a report line is at
/// most `width` terminal cells however wide its characters.
public enum TextWrap {
    /// Lines of at most `width` cells, each starting with `indent`; words longer than a line are cut.
    /// Text with nothing but spaces gives no lines.
    public static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        guard text.contains(where: { !WordWrap.isSpace($0) }) else { return [] }
        let room = max(10, width - DisplayWidth.of(indent))
        return WordWrap.lines([(text, ())], width: room).map { pieces in indent + pieces.map(\.text).joined() }
    }

    /// Paragraphs (separated by blank lines in `text`) wrapped, with a blank line between them.
    public static func wrapParagraphs(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        for paragraph in Paragraphs.of(text) {
            // A third line feed between paragraphs is no indentation of the next.
            let wrapped = wrap(String(paragraph.drop { $0 == "\n" }), width: width, indent: indent)
            if wrapped.isEmpty { continue }
            if !lines.isEmpty { lines.append("") }
            lines += wrapped
        }
        return lines
    }
}
