import IMRModel
import IMRVocabulary
import IMRColumns

/// A reason the precedents state (docs/decision-reasons.md), counted by case as well as by item: one
/// letter often repeats one rationale over several items, and a reader asks how many *decisions* gave
/// the reason.
public struct PrecedentReason: Hashable, Sendable {
    public var id: String
    public var side: DecisionReasons.Side
    /// Cases with a precedent stating it, and the precedents (items) that do.
    public var cases: Int
    public var items: Int
    /// Cases with a precedent decided on its side (upheld for a reason for upholding): the share's base.
    public var sideCases: Int
    /// The first precedents in list order stating it (overturned first, newest first), at most
    /// `exampleCandidates`: the example shown is the first whose sentence states this reason alone
    /// (`PrecedentBrief.reasonExample`), so that two reasons read from one sentence are not shown by it twice.
    public var candidates: [Precedent]
    /// The first of them.
    public var example: Precedent { candidates[0] }

    /// How many precedents stating a reason are kept to choose its example from.
    static let exampleCandidates = 6

    public var share: Double { sideCases == 0 ? 0 : Double(cases) / Double(sideCases) }

    /// Below this many decisions a share says more than the counts can bear: counts alone are shown.
    public static let fewForShares = 20

    /// The reasons of `list` (in list order), most cases first, each side apart: upholding first.
    static func tally(_ list: [Precedent], table: FacetTable) -> [PrecedentReason] {
        let column = table.itemColumn(.reason)
        var rowsByReason: [Int32: Set<Int>] = [:]
        var items: [Int32: Int] = [:]
        var examples: [Int32: [Precedent]] = [:]
        var order: [Int32] = []
        var sideRows: [Decision: Set<Int>] = [:]
        for precedent in list {
            sideRows[precedent.decision, default: []].insert(precedent.caseIndex)
            let item = Int(table.itemOffsets[precedent.caseIndex]) + precedent.item
            for id in column.values(of: item) {
                if examples[id] == nil { order.append(id) }
                if examples[id, default: []].count < Self.exampleCandidates { examples[id, default: []].append(precedent) }
                rowsByReason[id, default: []].insert(precedent.caseIndex)
                items[id, default: 0] += 1
            }
        }
        let reasons: [PrecedentReason] = order.compactMap { id in
            let name = column.names[Int(id)]
            guard let reason = DecisionReasons.byId[name], let candidates = examples[id], !candidates.isEmpty else { return nil }
            let decision: Decision = reason.side == .overturning ? .overturned : .upheld
            return PrecedentReason(id: name, side: reason.side, cases: rowsByReason[id]?.count ?? 0, items: items[id] ?? 0,
                                   sideCases: sideRows[decision]?.count ?? 0, candidates: candidates)
        }
        return reasons.sorted { a, b in
            if a.side != b.side { return a.side == .upholding }
            return a.cases != b.cases ? a.cases > b.cases : a.id < b.id
        }
    }
}
