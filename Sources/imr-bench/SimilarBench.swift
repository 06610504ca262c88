import IMRIndex
import IMRScreen
import IMRBrowser

/// "More like this": the ranking of one case against the corpus, and the key press in the browser.
enum SimilarBench {
    static func run(index: CorpusIndex, repeats: Int, scale: Double, into report: inout Report) {
        guard index.count > 1 else { return }
        let target = 100 * scale
        report.time("more like this: summary spans (background, once)", seconds: Clock.time { index.prepareSimilar() },
                    targetMilliseconds: nil)
        // Cases spread over the corpus, each ranked in turn.
        let anchors = (0..<max(repeats, 9)).map { $0 * (index.count / max(repeats, 9)) }
        var calls = 0
        var found = 0
        let median = Clock.median(runs: anchors.count) {
            found += index.similar(to: anchors[calls % anchors.count], limit: 100).total
            calls += 1
        }
        report.time("more like this (\(found / max(1, calls)) alike on average)", seconds: median,
                    targetMilliseconds: target)
        var state = BrowserState(size: ChildMode.screenSize)
        _ = state.handle(.corpusLoaded(index))
        // Each round: L timed to its frame, then Esc (not timed) back to the whole list.
        var seconds: [Double] = []
        for _ in 0..<max(repeats, 7) {
            seconds.append(Clock.time {
                _ = state.handle(.input(.key(.character("L"))))
                _ = BrowserView.render(state)
            })
            _ = state.handle(.input(.key(.escape)))
        }
        report.time("frame: L (more like this)", seconds: Stats.median(seconds), targetMilliseconds: target)
    }
}
