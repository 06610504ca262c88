import Foundation

/// The machine the figures were taken on: cores, memory, load.
enum Machine {
    static func describe() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
            .split(separator: " ").prefix(3).joined(separator: " ") ?? "?"
        print(String(format: "machine: %d cores, %.1f GiB memory, load average %@", cores, memory, load))
    }
}
