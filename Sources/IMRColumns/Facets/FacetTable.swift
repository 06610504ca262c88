import IMRModel

/// Facet values of every case and item, stored as small integers in flat arrays: compact at a million
/// cases, and fast to scan.
package struct FacetTable: Sendable, Equatable {
    /// One facet's values: names, and each row's value ids (offsets into a flat array).
    package struct Column: Sendable, Equatable {
        package var names: [String] = []
        package var ids: [String: Int32] = [:]
        package var offsets: [Int32] = [0]
        package var flat: [Int32] = []

        package init(names: [String] = [], ids: [String: Int32] = [:], offsets: [Int32] = [0], flat: [Int32] = []) {
            self.names = names
            self.ids = ids
            self.offsets = offsets
            self.flat = flat
        }

        @inlinable package func values(of row: Int) -> ArraySlice<Int32> {
            flat[Int(offsets[row])..<Int(offsets[row + 1])]
        }
    }

    /// Case columns by `Facet.ordinal`; item columns likewise (empty for case-only facets).
    package var columns: [Column] = []
    package var itemColumns: [Column] = []
    package var outcome: [Outcome] = []
    package var itemOffsets: [Int32] = [0]
    package var itemDecision: [Decision] = []

    /// Built on every core: at 100,000 cases this was most of an open from the cache.
    package init(_ cases: [IMRCase]) {
        self = FacetTableBuilder.build(cases)
    }

    package init() {}

    @inlinable package func column(_ facet: Facet) -> Column { columns[facet.ordinal] }
    package func itemColumn(_ facet: Facet) -> Column { itemColumns[facet.ordinal] }

    @inlinable package func itemRange(of row: Int) -> Range<Int> {
        Int(itemOffsets[row])..<Int(itemOffsets[row + 1])
    }
}

extension Facet {
    /// Position in `allCases`, to index per-facet arrays (a test holds the two equal).
    package var ordinal: Int {
        switch self {
        case .outcome: return 0
        case .itemDecision: return 1
        case .specialty: return 2
        case .chapter: return 3
        case .category: return 4
        case .treatment: return 5
        case .region: return 6
        case .state: return 7
        case .year: return 8
        case .layout: return 9
        case .kind: return 10
        case .reason: return 11
        case .review: return 12
        }
    }
}

/// A facet column as raw buffers, valid only inside `FacetTable.Column.withView`: scans over every row
/// then read flat memory, with no array copy, retain or bounds check per row.
package struct ColumnView {
    package let offsets: UnsafeBufferPointer<Int32>
    package let flat: UnsafeBufferPointer<Int32>

    @inlinable @inline(__always)
    package func start(of row: Int) -> Int { Int(offsets[row]) }

    @inlinable @inline(__always)
    package func end(of row: Int) -> Int { Int(offsets[row + 1]) }
}

extension FacetTable.Column {
    @inlinable package func withView<R>(_ body: (ColumnView) throws -> R) rethrows -> R {
        try offsets.withUnsafeBufferPointer { offsets in
            try flat.withUnsafeBufferPointer { flat in try body(ColumnView(offsets: offsets, flat: flat)) }
        }
    }
}
