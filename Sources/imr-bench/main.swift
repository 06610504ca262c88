import Foundation
import IMRIndex
import IMRStore
import CHeap

/// imr-bench: the figures of issue 5 against their targets.
///
///     swift run -c release imr-bench [--sizes 10000,100000,1000000] [--runs N] [--only load|cache|queries|treatments]
///                                    [--cache-dir DIR]
struct Options {
    var sizes = [10_000, 100_000]
    var runs = 3
    /// Parts to run (all when empty): `load` (uncached, against grep), `cache` (second open, first frame),
    /// `queries` (queries and key presses), `treatments` (normalization against a load).
    var only: Set<String> = []
    /// Where the case stores go (`cache-N` inside); the corpora's folder by default.
    var cacheRoot = BenchCorpora.root

    func runs(_ part: String) -> Bool { only.isEmpty || only.contains(part) }

    static func parse(_ arguments: [String]) -> Options? {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--sizes":
                guard let value = rest.popFirst() else { return nil }
                let sizes = value.split(separator: ",").compactMap { Int($0.replacingOccurrences(of: "_", with: "")) }
                guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { return nil }
                options.sizes = sizes
            case "--only":
                guard let value = rest.popFirst() else { return nil }
                let parts = Set(value.split(separator: ",").map(String.init))
                guard parts.isSubset(of: ["load", "cache", "queries", "treatments"]) else { return nil }
                options.only.formUnion(parts)
            case "--cache-dir":
                guard let value = rest.popFirst(), value.hasPrefix("/") else { return nil }
                options.cacheRoot = value
            case "--runs":
                guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else { return nil }
                options.runs = value
            default:
                return nil
            }
        }
        return options
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
// As `imr` does, first thing: the children measure what a user's `imr` would do.
imr_heap_prefer_mapping_large_blocks()
if arguments.first == "--child" {
    exit(ChildMode.run(Array(arguments.dropFirst())))
}
guard let options = Options.parse(arguments) else {
    FileHandle.standardError.write(Data("usage: imr-bench [--sizes 10000,100000,1000000] [--runs N] [--only load,cache,queries,treatments] [--cache-dir /DIR]\n".utf8))
    exit(2)
}
Machine.describe()
for size in options.sizes {
    do {
        let folder = try BenchCorpora.ensure(count: size)
        var report = Report(title: "\(size) letters (\(folder)), medians of \(options.runs) runs")
        let cacheDirectory = options.cacheRoot + "/cache-\(size)"
        if options.runs("load") { LoadBench.runUncached(folder: folder, count: size, runs: options.runs, into: &report) }
        if options.runs("treatments") { TreatmentBench.run(folder: folder, runs: options.runs, into: &report) }
        if options.runs("cache") {
            LoadBench.runCached(folder: folder, count: size, runs: options.runs, cacheDirectory: cacheDirectory,
                                into: &report)
        }
        if options.runs("queries") {
            let corpus = try CorpusLoader.load(paths: [folder], cache: CaseStore(directory: cacheDirectory))
            QueryBench.run(corpus: corpus, runs: options.runs, into: &report)
        }
        report.print()
    } catch {
        Report.note("\(size) letters: \(error)")
        exit(1)
    }
}
