import Foundation
import IMRIndex

/// Load against grep, peak memory, the cached second open and the first frame: each run in a fresh
/// child process, medians over the runs.
enum LoadBench {
    /// Load against grep, and peak memory, without a cache.
    static func runUncached(folder: String, count: Int, runs: Int, into report: inout Report) {
        let bytes = BenchCorpora.bytesOnDisk(folder)
        BenchCorpora.warm(folder)
        var greps: [Double] = [], loads: [Double] = [], ratios: [Double] = [], peaks: [Double] = []
        var cases = 0
        for _ in 0..<runs {
            let (grep, load) = againstGrep(folder, ["load", folder])
            greps.append(grep)
            loads.append(load[0])
            ratios.append(load[0] / grep)
            peaks.append(load[1])
            cases = Int(load[2])
        }
        let grep = Stats.median(greps), load = Stats.median(loads), peak = Stats.median(peaks)
        report.add("cases loaded", "\(cases) (\(Report.megabytes(bytes)) on disk)")
        report.add("grep -rl Overturned", Report.milliseconds(grep))
        report.add("load: read, parse, index (no cache)", Report.milliseconds(load))
        let ratio = Stats.median(ratios)
        report.add("load / grep (same run)", String(format: "%.1f x", ratio), target: "≤ 2 x (aim 1 x)", met: ratio <= 2)
        let perDisk = peak / Double(max(1, bytes))
        report.add("peak memory after load", "\(Report.megabytes(Int(peak))) = \(Int(peak) / max(1, cases)) B/case",
                   target: count >= 1_000_000 ? "loads in 24 GiB" : "",
                   met: count >= 1_000_000 ? peak < 24 * 1_073_741_824 : nil)
        report.add("peak memory / bytes on disk", String(format: "%.2f x", perDisk), target: "≤ 1.5 x",
                   met: count >= 1_000_000 ? nil : perDisk <= 1.5)
        // Where a load's time goes, on one core: what the gap to grep is made of.
        let stages = child(["stages", folder, "3000"])
        report.add("  one core, per file: read / parse / index",
                   String(format: "%.0f / %.0f / %.0f µs", stages[0], stages[1], stages[2]))
        let reasonShare = stages[4] / max(1, stages[0] + stages[1] + stages[2])
        report.add("  of which reading reasons (in the parse)",
                   String(format: "%.0f µs = %.0f%% of read + parse + index", stages[4], reasonShare * 100),
                   target: "≤ 15%", met: reasonShare <= 0.15)
    }

