import IMRText

/// How many cases (and items) fall under one facet value, and how they were decided. Case outcomes
/// and item decisions are kept apart: a partially overturned case is neither overturned nor upheld.
public struct FacetCount: Hashable, Sendable, Encodable {
    public var value: String
    /// Cases that count under the value.
    public var cases: Int
    /// Of those, cases with every item overturned (outcome "overturned").
    public var overturnedCases: Int
    /// Of those, cases with some items overturned and some upheld (outcome "partial").
    public var partialCases: Int
    /// Items under the value: for an item-level facet the items that have it, otherwise every item of
    /// the cases counted; and how many of them were overturned.
    public var items: Int
    public var overturnedItems: Int

    public init(value: String, cases: Int = 0, overturnedCases: Int = 0, partialCases: Int = 0, items: Int = 0,
                overturnedItems: Int = 0) {
        self.value = value
        self.cases = cases
        self.overturnedCases = overturnedCases
        self.partialCases = partialCases
        self.items = items
        self.overturnedItems = overturnedItems
    }

    /// The overturn rate, always of items (decisions), whatever the facet: the share of disputed
    /// treatments IMR overturned, with its 95% interval (Wilson); its `rate` is nil with no items.
    public var itemInterval: WilsonInterval { WilsonInterval(successes: overturnedItems, of: items) }

    /// The counts and, as the statistics table shows them, the item rate and its interval (nulls
    /// where there are no items): `imr stats --json`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let interval = itemInterval
        try container.encode(value, forKey: .value)
        try container.encode(cases, forKey: .cases)
        try container.encode(overturnedCases, forKey: .overturnedCases)
        try container.encode(partialCases, forKey: .partialCases)
        try container.encode(items, forKey: .items)
        try container.encode(overturnedItems, forKey: .overturnedItems)
        try container.encode(interval.rate, forKey: .itemRate)
        try container.encode(interval.trials > 0 ? interval.lower : nil, forKey: .lower)
        try container.encode(interval.trials > 0 ? interval.upper : nil, forKey: .upper)
    }

    package enum CodingKeys: String, CodingKey {
        case value, cases, overturnedCases, partialCases, items, overturnedItems, itemRate, lower, upper
    }
}
