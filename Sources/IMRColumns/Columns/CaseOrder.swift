import IMRModel

/// Every case's place under each sort: computed once per key and direction from precomputed integer
/// keys (no IMRCase copied or String compared), then reused by every query, which only keeps the
/// matching cases of the order. Tests check it gives the order of the plain reference comparison
/// (Tests/IMRIndexTests/Query/ReferenceSorting.swift).
package enum CaseOrder {
    /// The case indices in the order of `key`, `descending`; ties by id, cases without a value last.
    package static func order(_ fields: SortFields, by key: SortKey, descending: Bool, idRank: [Int32]) -> [Int32] {
        let count = fields.count
        var missing = [Bool](repeating: false, count: count)
        var primary = [Int](repeating: 0, count: count)
        switch key {
        case .id:
            for index in 0..<count { primary[index] = Int(idRank[index]) }
        case .decisionDate, .injuryDate:
            let dates = key == .decisionDate ? fields.decided : fields.injured
            for index in 0..<count { (missing[index], primary[index]) = (dates[index] == 0, Int(dates[index])) }
        case .outcome:
            for index in 0..<count { primary[index] = Int(fields.outcomeRanks[index]) }
        case .items:
            for index in 0..<count { primary[index] = Int(fields.itemCounts[index]) }
        case .specialty:
            let names = Set(fields.firstSpecialties.compactMap { $0 })
            var rank: [String: Int] = [:]
            for (position, name) in names.sorted().enumerated() { rank[name] = position }
            for index in 0..<count {
                if let first = fields.firstSpecialties[index] {
                    primary[index] = rank[first] ?? 0
                } else {
                    missing[index] = true
                }
            }
        }
        return sorted(missing: missing, primary: primary, descending: descending, idRank: idRank)
    }

    /// The case indices with the missing last, then by the primary key, then by the id's rank, then in
    /// case order. Counted into buckets, not sorted: the keys are few or narrow against the cases
    /// (outcomes, item counts, specialties, days), so a few passes over the cases do it (twelve comparison
    /// sorts of every case were nearly half the snapshot a first open makes). `idRank` holds ranks: from 0,
    /// below the number of cases.
    package static func sorted(missing: [Bool], primary: [Int], descending: Bool, idRank: [Int32]) -> [Int32] {
        let count = primary.count
        // The cases in id order, ties in case order: each bucket below is filled in this order.
        let byId = bucketed(Array(0..<Int32(count)), buckets: Int(idRank.max() ?? 0) + 1) { Int(max(0, idRank[$0])) }
        var low = Int.max, high = Int.min
        for index in primary.indices where !missing[index] {
            low = min(low, primary[index])
            high = max(high, primary[index])
        }
        guard low <= high else { return byId }
        let (spread, overflow) = high.subtractingReportingOverflow(low)
        if !overflow && spread <= 4 * count {
            // A narrow range: the key itself, from the end it sorts from, is the bucket.
            let last = high - low + 1
            return bucketed(byId, buckets: last + 1) { index in
                missing[index] ? last : descending ? high - primary[index] : primary[index] - low
            }
        }
        // A wide one: the key's place among the distinct keys (found by halving) is.
        var distinct = primary.indices.filter { !missing[$0] }.map { primary[$0] }
        distinct.sort()
        distinct = distinct.indices.filter { $0 == 0 || distinct[$0] != distinct[$0 - 1] }.map { distinct[$0] }
        let last = distinct.count
        return bucketed(byId, buckets: last + 1) { index in
            guard !missing[index] else { return last }
            let place = position(of: primary[index], in: distinct)
            return descending ? last - 1 - place : place
        }
    }

    /// Where `value` is in `sorted` (or would go), by halving.
    package static func position(of value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// `order` regrouped stably by `bucket` (from 0 below `buckets`) of each index: a counting sort.
    package static func bucketed(_ order: [Int32], buckets: Int, _ bucket: (Int) -> Int) -> [Int32] {
        var starts = [Int](repeating: 0, count: buckets + 1)
        var places = [Int](repeating: 0, count: order.count)
        for (position, index) in order.enumerated() {
            let place = bucket(Int(index))
            places[position] = place
            starts[place + 1] += 1
        }
        for position in 1..<starts.count { starts[position] += starts[position - 1] }
        var result = [Int32](repeating: 0, count: order.count)
        for (position, index) in order.enumerated() {
            result[starts[places[position]]] = index
            starts[places[position]] += 1
        }
        return result
    }

    /// Each case's position when sorted by id (ids compared as strings).
    package static func idRanks(_ ids: [String]) -> [Int32] {
        var indices = Array(ids.indices)
        indices.sort { ids[$0] < ids[$1] }
        var rank = [Int32](repeating: 0, count: ids.count)
        var current: Int32 = 0
        for (position, index) in indices.enumerated() {
            // Ids equal as Strings share a rank, so that ties fall to the case's position as before.
            if position > 0 && ids[indices[position - 1]] != ids[index] { current = Int32(position) }
            rank[index] = current
        }
        return rank
    }

    package static func outcomeRank(_ outcome: Outcome) -> Int {
        switch outcome {
        case .overturned: return 0
        case .partial: return 1
        case .upheld: return 2
        case .unknown: return 3
        }
    }
}
