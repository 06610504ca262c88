/// Joins extraction line breaks back into running text.
///
/// Lines are joined with one space, except that a line ending in a hyphen right after a letter or digit
/// ends inside a word ("Non-" / "MTUS" is "Non-MTUS"). Paragraphs end at blank lines, and at a short
/// line that ends a sentence when the next line starts one (plain pdftotext keeps no blank lines).
/// Works on bytes: this runs over every line of every letter.
public enum Reflow {
    /// The paragraphs of `lines`, each as one string with whitespace runs collapsed.
    public static func paragraphs(_ lines: Lines) -> [String] {
        var paragraphs: [String] = []
        forEachParagraph(lines) { paragraphs.append(ByteText.string($0)) }
        return paragraphs
    }

    /// The paragraphs of `lines` as one string, a blank line between them (one string made, not one per
    /// paragraph and then their join).
    public static func joinedParagraphs(_ lines: Lines) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(byteBound(lines))
        forEachParagraph(lines) { paragraph in
            if !text.isEmpty { appendParagraphBreak(to: &text) }
            text += paragraph
        }
        return ByteText.string(text[...])
    }

    /// At least the bytes that reflowing `lines` gives (a line's bytes and a space or a paragraph break
    /// after it): reserved at once, where growing the text as lines came copied it again and again.
    static func byteBound(_ lines: Lines) -> Int {
        var bound = 0
        for line in lines { bound += line.trimmedCount + 2 }
        return bound
    }

    /// A blank line, between two paragraphs (appended byte by byte: `+= [0x0A, 0x0A]` made an array).
    static func appendParagraphBreak(to text: inout [UInt8]) {
        text.append(0x0A)
        text.append(0x0A)
    }

    /// Calls `body` with each paragraph's bytes, in order.
    static func forEachParagraph(_ lines: Lines, _ body: (ArraySlice<UInt8>) -> Void) {
        let bytes = lines.bytes
        let width = typicalWidth(lines)
        var current: [UInt8] = []
        current.reserveCapacity(1024)
        var previous: TextLine? = nil
        var afterBlank = false
        func flush() {
            while current.last == 0x20 { current.removeLast() }
            if !current.isEmpty { body(current[...]) }
            current.removeAll(keepingCapacity: true)
        }
        for line in lines {
            if line.isBlank {
                afterBlank = true
                continue
            }
            if afterBlank {
                afterBlank = false
                // Blank lines before a page break are page furniture when the sentence runs on over it
                // (plain pdftotext ends each page with one: "... neuralgia, and" / "fibromyalgia. ...").
                if !(line.startsPage && previous.map({ !endsSentence($0, bytes) && bytes[$0.end - 1] != 0x3A }) == true) {
                    flush()
                    previous = nil
                }
            }
            if let previous, endsParagraph(previous, width: width, next: line, bytes) { flush() }
            append(line.trimmedRange, of: bytes, to: &current)
            previous = line
        }
        flush()
    }

    /// All of `lines` as one paragraph.
    public static func joined(_ lines: Lines) -> String {
        var current: [UInt8] = []
        current.reserveCapacity(byteBound(lines))
        for line in lines where !line.isBlank { append(line.trimmedRange, of: lines.bytes, to: &current) }
        return ByteText.string(current[...])
    }

    /// Appends a line to running text: a space between, or nothing after a word-internal hyphen.
    static func append(_ range: Range<Int>, of bytes: [UInt8], to current: inout [UInt8]) {
        if !current.isEmpty && !endsInsideWord(current) && current.last != 0x20 { current.append(0x20) }
        appendCollapsed(range, of: bytes, to: &current)
    }

    static func endsInsideWord(_ text: [UInt8]) -> Bool {
        guard text.last == 0x2D else { return false }
        return ByteText.scalar(endingAt: text.count - 1, in: text, from: 0).map(ByteText.isLetterOrDigit) ?? false
    }

    /// Appends with runs of spaces, tabs and no-break spaces as one space. Stretches without such a run
    /// are copied whole (most lines are one stretch).
    static func appendCollapsed(_ range: Range<Int>, of bytes: [UInt8], to current: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var lastWasSpace = current.last == 0x20
            var stretch = range.lowerBound
            var index = range.lowerBound
            let end = range.upperBound
            while index < end {
                // Eight bytes at a time while they hold no tab, no 0xC2 (a no-break space's lead) and no
                // space after a space: most of a line is copied in such words.
                if index + 8 <= end {
                    let word = SWAR.load(buffer, at: index)
                    let spaces = SWAR.zeroBytes(word ^ SWAR.repeated(0x20))
                    let doubled = spaces & (spaces << 8 | (lastWasSpace ? 0x80 : 0))
                    if SWAR.zeroBytes(word ^ SWAR.repeated(0x09)) | SWAR.zeroBytes(word ^ SWAR.repeated(0xC2)) | doubled == 0 {
                        lastWasSpace = word >> 56 == 0x20
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                // Printable ASCII but the space, and most of UTF-8: nothing to fold.
                if byte > 0x20 && byte != 0xC2 {
                    lastWasSpace = false
                    index += 1
                    continue
                }
                let width: Int
                if byte == 0x09 || (byte == 0x20 && lastWasSpace) {
                    width = 1
                } else if byte == 0xC2, index + 1 < end, buffer[index + 1] == 0xA0 {
                    width = 2
                } else {
                    lastWasSpace = byte == 0x20
                    index += 1
                    continue
                }
                // A blank to fold: copy the stretch before it, then at most one space.
                current.append(contentsOf: buffer[stretch..<index])
                if current.last != 0x20 { current.append(0x20) }
                lastWasSpace = true
                index += width
                stretch = index
            }
            current.append(contentsOf: buffer[stretch..<end])
        }
    }

    /// The line ends a sentence (closing quotes and brackets aside); a blank line counts as an end.
    static func endsSentence(_ line: TextLine, _ bytes: [UInt8]) -> Bool {
        var end = line.end
        while end > line.contentStart {
            let byte = bytes[end - 1]
            if byte == 0x22 || byte == 0x27 || byte == 0x29 {
                end -= 1
            } else if end - line.contentStart >= 3, bytes[(end - 3)..<end].elementsEqual(closingQuote) {
                end -= 3
            } else {
                break
            }
        }
        guard end > line.contentStart else { return true }
        let last = bytes[end - 1]
        return last == 0x2E || last == 0x21 || last == 0x3F
    }

    /// The width most lines are wrapped at: the longest of the block's lines.
    static func typicalWidth(_ lines: Lines) -> Int {
        var widest = 0
        for line in lines { widest = max(widest, line.trimmedCount) }
        return widest
    }

    static let closingQuote: [UInt8] = [0xE2, 0x80, 0x9D]
    static let openingQuote: [UInt8] = [0xE2, 0x80, 0x9C]

    static func endsParagraph(_ line: TextLine, width: Int, next: TextLine, _ bytes: [UInt8]) -> Bool {
        guard width >= 40, line.trimmedCount * 10 < width * 7, !next.isBlank else { return false }
        let last = bytes[line.end - 1]
        let endsSentence = last == 0x2E || last == 0x3A || last == 0x21 || last == 0x3F || last == 0x22
            || (line.trimmedCount >= 3 && bytes[(line.end - 3)..<line.end].elementsEqual(closingQuote))
        guard endsSentence else { return false }
        let first = bytes[next.contentStart]
        if first < 0x80 { return ByteText.isUpper(first) || ByteText.isDigit(first) || first == 0x22 }
        if bytes[next.trimmedRange].starts(with: openingQuote) { return true }
        guard let scalar = ByteText.scalar(at: next.contentStart, in: bytes, end: next.end) else { return false }
        return scalar.properties.isUppercase || scalar.properties.numericType != nil
    }
}
