import Foundation
import IMRCore

/// Issue 14: 10,000 cases exported to one Markdown and one JSON file after the corpus is open, as `imr
/// export --filter ... -o FILE` does it: the cases chosen, each given its tags and note (one case in a
/// hundred has them, looked up by case key as the notes store's rows are), the document rendered and
/// written whole through `AtomicFile`. The cases are read from the corpus inside the timing (from a
/// mapped store, each is decoded: the store's memo holds 512, fewer than are exported). Reading the notes
/// database is not in it (its own figure, once, in the notes tests); the baseline is writing the same
/// bytes again, so the ratio is the rendering's.
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
        for format in [ExportFormat.markdown, .json] {
            let path = folder + "/cases." + format.fileExtension
            var bytes = 0
            var text = ""
            let seconds = Clock.median(runs: runs) {
                text = render(Array(index.cases.prefix(cases)), format: format, tags: tags, notes: notes)
                bytes = text.utf8.count
                try? AtomicFile.write(text, to: path, overwrite: true)
            }
            let written = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            guard written == bytes else {
                report.add("export \(chosen.count) cases to one \(format.rawValue) file", "not written to \(path)")
                continue
            }
            report.time("export \(chosen.count) cases to one \(format.rawValue) file (\(Report.megabytes(bytes)))",
                        seconds: seconds, targetMilliseconds: 2000)
            let write = Clock.median(runs: runs) { try? AtomicFile.write(text, to: path, overwrite: true) }
            report.time("  baseline: writing the same file again", seconds: write, targetMilliseconds: nil)
        }
    }

    /// Tags and notes by case key, as the notes store gives them: one case in a hundred has both.
    static func userAnnotations(_ chosen: [IMRCase]) -> (tags: [String: [String]], notes: [String: String]) {
        var tags: [String: [String]] = [:]
        var notes: [String: String] = [:]
        for letter in chosen.enumerated() where letter.offset % 100 == 0 {
            let key = CaseKey.of(letter.element)
            tags[key] = ["follow up"]
            notes[key] = "Ask for the prior imaging report before the hearing."
        }
        return (tags, notes)
    }

    /// The timed work: each case given its annotations by key, the document rendered.
    static func render(_ chosen: [IMRCase], format: ExportFormat, tags: [String: [String]], notes: [String: String]) -> String {
        let annotations = chosen.map { letter in
            let key = CaseKey.of(letter)
            return CaseAnnotations(tags: tags[key] ?? [], note: notes[key])
        }
        return format.render(chosen, annotations: annotations)
    }

    /// One export on its own, for profiling (`imr-bench --child export FOLDER CACHE N FORMAT`): the
    /// corpus opened through the store, the first N cases read from it, then rendered. Prints seconds
    /// to read the cases, seconds to render, and bytes.
    static func child(folder: String, cache: CaseCache?, count: Int, format: ExportFormat) -> Int32 {
        guard let corpus = try? CorpusLoader.load(paths: [folder], cache: cache) else { return 1 }
        var chosen: [IMRCase] = []
        let read = Clock.time { chosen = Array(corpus.cases.prefix(count)) }
        let (tags, notes) = userAnnotations(chosen)
        var bytes = 0
        let rendering = Clock.time { bytes = render(chosen, format: format, tags: tags, notes: notes).utf8.count }
        print(read, rendering, bytes)
        return 0
    }
}
