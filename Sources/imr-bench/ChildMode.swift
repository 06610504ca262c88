import Dispatch
import Foundation
import IMRIndex
import IMRScreen
import IMRBrowser
import IMRTerminal
import IMRExport
import IMRLetters
import IMRFiles
import IMRStore

/// What a child process measures, in a fresh process so that its peak memory is its own. Each prints
/// one line of numbers for the parent.
enum ChildMode {
    static let screenSize = Size(rows: 50, cols: 160)

    static func run(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 2 else { return 2 }
        let mode = arguments[0], folder = arguments[1]
        let cache = arguments.count >= 3 ? CaseStore(directory: arguments[2]) : nil
        switch mode {
        case "load": return load(folder, cache: cache)
        case "first-frame": return firstFrame(folder, cache: cache)
        case "browser-memory": return BrowserMemoryBench.child(folder, cache: cache)
        case "open-stages": return openStages(folder, cache: cache)
        case "first-stages": return firstStages(folder, cache: cache)
        case "stages": return stages(folder, limit: arguments.count >= 3 ? Int(arguments[2]) ?? 2000 : 2000)
        case "front": return FrontBench.child(folder, limit: arguments.count >= 3 ? Int(arguments[2]) ?? Int.max : Int.max)
        case "normalize": return TreatmentBench.child(folder)
        case "export":
            guard arguments.count >= 5, let count = Int(arguments[3]), let format = ExportFormat(rawValue: arguments[4]) else { return 2 }
            return ExportBench.child(folder: folder, cache: cache, count: count, format: format)
        default: return 2
        }
    }

    /// Read, parse and index (through the cache when given): seconds, peak bytes, cases.
    static func load(_ folder: String, cache: CaseStore?) -> Int32 {
        let start = Clock.now()
        guard let corpus = try? CorpusLoader.load(paths: [folder], cache: cache) else { return 1 }
        let index = CorpusIndex(corpus)
        let seconds = Clock.now() - start
        for note in corpus.notes { Report.note(note) }
        print(seconds, Memory.peakResident(), index.count)
        return 0
    }

    /// A second open through the case store, stage by stage: seconds to list the files, to map and
    /// check the store, and to index the corpus (for profiling: `imr-bench --child open-stages FOLDER CACHE`).
    static func openStages(_ folder: String, cache: CaseStore?) -> Int32 {
        guard let cache else { return 1 }
        var files: [SourceFile] = []
        var mapped: Corpus?
        let collect = Clock.time { files = (try? FileCollector.collect([folder]))?.files ?? [] }
        let map = Clock.time { mapped = CorpusLoader.mapped(files, paths: [folder], cache: cache).corpus }
        guard let corpus = mapped else { return 1 }
        let index = Clock.time { _ = CorpusIndex(corpus) }
        print(collect, map, index, corpus.cases.count)
        return 0
    }

    /// A first open through the case store (no store yet) as the command line makes it: seconds to read
    /// and parse every letter and write the store (one stage: `StoreFirstOpen` writes the store while it
    /// parses), seconds to index the corpus opened from it, peak resident bytes, and cases (for
    /// profiling: `imr-bench --child first-stages FOLDER CACHE`, with CACHE a folder holding no store).
    static func firstStages(_ folder: String, cache: CaseStore?) -> Int32 {
        guard let cache else { return 1 }
        var loaded: Corpus?
        let load = Clock.time { loaded = try? CorpusLoader.load(paths: [folder], cache: cache) }
        guard let corpus = loaded else { return 1 }
        for note in corpus.notes { Report.note(note) }
        let indexing = Clock.time { _ = CorpusIndex(corpus) }
        print(load, indexing, Memory.peakResident(), corpus.cases.count)
        return 0
    }

    /// One core, stage by stage, over the first `limit` files: microseconds per file to read, to parse,
    /// and to build the index (for profiling: `imr-bench --child stages FOLDER N`).
    static func stages(_ folder: String, limit: Int) -> Int32 {
        guard let listed = try? FileCollector.collect([folder]) else { return 1 }
        let files = Array(listed.files.prefix(limit))
        var contents: [[UInt8]] = []
        let read = Clock.time {
            contents = files.map { (try? FileReading.bytes(atPath: $0.path, expectedSize: Int($0.size))) ?? [] }
        }
        var parsed: [ParsedFile] = []
        let parse = Clock.time {
            let memo = ParseMemo()
            parsed = zip(files, contents).map { FileParser.parse(bytes: $1, displayPath: $0.displayPath, memo: memo) }
        }
        var corpus = Corpus()
        let index = Clock.time {
            corpus = CorpusLoader.assemble(parsed)
            _ = CorpusIndex(corpus)
        }
        // The part of parsing that reads the reasons (issue 30: at most 15% more on a first open), read
        // again here over the same items.
        var given = 0
        let reasons = Clock.time {
            // As the parser reads them: one reader a letter, and a memo of the sentences read, new
            // as at a first open (the parse's own holds them all by now).
            let memo = ParseMemo()
            for file in parsed {
                for imrCase in file.cases {
                    var reader = ReasonReader(memo: memo)
                    for item in imrCase.items { given += reader.reasons(of: item).count }
                }
            }
        }
        let perFile = 1e6 / Double(max(1, files.count))
        print(read * perFile, parse * perFile, index * perFile, corpus.cases.count, reasons * perFile, given)
        return 0
    }

    /// The real BrowserApp on a screen without a terminal, opened as `imr FOLDER` opens it: seconds from
    /// start to its first frame (drawn while the letters load in the background), to the first frame
    /// that shows cases (on a second open, the store's, before the letters are checked; on a first, those
    /// of the first letters read), and to the first frame of the final list.
    static func firstFrame(_ folder: String, cache: CaseStore?) -> Int32 {
        let start = Clock.now()
        let screen = TimingScreen(size: screenSize, start: start)
        let app = BrowserApp(screen: screen, source: folder, themes: ThemeCatalog(userThemeDirectory: nil),
                             themeName: ThemeCatalog.defaultName) { reports in
            (try? CorpusLoader.load(paths: [folder], progress: reports.progress, cache: cache, deferringStore: true,
                                    preview: reports.preview)) ?? Corpus()
        }
        if let cache { app.openStored = { CorpusLoader.openStored(paths: [folder], cache: cache) } }
        screen.loaded = { app.state.index != nil }
        // Final: every letter read (a first open shows the first ones before) and checked (a second open).
        screen.checked = { app.state.index != nil && app.state.checking == nil && app.state.loading == nil }
        app.run()
        print(screen.firstFrame ?? -1, screen.casesFrame ?? -1, screen.checkedFrame ?? -1)
        return 0
    }
}

/// A screen that notes when frames arrive, and ends the app once the cases are on it.
final class TimingScreen: Screen {
    let size: Size
    let start: Double
    var loaded: () -> Bool = { false }
    var checked: () -> Bool = { false }
    var firstFrame: Double?
    var casesFrame: Double?
    var checkedFrame: Double?

    init(size: Size, start: Double) {
        self.size = size
        self.start = start
    }

    func present(_ frame: Frame) {
        let now = Clock.now() - start
        if firstFrame == nil { firstFrame = now }
        if casesFrame == nil && loaded() { casesFrame = now }
        if checkedFrame == nil && checked() { checkedFrame = now }
    }

    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        if checkedFrame != nil { return .interrupt }
        usleep(UInt32(min(timeoutMilliseconds ?? 5, 5)) * 1000)
        return nil
    }

    func apply(theme: Theme) {}
    func suspend() {}
    func resume() {}
    func copyToClipboard(_ text: String) {}
    func close() {}
}
