import Foundation
import IMRIndex
import IMRScreen
import IMRTerminal
import IMRStore
import CHeap

/// The browser's memory (issue 32): the real BrowserApp opened on a folder as `imr FOLDER` opens it, on a
/// screen without a terminal, run until it has settled (every letter read and checked, the word index
/// ready, and no more work in the background: the process's CPU time stops growing). Prints the peak
/// resident bytes, the resident bytes once settled, and of those the anonymous ones (what the browser
/// holds itself, beside the mapped store's pages, which the kernel can drop). With `IMR_BENCH_TRACE`
/// set, the curve goes to stderr as it is polled: CPU seconds, resident and anonymous MiB, and whether the
/// browser is ready (where a peak comes from).
enum BrowserMemoryBench {
    static func child(_ folder: String, cache: CaseStore?) -> Int32 {
        let screen = SettlingScreen(size: ChildMode.screenSize)
        let app = BrowserApp(screen: screen, source: folder, themes: ThemeCatalog(userThemeDirectory: nil),
                             themeName: ThemeCatalog.defaultName) { reports in
            (try? CorpusLoader.load(paths: [folder], progress: reports.progress, cache: cache, deferringStore: true,
                                    preview: reports.preview, checking: reports.shown)) ?? Corpus()
        }
        if let cache { app.openStored = { CorpusLoader.openStored(paths: [folder], cache: cache) } }
        screen.ready = {
            guard let index = app.state.index else { return false }
            return app.state.checking == nil && app.state.loading == nil && !index.isBuildingWordIndex
        }
        app.run()
        print(Memory.peakResident(), Memory.field("VmRSS:"), Memory.field("RssAnon:"), Memory.field("RssFile:"))
        return 0
    }
}

/// A screen that ends the app once it is ready and the process has done no work for a while.
final class SettlingScreen: Screen {
    let size: Size
    var ready: () -> Bool = { false }
    private var lastCPU = 0.0
    private var quietPolls = 0

    init(size: Size) {
        self.size = size
    }

    func present(_ frame: Frame) {}

    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent? {
        usleep(250_000)
        let isReady = ready()
        let cpu = Self.cpuSeconds()
        // Under a hundredth of a second of CPU in a quarter of a second, for two seconds running.
        quietPolls = isReady && cpu - lastCPU < 0.01 ? quietPolls + 1 : 0
        if Self.traced {
            let line = "\(cpu) rss \(Memory.field("VmRSS:") >> 20) anon \(Memory.field("RssAnon:") >> 20)"
                + " heap \(Self.heapInUse() >> 20) ready \(isReady)\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
        // Counted from here: the trace's own work (walking the heap) is not the browser's.
        lastCPU = Self.cpuSeconds()
        return quietPolls >= 8 ? .interrupt : nil
    }

    static let traced = ProcessInfo.processInfo.environment["IMR_BENCH_TRACE"] != nil

    static func heapInUse() -> Int { Int(imr_heap_in_use()) }

    /// This process's user and system CPU seconds so far.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    func apply(theme: Theme) {}
    func suspend() {}
    func resume() {}
    func copyToClipboard(_ text: String) {}
    func close() {}
}
