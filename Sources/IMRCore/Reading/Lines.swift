/// One line of a letter as the parser sees it: trailing space trimmed, form feeds removed.
public struct TextLine: Sendable, Equatable {
    /// The line without trailing whitespace and without form feeds (leading spaces kept: layout uses them).
    public var text: Substring
    /// A page ended just before this line (form feed, or a run of empty lines in double-spaced text).
    public var startsPage: Bool

    public var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" } }
    public var trimmed: Substring { text.drop { $0 == " " || $0 == "\t" } }
}

/// Splits decoded text into lines, undoing the double-spaced form (every line followed by an empty
/// line; a paragraph break is a line holding one space; a page break is a run of empty lines).
public enum LineSplitter {
    public static func lines(of text: String) -> [TextLine] {
        let raw = splitLines(text)
        let doubleSpaced = isDoubleSpaced(raw)
        var lines: [TextLine] = []
        lines.reserveCapacity(doubleSpaced ? raw.count / 2 + 1 : raw.count)
        var pendingPage = false
        var emptyRun = 0
        for piece in raw {
            var line = piece
            if line.utf8.contains(0x0C) {
                pendingPage = true
                line = Substring(line.filter { $0 != "\u{0C}" })
            }
            line = trimTrailingSpace(line)
            if doubleSpaced {
                // Exactly-empty lines are the spacing; a run of them is a page break.
                if piece.isEmpty {
                    emptyRun += 1
                    if emptyRun >= 2 { pendingPage = true }
                    continue
                }
                emptyRun = 0
            }
            lines.append(TextLine(text: line, startsPage: pendingPage))
            pendingPage = false
        }
        return dropPageDebris(lines)
    }

    /// The text between newlines, found by byte (much faster than splitting Characters).
    static func splitLines(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == 0x0A {
                lines.append(text[start..<index])
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        lines.append(text[start..<bytes.endIndex])
        return lines
    }

    /// Double-spaced when nearly every non-empty line is followed by an exactly-empty line.
    static func isDoubleSpaced(_ raw: [Substring]) -> Bool {
        var contentLines = 0
        var followedByEmpty = 0
        for index in raw.indices where !raw[index].isEmpty {
            contentLines += 1
            if index + 1 < raw.count, raw[index + 1].isEmpty { followedByEmpty += 1 }
        }
        return contentLines >= 4 && followedByEmpty * 10 >= contentLines * 9
    }

    static func trimTrailingSpace(_ line: Substring) -> Substring {
        let bytes = line.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let before = bytes.index(before: end)
            let byte = bytes[before]
            if byte == 0x20 || byte == 0x09 {
                end = before
            } else if byte == 0xA0, before > bytes.startIndex, bytes[bytes.index(before: before)] == 0xC2 {
                end = bytes.index(before: before)
            } else {
                break
            }
        }
        return line[line.startIndex..<end]
    }

    /// Page furniture that extraction leaves between pages: "Page 2 of 5", a lone page number.
    static func dropPageDebris(_ lines: [TextLine]) -> [TextLine] {
        var kept: [TextLine] = []
        kept.reserveCapacity(lines.count)
        var carryPage = false
        for (index, line) in lines.enumerated() {
            let nearBreak = line.startsPage || (index + 1 < lines.count && lines[index + 1].startsPage)
                || index + 1 == lines.count
            if nearBreak && isPageFurniture(line.trimmed) {
                carryPage = carryPage || line.startsPage
                continue
            }
            var copy = line
            copy.startsPage = line.startsPage || carryPage
            carryPage = false
            kept.append(copy)
        }
        return kept
    }

    static func isPageFurniture(_ text: Substring) -> Bool {
        let words = text.split(separator: " ")
        if words.count == 1, let only = words.first, only.count <= 4, only.allSatisfy(\.isNumber) { return true }
        // "Page 2 of 5", "Page 2"
        if (words.count == 2 || words.count == 4), words[0].lowercased() == "page", words[1].allSatisfy(\.isNumber) {
            return words.count == 2 || (words[2].lowercased() == "of" && words[3].allSatisfy(\.isNumber))
        }
        return false
    }
}
