/// What a letter's header table gives.
public struct LetterHeader: Sendable, Equatable {
    public var caseNumber: String?
    public var dates = CaseDates()
    public var dateOfInjury: CalendarDate?
    public var priority: String?
    /// Labels present whose value could not be read.
    public var unreadLabels: [String] = []
}

/// Reads the header's two-column table in both extractor layouts: labels and values side by side
/// (pdftotext -layout), or a run of labels followed by a run of values (plain pdftotext).
enum HeaderParser {
    enum ValueKind: Int { case caseNumber, date, word }

    /// Where a label's value goes in the header.
    enum Field { case caseNumber, assigned, injury, decision, urDenial, priority, applicationReceived }

    struct Label {
        let name: String
        let spellings: [StaticString]
        let kind: ValueKind
        let field: Field
    }

    /// The header's labels; "Application Received:" often wraps, leaving "Application" and "Received:" apart.
    static let labels: [Label] = [
        Label(name: "Case Number", spellings: ["case number:"], kind: .caseNumber, field: .caseNumber),
        Label(name: "Date Assigned", spellings: ["date assigned:"], kind: .date, field: .assigned),
        Label(name: "Date of Injury", spellings: ["date of injury:"], kind: .date, field: .injury),
        Label(name: "Decision Date", spellings: ["decision date:"], kind: .date, field: .decision),
        Label(name: "UR Denial Date", spellings: ["ur denial date:"], kind: .date, field: .urDenial),
        Label(name: "Priority", spellings: ["priority:"], kind: .word, field: .priority),
        Label(name: "Application Received", spellings: ["application received:", "application"], kind: .date, field: .applicationReceived),
    ]
    /// Every spelling with its label's position, in the labels' order: plain values, walked without
    /// reference counting for every token.
    static let spellings: [(label: Int, spelling: StaticString)] = labels.enumerated().flatMap { index, label in
        label.spellings.map { (index, $0) }
    }
    /// The wrapped second half of a label: a token to skip.
    static let continuations: [StaticString] = ["received:"]

    enum Token {
        case label(Int, line: Int)
        case value(Range<Int>, line: Int)
    }

    /// Labels of one value kind still waiting for their value, oldest first. A deque, so that a run of
    /// thousands of labels stays linear (searching and removing in one array was quadratic: fuzzing).
    struct Waiting {
        var labels: [(label: Int, line: Int)] = []
        var front = 0

        /// The nearest label on `line` (layout); else the oldest one waiting (raw).
        mutating func take(onLine line: Int) -> Int? {
            guard front < labels.count, let last = labels.last else { return nil }
            if last.line == line {
                labels.removeLast()
                return last.label
            }
            front += 1
            return labels[front - 1].label
        }
    }

    static func parse(_ lines: Lines) -> LetterHeader {
        let bytes = lines.bytes
        let labels = labels
        var waiting: [Waiting] = [Waiting(), Waiting(), Waiting()]
        var found: [Range<Int>?] = Array(repeating: nil, count: labels.count)
        var seen: [Int] = []
        for token in tokens(lines) {
            switch token {
            case let .label(label, line):
                waiting[labels[label].kind.rawValue].labels.append((label, line))
                if !seen.contains(label) { seen.append(label) }
            case let .value(range, line):
                // Prefer the nearest label of the value's kind on the same line; else the oldest one.
                if let label = waiting[kindOf(bytes[range]).rawValue].take(onLine: line) {
                    found[label] = range
                }
            }
        }
        var header = LetterHeader()
        for label in seen {
            guard let range = found[label] else {
                header.unreadLabels.append(labels[label].name)
                continue
            }
            let text = bytes[range]
            switch labels[label].field {
            case .caseNumber: header.caseNumber = ByteText.string(text)
            case .priority: header.priority = ByteText.string(text)
            case .assigned: header.dates.assigned = DateParsing.date(text)
            case .injury: header.dateOfInjury = DateParsing.date(text)
            case .decision: header.dates.decision = DateParsing.date(text)
            case .urDenial: header.dates.urDenial = DateParsing.date(text)
            case .applicationReceived: header.dates.applicationReceived = DateParsing.date(text)
            }
        }
        return header
    }

    static func kindOf(_ text: ArraySlice<UInt8>) -> ValueKind {
        if CaseNumber.isValid(text) { return .caseNumber }
        if DateParsing.date(text) != nil { return .date }
        return .word
    }

    /// Labels and values in reading order. A value runs until two spaces, a tab or the line's end.
    static func tokens(_ lines: Lines) -> [Token] {
        let bytes = lines.bytes
        var tokens: [Token] = []
        tokens.reserveCapacity(32)
        for (lineNumber, line) in lines.enumerated() {
            var at = line.contentStart
            let end = line.end
            while true {
                while at < end, ByteText.isBlank(bytes[at]) { at += 1 }
                guard at < end else { break }
                if let (label, length) = matchLabel(bytes, at..<end) {
                    tokens.append(.label(label, line: lineNumber))
                    at += length
                    continue
                }
                if let continuation = continuations.first(where: { ByteText.hasPrefix(bytes, at..<end, ignoringCase: $0) }) {
                    at += continuation.utf8CodeUnitCount
                    continue
                }
                let valueEnd = valueEnd(bytes, at..<end)
                var trimmedEnd = valueEnd
                while trimmedEnd > at, ByteText.isBlank(bytes[trimmedEnd - 1]) { trimmedEnd -= 1 }
                tokens.append(.value(at..<trimmedEnd, line: lineNumber))
                at = valueEnd
            }
        }
        return tokens
    }

    static func matchLabel(_ bytes: [UInt8], _ range: Range<Int>) -> (Int, Int)? {
        let first = asciiLower(bytes[range.lowerBound])
        for (index, spelling) in spellings where asciiLower(spelling.utf8Start[0]) == first
            && ByteText.hasPrefix(bytes, range, ignoringCase: spelling) {
            // "Application" alone must be a whole word.
            let next = range.lowerBound + spelling.utf8CodeUnitCount
            if spelling.utf8Start[spelling.utf8CodeUnitCount - 1] != 0x3A,
               let after = ByteText.scalar(at: next, in: bytes, end: range.upperBound), after.properties.isAlphabetic {
                continue
            }
            return (index, spelling.utf8CodeUnitCount)
        }
        return nil
    }

    /// Where a value starting at `range.lowerBound` ends: at a tab or at the second of two spaces.
    static func valueEnd(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var previousWasSpace = false
        for index in range {
            let byte = bytes[index]
            if byte == 0x09 { return index }
            if byte == 0x20 {
                if previousWasSpace { return index }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
        }
        return range.upperBound
    }
}

/// IMR case numbers: CM, two digits of year, a dash, seven digits ("CM16-0213037").
public enum CaseNumber {
    public static func isValid(_ text: some StringProtocol) -> Bool {
        isValid(Array(text.utf8)[...])
    }

    static func isValid(_ text: ArraySlice<UInt8>) -> Bool {
        guard text.count == 12 else { return false }
        let base = text.startIndex
        guard text[base] == UInt8(ascii: "C"), text[base + 1] == UInt8(ascii: "M"), text[base + 4] == UInt8(ascii: "-") else {
            return false
        }
        return [2, 3, 5, 6, 7, 8, 9, 10, 11].allSatisfy { ByteText.isDigit(text[base + $0]) }
    }
}
