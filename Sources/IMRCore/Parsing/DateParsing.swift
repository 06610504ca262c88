/// Reads the date forms letters use: 10/25/2013, 01/12/10, 10-13-16, 2016-10-13, June 11, 2013, Jun. 11 2013.
public enum DateParsing {
    static let months: [String: Int] = [
        "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4, "may": 5,
        "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9, "september": 9,
        "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
    ]

    /// A whole string that is one date (surrounding spaces and a final period allowed).
    public static func date(_ text: some StringProtocol) -> CalendarDate? {
        var trimmed = Substring(text).trimmingSpaces
        if trimmed.last == "." || trimmed.last == "," { trimmed = trimmed.dropLast() }
        guard let (date, length) = date(atStartOf: trimmed), length == trimmed.count else { return nil }
        return date
    }

    /// The first date in `text`, if any.
    public static func firstDate(in text: Substring) -> CalendarDate? {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let atWordStart = index == text.startIndex || !text[text.index(before: index)].isLetterOrDigit
            if atWordStart, character.isNumber || character.isLetter,
               let (date, _) = date(atStartOf: text[index...]) {
                return date
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// A date at the very start of `text`, with the number of characters it takes.
    static func date(atStartOf text: Substring) -> (CalendarDate, Int)? {
        guard let first = text.first else { return nil }
        return first.isNumber ? numericDate(text) : namedMonthDate(text)
    }

    /// MM/DD/YYYY, MM/DD/YY, MM-DD-YY, YYYY-MM-DD.
    static func numericDate(_ text: Substring) -> (CalendarDate, Int)? {
        var parts: [Int] = []
        var digitsInPart: [Int] = []
        var separator: Character? = nil
        var consumed = 0
        var current = 0
        var digits = 0
        for character in text {
            if let digit = character.wholeNumberValue, character.isASCII {
                guard digits < 4 else { return nil }
                current = current * 10 + digit
                digits += 1
            } else if (character == "/" || character == "-") && digits > 0 && parts.count < 2
                        && (separator == nil || separator == character) {
                separator = character
                parts.append(current)
                digitsInPart.append(digits)
                current = 0
                digits = 0
            } else {
                break
            }
            consumed += 1
        }
        guard digits > 0, parts.count == 2 else { return nil }
        parts.append(current)
        digitsInPart.append(digits)
        // A digit or separator right after the date means it was something else (a phone or a ratio).
        if consumed < text.count {
            let next = text[text.index(text.startIndex, offsetBy: consumed)]
            if next.isNumber || next == "/" { return nil }
        }
        let date: CalendarDate?
        if digitsInPart[0] == 4 {
            date = CalendarDate(year: parts[0], month: parts[1], day: parts[2])
        } else if digitsInPart[0] <= 2, digitsInPart[1] <= 2, digitsInPart[2] == 4 || digitsInPart[2] == 2 {
            date = CalendarDate(year: expandYear(parts[2], digits: digitsInPart[2]), month: parts[0], day: parts[1])
        } else {
            date = nil
        }
        return date.map { ($0, consumed) }
    }

    /// "June 11, 2013", "Jun. 11 2013", "June 11th, 2013".
    static func namedMonthDate(_ text: Substring) -> (CalendarDate, Int)? {
        let word = text.prefix { $0.isLetter }
        // Month names are 3 to 9 letters: most words are rejected before any allocation.
        guard (3...9).contains(word.utf8.count), let month = months[word.lowercased()] else { return nil }
        var rest = text.dropFirst(word.count)
        if rest.first == "." { rest = rest.dropFirst() }
        let afterMonth = rest.drop { $0 == " " }
        guard afterMonth.count < rest.count || rest.first?.isNumber == true else { return nil }
        let dayDigits = afterMonth.prefix { $0.isNumber }
        guard (1...2).contains(dayDigits.count), let day = Int(dayDigits) else { return nil }
        var afterDay = afterMonth.dropFirst(dayDigits.count)
        for suffix in ["st", "nd", "rd", "th"] where afterDay.lowercased().hasPrefix(suffix) {
            afterDay = afterDay.dropFirst(2)
            break
        }
        if afterDay.first == "," { afterDay = afterDay.dropFirst() }
        let beforeYear = afterDay.drop { $0 == " " }
        let yearDigits = beforeYear.prefix { $0.isNumber }
        guard yearDigits.count == 4, let year = Int(yearDigits),
              let date = CalendarDate(year: year, month: month, day: day) else { return nil }
        let consumed = text.count - beforeYear.dropFirst(4).count
        return (date, consumed)
    }

    /// Two-digit years: 00-40 are 2000s, the rest 1900s (injuries go back decades, letters start in 2013).
    static func expandYear(_ year: Int, digits: Int) -> Int {
        guard digits == 2 else { return year }
        return year <= 40 ? 2000 + year : 1900 + year
    }
}

extension Character {
    var isLetterOrDigit: Bool { isLetter || isNumber }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map { text.index(after: $0) } ?? start
        return start < end ? text[start..<end] : text[start..<start]
    }
}
