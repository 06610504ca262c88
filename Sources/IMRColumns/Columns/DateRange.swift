import IMRLetters
import IMRModel
import IMRText

/// The dates of a case a query can hold to a range, as the DWC's own search does.
public enum DateField: String, CaseIterable, Sendable, Codable {
    case decided, injured, received, assigned, denied

    /// The filter line's key and its synonyms.
    public var key: String { rawValue }

    public var synonyms: [String] {
        switch self {
        case .decided: return []
        case .injured: return ["injury", "doi"]
        case .received: return ["application"]
        case .assigned: return []
        case .denied: return ["ur", "denial"]
        }
    }

    public var title: String {
        switch self {
        case .decided: return "Decision date"
        case .injured: return "Date of injury"
        case .received: return "Application received"
        case .assigned: return "Date assigned"
        case .denied: return "UR denial date"
        }
    }

    /// Inlined, so that a case read in place (`DateColumns.all`) is not copied whole to read one date.
    @inline(__always)
    public func date(of imrCase: IMRCase) -> CalendarDate? {
        switch self {
        case .decided: return imrCase.dates.decision
        case .injured: return imrCase.patient.dateOfInjury
        case .received: return imrCase.dates.applicationReceived
        case .assigned: return imrCase.dates.assigned
        case .denied: return imrCase.dates.urDenial
        }
    }

    public static func forKey(_ key: String) -> DateField? {
        let lower = CaseFold.key(key)
        return allCases.first { $0.key == lower || $0.synonyms.contains(lower) }
    }
}

/// Days from `from` to `to`, both included; either end may be open. Typed as a year ("2016"), a month
/// ("2016-12"), a day ("2016-12-09" or "12/09/2016"), or two of those around "..": "2016-12..2017-01",
/// "..2015", "2016-06-01..". A case without the date is outside every range.
public struct DateRange: Hashable, Sendable {
    public var from: CalendarDate?
    public var to: CalendarDate?

    public init(from: CalendarDate?, to: CalendarDate?) {
        self.from = from
        self.to = to
    }

    /// Nil when the text is not a date or range, or the range runs backwards.
    public init?(_ text: String) {
        let trimmed = String(text.trimmingSpaces)
        if let dots = trimmed.range(of: "..") {
            let start = String(trimmed[trimmed.startIndex..<dots.lowerBound])
            let end = String(trimmed[dots.upperBound...])
            guard !(start.isEmpty && end.isEmpty) else { return nil }
            var from: CalendarDate? = nil
            var to: CalendarDate? = nil
            if !start.isEmpty {
                guard let span = Self.span(start) else { return nil }
                from = span.first
            }
            if !end.isEmpty {
                guard let span = Self.span(end) else { return nil }
                to = span.last
            }
            if let from, let to, to < from { return nil }
            self.init(from: from, to: to)
        } else {
            guard let span = Self.span(trimmed) else { return nil }
            self.init(from: span.first, to: span.last)
        }
    }

    public func contains(_ date: CalendarDate?) -> Bool {
        guard let date else { return false }
        if let from, date < from { return false }
        if let to, to < date { return false }
        return true
    }

    /// The range as it would be typed, as short as it stays exact ("2016", "2016-12..2017-01").
    public var text: String {
        if let from, let to, let whole = Self.shortForm(from, to) { return whole }
        let start = from.map { Self.shortStart($0, to: to) } ?? ""
        let end = to.map { Self.shortEnd($0, from: from) } ?? ""
        return start + ".." + end
    }

    // MARK: Reading

    /// The first and last day a year, month or day names. A day is read as the letters' dates are
    /// (DateParsing: 2016-12-09, 12/09/2016, June 11, 2013).
    package static func span(_ text: String) -> (first: CalendarDate, last: CalendarDate)? {
        if let day = DateParsing.date(text) { return (day, day) }
        let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
        let parts = pieces.compactMap { Int($0) }
        guard (1...2).contains(pieces.count), parts.count == pieces.count else { return nil }
        let year = parts[0]
        guard let month = parts.count == 2 ? parts[1] : nil else {
            guard let first = CalendarDate(year: year, month: 1, day: 1),
                  let last = CalendarDate(year: year, month: 12, day: 31) else { return nil }
            return (first, last)
        }
        guard (1...12).contains(month), let first = CalendarDate(year: year, month: month, day: 1),
              let last = CalendarDate(year: year, month: month, day: CalendarDate.daysIn(month: month, year: year))
        else { return nil }
        return (first, last)
    }

    // MARK: Writing

    package static func isFirstOfYear(_ date: CalendarDate) -> Bool { date.month == 1 && date.day == 1 }
    package static func isLastOfYear(_ date: CalendarDate) -> Bool { date.month == 12 && date.day == 31 }
    package static func isFirstOfMonth(_ date: CalendarDate) -> Bool { date.day == 1 }
    package static func isLastOfMonth(_ date: CalendarDate) -> Bool {
        Int(date.day) == CalendarDate.daysIn(month: Int(date.month), year: Int(date.year))
    }

    package static func monthText(_ date: CalendarDate) -> String { String(date.iso.prefix(7)) }

    /// One year, one month or one day, written as such.
    package static func shortForm(_ from: CalendarDate, _ to: CalendarDate) -> String? {
        if from == to { return from.iso }
        if from.year == to.year && isFirstOfYear(from) && isLastOfYear(to) { return String(from.year) }
        if from.year == to.year && from.month == to.month && isFirstOfMonth(from) && isLastOfMonth(to) {
            return monthText(from)
        }
        return nil
    }

    /// A start written as a year or month when the whole range is in years or months.
    package static func shortStart(_ from: CalendarDate, to: CalendarDate?) -> String {
        if isFirstOfYear(from) && (to.map(isLastOfYear) ?? true) { return String(from.year) }
        if isFirstOfMonth(from) && (to.map(isLastOfMonth) ?? true) { return monthText(from) }
        return from.iso
    }

    package static func shortEnd(_ to: CalendarDate, from: CalendarDate?) -> String {
        if isLastOfYear(to) && (from.map(isFirstOfYear) ?? true) { return String(to.year) }
        if isLastOfMonth(to) && (from.map(isFirstOfMonth) ?? true) { return monthText(to) }
        return to.iso
    }
}
