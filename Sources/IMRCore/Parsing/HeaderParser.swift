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
    enum ValueKind { case caseNumber, date, word }

    struct Label {
        let name: String
        let spellings: [String]
        let kind: ValueKind
    }

    /// The header's labels; "Application Received:" often wraps, leaving "Application" and "Received:" apart.
    static let labels: [Label] = [
        Label(name: "Case Number", spellings: ["case number:"], kind: .caseNumber),
        Label(name: "Date Assigned", spellings: ["date assigned:"], kind: .date),
        Label(name: "Date of Injury", spellings: ["date of injury:"], kind: .date),
        Label(name: "Decision Date", spellings: ["decision date:"], kind: .date),
        Label(name: "UR Denial Date", spellings: ["ur denial date:"], kind: .date),
        Label(name: "Priority", spellings: ["priority:"], kind: .word),
        Label(name: "Application Received", spellings: ["application received:", "application"], kind: .date),
    ]
    /// The wrapped second half of a label: a token to skip.
    static let continuations = ["received:"]

    enum Token {
        case label(Int, line: Int)
        case value(Substring, line: Int)
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

    static func parse(_ lines: ArraySlice<TextLine>) -> LetterHeader {
        var waiting: [ValueKind: Waiting] = [:]
        var found: [Int: Substring] = [:]
        var seen: [Int] = []
        for token in tokens(lines) {
            switch token {
            case let .label(label, line):
                waiting[labels[label].kind, default: Waiting()].labels.append((label, line))
                if !seen.contains(label) { seen.append(label) }
            case let .value(text, line):
                // Prefer the nearest label of the value's kind on the same line; else the oldest one.
                if let label = waiting[kindOf(text)]?.take(onLine: line) {
                    found[label] = text
                }
            }
        }
        var header = LetterHeader()
        for label in seen {
            let name = labels[label].name
            guard let text = found[label] else {
                header.unreadLabels.append(name)
                continue
            }
            switch name {
            case "Case Number": header.caseNumber = String(text)
            case "Priority": header.priority = String(text)
            default:
                let date = DateParsing.date(text)
                switch name {
                case "Date Assigned": header.dates.assigned = date
                case "Date of Injury": header.dateOfInjury = date
                case "Decision Date": header.dates.decision = date
                case "UR Denial Date": header.dates.urDenial = date
                default: header.dates.applicationReceived = date
                }
            }
        }
        return header
    }

    static func kindOf(_ text: Substring) -> ValueKind {
        if CaseNumber.isValid(text) { return .caseNumber }
        if DateParsing.date(text) != nil { return .date }
        return .word
    }

    /// Labels and values in reading order. A value runs until two spaces or the line's end.
    static func tokens(_ lines: ArraySlice<TextLine>) -> [Token] {
        var tokens: [Token] = []
        for (lineNumber, line) in lines.enumerated() {
            var rest = line.text[...]
            while true {
                rest = rest.drop { $0 == " " || $0 == "\t" }
                guard !rest.isEmpty else { break }
                let lower = rest.prefix(24).lowercased()
                if let (label, length) = matchLabel(lower) {
                    tokens.append(.label(label, line: lineNumber))
                    rest = rest.dropFirst(length)
                    continue
                }
                if let continuation = continuations.first(where: { lower.hasPrefix($0) }) {
                    rest = rest.dropFirst(continuation.count)
                    continue
                }
                let value = valuePrefix(rest)
                tokens.append(.value(value, line: lineNumber))
                rest = rest.dropFirst(value.count)
            }
        }
        return tokens
    }

    static func matchLabel(_ lower: String) -> (Int, Int)? {
        for (index, label) in labels.enumerated() {
            for spelling in label.spellings where lower.hasPrefix(spelling) {
                // "Application" alone must be a whole word.
                if !spelling.hasSuffix(":"), let next = lower.dropFirst(spelling.count).first, next.isLetter {
                    continue
                }
                return (index, spelling.count)
            }
        }
        return nil
    }

    static func valuePrefix(_ text: Substring) -> Substring {
        var end = text.startIndex
        var previousWasSpace = false
        while end < text.endIndex {
            let character = text[end]
            if character == "\t" { break }
            if character == " " {
                if previousWasSpace { break }
                previousWasSpace = true
            } else {
                previousWasSpace = false
            }
            end = text.index(after: end)
        }
        return text[text.startIndex..<end].trimmingSpaces
    }
}

/// IMR case numbers: CM, two digits of year, a dash, seven digits ("CM16-0213037").
public enum CaseNumber {
    public static func isValid(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 12, bytes[0] == UInt8(ascii: "C"), bytes[1] == UInt8(ascii: "M"),
              bytes[4] == UInt8(ascii: "-") else { return false }
        return [2, 3, 5, 6, 7, 8, 9, 10, 11].allSatisfy { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
    }
}
