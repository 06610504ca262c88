/// A calendar date without time zones: letters only ever name days.
public struct CivilDate: Sendable, Hashable, Codable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// "YYYY-MM-DD", the form the parser's contract uses.
    public var iso: String {
        "\(year)-\(Self.two(month))-\(Self.two(day))"
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days since 1970-01-01 (Howard Hinnant's algorithm), so dates can be shifted exactly.
    var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (m <= 2 ? 1 : 0), month: m, day: d)
    }

    func adding(days: Int) -> CivilDate {
        CivilDate(dayNumber: dayNumber + days)
    }

    static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]
}

/// The ways letters write a date in prose.
enum DateStyle: CaseIterable {
    case slashFull  // 10/25/2013
    case slashShort  // 01/12/10
    case dashShort  // 10-13-16
    case dashLoose  // 9-3-2016 (no leading zeros)
    case spelled  // June 11, 2013

    func format(_ date: CivilDate) -> String {
        let yy = CivilDate.two(date.year % 100)
        switch self {
        case .slashFull: return "\(CivilDate.two(date.month))/\(CivilDate.two(date.day))/\(date.year)"
        case .slashShort: return "\(CivilDate.two(date.month))/\(CivilDate.two(date.day))/\(yy)"
        case .dashShort: return "\(CivilDate.two(date.month))-\(CivilDate.two(date.day))-\(yy)"
        case .dashLoose: return "\(date.month)-\(date.day)-\(date.year)"
        case .spelled: return "\(CivilDate.monthNames[date.month - 1]) \(date.day), \(date.year)"
        }
    }
}
