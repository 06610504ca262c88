#if canImport(Glibc)
import Glibc
#endif
import IMRIndex
import IMRStore

/// The word index kept between opens: built and saved on a first open, read on the next.
enum WordStoreBench {
    static func run(corpus: Corpus, runs: Int, into report: inout Report) {
        guard let store = corpus.wordStore else { return Report.note("no word store: the corpus was not loaded through a cache") }
        // A first open: no index saved yet, so it is built, then saved (off the search's path).
        unlink(store.path)
        let first = CorpusIndex(corpus)
        report.time("word index build + save to the store (first open)", seconds: Clock.time { first.prepareSearch() },
                    targetMilliseconds: nil)
        var info = stat()
        report.add("  word index file", Report.megabytes(stat(store.path, &info) == 0 ? Int(info.st_size) : 0))
        var seconds: [Double] = []
        for _ in 0..<runs {
            let again = CorpusIndex(corpus)
            seconds.append(Clock.time { again.prepareSearch() })
            if again.wordIndexOrigin != .store { Report.note("a second open built the word index instead of reading it") }
        }
        report.time("word index from the store (second open)", seconds: Stats.median(seconds), targetMilliseconds: nil)
    }
}
