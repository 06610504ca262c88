import IMRModel
import IMRText
import IMRColumns

/// What statistics count by: a facet's values, or periods of the decision date (`imr stats --by`, the
/// browser's statistics tabs).
public enum StatsDimension: Equatable, Hashable, Sendable {
    case facet(Facet)
    case period(StatsPeriod)

    /// From its name: a facet's ("specialty") or a period's ("quarter"). "year" is the period: the
    /// same values as the year facet, in time order.
    public init?(name: String) {
        if let period = StatsPeriod(rawValue: CaseFold.key(name)) {
            self = .period(period)
        } else if let facet = Facet(rawValue: CaseFold.key(name)) {
            self = .facet(facet)
        } else {
            return nil
        }
    }

    /// Every name `init(name:)` takes.
    public static var names: [String] {
        Facet.allCases.filter { $0 != .year }.map(\.rawValue) + StatsPeriod.allCases.map(\.rawValue)
    }

    public var name: String {
        switch self {
        case .facet(let facet): return facet.rawValue
        case .period(let period): return period.rawValue
        }
    }

    public var title: String {
        switch self {
        case .facet(let facet): return facet.title
        case .period(let period): return "Decision " + period.rawValue
        }
    }

    public func display(_ value: String) -> String {
        if case .facet(let facet) = self { return FacetValues.display(value, facet) }
        return value
    }

    /// Periods read best in time order; facet values most frequent first.
    public var defaultOrder: StatsOrder {
        if case .period = self { return .name }
        return .count
    }
}
