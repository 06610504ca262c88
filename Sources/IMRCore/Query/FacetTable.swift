/// Facet values of every case and item, stored as small integers in flat arrays: compact at a million
/// cases, and fast to scan.
struct FacetTable: Sendable {
    /// One facet's values: names, and each row's value ids (offsets into a flat array).
    struct Column: Sendable {
        var names: [String] = []
        var ids: [String: Int32] = [:]
        var offsets: [Int32] = [0]
        var flat: [Int32] = []

        mutating func append(_ values: [String]) {
            for value in values {
                let id: Int32
                if let known = ids[value] {
                    id = known
                } else {
                    id = Int32(names.count)
                    names.append(value)
                    ids[value] = id
                }
                flat.append(id)
            }
            offsets.append(Int32(flat.count))
        }

        func values(of row: Int) -> ArraySlice<Int32> {
            flat[Int(offsets[row])..<Int(offsets[row + 1])]
        }
    }

    var columns: [Facet: Column] = [:]
    var itemColumns: [Facet: Column] = [:]
    var outcome: [Outcome] = []
    var itemOffsets: [Int32] = [0]
    var itemDecision: [Decision] = []

    init(_ cases: [IMRCase]) {
        for facet in Facet.allCases { columns[facet] = Column() }
        let itemFacets = Facet.allCases.filter(\.isItemLevel)
        for facet in itemFacets { itemColumns[facet] = Column() }
        outcome.reserveCapacity(cases.count)
        for letter in cases {
            outcome.append(letter.outcome)
            for facet in Facet.allCases { columns[facet]?.append(FacetValues.caseValues(letter, facet)) }
            for item in letter.items {
                itemDecision.append(item.decision)
                for facet in itemFacets { itemColumns[facet]?.append(FacetValues.itemValues(item, facet)) }
            }
            itemOffsets.append(Int32(itemDecision.count))
        }
        // Item columns share the case columns' value ids, so one selection serves both.
        for facet in itemFacets {
            guard var itemColumn = itemColumns[facet], var caseColumn = columns[facet] else { continue }
            var remapped: [Int32] = []
            remapped.reserveCapacity(itemColumn.flat.count)
            for id in itemColumn.flat {
                let name = itemColumn.names[Int(id)]
                if caseColumn.ids[name] == nil {
                    caseColumn.ids[name] = Int32(caseColumn.names.count)
                    caseColumn.names.append(name)
                }
                remapped.append(caseColumn.ids[name] ?? 0)
            }
            itemColumn.flat = remapped
            itemColumn.names = caseColumn.names
            itemColumn.ids = caseColumn.ids
            itemColumns[facet] = itemColumn
            columns[facet] = caseColumn
        }
    }

    func column(_ facet: Facet) -> Column { columns[facet] ?? Column() }
    func itemColumn(_ facet: Facet) -> Column { itemColumns[facet] ?? Column() }

    func itemRange(of row: Int) -> Range<Int> {
        Int(itemOffsets[row])..<Int(itemOffsets[row + 1])
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
