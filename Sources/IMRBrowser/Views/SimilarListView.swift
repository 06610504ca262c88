import IMRIndex
import IMRScreen

/// The case list while "more like this" is open: its title names the case, and each row says why it is
/// alike (shared treatments, clinical score, regions and heaviest shared words) where the specialty and chapter stand.
enum SimilarListView {
    /// "Like CM16-0213037: 20 of 90 alike (Esc back)" (", by decision date" when sorted), or nil when
    /// no such list is open.
    static func title(_ state: BrowserState) -> String? {
        guard let shown = state.similar.shown else { return nil }
        let depth = state.similar.trail.count > 1 ? ", \(state.similar.trail.count) deep" : ""
        let order = shown.byRank ? "" : ", by \(state.query.sort.title.lowercased())\(state.query.descending ? " (desc)" : "")"
        return "Like \(shown.anchorId): \(state.visible.count) of \(shown.ranking.total) alike\(order) (Esc back\(depth))"
    }

    /// The status bar's note of the open list.
    static func status(_ state: BrowserState) -> String? {
        state.similar.shown.map { "like \($0.anchorId)" }
    }

    /// The row's reason: "1 tx 18.28  same MRI (lumbar spine); regions lumbar spine; words radiculopathy".
    static func reason(_ found: SimilarCase, rowRole: Role, cursor: Bool) -> [Span] {
        [
            Span("\(found.sharedTreatments.count) tx ", role: rowRole),
            Span(TextTable.fit(found.scoreText, width: 6, alignment: .right) + "  ", role: rowRole),
            Span(found.reason, role: cursor ? rowRole : (rowRole == .normal ? .dim : rowRole)),
        ]
    }
}
