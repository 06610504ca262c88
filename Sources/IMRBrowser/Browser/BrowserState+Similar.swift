import IMRIndex
import IMRText
import IMRColumns

/// "More like this": the list shows the cases most like the selected one, best first, as a view
/// pushed over the list the user was on. It starts unfiltered; the usual filters narrow it (its rank
/// order stays); Esc goes
/// back to the list before, with its filters and selected case. Another `L` on a case of it pushes
/// again, and each Esc goes back one step.
public struct SimilarList: Equatable, Sendable {
    /// How many of the most alike cases the list shows.
    public static let limit = 100

    public var anchorId: String
    public var ranking: SimilarRanking
    /// Listed in the ranking's order (true), or sorted by the query's sort key, chosen in the sort menu.
    public internal(set) var byRank = true
    /// The ranking's entry of each row it lists.
    let entries: [Int: Int]
    /// The list as it was before: restored on the way back.
    let returnQuery: CaseQuery
    let returnItemLevel: Bool
    let returnSelection: String?
    let returnTop: Int
    let returnFocus: Pane

    /// Why `row` is listed, when it is.
    public func entry(forRow row: Int) -> SimilarCase? {
        entries[row].map { ranking.cases[$0] }
    }
}

/// The stack of "more like this" lists, and a request waiting for the word index.
public struct SimilarState: Equatable, Sendable {
    public internal(set) var trail: [SimilarList] = []
    /// The id of the case whose similar cases wait for the word index (built once per open).
    public internal(set) var waitingFor: String?

    /// The list shown now, if one is.
    public var shown: SimilarList? { trail.last }

    /// Lists the list shown in its ranking's order, or by the query's sort key (nothing when none is shown).
    mutating func sortByRank(_ byRank: Bool) {
        guard !trail.isEmpty else { return }
        trail[trail.count - 1].byRank = byRank
    }
}

extension BrowserState {
    static let similarWaitingMessage = StatusMessage("Building the word index (once per open): more like this follows as soon as it is ready…")

    /// `L`: the cases like the selected one, or, while the word index is being built, as soon as it is.
    mutating func showSimilar() {
        guard let index, let row = selectedRow else {
            message = StatusMessage("No case selected", isError: true)
            return
        }
        if index.isBuildingWordIndex {
            similar.waitingFor = index.cases[row].id
            message = Self.similarWaitingMessage
            return
        }
        pushSimilar(row, in: index)
    }

    /// The word index is ready: a waiting "more like this" runs now, for its case if it is still there.
    mutating func runWaitingSimilar() {
        guard let id = similar.waitingFor, let index else { return }
        similar.waitingFor = nil
        if message == Self.similarWaitingMessage { message = nil }
        guard let row = index.row(ofId: id) else { return }
        pushSimilar(row, in: index)
    }

    private mutating func pushSimilar(_ row: Int, in index: CorpusIndex) {
        let ranking = index.similar(to: row, limit: SimilarList.limit)
        let id = index.cases[row].id
        guard !ranking.cases.isEmpty else {
            message = StatusMessage("No case shares a treatment or a distinctive summary word with \(id)")
            return
        }
        var entries: [Int: Int] = [:]
        for (position, found) in ranking.cases.enumerated() { entries[found.row] = position }
        similar.trail.append(SimilarList(anchorId: id, ranking: ranking, entries: entries, returnQuery: query,
                                         returnItemLevel: itemLevel, returnSelection: id, returnTop: listTop,
                                         returnFocus: focus))
        // The whole ranking first, in its order (the filters and order of before come back with Esc);
        // the usual keys narrow it, the sort menu orders it.
        query = CaseQuery()
        itemLevel = false
        focus = .list
        caseCursor = ListCursor()
        refilter(keepingSelection: index.cases[ranking.cases[0].row].id)
        message = StatusMessage("\(Wording.count(ranking.total, "case")) like \(id): \(ranking.cases.count) most alike shown, Esc goes back")
    }

    /// Esc: back to the list shown before the last "more like this", as it was.
    mutating func leaveSimilar() {
        guard let last = similar.trail.popLast() else { return }
        query = last.returnQuery
        itemLevel = last.returnItemLevel
        refilter(keepingSelection: last.returnSelection)
        caseCursor = ListCursor(position: cursor, top: last.returnTop)
        clampList()
        focus = last.returnFocus
        message = similar.trail.isEmpty ? nil : StatusMessage("Back to the cases like \(similar.trail[similar.trail.count - 1].anchorId)")
    }

    /// A (re)loaded corpus: its rows are not the lists' rows; the user is back on the first list.
    mutating func closeSimilarForReload() {
        similar.waitingFor = nil
        guard let first = similar.trail.first else { return }
        similar.trail = []
        query = first.returnQuery
        itemLevel = first.returnItemLevel
    }

    /// Facet counts for the pickers and the statistics: among the cases the list can show (the open
    /// "more like this" list's, else every case) that the query selects.
    func shownFacetCounts(_ facet: Facet, in index: CorpusIndex, ignoringOwnSelection: Bool) -> [FacetCount] {
        guard let shown = similar.shown else {
            return index.facetCounts(facet, for: effectiveQuery, ignoringOwnSelection: ignoringOwnSelection)
        }
        return index.facetCounts(facet, for: effectiveQuery, ignoringOwnSelection: ignoringOwnSelection,
                                 among: shown.ranking.cases.map(\.row))
    }

    /// The rows the list shows while a "more like this" is open: its ranking, in rank order or sorted
    /// by the query's key when one was chosen in the sort menu, narrowed by the query; nil when none is
    /// open.
    func similarRows(matching query: CaseQuery) -> [Int]? {
        guard let shown = similar.shown, let index else { return nil }
        let ranked = shown.ranking.cases.map(\.row)
        // Sorted by a key: what the query selects, in its order, kept to the ranking's cases.
        guard shown.byRank else {
            let listed = Set(ranked)
            return index.matching(query).filter(listed.contains)
        }
        guard !query.isEmpty else { return ranked }
        let matching = Set(index.matching(query))
        return ranked.filter(matching.contains)
    }
}