    /// The case store written by a first open, the second opens that map it, and the first frame:
    /// each against grep in the same run (issue 13's targets).
    static func runCached(folder: String, count: Int, runs: Int, cacheDirectory: String, into report: inout Report) {
        let million = count >= 1_000_000
        let bytes = BenchCorpora.bytesOnDisk(folder)
        BenchCorpora.warm(folder)
        var writes: [Double] = [], writeRatios: [Double] = [], writePeaks: [Double] = []
        var opens: [Double] = [], openRatios: [Double] = [], openPeaks: [Double] = []
        for _ in 0..<runs {
            let (grep, write) = againstGrep(folder, ["load", folder, cacheDirectory], emptying: cacheDirectory)
            writes.append(write[0])
            writeRatios.append(write[0] / grep)
            writePeaks.append(write[1])
            let open = child(["load", folder, cacheDirectory])
            opens.append(open[0])
            openRatios.append(open[0] / grep)
            openPeaks.append(open[1])
        }
        report.add("first open, parsing and writing the store", Report.milliseconds(Stats.median(writes)))
        let writeRatio = Stats.median(writeRatios), firstTarget = million ? 2.5 : 2.0
        report.add("  / grep (same run)", String(format: "%.2f x", writeRatio),
                   target: String(format: "≤ %g x", firstTarget), met: writeRatio <= firstTarget)
        // No case is kept while the store is written (`StoreFirstOpen`): its columns are what is held.
        let writePeak = Stats.median(writePeaks)
        report.add("  peak memory, first open", Report.megabytes(Int(writePeak)))
        report.add("  / bytes on disk", String(format: "%.2f x", writePeak / Double(max(1, bytes))))
        firstOpenCold(folder: folder, cacheDirectory: cacheDirectory, into: &report)
        firstOpenInBrowser(folder: folder, runs: runs, cacheDirectory: cacheDirectory + "-browser",
                           target: firstTarget, into: &report)
        browserMemory(folder: folder, count: count, runs: runs, cacheDirectory: cacheDirectory + "-browser", into: &report)
        let open = Stats.median(opens), openRatio = Stats.median(openRatios)
        // The command line checks every letter before it answers (`imr stats`): the listing is its floor.
        report.add("second open, command line (listed and checked)", Report.milliseconds(open))
        report.add("  / grep (same run)", String(format: "%.2f x", openRatio))
        let peak = Stats.median(openPeaks)
        let peakRatio = peak / Double(max(1, bytes))
        report.add("  peak memory, second open", Report.megabytes(Int(peak)),
                   target: million ? "≤ 2 GB" : "", met: million ? peak <= 2 * 1_073_741_824 : nil)
        report.add("  / bytes on disk", String(format: "%.2f x", peakRatio), target: "≤ 0.5 x", met: peakRatio <= 0.5)
        let store = BenchCorpora.storeBytes(cacheDirectory)
        let storeRatio = Double(store) / Double(max(1, bytes))
        report.add("store on disk (word index apart)", Report.megabytes(store))
        report.add("  / bytes of the letters", String(format: "%.2f x", storeRatio), target: "≤ 0.6 x", met: storeRatio <= 0.6)
        let stages = child(["open-stages", folder, cacheDirectory])
        report.add("  second open: list / map and check / index",
                   String(format: "%.0f / %.0f / %.0f ms", stages[0] * 1000, stages[1] * 1000, stages[2] * 1000))

        // The browser's second open: the store's cases on screen at once, the letters checked after.
        var firsts: [Double] = [], ready: [Double] = [], readyRatios: [Double] = [], checked: [Double] = []
        for _ in 0..<runs {
            let (grep, frame) = againstGrep(folder, ["first-frame", folder, cacheDirectory])
            firsts.append(frame[0])
            ready.append(frame[1])
            readyRatios.append(frame[1] / grep)
            checked.append(frame[2])
        }
        report.time("time to first frame (load in background)", seconds: Stats.median(firsts), targetMilliseconds: 200)
        let shown = Stats.median(ready), shownRatio = Stats.median(readyRatios)
        report.add("second open in the browser, cases on screen", Report.milliseconds(shown),
                   target: million ? "≤ 2 s" : "", met: million ? shown <= 2 : nil)
        report.add("  / grep (same run)", String(format: "%.2f x", shownRatio), target: "≤ 0.3 x", met: shownRatio <= 0.3)
        report.add("  letters checked, list final", Report.milliseconds(Stats.median(checked)))
    }

    /// The command line's first open with the letters not in the page cache (as after a restart), against
    /// grep also reading them from the disk: one run of each, the cache emptied before each, where the
    /// bench may empty it (root). Nothing is said otherwise.
    static func firstOpenCold(folder: String, cacheDirectory: String, into report: inout Report) {
        guard BenchCorpora.dropPageCache() else { return }
        let grep = ChildProcess.run(["grep", "-rl", "Overturned", folder]).seconds
        _ = ChildProcess.run(["rm", "-rf", cacheDirectory])
        _ = BenchCorpora.dropPageCache()
        let open = child(["load", folder, cacheDirectory])[0]
        BenchCorpora.warm(folder)
        report.add("  letters not in the page cache (1 run)", Report.milliseconds(open))
        report.add("  / grep also reading from the disk", String(format: "%.2f x", open / grep))
    }

