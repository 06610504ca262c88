import Dispatch
import Synchronization
import IMRModel
import IMRText

/// Builds a FacetTable on every core: the cases are cut into runs, each run read once for all facets
/// (one pass keeps each case in cache), then the runs' local ids are merged into the table's.
package enum FacetTableBuilder {
    /// One run of cases: a column per facet for the cases and one for their items, ids local to the run.
    package struct Run {
        package var caseColumns: [FacetColumnBuilder]
        package var itemColumns: [FacetColumnBuilder]
        package var outcome: [Outcome] = []
        package var itemCounts: [Int32] = []
        package var itemDecision: [Decision] = []

        /// Columns sized for about `rows` cases.
        package init(rows: Int) {
            caseColumns = Facet.allCases.map { _ in FacetColumnBuilder(rows: rows) }
            // Case-level facets' item columns stay empty.
            itemColumns = Facet.allCases.map { FacetColumnBuilder(rows: $0.isItemLevel ? rows * 3 : 0) }
        }

        /// The run's columns without the builders' lookup tables, to keep until the runs are merged.
        package var read: ReadRun {
            ReadRun(caseColumns: caseColumns.map(\.column), itemColumns: itemColumns.map(\.column), outcome: outcome,
                    itemCounts: itemCounts, itemDecision: itemDecision)
        }
    }

    /// A run once read: what merging takes of it.
    package struct ReadRun: Sendable {
        package var caseColumns: [FacetTable.Column]
        package var itemColumns: [FacetTable.Column]
        package var outcome: [Outcome]
        package var itemCounts: [Int32]
        package var itemDecision: [Decision]
    }

    /// Large enough that merging is cheap, small enough that both cores stay busy.
    package static func build(_ cases: [IMRCase], casesPerRun: Int = 4096) -> FacetTable {
        let runCount = (cases.count + casesPerRun - 1) / casesPerRun
        let made = Mutex<[Int: ReadRun]>([:])
        cases.withUnsafeBufferPointer { buffer in
            let all = UnsafeSendableCases(buffer)
            DispatchQueue.concurrentPerform(iterations: runCount) { number in
                let range = (number * casesPerRun)..<min(all.buffer.count, (number + 1) * casesPerRun)
                var run = Run(rows: range.count)
                read(all.buffer, range, into: &run)
                made.withLock { $0[number] = run.read }
            }
        }
        return merge(made.withLock { table in (0..<runCount).compactMap { table[$0] } })
    }

    /// The table of runs read one after another; each facet's columns merged on a core of its own.
    package static func merge(_ runs: [ReadRun]) -> FacetTable {
        var table = FacetTable()
        let facets = Facet.allCases
        let merged = UnsafeSendableBox([(FacetTable.Column, FacetTable.Column)](repeating: (.init(), .init()),
                                                                               count: facets.count))
        merged.value.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            DispatchQueue.concurrentPerform(iterations: facets.count) { position in
                let facet = facets[position]
                var merge = FacetMerge(itemLevel: facet.isItemLevel)
                merge.reserve(cases: runs.map { $0.caseColumns[facet.ordinal] },
                              items: facet.isItemLevel ? runs.map { $0.itemColumns[facet.ordinal] } : [])
                for run in runs {
                    merge.add(cases: run.caseColumns[facet.ordinal], items: facet.isItemLevel ? run.itemColumns[facet.ordinal] : nil)
                }
                target.buffer[position] = merge.finished()
            }
        }
        table.columns = merged.value.map(\.0)
        table.itemColumns = merged.value.map(\.1)
        let cases = runs.reduce(0) { $0 + $1.outcome.count }
        table.outcome.reserveCapacity(cases)
        table.itemOffsets.reserveCapacity(cases + 1)
        for run in runs { FacetTableMerge.appendRows(of: run, to: &table) }
        return table
    }

    /// Adds the cases of `range` to `run`.
    package static func read(_ cases: UnsafeBufferPointer<IMRCase>, _ range: Range<Int>, into run: inout Run) {
        let facets = Facet.allCases
        let itemFacets = facets.filter(\.isItemLevel)
        guard let base = cases.baseAddress else { return }
        for position in range {
            let imrCase = base + position
            for facet in facets { run.caseColumns[facet.ordinal].addCaseValues(imrCase, facet) }
            run.outcome.append(imrCase.pointee.outcome)
            imrCase.pointee.items.withUnsafeBufferPointer { items in
                guard let first = items.baseAddress else { return }
                for offset in 0..<items.count {
                    for facet in itemFacets { run.itemColumns[facet.ordinal].addItemValues(first + offset, facet) }
                    run.itemDecision.append(items[offset].decision)
                }
                run.itemCounts.append(Int32(items.count))
            }
        }
    }
}

extension FacetTableBuilder.ReadRun {
    /// No rows: what is left of a run once merged.
    package init() {
        self.init(caseColumns: [], itemColumns: [], outcome: [], itemCounts: [], itemDecision: [])
    }
}

/// Lets the runs read the cases from several threads (they only read).
package struct UnsafeSendableCases: @unchecked Sendable {
    package let buffer: UnsafeBufferPointer<IMRCase>
    package init(_ buffer: UnsafeBufferPointer<IMRCase>) { self.buffer = buffer }
}
