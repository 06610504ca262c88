/// One facet's column (and its items' column) merged from runs of cases taken one after another, each
/// run's local ids turned into the table's as it comes, so that a run need not be kept once added: a
/// first open adds each chunk's run as it is parsed (`SnapshotColumns`), where keeping every chunk's
/// names and columns until the end held twice the table at the peak of the parse.
///
/// The ids are those one pass over the whole corpus gives: case values first, in case order, then the
/// values only items have, in item order. Item values get ids of their own order as they come, turned
/// into the table's in `finished`, once every case value is known.
package struct FacetMerge: Sendable {
    private var names: [String] = []
    private var ids: [String: Int32] = [:]
    private var cases = FacetTable.Column()
    /// Names met in items, in the order met, and the item column in those provisional ids.
    private var itemNames: [String] = []
    private var itemIds: [String: Int32] = [:]
    private var items = FacetTable.Column()
    private let hasItems: Bool

    package init(itemLevel: Bool) {
        hasItems = itemLevel
    }

    /// Room for `runs` all at once (their sizes known), as the merged columns will need.
    package mutating func reserve(cases runs: [FacetTable.Column], items itemRuns: [FacetTable.Column]) {
        cases.offsets.reserveCapacity(runs.reduce(cases.offsets.count) { $0 + $1.offsets.count - 1 })
        cases.flat.reserveCapacity(runs.reduce(cases.flat.count) { $0 + $1.flat.count })
        guard hasItems else { return }
        items.offsets.reserveCapacity(itemRuns.reduce(items.offsets.count) { $0 + $1.offsets.count - 1 })
        items.flat.reserveCapacity(itemRuns.reduce(items.flat.count) { $0 + $1.flat.count })
    }

    /// The next run's case column, and its item column when the facet is item-level.
    /// - Parameter scale: about how many times the rows so far the table will hold in the end
    ///   (`Array.makeRoom`); 1 when unknown.
    package mutating func add(cases run: FacetTable.Column, items itemRun: FacetTable.Column?, scale: Double = 1) {
        let map = Self.globalIds(run.names, names: &names, ids: &ids)
        Self.append(run, map, to: &cases, scale: scale)
        if hasItems, let itemRun {
            let itemMap = Self.globalIds(itemRun.names, names: &itemNames, ids: &itemIds)
            Self.append(itemRun, itemMap, to: &items, scale: scale)
        }
    }

    /// The merged case column and item column (empty when the facet is not item-level).
    package consuming func finished() -> (FacetTable.Column, FacetTable.Column) {
        guard hasItems else {
            cases.names = names
            cases.ids = ids
            return (cases, FacetTable.Column())
        }
        // An item value's id: the case value's when a case has it, else the next, in item order. The names
        // and ids are taken out of self to be added to (each held once, never copied).
        var allNames: [String] = []
        var allIds: [String: Int32] = [:]
        swap(&allNames, &names)
        swap(&allIds, &ids)
        let final = Self.globalIds(itemNames, names: &allNames, ids: &allIds)
        names = allNames
        ids = allIds
        itemNames = []
        itemIds = [:]
        items.flat.withUnsafeMutableBufferPointer { flat in
            for position in flat.indices { flat[position] = final[Int(flat[position])] }
        }
        cases.names = names
        cases.ids = ids
        items.names = names
        items.ids = ids
        return (cases, items)
    }

    /// Each of a run's local names' id among `names`, new ones added at the end.
    private static func globalIds(_ local: [String], names: inout [String], ids: inout [String: Int32]) -> [Int32] {
        local.map { name in
            if let known = ids[name] { return known }
            let id = Int32(names.count)
            names.append(name)
            ids[name] = id
            return id
        }
    }

    /// A run's rows after `column`'s, its local ids turned into `map`'s.
    private static func append(_ run: FacetTable.Column, _ map: [Int32], to column: inout FacetTable.Column,
                               scale: Double) {
        let shift = Int32(column.flat.count)
        column.offsets.makeRoom(for: run.offsets.count - 1, scale: scale)
        for offset in run.offsets.dropFirst() { column.offsets.append(shift + offset) }
        column.flat.makeRoom(for: run.flat.count, scale: scale)
        for id in run.flat { column.flat.append(map[Int(id)]) }
    }
}

/// A whole `FacetTable` merged from runs added one after another (`FacetMerge` for each facet).
package struct FacetTableMerge: Sendable {
    private var facets = Facet.allCases.map { FacetMerge(itemLevel: $0.isItemLevel) }
    private var table = FacetTable()

    package init() {}

    /// - Parameter scale: as for `FacetMerge.add`.
    package mutating func add(_ run: FacetTableBuilder.ReadRun, scale: Double = 1) {
        for facet in Facet.allCases {
            facets[facet.ordinal].add(cases: run.caseColumns[facet.ordinal],
                                      items: facet.isItemLevel ? run.itemColumns[facet.ordinal] : nil, scale: scale)
        }
        Self.appendRows(of: run, to: &table, scale: scale)
    }

    package consuming func finished() -> FacetTable {
        let merged = facets.map { $0.finished() }
        facets = []
        table.columns = merged.map(\.0)
        table.itemColumns = merged.map(\.1)
        return table
    }

    /// The run's outcomes, items' decisions and item offsets after `table`'s.
    static func appendRows(of run: FacetTableBuilder.ReadRun, to table: inout FacetTable, scale: Double = 1) {
        table.outcome.append(run.outcome, scale: scale)
        table.itemDecision.append(run.itemDecision, scale: scale)
        table.itemOffsets.makeRoom(for: run.itemCounts.count, scale: scale)
        var items = table.itemOffsets[table.itemOffsets.count - 1]
        for count in run.itemCounts {
            items += count
            table.itemOffsets.append(items)
        }
    }
}
