import IMRIndex
import IMRScreen
import IMRBrowser

/// Precedents (issue 12): the query for the most frequent treatment key, against a plain scan of every
/// case's items in the same run, and the browser's d key (view opened and drawn) on different keys.
enum PrecedentsBench {
    static func run(index: CorpusIndex, repeats: Int, scale: Double, into report: inout Report) {
        index.prepareFiltering()
        // Keys by how many items have them: the most frequent is the dearest question.
        let keys = index.facetCounts(.treatment, forAll: [CaseQuery()]).sorted { $0.items > $1.items }
        guard let top = keys.first, let question = self.question(top.value, in: index) else {
            report.add("precedents", "no item has a treatment key")
            return
        }
        var found = 0
        let seconds = Clock.median(runs: repeats) { found = index.precedents(question).total }
        report.time("precedents, commonest key (\(found) items)", seconds: seconds, targetMilliseconds: 20 * scale)
        let scan = Clock.median(runs: repeats) {
            var count = 0
            for imrCase in index.cases { for item in imrCase.items where item.treatmentKey == top.value { count += 1 } }
            found = count
        }
        report.time("  baseline: plain scan of every item for the key", seconds: scan, targetMilliseconds: nil)
        report.add("  precedents vs the plain scan", String(format: "%.1fx faster", scan / max(seconds, 1e-9)))

        // d on a case of each of several frequent keys: each opens a question not asked before.
        var state = BrowserState(size: ChildMode.screenSize)
        _ = state.handle(.corpusLoaded(index))
        var times: [Double] = []
        for count in keys.prefix(max(repeats, 7)) {
            guard let asked = self.question(count.value, in: index), let source = asked.source else { continue }
            select(source.caseId, in: &state)
            times.append(Clock.time {
                _ = state.handle(.input(.key(.character("d"))))
                _ = BrowserView.render(state)
            })
            _ = state.handle(.input(.key(.escape)))
        }
        report.time("frame: d (precedents view opened and drawn)", seconds: Stats.median(times), targetMilliseconds: 20 * scale)
    }

    /// The question of the first item with the key.
    static func question(_ key: String, in index: CorpusIndex) -> PrecedentQuestion? {
        for imrCase in index.cases {
            if let position = imrCase.items.firstIndex(where: { $0.treatmentKey == key }) {
                return PrecedentQuestion(item: position, of: imrCase)
            }
        }
        return nil
    }

    /// Moves the list's cursor to a case by the keys (the list is in id order, every case shown).
    static func select(_ id: String, in state: inout BrowserState) {
        _ = state.handle(.input(.key(.character("g"))))
        guard let index = state.index, let row = state.visible.firstIndex(where: { index.cases.id(at: $0) == id }) else { return }
        for _ in 0..<row { _ = state.handle(.input(.key(.down))) }
    }
}
