import IMRModel
import IMRText

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
    /// The letters labels and their continuations start with, one bit per letter (they are lower-case
    /// literals): a token that starts otherwise is a value, found without trying each spelling.
    static let initials: UInt32 = (spellings.map(\.spelling) + continuations).reduce(0) {
        $0 | 1 << UInt32($1.utf8Start[0] - 0x61)
    }

    /// `byte`, in either case, is a letter some label or continuation starts with.
    @inline(__always) static func mayStartLabel(_ byte: UInt8, initials: UInt32) -> Bool {
        let letter = asciiLower(byte)
        return letter >= 0x61 && letter <= 0x7A && initials & 1 << UInt32(letter - 0x61) != 0
    }

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

    /// A label's value: its bytes, and the date they are when the label takes a date (read once, when
    /// the value's kind was found).
    struct Value {
        var range: Range<Int>
        var date: CalendarDate?
    }

    static func parse(_ lines: Lines) -> LetterHeader {
        let bytes = lines.bytes
        let labels = labels
        var caseNumbers = Waiting(), dates = Waiting(), words = Waiting()
        // Most labels take a date: their list is made once, not grown label by label.
        dates.labels.reserveCapacity(labels.count)
        // Each label seen, in the order first seen, with its value once one is found (a header has a
        // handful: a list searched in place, not a table).
        var seen: [(label: Int, value: Value?)] = []
        seen.reserveCapacity(labels.count)
        forEachToken(lines) { token in
            switch token {
            case let .label(label, line):
                switch labels[label].kind {
                case .caseNumber: caseNumbers.labels.append((label, line))
                case .date: dates.labels.append((label, line))
                case .word: words.labels.append((label, line))
                }
                if !seen.contains(where: { $0.label == label }) { seen.append((label, nil)) }
            case let .value(range, line):
                // Prefer the nearest label of the value's kind on the same line; else the oldest one.
                let text = bytes[range]
                let taken: Int?
                var date: CalendarDate? = nil
                if CaseNumber.isValid(text) {
                    taken = caseNumbers.take(onLine: line)
                } else if let read = DateParsing.date(text) {
                    date = read
                    taken = dates.take(onLine: line)
                } else {
                    taken = words.take(onLine: line)
                }
                if let taken, let position = seen.firstIndex(where: { $0.label == taken }) {
                    seen[position].value = Value(range: range, date: date)
                }
            }
        }
        var header = LetterHeader()
        for (label, value) in seen {
            guard let value else {
                header.unreadLabels.append(labels[label].name)
                continue
            }
            switch labels[label].field {
            case .caseNumber: header.caseNumber = ByteText.string(bytes[value.range])
            case .priority: header.priority = ByteText.string(bytes[value.range])
            case .assigned: header.dates.assigned = value.date
            case .injury: header.dateOfInjury = value.date
            case .decision: header.dates.decision = value.date
            case .urDenial: header.dates.urDenial = value.date
            case .applicationReceived: header.dates.applicationReceived = value.date
            }
        }
        return header
    }

    /// Each label and value in reading order, as found (no list of them made). A value runs until two
    /// spaces, a tab or the line's end.
    static func forEachToken(_ lines: Lines, _ body: (Token) -> Void) {
        let bytes = lines.bytes
        let initials = initials
        for (lineNumber, line) in lines.enumerated() {
            var at = line.contentStart
            let end = line.end
            while true {
                at = blanksSkipped(bytes, from: at, to: end)
                guard at < end else { break }
                if mayStartLabel(bytes[at], initials: initials) {
                    if let (label, length) = matchLabel(bytes, at..<end) {
                        body(.label(label, line: lineNumber))
                        at += length
                        continue
                    }
                    if let continuation = continuations.first(where: { ByteText.hasPrefix(bytes, at..<end, ignoringCase: $0) }) {
                        at += continuation.utf8CodeUnitCount
                        continue
                    }
                }
                let valueEnd = valueEnd(bytes, at..<end)
                var trimmedEnd = valueEnd
                while trimmedEnd > at, ByteText.isBlank(bytes[trimmedEnd - 1]) { trimmedEnd -= 1 }
                body(.value(at..<trimmedEnd, line: lineNumber))
                at = valueEnd
            }
        }
    }

    /// The first offset at or after `start` that holds no space or tab. The columns of a laid-out header
    /// are set apart by long runs of spaces: eight are passed at once.
    static func blanksSkipped(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var at = start
            while at + 8 <= end, SWAR.load(buffer, at: at) == SWAR.repeated(0x20) { at += 8 }
            while at < end, ByteText.isBlank(buffer[at]) { at += 1 }
            return at
        }
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
