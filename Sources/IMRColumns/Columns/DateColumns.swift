import Synchronization
import IMRModel

/// Each date field of every case packed as yyyymmdd (0 when the letter has none), made on first use, so
/// a date range is one pass over a flat array rather than over the cases.
package final class DateColumns: Sendable {
    private let cases: CaseList
    private let columns: Mutex<[DateField: [Int32]]>

    /// `known`: columns already made (kept by the case store).
    package init(_ cases: CaseList, known: [DateField: [Int32]] = [:]) {
        self.cases = cases
        self.columns = Mutex(known)
    }

    package static func packed(_ date: CalendarDate?) -> Int32 {
        Int32(date?.yyyymmdd ?? 0)
    }

    package func column(_ field: DateField) -> [Int32] {
        if let known = columns.withLock({ $0[field] }) { return known }
        let made = cases.map { Self.packed(field.date(of: $0)) }
        columns.withLock { $0[field] = made }
        return made
    }

    /// Every field's column, those not made yet made in one pass over the cases (the case store keeps
    /// them all): reading a case out of the list copies it whole, so one pass costs a fifth of five.
    package func all() -> [DateField: [Int32]] {
        let missing = DateField.allCases.filter { field in columns.withLock { $0[field] == nil } }
        if !missing.isEmpty {
            var made = missing.map { _ in [Int32]() }
            for position in made.indices { made[position].reserveCapacity(cases.count) }
            // Read in place: a copy of each case retained every string and array in it.
            cases.materialized.withUnsafeBufferPointer { cases in
                for row in cases.indices {
                    for (position, field) in missing.enumerated() {
                        made[position].append(Self.packed(field.date(of: cases[row])))
                    }
                }
            }
            columns.withLock { known in
                for (position, field) in missing.enumerated() where known[field] == nil { known[field] = made[position] }
            }
        }
        return columns.withLock { $0 }
    }

    /// The cases whose clock is within `range`; a case without one (`turnaround`) is not.
    package func rows(turnaround range: DayRange) -> CaseBitmap {
        let received = column(.received), decided = column(.decided)
        var rows = CaseBitmap(count: cases.count)
        for row in 0..<min(received.count, decided.count) {
            if let days = Self.turnaround(received: received[row], decided: decided[row]), range.contains(days) {
                rows.insert(row)
            }
        }
        return rows
    }

    /// The clock from two packed dates: the days from the application's receipt to the decision, as
    /// `IMRCase.turnaroundDays` counts them; nil without both dates or with the decision first.
    package static func turnaround(received: Int32, decided: Int32) -> Int? {
        guard received > 0, decided > 0 else { return nil }
        let days = CalendarDate.dayNumber(packed: Int(decided)) - CalendarDate.dayNumber(packed: Int(received))
        return days >= 0 ? days : nil
    }

    /// The cases whose date lies in the range (a case without the date is never in it).
    package func rows(_ field: DateField, within range: DateRange) -> CaseBitmap {
        let low = range.from.map(Self.packed) ?? 1
        let high = range.to.map(Self.packed) ?? Int32.max
        var rows = CaseBitmap(count: cases.count)
        for (row, value) in column(field).enumerated() where value >= low && value <= high { rows.insert(row) }
        return rows
    }
}