    /// The browser's first open (no store yet): the first cases on screen, shown while the rest are read
    /// (`LoadPreview`), and the list final, each against grep in the same run.
    static func firstOpenInBrowser(folder: String, runs: Int, cacheDirectory: String, target: Double,
                                   into report: inout Report) {
        var shown: [Double] = [], ratios: [Double] = [], finals: [Double] = [], finalRatios: [Double] = []
        for _ in 0..<runs {
            let (grep, frame) = againstGrep(folder, ["first-frame", folder, cacheDirectory], emptying: cacheDirectory)
            shown.append(frame[1])
            ratios.append(frame[1] / grep)
            finals.append(frame[2])
            finalRatios.append(frame[2] / grep)
        }
        _ = ChildProcess.run(["rm", "-rf", cacheDirectory])
        let ratio = Stats.median(ratios)
        report.add("first open in the browser, first cases on screen", Report.milliseconds(Stats.median(shown)))
        report.add("  / grep (same run)", String(format: "%.2f x", ratio),
                   target: String(format: "≤ %g x", target), met: ratio <= target)
        report.add("  all letters read, list final", Report.milliseconds(Stats.median(finals)))
        report.add("  / grep (same run)", String(format: "%.2f x", Stats.median(finalRatios)))
    }

    /// The browser's memory (issue 32's target: at most half the letters' bytes, first open and reopen,
    /// and a million letters in 2 GB): the real browser run until it has settled
    /// (`BrowserMemoryBench`), peak and settled resident bytes, against the letters' bytes.
    static func browserMemory(folder: String, count: Int, runs: Int, cacheDirectory: String, into report: inout Report) {
        let bytes = Double(max(1, BenchCorpora.bytesOnDisk(folder)))
        var firsts: [[Double]] = [], reopens: [[Double]] = []
        for _ in 0..<runs {
            _ = ChildProcess.run(["rm", "-rf", cacheDirectory])
            firsts.append(child(["browser-memory", folder, cacheDirectory]))
            reopens.append(child(["browser-memory", folder, cacheDirectory]))
        }
        _ = ChildProcess.run(["rm", "-rf", cacheDirectory])
        for (name, figures) in [("first open", firsts), ("reopen", reopens)] {
            let peak = Stats.median(figures.map { $0[0] }), settled = Stats.median(figures.map { $0[1] })
            let anonymous = Stats.median(figures.map { $0[2] })
            report.add("browser memory, \(name): peak / settled", Report.megabytes(Int(peak)) + " / " + Report.megabytes(Int(settled)),
                       target: count >= 1_000_000 ? "≤ 2 GB" : "", met: count >= 1_000_000 ? peak <= 2 * 1_073_741_824 : nil)
            report.add("  / bytes on disk (settled: of which the browser's own)",
                       String(format: "%.2f x / %.2f x (%.2f x)", peak / bytes, settled / bytes, anonymous / bytes),
                       target: "≤ 0.5 x", met: peak / bytes <= 0.5)
        }
    }

    /// `grep -rl` over the folder, then this program in a child mode (the store at `emptying` removed
    /// first): grep's seconds and the numbers the child printed, for ratios taken in the same run.
    static func againstGrep(_ folder: String, _ arguments: [String], emptying store: String? = nil) -> (grep: Double, figures: [Double]) {
        if let store { _ = ChildProcess.run(["rm", "-rf", store]) }
        let grep = ChildProcess.run(["grep", "-rl", "Overturned", folder]).seconds
        return (grep, child(arguments))
    }

    /// Runs this program in a child mode; the numbers it printed.
    static func child(_ arguments: [String]) -> [Double] {
        let result = ChildProcess.run([ChildProcess.selfPath, "--child"] + arguments, capture: true)
        let numbers = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
        return numbers + [Double](repeating: 0, count: max(0, 4 - numbers.count))
    }
}
