import Foundation
#if canImport(Glibc)
import Glibc
#endif
import IMRGenerator

/// Generated corpora kept between runs under `${IMR_BENCH_DIR:-/tmp/imr-bench}`, outside the
/// repository; one folder per size, reused when its `.complete` marker is there.
enum BenchCorpora {
    static var root: String {
        if let value = getenv("IMR_BENCH_DIR") {
            let text = String(cString: value)
            if !text.isEmpty { return text }
        }
        return "/tmp/imr-bench"
    }

    static func folder(count: Int) -> String { root + "/letters-\(count)" }

    /// The corpus of `count` letters (seed 2016), generated when missing or incomplete.
    static func ensure(count: Int) throws -> String {
        let folder = folder(count: count)
        let marker = folder + "/.complete"
        if access(marker, F_OK) == 0 { return folder }
        _ = ChildProcess.run(["rm", "-rf", folder])
        Report.note("generating \(count) letters in \(folder) (once; kept for later runs)")
        let seconds = try Clock.time {
            try writeCorpus(to: folder, config: GeneratorConfig(count: count, seed: 2016))
        }
        guard let handle = fopen(marker, "w") else { return folder }
        fclose(handle)
        Report.note(String(format: "generated in %.1f s", seconds))
        return folder
    }

    /// Bytes of the regular files under `folder` (what `du -sb` counts for the letters).
    static func bytesOnDisk(_ folder: String) -> Int {
        let result = ChildProcess.run(["du", "-sb", folder], capture: true)
        return Int(result.output.split(separator: "\t").first ?? "0") ?? 0
    }

    /// Bytes of the case store files in a cache folder (the word index apart).
    static func storeBytes(_ cacheDirectory: String) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory)) ?? []
        return names.filter { $0.hasSuffix(".imrcache") }.reduce(0) { total, name in
            let size = (try? FileManager.default.attributesOfItem(atPath: cacheDirectory + "/" + name)[.size]) as? Int
            return total + (size ?? 0)
        }
    }

    /// Reads every file once so the page cache holds the corpus for both grep and imr.
    static func warm(_ folder: String) {
        _ = ChildProcess.run(["grep", "-rqc", "zzzz-not-there", folder])
    }

    /// Empties the kernel's page cache, so that the next reads come from the disk as after a restart:
    /// false where the bench may not (it needs root).
    static func dropPageCache() -> Bool {
        _ = ChildProcess.run(["sync"])
        return ChildProcess.run(["sh", "-c", "echo 1 > /proc/sys/vm/drop_caches"]).status == 0
    }
}

