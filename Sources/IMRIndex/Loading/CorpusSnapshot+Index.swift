import Dispatch
import Synchronization
import IMRColumns
import IMRStore

extension CorpusSnapshot {
    /// Everything the index holds or can work out, made now where it was not yet.
    init(_ index: CorpusIndex) {
        // The three longest parts need none of the others: made on every core at once (the sort orders
        // and the summary spans stay in the index).
        let caseKeys = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { part in
            switch part {
            case 0: index.prepareSorting()
            case 1: _ = index.summarySpans.spans
            default:
                let made = index.keyRows.caseKeys()
                caseKeys.withLock { $0 = made }
            }
        }
        let table = index.table
        var orders: [SortOrderKey: [Int32]] = [:]
        for wanted in SortOrderKey.all { orders[wanted] = index.order(wanted.key, descending: wanted.descending) }
        var treatments: [String] = [], originals: [String] = []
        treatments.reserveCapacity(table.itemDecision.count)
        originals.reserveCapacity(table.itemDecision.count)
        // Fields read where they lie: a copy of a case or an item retained every string and array in it.
        index.cases.materialized.withUnsafeBufferPointer { cases in
            for position in cases.indices {
                cases[position].items.withUnsafeBufferPointer { items in
                    for item in items.indices {
                        treatments.append(items[item].treatment)
                        originals.append(items[item].originalRequest ?? "")
                    }
                }
            }
        }
        self.init(table: table, dates: index.dates.all(), idRank: index.idRanks(), orders: orders,
                  keys: StringColumn(caseKeys.withLock { $0 }), summarySpans: index.summarySpans.spans,
                  treatments: StringColumn(treatments), originalRequests: StringColumn(originals),
                  warned: index.warnedRows.map { Int32($0) })
    }
}
