/// Facet values of every case and item, stored as small integers in flat arrays: compact at a million
/// cases, and fast to scan.
struct FacetTable: Sendable {
    /// One facet's values: names, and each row's value ids (offsets into a flat array).
    struct Column: Sendable {
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
    /// Position in `allCases`, to index per-facet arrays.
    var ordinal: Int {
        switch self {
        case .outcome: return 0
        case .itemDecision: return 1
        case .specialty: return 2
        case .chapter: return 3
        case .category: return 4
        case .state: return 5
        case .year: return 6
        }
    }
}

/// A query turned into value-id lookups over a FacetTable.
/// One facet's selection, reduced to what the scan needs: each row's value ids and which are allowed.
struct FacetLookup {
    let offsets: [Int32]
    let flat: [Int32]
    let allowed: [Bool]

    init(_ column: FacetTable.Column, allowed: [Bool]) {
        offsets = column.offsets
        flat = column.flat
        self.allowed = allowed
    }

    @inline(__always)
    func holds(_ row: Int) -> Bool {
        var position = Int(offsets[row])
        let end = Int(offsets[row + 1])
        while position < end {
            if allowed[Int(flat[position])] { return true }
            position += 1
        }
        return false
    }
}

/// A query turned into value-id lookups over a FacetTable.
struct CompiledFilter {
    let itemOffsets: [Int32]
    /// Case-level facets: each must hold for the case.
    var caseFilters: [FacetLookup] = []
    /// Item-level facets asked together: one item must satisfy all of them.
    var itemFilters: [FacetLookup] = []

    init(_ query: CaseQuery, table: FacetTable) {
        itemOffsets = table.itemOffsets
        let anyItemLevel = query.selections.keys.contains { $0.isItemLevel }
        for (facet, values) in query.selections.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where !values.isEmpty {
            let column = table.column(facet)
            var allowed = [Bool](repeating: false, count: column.names.count)
            for value in values {
                for name in Self.expand(value, facet: facet, names: column.names) {
                    if let id = column.ids[name] { allowed[Int(id)] = true }
                }
            }
            if facet.isItemLevel && anyItemLevel {
                itemFilters.append(FacetLookup(table.itemColumn(facet), allowed: allowed))
            } else {
                caseFilters.append(FacetLookup(column, allowed: allowed))
            }
        }
    }

    /// A category chosen at its top level ("Pharmaceuticals") takes in its subcategories.
    static func expand(_ value: String, facet: Facet, names: [String]) -> [String] {
        guard facet == .category else { return [value] }
        let prefix = value + " > "
        return [value] + names.filter { $0.hasPrefix(prefix) }
    }

    /// No facet chosen: every row matches.
    var isEmpty: Bool { caseFilters.isEmpty && itemFilters.isEmpty }

    func matches(_ row: Int) -> Bool {
        for filter in caseFilters.indices where !caseFilters[filter].holds(row) { return false }
        guard !itemFilters.isEmpty else { return true }
        var item = Int(itemOffsets[row])
        let end = Int(itemOffsets[row + 1])
        while item < end {
            var all = true
            for filter in itemFilters.indices where !itemFilters[filter].holds(item) {
                all = false
                break
            }
            if all { return true }
            item += 1
        }
        return false
    }
}
