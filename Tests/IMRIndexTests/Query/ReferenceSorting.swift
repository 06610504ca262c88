@testable import IMRIndex
import Testing
import TestFixtures
@testable import IMRColumns
@testable import IMRStore
@testable import IMRModel

/// The sort orders said plainly, one comparison of two cases at a time: the reference the fast
/// precomputed orders (CaseOrder) must give. Ties fall back to the id; missing values sort last.
enum CaseSorting {
    static func sort(_ indices: inout [Int], by key: SortKey, descending: Bool, cases: [IMRCase]) {
        func ordered(_ a: Int, _ b: Int) -> Bool {
            let left = cases[a], right = cases[b]
            // Cases without a value sort last in either direction.
            if let missingLeft = isMissing(left, key), let missingRight = isMissing(right, key), missingLeft != missingRight {
                return missingRight
            }
            switch compare(left, right, key) {
            case .some(true): return !descending
            case .some(false): return descending
            case .none: return left.id < right.id
            }
        }
        indices.sort(by: ordered)
    }

    /// Whether the case lacks the key's value; nil for keys every case has.
    static func isMissing(_ imrCase: IMRCase, _ key: SortKey) -> Bool? {
        switch key {
        case .decisionDate: return imrCase.dates.decision == nil
        case .injuryDate: return imrCase.patient.dateOfInjury == nil
        case .specialty: return imrCase.reviewer.specialties.isEmpty
        case .id, .outcome, .items: return nil
        }
    }

    /// true when a < b, false when a > b, nil when equal under the key. Missing values sort last.
    static func compare(_ a: IMRCase, _ b: IMRCase, _ key: SortKey) -> Bool? {
        switch key {
        case .id:
            return a.id == b.id ? nil : a.id < b.id
        case .decisionDate:
            return compareOptional(a.dates.decision, b.dates.decision)
        case .injuryDate:
            return compareOptional(a.patient.dateOfInjury, b.patient.dateOfInjury)
        case .outcome:
            let order: [Outcome: Int] = [.overturned: 0, .partial: 1, .upheld: 2, .unknown: 3]
            let (x, y) = (order[a.outcome] ?? 3, order[b.outcome] ?? 3)
            return x == y ? nil : x < y
        case .specialty:
            return compareOptional(a.reviewer.specialties.first, b.reviewer.specialties.first)
        case .items:
            return a.items.count == b.items.count ? nil : a.items.count < b.items.count
        }
    }

    static func compareOptional<T: Comparable>(_ a: T?, _ b: T?) -> Bool? {
        switch (a, b) {
        case let (x?, y?): return x == y ? nil : x < y
        case (nil, nil): return nil
        case (nil, _): return false
        case (_, nil): return true
        }
    }
}

@Suite struct CaseOrderMatchesReferenceTests {
    @Test(arguments: SortKey.allCases)
    func everySortGivesTheReferenceOrder(key: SortKey) throws {
        let index = CorpusIndex(try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require(), try FixtureFile.seeds.require()]))
        for descending in [false, true] {
            var expected = Array(index.cases.indices)
            CaseSorting.sort(&expected, by: key, descending: descending, cases: index.cases.materialized)
            let got = index.matching(CaseQuery(sort: key, descending: descending))
            #expect(got.map { index.cases[$0].id } == expected.map { index.cases[$0].id }, "\(key) descending \(descending)")
        }
    }

    /// The buckets order as a comparison of the three arrays would, ties and missing values included,
    /// whatever the spread of the keys.
    @Test(arguments: [0, 3, 40, 1 << 40, Int.max / 2 + 1])
    func bucketsOrderAsTheComparisonOfTheirParts(spread: Int) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let count = Int.random(in: 0...300, using: &generator)
            let missing = (0..<count).map { _ in Int.random(in: 0..<5, using: &generator) == 0 }
            let primary = (0..<count).map { _ in Int.random(in: -spread...spread, using: &generator) }
            let idRank = (0..<count).map { _ in Int32.random(in: 0...Int32(max(0, count / 2)), using: &generator) }
            for descending in [false, true] {
                #expect(CaseOrder.sorted(missing: missing, primary: primary, descending: descending, idRank: idRank)
                        == Self.compared(missing: missing, primary: primary, descending: descending, idRank: idRank))
            }
        }
    }

    /// The order said as a comparison: missing last, then the primary key, then the id's rank, then
    /// the case's position.
    static func compared(missing: [Bool], primary: [Int], descending: Bool, idRank: [Int32]) -> [Int32] {
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
}
