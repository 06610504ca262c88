/// Every case's place under each sort: computed once per key and direction from precomputed integer
/// keys (no IMRCase copied or String compared per comparison), then reused by every query, which only
/// keeps the matching cases of the order. Tests check it gives the order of the plain reference comparison (Tests/IMRCoreTests/ReferenceSorting.swift).
enum CaseOrder {
    /// The case indices in the order of `key`, `descending`; ties by id, cases without a value last.
    static func order(_ cases: [IMRCase], by key: SortKey, descending: Bool, idRank: [Int32]) -> [Int32] {
        var missing = [Bool](repeating: false, count: cases.count)
        var primary = [Int](repeating: 0, count: cases.count)
        switch key {
        case .id:
            for index in cases.indices { primary[index] = Int(idRank[index]) }
        case .decisionDate:
            for (index, letter) in cases.enumerated() { (missing[index], primary[index]) = packed(letter.dates.decision) }
        case .injuryDate:
            for (index, letter) in cases.enumerated() { (missing[index], primary[index]) = packed(letter.patient.dateOfInjury) }
        case .outcome:
            for (index, letter) in cases.enumerated() { primary[index] = outcomeRank(letter.outcome) }
        case .items:
            for (index, letter) in cases.enumerated() { primary[index] = letter.items.count }
        case .specialty:
            let names = Set(cases.compactMap { $0.reviewer.specialties.first }).sorted()
            var rank: [String: Int] = [:]
            for (position, name) in names.enumerated() { rank[name] = position }
            for (index, letter) in cases.enumerated() {
                if let first = letter.reviewer.specialties.first {
                    primary[index] = rank[first] ?? 0
                } else {
                    missing[index] = true
                }
            }
        }
        return sorted(missing: missing, primary: primary, descending: descending, idRank: idRank)
    }

    /// The case indices by one packed integer each (missing last, then the primary key, then the id's
    /// rank), equal ones in case order: each comparison reads two integers, not three arrays twice.
    static func sorted(missing: [Bool], primary: [Int], descending: Bool, idRank: [Int32]) -> [Int32] {
        let low = primary.min() ?? 0, high = primary.max() ?? 0
        // The primary key as an offset from the end it sorts from; a range too wide for 32 bits (never
        // seen: dates, counts and ranks) falls back to comparing the arrays.
        guard high - low < 1 << 32 else {
            return sortedByArrays(missing: missing, primary: primary, descending: descending, idRank: idRank)
        }
        var keyed: [(key: UInt64, index: Int32)] = []
        keyed.reserveCapacity(primary.count)
        for index in primary.indices {
            let offset = missing[index] ? 0 : UInt64(descending ? high - primary[index] : primary[index] - low)
            let key = (missing[index] ? 1 << 63 : 0) | offset << 31 | UInt64(UInt32(bitPattern: idRank[index]) & 0x7FFF_FFFF)
            keyed.append((key, Int32(index)))
        }
        keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
        return keyed.map(\.index)
    }

    /// The same order by comparing the arrays themselves.
    static func sortedByArrays(missing: [Bool], primary: [Int], descending: Bool, idRank: [Int32]) -> [Int32] {
        var order = (0..<Int32(primary.count)).map { $0 }
        order.sort { a, b in
            let (x, y) = (Int(a), Int(b))
            if missing[x] != missing[y] { return missing[y] }
            if !missing[x] && primary[x] != primary[y] {
                return descending ? primary[x] > primary[y] : primary[x] < primary[y]
            }
            return idRank[x] != idRank[y] ? idRank[x] < idRank[y] : x < y
        }
        return order
    }

    /// Each case's position when sorted by id (ids compared as strings).
    static func idRanks(_ cases: [IMRCase]) -> [Int32] {
        var indices = Array(cases.indices)
        indices.sort { cases[$0].id < cases[$1].id }
        var rank = [Int32](repeating: 0, count: cases.count)
        var current: Int32 = 0
        for (position, index) in indices.enumerated() {
            // Ids equal as Strings share a rank, so that ties fall to the case's position as before.
            if position > 0 && cases[indices[position - 1]].id != cases[index].id { current = Int32(position) }
            rank[index] = current
        }
        return rank
    }

    static func packed(_ date: CalendarDate?) -> (Bool, Int) {
        guard let date else { return (true, 0) }
        return (false, date.yyyymmdd)
    }

    static func outcomeRank(_ outcome: Outcome) -> Int {
        switch outcome {
        case .overturned: return 0
        case .partial: return 1
        case .upheld: return 2
        case .unknown: return 3
        }
    }
}
