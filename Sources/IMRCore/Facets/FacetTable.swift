import IMRModel

/// Facet values of every case and item, stored as small integers in flat arrays: compact at a million
/// cases, and fast to scan.
struct FacetTable: Sendable, Equatable {
    /// One facet's values: names, and each row's value ids (offsets into a flat array).
    struct Column: Sendable, Equatable {
        var names: [String] = []
        var ids: [String: Int32] = [:]
        var offsets: [Int32] = [0]
        var flat: [Int32] = []

        func values(of row: Int) -> ArraySlice<Int32> {
            flat[Int(offsets[row])..<Int(offsets[row + 1])]
        }
    }

    /// Case columns by `Facet.ordinal`; item columns likewise (empty for case-only facets).
    var columns: [Column] = []
    var itemColumns: [Column] = []
    var outcome: [Outcome] = []
    var itemOffsets: [Int32] = [0]
    var itemDecision: [Decision] = []

    /// Built on every core: at 100,000 cases this was most of an open from the cache.
    init(_ cases: [IMRCase]) {
        self = FacetTableBuilder.build(cases)
    }

    init() {}

    func column(_ facet: Facet) -> Column { columns[facet.ordinal] }
    func itemColumn(_ facet: Facet) -> Column { itemColumns[facet.ordinal] }

    func itemRange(of row: Int) -> Range<Int> {
        Int(itemOffsets[row])..<Int(itemOffsets[row + 1])
    }
}

extension Facet {
    /// Position in `allCases`, to index per-facet arrays (a test holds the two equal).
    var ordinal: Int {
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
struct ColumnView {
    let offsets: UnsafeBufferPointer<Int32>
    let flat: UnsafeBufferPointer<Int32>

    @inline(__always)
    func start(of row: Int) -> Int { Int(offsets[row]) }

    @inline(__always)
    func end(of row: Int) -> Int { Int(offsets[row + 1]) }
}

extension FacetTable.Column {
    func withView<R>(_ body: (ColumnView) throws -> R) rethrows -> R {
        try offsets.withUnsafeBufferPointer { offsets in
            try flat.withUnsafeBufferPointer { flat in try body(ColumnView(offsets: offsets, flat: flat)) }
        }
    }
}
