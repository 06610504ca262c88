/// One sort order: a key and its direction (the case store keeps one order of the cases for each).
package struct SortOrderKey: Hashable, Sendable {
    package var key: SortKey
    package var descending: Bool

    package init(key: SortKey, descending: Bool) {
        self.key = key
        self.descending = descending
    }

    /// Every sort key both ways, in the order the case store keeps their orders.
    package static let all = SortKey.allCases.flatMap { key in [false, true].map { SortOrderKey(key: key, descending: $0) } }
}
