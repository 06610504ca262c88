import IMRIndex
import IMRScreen
import IMRBrowser
import IMRModel
import IMRStore

/// Queries against the index, and key presses through the browser state to a finished frame.
enum QueryBench {
    static func run(corpus: Corpus, runs: Int, into report: inout Report) {
        // The build is timed without the word store, so that it is a build whatever an earlier run saved.
        var unstored = corpus
        unstored.wordStore = nil
        let index = CorpusIndex(unstored)
        let count = index.count
        let scale = count >= 1_000_000 ? 10.0 : 1.0
        report.time("word index build (background, once)", seconds: Clock.time { index.prepareSearch() },
                    targetMilliseconds: nil)
        report.add("  word index size (with positions)", Report.megabytes(index.wordIndexBytes ?? 0))
        WordStoreBench.run(corpus: corpus, runs: runs, into: &report)
        let fresh = CorpusIndex(index.corpus)
        report.time("sort orders build, per key (once)", seconds: Clock.time { fresh.prepareSorting() } / 12,
                    targetMilliseconds: nil)
        let specialty = index.values(of: .specialty).first ?? ""
        let category = index.values(of: .category).dropFirst(2).first ?? ""
        let repeats = max(runs, 7)
        func query(_ label: String, _ query: CaseQuery, target: Double) {
            var shown = 0
            let seconds = Clock.median(runs: repeats) {
                shown = index.matching(query).count
                _ = index.facetCounts(.outcome, for: query)
                _ = index.facetCounts(.specialty, for: query)
            }
            report.time("\(label) (\(shown) shown) + counts", seconds: seconds, targetMilliseconds: target * scale)
        }
        query("all cases, by id", CaseQuery(), target: 5)
        query("facet filter spec:\"\(specialty.prefix(18))\"", CaseQuery(selections: [.specialty: [specialty]]), target: 5)
        query("item filter cat + item:overturned",
              CaseQuery(selections: [.category: [category], .itemDecision: ["overturned"]]), target: 5)
        query("outcome overturned", CaseQuery(selections: [.outcome: ["overturned"]]), target: 5)
        query("sort decision date, descending", CaseQuery(sort: .decisionDate, descending: true), target: 5)
        query("sort specialty", CaseQuery(sort: .specialty), target: 5)
        // Tags as the notes store gives them: one case in a hundred carries "follow up".
        index.setTags(["follow up": Set(stride(from: 0, to: count, by: 100).map { CaseKey.of(index.cases[$0]) })])
        var tagQuery = CaseQuery()
        tagQuery.tags = ["follow up"]
        report.time("case keys for tags (once, first tag query)", seconds: Clock.time { _ = index.matching(tagQuery) },
                    targetMilliseconds: nil)
        query("tag filter tag:\"follow up\"", tagQuery, target: 5)
        query("word search lumbar", CaseQuery(text: "lumbar"), target: 20)
        query("word search mri knee", CaseQuery(text: "mri knee"), target: 20)
        query("phrase search \"physical therapy\"", CaseQuery(text: "\"physical therapy\""), target: 20)
        frames(index: index, repeats: repeats, scale: scale, into: &report)
        PrecedentsBench.run(index: index, repeats: repeats, scale: scale, into: &report)
        SimilarBench.run(index: index, repeats: repeats, scale: scale, into: &report)
        ExportBench.run(index: index, runs: runs, into: &report)
    }

    /// Key press to finished frame: BrowserState.handle, then BrowserView.render into a Frame.
    static func frames(index: CorpusIndex, repeats: Int, scale: Double, into report: inout Report) {
        var state = BrowserState(size: ChildMode.screenSize)
        _ = state.handle(.corpusLoaded(index))
        let target = 5 * scale
        func press(_ keys: [Key]) {
            for key in keys { _ = state.handle(.input(.key(key))) }
            _ = BrowserView.render(state)
        }
        func text(_ string: String) -> [Key] { string.map { Key.character($0) } }
        report.time("frame: render only", seconds: Clock.median(runs: repeats) { _ = BrowserView.render(state) },
                    targetMilliseconds: target)
        report.time("frame: j (scroll down)", seconds: Clock.median(runs: repeats) { press([.down]) },
                    targetMilliseconds: target)
        report.time("frame: PgDn", seconds: Clock.median(runs: repeats) { press([.pageDown]) }, targetMilliseconds: target)
        var overturned = false
        report.time("frame: o / a (outcome filter)", seconds: Clock.median(runs: repeats) {
            overturned.toggle()
            press([.character(overturned ? "o" : "a")])
        }, targetMilliseconds: target)
        _ = state.handle(.input(.key(.character("a"))))
        // The prompt is typed first; the timed press is the Enter that runs it.
        var seconds: [Double] = []
        for round in 0..<repeats {
            for key in [Key.character("f")] + text(round % 2 == 0 ? "lumbar" : "mri") { _ = state.handle(.input(.key(key))) }
            seconds.append(Clock.time { press([.enter]) })
            _ = state.handle(.input(.key(.character("x"))))
        }
        report.time("frame: f word Enter (filter by words)", seconds: Stats.median(seconds), targetMilliseconds: target)
        seconds = []
        for round in 0..<repeats {
            // C-u clears the last search the prompt starts with.
            for key in [Key.character("/"), Key.control("u")] + text(round % 2 == 0 ? "lumbar" : "therapy") {
                _ = state.handle(.input(.key(key)))
            }
            seconds.append(Clock.time { press([.enter]) })
        }
        report.time("frame: / word Enter (search the case)", seconds: Stats.median(seconds), targetMilliseconds: target)
        report.time("frame: n (next match)", seconds: Clock.median(runs: repeats) { press([.character("n")]) },
                    targetMilliseconds: target)
    }
}
