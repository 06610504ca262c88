/// Word wrapping for plain-text reports.
public enum TextWrap {
    /// Lines of at most `width` characters; words longer than the width are cut.
    public static func wrap(_ text: String, width: Int, indent: String = "") -> [String] {
        let room = max(10, width - indent.count)
        var lines: [String] = []
        var current = ""
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            var word = Substring(word)
            while word.count > room {
                if !current.isEmpty {
                    lines.append(indent + current)
                    current = ""
                }
                let cut = breakPoint(word, room: room)
                lines.append(indent + String(word.prefix(cut)))
                word = word.dropFirst(cut)
            }
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= room {
                current += " " + word
            } else {
                lines.append(indent + current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(indent + current) }
        return lines
    }

    /// Where to cut a word longer than a line: after the last punctuation that fits ("/", "-", ".", ...),
    /// so a web address breaks between its parts and no part is cut in two; else at the line's end.
    static func breakPoint(_ word: Substring, room: Int) -> Int {
        var best = 0
        for (offset, character) in word.prefix(room).enumerated() where !(character.isLetter || character.isNumber) {
            best = offset + 1
        }
        return best >= room / 3 ? best : room
    }

    /// Paragraphs (separated by blank lines in `text`) wrapped, with a blank line between them.
    public static func wrapParagraphs(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n\n", omittingEmptySubsequences: true) {
            if !lines.isEmpty { lines.append("") }
            lines += wrap(String(paragraph), width: width, indent: indent)
        }
        return lines
    }
}
