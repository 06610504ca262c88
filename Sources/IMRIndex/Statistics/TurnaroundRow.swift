import IMRModel
import IMRColumns

/// The review's clock per period of the decision date: how many cases have both dates, the median
/// days from the application's receipt to the decision, and how many took longer than the 30 days of a
/// standard review (`IMRCase.turnaroundLimit`). What `imr stats --by month` adds to a period's table.
public struct TurnaroundRow: Hashable, Sendable, Encodable {
    /// The period ("2016-12"), `StatsPeriod.undated`, or `all` for every case counted.
    public var value: String
    /// Cases with both dates (the others have no clock).
    public var timed: Int
    public var medianDays: Double?
    public var pastLimit: Int

    public static let all = "all"

    /// The share of timed cases past the limit; nil with none timed.
    public var pastLimitShare: Double? { timed == 0 ? nil : Double(pastLimit) / Double(timed) }

    init(value: String, days: [Int]) {
        self.value = value
        timed = days.count
        pastLimit = days.filter { $0 > IMRCase.turnaroundLimit }.count
        let sorted = days.sorted()
        if sorted.isEmpty {
            medianDays = nil
        } else if sorted.count % 2 == 1 {
            medianDays = Double(sorted[sorted.count / 2])
        } else {
            medianDays = Double(sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }
}

extension CorpusIndex {
    /// The clock per period over the cases every query selects, in time order, undated last, then
    /// every case together (`TurnaroundRow.all`).
    /// Read from the index's date columns: no case is read.
    public func turnaroundRows(_ period: StatsPeriod, forAll queries: [CaseQuery]) -> [TurnaroundRow] {
        let received = dates.column(.received), decided = dates.column(.decided)
        var byPeriod: [String: [Int]] = [:]
        var all: [Int] = []
        for row in matching(all: queries) {
            let label = CalendarDate(yyyymmdd: Int(decided[row])).map(period.label) ?? StatsPeriod.undated
            var days = byPeriod[label] ?? []
            if let turnaround = DateColumns.turnaround(received: received[row], decided: decided[row]) {
                days.append(turnaround)
                all.append(turnaround)
            }
            byPeriod[label] = days
        }
        let labels = byPeriod.keys.sorted { a, b in
            (a == StatsPeriod.undated ? 1 : 0, a) < (b == StatsPeriod.undated ? 1 : 0, b)
        }
        return labels.map { TurnaroundRow(value: $0, days: byPeriod[$0] ?? []) } + [TurnaroundRow(value: TurnaroundRow.all, days: all)]
    }
}
