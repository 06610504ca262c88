import Dispatch
import Synchronization
import IMRColumns
import IMRStore

/// Every order of one corpus's cases: by each sort key both ways (ties by id, missing values last), and
/// each case's rank by id; taken from the case store's snapshot where it kept them, else made on first
/// use and kept.
final class CaseOrders: Sendable {
    private let cases: CaseList
    private let orders: Mutex<[SortOrderKey: [Int32]]>
    private let idRank: Mutex<[Int32]?>
    /// What the sorts read of each case, gathered on first use (a corpus without a snapshot).
    private let fields = Mutex<SortFields?>(nil)

    init(cases: CaseList, snapshot: CorpusSnapshot?) {
        self.cases = cases
        orders = Mutex(snapshot?.orders ?? [:])
        idRank = Mutex(snapshot?.idRank)
    }

    func order(_ key: SortKey, descending: Bool) -> [Int32] {
        let wanted = SortOrderKey(key: key, descending: descending)
        if let known = orders.withLock({ $0[wanted] }) { return known }
        let made = CaseOrder.order(sortFields(), by: key, descending: descending, idRank: idRanks())
        orders.withLock { $0[wanted] = made }
        return made
    }

    private func sortFields() -> SortFields {
        fields.withLock { made in
            if let made { return made }
            let gathered = SortFields(cases)
            made = gathered
            return gathered
        }
    }

    /// Each case's position when sorted by id.
    func idRanks() -> [Int32] {
        idRank.withLock { cached -> [Int32] in
            if let cached { return cached }
            let made = CaseOrder.idRanks(cases.indices.map { cases.id(at: $0) })
            cached = made
            return made
        }
    }

    /// Every order, made now on every core (the store's snapshot waits for all of them: seconds at a
    /// million cases on one).
    func prepare() {
        let wanted = SortOrderKey.all
        _ = idRanks()
        DispatchQueue.concurrentPerform(iterations: wanted.count) { position in
            _ = order(wanted[position].key, descending: wanted[position].descending)
        }
    }
}
