/// Joins extraction line breaks back into running text.
///
/// Lines are joined with one space, except that a line ending in a hyphen right after a letter or digit
/// ends inside a word ("Non-" / "MTUS" is "Non-MTUS"). Paragraphs end at blank lines, and at a short
/// line that ends a sentence when the next line starts one (plain pdftotext keeps no blank lines).
public enum Reflow {
    /// The paragraphs of `lines`, each as one string with whitespace runs collapsed.
    public static func paragraphs(_ lines: ArraySlice<TextLine>) -> [String] {
        let width = typicalWidth(lines)
        var paragraphs: [String] = []
        var current = ""
        var previous: Substring? = nil
        for line in lines {
            let text = line.trimmed
            if text.isEmpty {
                flush(&current, into: &paragraphs)
                previous = nil
                continue
            }
            if let previous, endsParagraph(previous, width: width, next: text) {
                flush(&current, into: &paragraphs)
            }
            append(text, to: &current)
            previous = text
        }
        flush(&current, into: &paragraphs)
        return paragraphs
    }

    /// All of `lines` as one paragraph.
    public static func joined(_ lines: ArraySlice<TextLine>) -> String {
        var current = ""
        for line in lines where !line.isBlank { append(line.trimmed, to: &current) }
        return current
    }

    /// Appends a line to running text: a space between, or nothing after a word-internal hyphen.
    static func append(_ text: Substring, to current: inout String) {
        if current.isEmpty {
            appendCollapsed(text, to: &current)
            return
        }
        if endsInsideWord(current) {
            appendCollapsed(text, to: &current)
        } else {
            current.append(" ")
            appendCollapsed(text, to: &current)
        }
    }

    static func endsInsideWord(_ text: String) -> Bool {
        guard text.last == "-" else { return false }
        // Not `dropLast()`: it counts the whole text, and this runs once per line (quadratic).
        let beforeHyphen = text[...].droppingLastCharacter.last
        return beforeHyphen.map { $0.isLetter || $0.isNumber } ?? false
    }

    static func appendCollapsed(_ text: Substring, to current: inout String) {
        // Most lines hold no run of spaces, tab or no-break space: append them whole.
        var plain = true
        var previousSpace = current.utf8.last == 0x20
        for byte in text.utf8 {
            if byte == 0x09 || byte == 0xA0 || (byte == 0x20 && previousSpace) {
                plain = false
                break
            }
            previousSpace = byte == 0x20
        }
        if plain {
            current += text
            return
        }
        var lastWasSpace = current.last == " "
        for character in text {
            if character == " " || character == "\t" || character == "\u{A0}" {
                if !lastWasSpace { current.append(" ") }
                lastWasSpace = true
            } else {
                current.append(character)
                lastWasSpace = false
            }
        }
    }

    static func flush(_ current: inout String, into paragraphs: inout [String]) {
        while current.last == " " { current.removeLast() }
        if !current.isEmpty { paragraphs.append(current) }
        current = ""
    }

    /// The width most lines are wrapped at: the longest of the block's lines.
    static func typicalWidth(_ lines: ArraySlice<TextLine>) -> Int {
        var widest = 0
        for line in lines { widest = max(widest, line.trimmed.utf8.count) }
        return widest
    }

    static func endsParagraph(_ line: Substring, width: Int, next: Substring) -> Bool {
        guard width >= 40, line.utf8.count * 10 < width * 7 else { return false }
        guard let last = line.last, ".:!?\"”".contains(last) else { return false }
        guard let first = next.first else { return false }
        return first.isUppercase || first.isNumber || first == "\"" || first == "“"
    }
}
