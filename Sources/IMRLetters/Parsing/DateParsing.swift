import IMRModel
import IMRText

/// Reads the date forms letters use: 10/25/2013, 01/12/10, 10-13-16, 2016-10-13, June 11, 2013, Jun. 11 2013.
/// Works on UTF-8 bytes; the String forms are for callers outside the parser.
public enum DateParsing {
    /// Month names and abbreviations, lower case: compared as bytes, no string made per word.
    static let months: [(name: StaticString, month: Int)] = [
        ("jan", 1), ("january", 1), ("feb", 2), ("february", 2), ("mar", 3), ("march", 3), ("apr", 4), ("april", 4),
        ("may", 5), ("jun", 6), ("june", 6), ("jul", 7), ("july", 7), ("aug", 8), ("august", 8), ("sep", 9),
        ("sept", 9), ("september", 9), ("oct", 10), ("october", 10), ("nov", 11), ("november", 11), ("dec", 12),
        ("december", 12),
    ]

    /// The month a word (ASCII letters) names, in any case.
    static func month(named word: ArraySlice<UInt8>) -> Int? {
        let first = asciiLower(word[word.startIndex])
        for (name, month) in months where name.utf8CodeUnitCount == word.count && name.utf8Start[0] == first {
            if zip(word, UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
                .allSatisfy({ asciiLower($0) == $1 }) {
                return month
            }
        }
        return nil
    }

    /// A whole string that is one date (surrounding spaces and a final period allowed).
    public static func date(_ text: some StringProtocol) -> CalendarDate? {
        date(Array(text.utf8)[...])
    }

    /// The first date in `text`, if any.
    public static func firstDate(in text: some StringProtocol) -> CalendarDate? {
        let bytes = Array(text.utf8)
        return firstDate(in: bytes, bytes.indices)
    }

    /// Bytes that are one date (surrounding blanks and a final period or comma allowed).
    static func date(_ text: ArraySlice<UInt8>) -> CalendarDate? {
        var start = text.startIndex, end = text.endIndex
        while start < end, ByteText.isBlank(text[start]) { start += 1 }
        while end > start, ByteText.isBlank(text[end - 1]) { end -= 1 }
        if end > start, text[end - 1] == 0x2E || text[end - 1] == 0x2C { end -= 1 }
        guard let (date, length) = date(atStartOf: text[start..<end]), length == end - start else { return nil }
        return date
    }

    /// The first date in `bytes[range]` that starts a word.
    static func firstDate(in bytes: [UInt8], _ range: Range<Int>) -> CalendarDate? {
        for index in range {
            let byte = bytes[index]
            guard ByteText.isDigit(byte) || ByteText.isASCIILetter(byte) else { continue }
            if index > range.lowerBound {
                let before = bytes[index - 1]
                if before < 0x80 {
                    if ByteText.isDigit(before) || ByteText.isASCIILetter(before) { continue }
                } else if let scalar = ByteText.scalar(endingAt: index, in: bytes, from: range.lowerBound),
                          ByteText.isLetterOrDigit(scalar) {
                    continue
                }
            }
            if let (date, _) = date(atStartOf: bytes[index..<range.upperBound]) { return date }
        }
        return nil
    }

    /// A date at the very start of `text`, with the number of bytes it takes.
    static func date(atStartOf text: ArraySlice<UInt8>) -> (CalendarDate, Int)? {
        guard let first = text.first else { return nil }
        return ByteText.isDigit(first) ? numericDate(text) : namedMonthDate(text)
    }

    /// MM/DD/YYYY, MM/DD/YY, MM-DD-YY, YYYY-MM-DD.
    static func numericDate(_ text: ArraySlice<UInt8>) -> (CalendarDate, Int)? {
        var parts = (0, 0, 0)
        var digitsInPart = (0, 0, 0)
        var partCount = 0
        var separator: UInt8 = 0
        var current = 0
        var digits = 0
        var index = text.startIndex
        while index < text.endIndex {
            let byte = text[index]
            if ByteText.isDigit(byte) {
                guard digits < 4 else { return nil }
                current = current * 10 + Int(byte - 0x30)
                digits += 1
            } else if (byte == 0x2F || byte == 0x2D) && digits > 0 && partCount < 2 && (separator == 0 || separator == byte) {
                separator = byte
                if partCount == 0 { parts.0 = current; digitsInPart.0 = digits } else { parts.1 = current; digitsInPart.1 = digits }
                partCount += 1
                current = 0
                digits = 0
            } else {
                break
            }
            index += 1
        }
        guard digits > 0, partCount == 2 else { return nil }
        parts.2 = current
        digitsInPart.2 = digits
        // A digit or separator right after the date means it was something else (a phone or a ratio).
        if index < text.endIndex, ByteText.isDigit(text[index]) || text[index] == 0x2F { return nil }
        let date: CalendarDate?
        if digitsInPart.0 == 4 {
            date = CalendarDate(year: parts.0, month: parts.1, day: parts.2)
        } else if digitsInPart.0 <= 2, digitsInPart.1 <= 2, digitsInPart.2 == 4 || digitsInPart.2 == 2 {
            date = CalendarDate(year: expandYear(parts.2, digits: digitsInPart.2), month: parts.0, day: parts.1)
        } else {
            date = nil
        }
        return date.map { ($0, index - text.startIndex) }
    }

    /// "June 11, 2013", "Jun. 11 2013", "June 11th, 2013".
    static func namedMonthDate(_ text: ArraySlice<UInt8>) -> (CalendarDate, Int)? {
        var index = text.startIndex
        while index < text.endIndex, ByteText.isASCIILetter(text[index]) { index += 1 }
        let wordLength = index - text.startIndex
        // Month names are 3 to 9 letters, followed by no other letter: most words stop here.
        guard (3...9).contains(wordLength) else { return nil }
        if index < text.endIndex, text[index] >= 0x80 { return nil }
        guard let month = month(named: text[text.startIndex..<index]) else { return nil }
        if index < text.endIndex, text[index] == 0x2E { index += 1 }
        let beforeSpaces = index
        while index < text.endIndex, text[index] == 0x20 { index += 1 }
        guard index > beforeSpaces || (index < text.endIndex && ByteText.isDigit(text[index])) else { return nil }
        let dayStart = index
        var day = 0
        while index < text.endIndex, ByteText.isDigit(text[index]) {
            day = day * 10 + Int(text[index] - 0x30)
            index += 1
        }
        guard (1...2).contains(index - dayStart) else { return nil }
        if index + 1 < text.endIndex {
            let suffix = (asciiLower(text[index]), asciiLower(text[index + 1]))
            // st, nd, rd, th
            if suffix == (0x73, 0x74) || suffix == (0x6E, 0x64) || suffix == (0x72, 0x64) || suffix == (0x74, 0x68) {
                index += 2
            }
        }
        if index < text.endIndex, text[index] == 0x2C { index += 1 }
        while index < text.endIndex, text[index] == 0x20 { index += 1 }
        let yearStart = index
        var year = 0
        while index < text.endIndex, ByteText.isDigit(text[index]) {
            year = year * 10 + Int(text[index] - 0x30)
            index += 1
            if index - yearStart > 4 { return nil }
        }
        guard index - yearStart == 4, let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        return (date, index - text.startIndex)
    }

    /// Two-digit years: 00-40 are 2000s, the rest 1900s (injuries go back decades, letters start in 2013).
    static func expandYear(_ year: Int, digits: Int) -> Int {
        guard digits == 2 else { return year }
        return year <= 40 ? 2000 + year : 1900 + year
    }
}
