/// A day on the calendar, without time or zone: what the letters' dates are.
/// Encodes as ISO 8601 ("2016-10-13"), compares chronologically.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int16
    public let month: UInt8
    public let day: UInt8

    /// Nil when the parts do not make a real day (Feb 30, month 13, years outside 1900...2099).
    public init?(year: Int, month: Int, day: Int) {
        guard (1900...2099).contains(year), (1...12).contains(month), day >= 1,
              day <= CalendarDate.daysIn(month: month, year: year) else { return nil }
        self.year = Int16(year)
        self.month = UInt8(month)
        self.day = UInt8(day)
    }

    public init?(iso: String) {
        let parts = iso.split(separator: "-")
        guard parts.count == 3, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else {
            return nil
        }
        self.init(year: y, month: m, day: d)
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public var iso: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(Int(year), 4))-\(pad(Int(month), 2))-\(pad(Int(day), 2))"
    }

    /// As US readers write it: 10/13/2016.
    public var us: String {
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return "\(m)/\(d)/\(year)"
    }

    public var description: String { iso }

    /// A day count that subtracts (`days(to:)`), in constant time: days since 1 March of year 0 of the
    /// proleptic Gregorian calendar, counting years from March so that a leap day ends its year.
    var dayNumber: Int { CalendarDate.dayNumber(year: Int(year), month: Int(month), day: Int(day)) }

    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra
    }

    /// `dayNumber` of a date packed as yyyymmdd (the date columns' form).
    package static func dayNumber(packed: Int) -> Int {
        dayNumber(year: packed / 10_000, month: packed / 100 % 100, day: packed % 100)
    }

    /// The days from this date to `later` (negative when `later` is earlier).
    public func days(to later: CalendarDate) -> Int { later.dayNumber - dayNumber }

    /// The date a packed yyyymmdd stands for (the date columns' form; 0 is none).
    package init?(yyyymmdd packed: Int) {
        self.init(year: packed / 10_000, month: packed / 100 % 100, day: packed % 100)
    }

    /// The day as one number that sorts as the dates do: yyyymmdd (20161013).
    public var yyyymmdd: Int { Int(year) * 10_000 + Int(month) * 100 + Int(day) }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = CalendarDate(iso: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "not an ISO date: \(text)"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
