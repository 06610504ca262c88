#if canImport(Glibc)
import Glibc
#endif

/// Wall-clock timing and the figures made from it.
enum Clock {
    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Seconds `body` took.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// The median of `runs` timings of `body` (after one untimed warm-up when asked).
    static func median(runs: Int, warmUp: Bool = true, _ body: () -> Void) -> Double {
        if warmUp { body() }
        return Stats.median((0..<max(1, runs)).map { _ in time(body) })
    }
}

enum Stats {
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// This process's memory, from /proc/self/status.
enum Memory {
    /// Peak resident set (VmHWM), in bytes; 0 where /proc is missing.
    static func peakResident() -> Int {
        field("VmHWM:")
    }

    static func field(_ name: String) -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 512)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name) else { continue }
            let digits = text.dropFirst(name.count).filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
        return 0
    }
}
