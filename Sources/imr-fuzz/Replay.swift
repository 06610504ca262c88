#if !FUZZING
import IMRIndex
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Without libFuzzer: runs the fuzz check over the files named (crash reproducers, seeds), printing
/// each file's parse time, so a reproducer can be replayed in a plain debug build or under a debugger.
@main
enum Replay {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        guard !paths.isEmpty else {
            print("usage: imr-fuzz FILE...   (built with -sanitize=fuzzer it is a libFuzzer binary: see docs/fuzzing.md)")
            exit(2)
        }
        for path in paths {
            let bytes: [UInt8]
            do { bytes = try FileReading.bytes(atPath: path) } catch {
                print("\(path): unreadable")
                continue
            }
            let start = clock()
            FuzzCheck.run(bytes)
            let seconds = Double(clock() - start) / Double(CLOCKS_PER_SEC)
            print("\(path): \(bytes.count) bytes, \(seconds) s")
        }
    }
}
#endif
import IMRFiles
