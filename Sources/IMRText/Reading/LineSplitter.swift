#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of a letter as the parser sees it: byte offsets into the letter's text, trailing space
/// trimmed, form feeds left out. Offsets, not strings: a line is copied only when a field is read from it.
public struct TextLine: Sendable, Equatable {
    /// The line's first byte (leading spaces kept: layout uses them).
    public var start: Int
    /// The first byte that is not a space or tab (`end` for a blank line).
    public var contentStart: Int
    /// Just past the last byte that is not trailing whitespace.
    public var end: Int
    /// A page ended just before this line (form feed, or a run of empty lines in double-spaced text).
    public var startsPage: Bool

    public var isBlank: Bool { contentStart == end }
    /// Bytes of the line without its leading and trailing blanks.
    public var trimmedRange: Range<Int> { contentStart..<end }
    /// Byte count without leading and trailing blanks.
    public var trimmedCount: Int { end - contentStart }
}

/// Splits decoded text into lines, undoing the double-spaced form (every line followed by an empty
/// line; a paragraph break is a line holding one space; a page break is a run of empty lines).
public enum LineSplitter {
    /// The lines of UTF-8 text with "\n" line ends. Form feeds are left out of the lines: those that open
    /// a line (as pages start, in every letter seen) by starting the line after them, others by closing
    /// them up in the bytes, which copies the text once (it is shared with the file's bytes).
    /// `breaks`, where the text's line feeds and form feeds stand when the decoder found them
    /// (`DecodedText`), spares the passes that find them. `closingUpEveryFeed`: every form feed closed
    /// up, the way before (the copy on every text with a page break): the oracle a test holds this to.
    public static func lines(of text: [UInt8], breaks: TextBreaks? = nil, closingUpEveryFeed: Bool = false) -> Lines {
        var bytes = text
        let raw = breaks.map { RawLines(ends: $0.lineEnds, textCount: text.count) } ?? rawLines(bytes)
        let givenFeeds = breaks?.formFeeds
        var feedPosition = 0
        let doubleSpaced = isDoubleSpaced(raw)
        var lines: [TextLine] = []
        lines.reserveCapacity(doubleSpaced ? raw.count / 2 + 1 : raw.count)
        var pendingPage = false
        var emptyRun = 0
        // The next form feed not yet removed: only the line that holds it is looked at (a search in
        // every line of the two files in three that have one cost more than their removal).
        var nextFormFeed = givenFeeds.map(\.first) ?? ByteText.firstIndex(of: 0x0C, in: bytes, bytes.indices)
        for piece in raw {
            if doubleSpaced {
                // Exactly-empty lines are the spacing; a run of them is a page break.
                if piece.isEmpty {
                    emptyRun += 1
                    if emptyRun >= 2 { pendingPage = true }
                    continue
                }
                emptyRun = 0
            }
            var start = piece.lowerBound, end = piece.upperBound
            if let formFeed = nextFormFeed, formFeed < piece.upperBound {
                // The line's form feeds: a run at its start is stepped over, any other closed up.
                var opening = 0
                var onlyOpening = !closingUpEveryFeed && formFeed == piece.lowerBound
                if let givenFeeds {
                    // Those after this line: removing its own moved none of them.
                    while feedPosition < givenFeeds.count, givenFeeds[feedPosition] < piece.upperBound {
                        if givenFeeds[feedPosition] != piece.lowerBound + opening { onlyOpening = false }
                        opening += 1
                        feedPosition += 1
                    }
                    nextFormFeed = feedPosition < givenFeeds.count ? givenFeeds[feedPosition] : nil
                } else {
                    while piece.lowerBound + opening < piece.upperBound, bytes[piece.lowerBound + opening] == 0x0C { opening += 1 }
                    if onlyOpening, ByteText.firstIndex(of: 0x0C, in: bytes, (piece.lowerBound + opening)..<piece.upperBound) != nil {
                        onlyOpening = false
                    }
                    nextFormFeed = ByteText.firstIndex(of: 0x0C, in: bytes, piece.upperBound..<bytes.count)
                }
                if onlyOpening {
                    start += opening
                } else {
                    removeFormFeeds(&bytes, piece, end: &end)
                }
                pendingPage = true
            }
            lines.append(bytes.withUnsafeBufferPointer { trimmedLine($0, start, end, startsPage: pendingPage) })
            pendingPage = false
        }
        dropPageDebris(&lines, bytes)
        return Lines(bytes: bytes, lines: lines)
    }

