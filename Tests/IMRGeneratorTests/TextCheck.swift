import IMRGenerator

/// Reads a generated file back the way a parser would: line ends and form feeds removed,
/// empty lines dropped, and a line ending inside a hyphenated word joined to the next.
enum TextCheck {
    static func tokens(_ text: String) -> [Substring] {
        var joined = ""
        var pendingHyphen = false
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = Substring(rawLine.filter { $0 != "\u{0C}" && $0 != "\r" })
            while line.last == " " { line = line.dropLast() }
            while line.first == " " { line = line.dropFirst() }
            if line.isEmpty { continue }
            if !pendingHyphen { joined += " " }
            joined += line
            pendingHyphen = endsInsideWord(line)
        }
        return joined.split(separator: " ")
    }

    /// "Non-" ends inside a word; "Back -" does not.
    static func endsInsideWord(_ line: Substring) -> Bool {
        guard line.last == "-" else { return false }
        let before = line.dropLast().last
        return before.map { $0.isLetter || $0.isNumber } ?? false
    }

    /// Where the paragraph's words stand contiguously in `tokens`, at or after `from`.
    static func find(_ paragraph: String, in tokens: [Substring], from: Int) -> Int? {
        let words = paragraph.split(separator: " ")
        guard let first = words.first else { return from }
        var start = from
        while start + words.count <= tokens.count {
            if tokens[start] == first || tokens[start].hasSuffix(first) {
                var matched = true
                for offset in 1..<words.count where tokens[start + offset] != words[offset] {
                    matched = false
                    break
                }
                if matched { return start + words.count }
            }
            start += 1
        }
        return nil
    }
}
