import Foundation
import IMRCore

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
            let grep = ChildProcess.run(["grep", "-rl", "Overturned", folder]).seconds
            let load = child(["load", folder])
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
    }

    /// The cache written by a first open, the second opens from it, and the first frame.
    static func runCached(folder: String, count: Int, runs: Int, cacheDirectory: String, into report: inout Report) {
        let scale = count >= 1_000_000 ? 10.0 : 1.0
        BenchCorpora.warm(folder)
        _ = ChildProcess.run(["rm", "-rf", cacheDirectory])
        let write = child(["load", folder, cacheDirectory])
        report.add("first open, writing the cache", Report.milliseconds(write[0]))
        var opens: [Double] = [], openPeaks: [Double] = []
        for _ in 0..<runs {
            let open = child(["load", folder, cacheDirectory])
            opens.append(open[0])
            openPeaks.append(open[1])
        }
        let open = Stats.median(opens)
        report.add("second open from the cache", Report.milliseconds(open),
                   target: "≤ \(Report.format(500 * scale)) ms", met: open <= 0.5 * scale)
        report.add("  peak memory, cached open", Report.megabytes(Int(Stats.median(openPeaks))))

        var firsts: [Double] = [], ready: [Double] = []
        for _ in 0..<runs {
            let frame = child(["first-frame", folder, cacheDirectory])
            firsts.append(frame[0])
            ready.append(frame[1])
        }
        report.time("time to first frame (load in background)", seconds: Stats.median(firsts), targetMilliseconds: 200)
        report.add("  cases on screen, cached open", Report.milliseconds(Stats.median(ready)))
    }

    /// Runs this program in a child mode; the numbers it printed.
    static func child(_ arguments: [String]) -> [Double] {
        let result = ChildProcess.run([ChildProcess.selfPath, "--child"] + arguments, capture: true)
        let numbers = result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Double($0) }
        return numbers + [Double](repeating: 0, count: max(0, 4 - numbers.count))
    }
}