    /// Lines of a string (tests and fragments).
    public static func lines(of text: String) -> Lines {
        lines(of: Array(text.utf8))
    }

    /// The byte ranges between newlines.
    package static func rawLines(_ bytes: [UInt8]) -> RawLines {
        var ends: [Int] = []
        // Letters' lines (with the empty ones of double spacing) average over 16 bytes: one allocation.
        ends.reserveCapacity(bytes.count / 16 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count, let found = memchr(base + start, 0x0A, buffer.count - start) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                ends.append(newline)
                start = newline + 1
            }
        }
        return RawLines(ends: ends, textCount: bytes.count)
    }

    /// Double-spaced when nearly every non-empty line is followed by an exactly-empty line.
    package static func isDoubleSpaced(_ raw: RawLines) -> Bool {
        var contentLines = 0
        var followedByEmpty = 0
        for index in raw.indices where !raw[index].isEmpty {
            contentLines += 1
            if index + 1 < raw.count, raw[index + 1].isEmpty { followedByEmpty += 1 }
        }
        return contentLines >= 4 && followedByEmpty * 10 >= contentLines * 9
    }

    /// Closes up the form feeds of a line that holds one (its end moves back), in the buffer: writing
    /// through the array checked it was unshared at every byte.
    package static func removeFormFeeds(_ bytes: inout [UInt8], _ line: Range<Int>, end: inout Int) {
        end = bytes.withUnsafeMutableBufferPointer { buffer in
            var write = line.lowerBound
            for read in line where buffer[read] != 0x0C {
                buffer[write] = buffer[read]
                write += 1
            }
            return write
        }
    }

    package static func trimmedLine(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ rawEnd: Int, startsPage: Bool) -> TextLine {
        var end = rawEnd
        while end > start {
            let byte = bytes[end - 1]
            if byte == 0x20 || byte == 0x09 {
                end -= 1
            } else if byte == 0xA0, end - 1 > start, bytes[end - 2] == 0xC2 {
                end -= 2
            } else {
                break
            }
        }
        var contentStart = start
        while contentStart < end, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 { contentStart += 1 }
        return TextLine(start: start, contentStart: contentStart, end: end, startsPage: startsPage)
    }

    /// Drops, in place, the page furniture that extraction leaves between pages: "Page 2 of 5", a lone
    /// page number.
    package static func dropPageDebris(_ lines: inout [TextLine], _ bytes: [UInt8]) {
        var kept = 0
        var carryPage = false
        for index in lines.indices {
            var line = lines[index]
            let nearBreak = line.startsPage || (index + 1 < lines.count && lines[index + 1].startsPage)
                || index + 1 == lines.count
            // Furniture starts with a digit or "Page": most lines near a break end at their first byte.
            if nearBreak, !line.isBlank, line.trimmedCount <= 40,
               ByteText.isDigit(bytes[line.contentStart]) || asciiLower(bytes[line.contentStart]) == 0x70,
               isPageFurniture(bytes[line.trimmedRange]) {
                carryPage = carryPage || line.startsPage
                continue
            }
            line.startsPage = line.startsPage || carryPage
            carryPage = false
            lines[kept] = line
            kept += 1
        }
        lines.removeLast(lines.count - kept)
    }

    package static func isPageFurniture(_ text: ArraySlice<UInt8>) -> Bool {
        guard !text.isEmpty, text.count <= 40 else { return false }
        let words = text.split(separator: 0x20)
        let isDigits = { (word: ArraySlice<UInt8>) in word.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        if words.count == 1, let only = words.first, only.count <= 4, isDigits(only) { return true }
        // "Page 2 of 5", "Page 2"
        if words.count == 2 || words.count == 4, ByteText.equalsIgnoringCase(words[0], "page"), isDigits(words[1]) {
            return words.count == 2 || (ByteText.equalsIgnoringCase(words[2], "of") && isDigits(words[3]))
        }
        return false
    }
}
