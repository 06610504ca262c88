import Foundation
import IMRIndex
import IMRExport
import IMRModel
import IMRFiles
import IMRStore

/// Issue 14: 10,000 cases exported to one file in each format after the corpus is open, as `imr export
/// --filter ... -o FILE` does it: each case read from the corpus, given its tags and note (one case in a
/// hundred has them, looked up by case key as the notes store's rows are), rendered and written as the
/// document is made (`CorpusIndex.writeDocument` through `AtomicFile`). From a mapped store each case
/// is read inside the timing, from its record read in place. Reading the notes database is not in it (its own figure, once, in the notes tests); the baseline is writing the
/// same bytes again, so the ratio is the rendering's. Issue 14's target is Markdown's and JSON's.
enum ExportBench {
    static let cases = 10_000

    static func run(index: CorpusIndex, runs: Int, into report: inout Report) {
        var chosen: [IMRCase] = []
        let read = Clock.time { chosen = Array(index.cases.prefix(cases)) }
        report.time("reading \(chosen.count) cases from the corpus (in each export)", seconds: read, targetMilliseconds: nil)
        let byKey = userAnnotations(count: chosen.count) { CaseKey.of(chosen[$0]) }
        let folder = NSTemporaryDirectory() + "imr-bench-export-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = min(cases, index.count)
        for format in [ExportFormat.markdown, .json, .csv, .text] {
            let path = folder + "/cases." + format.fileExtension
            let seconds = Clock.median(runs: runs) {
                try? AtomicFile.write(to: path, overwrite: true, bytes: { write throws(AtomicFile.Failure) in
                    try index.writeDocument(format, rows: Array(0..<count), annotations: byKey, to: write)
                })
            }
            guard let written = FileManager.default.contents(atPath: path), !written.isEmpty else {
                report.add("export \(count) cases to one \(format.rawValue) file", "not written to \(path)")
                continue
            }
            let target: Double? = format == .markdown || format == .json ? 2000 : nil
            report.time("export \(count) cases to one \(format.rawValue) file (\(Report.megabytes(written.count)))",
                        seconds: seconds, targetMilliseconds: target)
            let text = String(decoding: written, as: UTF8.self)
            let write = Clock.median(runs: runs) { try? AtomicFile.write(text, to: path, overwrite: true) }
            report.time("  baseline: writing the same file again", seconds: write, targetMilliseconds: nil)
        }
    }

    /// Tags and notes by case key, as the notes store gives them: one case in a hundred has both.
    static func userAnnotations(count: Int, key: (Int) -> String) -> [String: CaseAnnotations] {
        stride(from: 0, to: count, by: 100).reduce(into: [String: CaseAnnotations]()) { byKey, position in
            byKey[key(position)] = CaseAnnotations(tags: ["follow up"], note: "Ask for the prior imaging report before the hearing.")
        }
    }

    /// One export on its own, for profiling (`imr-bench --child export FOLDER CACHE N FORMAT`): the
    /// corpus opened through the store, then the first N cases written as `imr export` writes them
    /// (`CorpusIndex.writeDocument`: each case read from the store and rendered, one in a hundred with
    /// tags and a note). Prints seconds to open, seconds to read and render, bytes, and peak resident bytes.
    static func child(folder: String, cache: CaseStore?, count: Int, format: ExportFormat) -> Int32 {
        var opened: Corpus?
        let open = Clock.time { opened = try? CorpusLoader.load(paths: [folder], cache: cache) }
        guard let corpus = opened else { return 1 }
        let index = CorpusIndex(corpus)
        let rows = Array(0..<min(count, index.count))
        let byKey = userAnnotations(count: rows.count) { CaseKey.of(index.listedCase($0)) }
        var bytes = 0
        let rendering = Clock.time {
            index.writeDocument(format, rows: rows, annotations: byKey) { bytes += $0.count }
        }
        print(open, rendering, bytes, Memory.peakResident())
        return 0
    }
}
