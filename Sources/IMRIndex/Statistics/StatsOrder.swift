import IMRColumns

/// How statistics rows are ordered: most cases first, highest item overturn rate first, or by name
/// (which for periods is time order).
public enum StatsOrder: String, CaseIterable, Sendable, Codable {
    case count, rate, name

    /// `rows` in this order; ties by cases, then name, so the order is the same at every run.
    public func sorted(_ rows: [FacetCount]) -> [FacetCount] {
        rows.sorted { a, b in
            switch self {
            case .count:
                if a.cases != b.cases { return a.cases > b.cases }
            case .rate:
                // No items, no rate: among the lowest, as a rate of 0.
                let rateA = a.itemInterval.rate ?? 0, rateB = b.itemInterval.rate ?? 0
                if rateA != rateB { return rateA > rateB }
                if a.cases != b.cases { return a.cases > b.cases }
            case .name:
                break
            }
            if (a.value == StatsPeriod.undated) != (b.value == StatsPeriod.undated) { return b.value == StatsPeriod.undated }
            return a.value < b.value
        }
    }

    /// The next order, for the browser's key that cycles them.
    public var next: StatsOrder {
        let all = Self.allCases
        return all[((all.firstIndex(of: self) ?? 0) + 1) % all.count]
    }
}
