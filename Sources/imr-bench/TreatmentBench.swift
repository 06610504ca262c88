import IMRIndex
import IMRVocabulary
import IMRStore

/// What treatment normalization adds to a first load: in a fresh child, a load without cache, then
/// `TreatmentNormalizer` over the distinct treatment texts of the loaded cases (the work the load's
/// per-worker memo leaves it, on one core) and over every item (without a memo), against that load.
enum TreatmentBench {
    static func run(folder: String, runs: Int, into report: inout Report) {
        BenchCorpora.warm(folder)
        var loads: [Double] = [], distinct: [Double] = [], every: [Double] = [], ratios: [Double] = []
        var texts = 0, items = 0
        for _ in 0..<runs {
            let figures = LoadBench.child(["normalize", folder])
            loads.append(figures[0])
            distinct.append(figures[1])
            every.append(figures[2])
            ratios.append(figures[1] / max(figures[0], 1e-9))
            texts = Int(figures[3])
            items = Int(figures[4])
        }
        report.add("treatment normalization, \(texts) distinct texts of \(items) items",
                   Report.milliseconds(Stats.median(distinct)))
        let ratio = Stats.median(ratios)
        report.add("normalization / load (same run)", String(format: "%.1f %%", ratio * 100), target: "≤ 10 %",
                   met: ratio <= 0.1)
        report.add("  every item, no memo", Report.milliseconds(Stats.median(every)))
    }

    /// The child: seconds to load, to normalize the distinct texts, to normalize every item; the
    /// counts of distinct texts and items.
    static func child(_ folder: String) -> Int32 {
        let start = Clock.now()
        guard let corpus = try? CorpusLoader.load(paths: [folder]) else { return 1 }
        let load = Clock.now() - start
        let treatments = corpus.cases.flatMap { $0.items.map(\.treatment) }
        let texts = Array(Set(treatments))
        var recognized = 0
        let distinct = Clock.time {
            for text in texts where TreatmentNormalizer.normalize(text)?.recognized == true { recognized += 1 }
        }
        let every = Clock.time {
            for text in treatments where TreatmentNormalizer.normalize(text)?.recognized == true { recognized += 1 }
        }
        print(load, distinct, every, texts.count, treatments.count, recognized)
        return 0
    }
}
