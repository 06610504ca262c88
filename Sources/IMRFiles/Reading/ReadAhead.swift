#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Has the kernel read letters ahead of the workers that parse them, once their reads show the letters
/// are not in the page cache (a first open after a restart, letters on a slow disk or a network share).
/// Each worker reads one file at a time, so on a cold cache only as many reads as there are cores were
/// ever waiting on the disk: 100,000 letters took 19 s to open, twice what `grep -rl` took, on a disk
/// that gives them all in 2.4 s when asked for many at once. A thread of its own then opens each of the
/// next `window` files past the workers and advises the kernel they will be needed
/// (`POSIX_FADV_WILLNEED` queues the read and returns at once). Letters already cached read in a few
/// microseconds, so on a warm cache it never starts and costs nothing.
package final class ReadAhead: Sendable {
    /// How far ahead of the workers, in files: a few megabytes of letters waiting in the page cache.
    package static let window = 2_048
    /// Reads slower than this on average, per file, came from the disk (from the cache: a few µs).
    package static let coldNanosecondsPerFile: UInt64 = 50_000

    private let files: [SourceFile]
    private let window: Int
    private let advise: @Sendable (SourceFile) -> Void
    /// Where the workers are: the files before it are claimed.
    private let claimed = Atomic<Int>(0)
    private let started = Atomic<Bool>(false)
    private let stopped = Atomic<Bool>(false)
    private let running = DispatchGroup()

    /// - Parameter advise: what is done for each file ahead (tests record it).
    package init(_ files: [SourceFile], window: Int = ReadAhead.window,
         advise: @escaping @Sendable (SourceFile) -> Void = ReadAhead.willNeed) {
        self.files = files
        self.window = window
        self.advise = advise
    }

    /// The workers have claimed the files before `position`.
    package func claimed(upTo position: Int) {
        claimed.max(position, ordering: .relaxed)
    }

    /// A worker read `count` files in `nanoseconds`: slow enough, and the read-ahead starts.
    package func read(_ count: Int, taking nanoseconds: UInt64) {
        guard count > 0, nanoseconds / UInt64(count) > Self.coldNanosecondsPerFile else { return }
        start()
    }

    package var isRunning: Bool { started.load(ordering: .relaxed) && !stopped.load(ordering: .relaxed) }

    /// Ends the read-ahead (the parse is over) and waits for its thread.
    package func stop() {
        stopped.store(true, ordering: .relaxed)
        running.wait()
    }

    package func start() {
        guard !stopped.load(ordering: .relaxed),
              started.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        DispatchQueue.global(qos: .userInitiated).async(group: running) { [self] in run() }
    }

    private func run() {
        var next = 0
        while !stopped.load(ordering: .relaxed) {
            let workers = claimed.load(ordering: .relaxed)
            next = max(next, workers)
            guard next < files.count else { return }
            if next >= workers + window {
                usleep(500)
                continue
            }
            advise(files[next])
            next += 1
        }
    }

    /// Opens the file and tells the kernel its bytes will be read soon; never fails (it only hurries).
    @Sendable package static func willNeed(_ file: SourceFile) {
        #if os(Linux)
        let descriptor = open(file.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
        close(descriptor)
        #endif
    }
}
