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
        _ = ReflowWriter.bytes(capacity: byteBound(lines)) { writer in
            writeParagraphs(lines, into: &writer) { writer, start in
                paragraphs.append(String(decoding: writer.written(from: start), as: UTF8.self))
                writer.replace(from: start, with: [])
            }
        }
        return paragraphs
    }

    /// The paragraphs of `lines` as one string, a blank line between them, written into the string's
    /// own storage.
    public static func joinedParagraphs(_ lines: Lines) -> String {
        ReflowWriter.string(capacity: byteBound(lines)) { writeParagraphs(lines, into: &$0) }
    }

    /// At least the bytes that reflowing `lines` gives (a line's bytes and a space or a paragraph break
    /// before it): the storage a `ReflowWriter` is given for them.
    package static func byteBound(_ lines: Lines) -> Int {
        var bound = 0
        for line in lines { bound += line.trimmedCount + 2 }
        return bound
    }

    /// Writes the paragraphs of `lines`, in order, a blank line between two. `finish` is given each
    /// paragraph once written (its start) and may cut it or replace it.
    package static func writeParagraphs(_ lines: Lines, into writer: inout ReflowWriter,
                                finish: (inout ReflowWriter, Int) -> Void = { _, _ in }) {
        let bytes = lines.bytes
        let width = typicalWidth(lines)
        var previous: TextLine? = nil
        var afterBlank = false
        bytes.withUnsafeBufferPointer { buffer in
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
                        writer.endParagraph(finish)
                        previous = nil
                    }
                }
                if let previous, endsParagraph(previous, width: width, next: line, bytes) { writer.endParagraph(finish) }
                writer.appendLine(line.trimmedRange, of: buffer)
                previous = line
            }
        }
        writer.endParagraph(finish)
    }

    /// All of `lines` as one paragraph.
    public static func joined(_ lines: Lines) -> String {
        ReflowWriter.string(capacity: byteBound(lines)) { write(lines, into: &$0) }
    }

    /// All of `lines` as one paragraph's bytes, for a reader that makes a string of a part of them.
    package static func joinedBytes(_ lines: Lines) -> [UInt8] {
        ReflowWriter.bytes(capacity: byteBound(lines)) { write(lines, into: &$0) }
    }

    /// Writes `lines` as one paragraph.
    package static func write(_ lines: Lines, into writer: inout ReflowWriter) {
        lines.bytes.withUnsafeBufferPointer { buffer in
            for line in lines where !line.isBlank { writer.appendLine(line.trimmedRange, of: buffer) }
        }
    }

    /// The line ends a sentence (closing quotes and brackets aside); a blank line counts as an end.
    package static func endsSentence(_ line: TextLine, _ bytes: [UInt8]) -> Bool {
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
    package static func typicalWidth(_ lines: Lines) -> Int {
        var widest = 0
        for line in lines { widest = max(widest, line.trimmedCount) }
        return widest
    }

    package static let closingQuote: [UInt8] = [0xE2, 0x80, 0x9D]
    package static let openingQuote: [UInt8] = [0xE2, 0x80, 0x9C]

    package static func endsParagraph(_ line: TextLine, width: Int, next: TextLine, _ bytes: [UInt8]) -> Bool {
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
