import IMRModel

/// What every sort but the id's reads of each case, gathered in one pass (from the cases, or chunk by
/// chunk as the letters of a first open are parsed) so that `CaseOrder` never visits a case.
package struct SortFields: Sendable {
    /// Decision date and date of injury packed as `DateColumns` packs them (0: none).
    package var decided: [Int32] = []
    package var injured: [Int32] = []
    package var outcomeRanks: [UInt8] = []
    package var itemCounts: [Int32] = []
    /// The reviewer's first specialty as written in the case.
    package var firstSpecialties: [String?] = []

    package init() {}

    package init(_ cases: CaseList) {
        reserveCapacity(cases.count)
        cases.forEach { append($0) }
    }

    package var count: Int { outcomeRanks.count }

    package mutating func reserveCapacity(_ count: Int) {
        decided.reserveCapacity(count)
        injured.reserveCapacity(count)
        outcomeRanks.reserveCapacity(count)
        itemCounts.reserveCapacity(count)
        firstSpecialties.reserveCapacity(count)
    }

    package mutating func append(_ imrCase: IMRCase) {
        decided.append(DateColumns.packed(imrCase.dates.decision))
        injured.append(DateColumns.packed(imrCase.patient.dateOfInjury))
        outcomeRanks.append(UInt8(CaseOrder.outcomeRank(imrCase.outcome)))
        itemCounts.append(Int32(imrCase.items.count))
        firstSpecialties.append(imrCase.reviewer.specialties.first)
    }

    /// - Parameter scale: as for `Array.makeRoom`.
    package mutating func append(contentsOf other: SortFields, scale: Double = 1) {
        decided.append(other.decided, scale: scale)
        injured.append(other.injured, scale: scale)
        outcomeRanks.append(other.outcomeRanks, scale: scale)
        itemCounts.append(other.itemCounts, scale: scale)
        firstSpecialties.append(other.firstSpecialties, scale: scale)
    }
}
