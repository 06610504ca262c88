import IMRModel
import IMRColumns

/// A length of time the statistics count decisions by: the trend a researcher charts.
public enum StatsPeriod: String, CaseIterable, Sendable, Codable {
    case year, quarter, month

    /// The period a decision date falls in, written so that periods sort in time order as text:
    /// "2016", "2016-Q4", "2016-12".
    public func label(of date: CalendarDate) -> String {
        let year = String(date.year)  // 1900...2099 (CalendarDate): four digits
        switch self {
        case .year: return year
        case .quarter: return year + "-Q\((Int(date.month) - 1) / 3 + 1)"
        case .month: return year + "-" + (date.month < 10 ? "0" : "") + String(date.month)
        }
    }

    /// The dates a period's label covers ("2016-Q4" is 2016-10..2016-12), to filter by; nil for
    /// `undated` or a label this period does not write.
    public func range(of label: String) -> DateRange? {
        guard self == .quarter else { return DateRange(label) }
        let parts = label.split(separator: "-Q")
        guard parts.count == 2, let quarter = Int(parts[1]), (1...4).contains(quarter) else { return nil }
        let first = (quarter - 1) * 3 + 1
        func month(_ number: Int) -> String { (number < 10 ? "0" : "") + String(number) }
        return DateRange("\(parts[0])-\(month(first))..\(parts[0])-\(month(first + 2))")
    }

    /// The row for cases with no decision date: counted, and listed last, rather than dropped.
    public static let undated = "undated"
}

extension CorpusIndex {
    /// Per period of the decision date, over the cases every query selects: cases, overturned and
    /// partially overturned cases, items and overturned items; in time order, undated last.
    /// (`statsCounts` gives a facet's or a period's.)
    public func periodCounts(_ period: StatsPeriod, forAll queries: [CaseQuery]) -> [FacetCount] {
        if let rows = selectedRows(all: queries) {
            var chosen: [Int] = []
            rows.forEach { chosen.append($0) }
            return periodCounts(period, rows: chosen)
        }
        return periodCounts(period, rows: 0..<count)
    }

    /// The same over the given case rows (the browser's shown cases).
    public func periodCounts<Rows: Sequence<Int>>(_ period: StatsPeriod, rows: Rows) -> [FacetCount] {
        var counts: [String: FacetCount] = [:]
        for row in rows {
            let imrCase = cases[row]
            let label = imrCase.dates.decision.map(period.label) ?? StatsPeriod.undated
            var count = counts[label] ?? FacetCount(value: label)
            count.cases += 1
            if imrCase.outcome == .overturned { count.overturnedCases += 1 }
            if imrCase.outcome == .partial { count.partialCases += 1 }
            count.items += imrCase.items.count
            for item in imrCase.items where item.decision == .overturned { count.overturnedItems += 1 }
            counts[label] = count
        }
        return StatsOrder.name.sorted(Array(counts.values))
    }
}

extension CorpusIndex {
    /// The counts `dimension` gives over the cases every query selects, in the dimension's own order.
    public func statsCounts(_ dimension: StatsDimension, forAll queries: [CaseQuery]) -> [FacetCount] {
        switch dimension {
        case .facet(let facet): return facetCounts(facet, forAll: queries)
        case .period(let period): return periodCounts(period, forAll: queries)
        }
    }
}
