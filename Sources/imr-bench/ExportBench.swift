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
/// is read inside the timing: JSON and CSV from its record read in place, text and Markdown decoded (the
/// store's memo holds 512, fewer than are exported). Reading the
/// notes database is not in it (its own figure, once, in the notes tests); the baseline is writing the
/// same bytes again, so the ratio is the rendering's. Issue 14's target is Markdown's and JSON's.
enum ExportBench {
    static let cases = 10_000

    static func run(index: CorpusIndex, runs: Int, into report: inout Report) {
        var chosen: [IMRCase] = []
        let read = Clock.time { chosen = Array(index.cases.prefix(cases)) }
        report.time("reading \(chosen.count) cases from the corpus (in each export)", seconds: read, targetMilliseconds: nil)
        let (tags, notes) = userAnnotations(chosen)
        let folder = NSTemporaryDirectory() + "imr-bench-export-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = min(cases, index.count)
        for format in [ExportFormat.markdown, .json, .csv, .text] {
            let path = folder + "/cases." + format.fileExtension
            let byKey = tags.keys.reduce(into: [String: CaseAnnotations]()) { $0[$1] = CaseAnnotations(tags: tags[$1] ?? [], note: notes[$1]) }
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
    static func userAnnotations(_ chosen: [IMRCase]) -> (tags: [String: [String]], notes: [String: String]) {
        var tags: [String: [String]] = [:]
        var notes: [String: String] = [:]
        for (position, imrCase) in chosen.enumerated() where position % 100 == 0 {
            let key = CaseKey.of(imrCase)
            tags[key] = ["follow up"]
            notes[key] = "Ask for the prior imaging report before the hearing."
        }
        return (tags, notes)
    }

    /// Each case with its annotations by key, as `imr export` gives them.
    static func annotated<Cases: Collection<IMRCase>>(_ chosen: Cases, tags: [String: [String]], notes: [String: String])
        -> LazyMapCollection<Cases, (IMRCase, CaseAnnotations)> {
        chosen.lazy.map { imrCase in
            let key = CaseKey.of(imrCase)
            return (imrCase, CaseAnnotations(tags: tags[key] ?? [], note: notes[key]))
        }
    }

    /// One export on its own, for profiling (`imr-bench --child export FOLDER CACHE N FORMAT`): the
    /// corpus opened through the store, the first N cases read from it, then rendered. Prints seconds
    /// to read the cases, seconds to render, and bytes.
    static func child(folder: String, cache: CaseStore?, count: Int, format: ExportFormat) -> Int32 {
        guard let corpus = try? CorpusLoader.load(paths: [folder], cache: cache) else { return 1 }
        var chosen: [IMRCase] = []
        let read = Clock.time { chosen = Array(corpus.cases.prefix(count)) }
        let (tags, notes) = userAnnotations(chosen)
        var bytes = 0
        let rendering = Clock.time {
            format.writeDocument(annotated(chosen, tags: tags, notes: notes)) { bytes += $0.utf8.count }
        }
        print(read, rendering, bytes)
        return 0
    }
}
