/// Text cut at its blank lines, as `text.split(separator: "\n\n")` cuts it (empty pieces left out; a
/// line feed that ends a CR LF starts no blank line, since CR LF is one `Character`), but found by byte:
/// by `Character` it was most of a 10,000-case Markdown export.
public enum Paragraphs {
    public static func of(_ text: String) -> [Substring] {
        var cuts: [Range<Int>] = []
        var text = text
        text.withUTF8 { utf8 in forEach(in: utf8) { cuts.append($0) } }
        let utf8 = text.utf8
        return cuts.map { cut in
            text[utf8.index(utf8.startIndex, offsetBy: cut.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: cut.upperBound)]
        }
    }

    /// Each paragraph of `utf8` (a String's bytes, or a stored record's), in order, as its byte range.
    @inlinable
    public static func forEach(in utf8: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) throws -> Void) rethrows {
        var start = 0, position = 0
        while position + 1 < utf8.count {
            if utf8[position] == 0x0A && utf8[position + 1] == 0x0A && (position == 0 || utf8[position - 1] != 0x0D) {
                if position > start { try body(start..<position) }
                position += 2
                start = position
            } else {
                position += 1
            }
        }
        if utf8.count > start { try body(start..<utf8.count) }
    }
}
