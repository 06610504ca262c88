/// Text cut into sentences, for reading a rationale or a summary one sentence at a time (the decisive
/// sentence, a professional review's conclusion, the diagnoses a region is inferred from).
public enum Sentences {
    /// Words that end in a full stop without ending a sentence ("Dr.", "e.g.", "p. 303").
    static let abbreviations: Set<String> = [
        "dr", "mr", "mrs", "ms", "jr", "sr", "st", "vs", "v", "e.g", "i.e", "etc", "al", "p", "pp", "no", "nos",
        "approx", "fig", "ch", "chap", "sec", "vol", "ed", "inc", "co", "corp", "ltd", "u.s", "a.m", "p.m", "b.i.d",
        "t.i.d", "q.i.d", "q.d", "p.r.n", "prn", "bid", "tid", "qid", "hs", "po", "mg", "cf", "ref", "rev", "pg",
    ]

    /// The text cut into sentences, each trimmed and on one line. A sentence ends at `.`, `?` or
    /// `!` (and any closing quote or bracket) before a space, unless the next word starts in lower case
    /// or the stop ends an abbreviation or an initial; a blank line always ends one.
    public static func split(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var result: [String] = []
        var start = 0
        var position = 0
        func emit(_ end: Int) {
            let piece = oneLine(bytes[start..<end])
            if !piece.isEmpty { result.append(piece) }
            start = end
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n"), position + 1 < bytes.count, isBlankLine(bytes, after: position) {
                emit(position)
                position += 1
                continue
            }
            let stops = byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
            if stops, let end = sentenceEnd(bytes, stop: position),
               byte != UInt8(ascii: ".") || !isAbbreviation(bytes, stop: position) {
                emit(end)
                position = end
            } else {
                position += 1
            }
        }
        emit(bytes.count)
        return result
    }

    /// Where the sentence closed by the stop at `stop` ends (after closing quotes and brackets), or nil
    /// when the stop does not end one: no space follows, or the next word starts in lower case.
    private static func sentenceEnd(_ bytes: [UInt8], stop: Int) -> Int? {
        var end = stop + 1
        while end < bytes.count, isCloser(bytes, at: end) { end += closerLength(bytes, at: end) }
        guard end < bytes.count else { return end }
        guard isSpace(bytes[end]) else { return nil }
        var next = end
        while next < bytes.count, isSpace(bytes[next]) { next += 1 }
        guard next < bytes.count else { return end }
        let first = bytes[next]
        if first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") { return nil }
        return end
    }

    /// The word before a full stop is a known abbreviation, a single letter (an initial), or part of a
    /// number ("1.5" never reaches here: no space follows its stop).
    private static func isAbbreviation(_ bytes: [UInt8], stop: Int) -> Bool {
        var begin = stop
        while begin > 0, !isSpace(bytes[begin - 1]), bytes[begin - 1] != UInt8(ascii: "(") { begin -= 1 }
        let word = String(decoding: bytes[begin..<stop], as: UTF8.self).lowercased()
        if word.count == 1, let letter = word.first, letter.isLetter { return true }
        return abbreviations.contains(word)
    }

    private static func isBlankLine(_ bytes: [UInt8], after newline: Int) -> Bool {
        var next = newline + 1
        while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
        return next < bytes.count && bytes[next] == UInt8(ascii: "\n")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// `"`, `'`, `)`, `]`, or a closing curly quote (U+201D, U+2019).
    private static func isCloser(_ bytes: [UInt8], at position: Int) -> Bool {
        closerLength(bytes, at: position) > 0
    }

    private static func closerLength(_ bytes: [UInt8], at position: Int) -> Int {
        let byte = bytes[position]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
            return 1
        }
        if byte == 0xE2, position + 2 < bytes.count, bytes[position + 1] == 0x80,
           bytes[position + 2] == 0x9D || bytes[position + 2] == 0x99 {
            return 3
        }
        return 0
    }

    /// The bytes as text with every run of spaces and line breaks made one space, trimmed.
    static func oneLine(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if isSpace(byte) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(UInt8(ascii: " ")) }
                pendingSpace = false
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
