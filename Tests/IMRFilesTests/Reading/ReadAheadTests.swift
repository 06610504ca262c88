import Foundation
import Synchronization
import Testing
@testable import IMRFiles
import TestFixtures

/// The read-ahead of a cold first open starts only when reads are slow, advises the files past the
/// workers in order, never more than its window ahead of them, and ends when the parse does.
struct ReadAheadTests {
    final class Advised: Sendable {
        let positions = Mutex<[Int]>([])
        var count: Int { positions.withLock { $0.count } }

        /// Waits (up to five seconds) until `count` files were advised.
        func wait(for count: Int) -> Bool {
            let deadline = Date().addingTimeInterval(5)
            while self.count < count && Date() < deadline { usleep(1000) }
            return self.count >= count
        }
    }

    static func files(_ count: Int) -> [SourceFile] {
        (0..<count).map { SourceFile(path: "/letters/\($0).txt", displayPath: "\($0).txt") }
    }

    static func readAhead(_ count: Int, window: Int, into advised: Advised) -> ReadAhead {
        ReadAhead(files(count), window: window) { file in
            let position = Int(file.displayPath.dropLast(4)) ?? -1
            advised.positions.withLock { $0.append(position) }
        }
    }

    @Test func readsFromTheCacheNeverStartIt() {
        let advised = Advised()
        let readAhead = Self.readAhead(1_000, window: 100, into: advised)
        readAhead.claimed(upTo: 64)
        readAhead.read(64, taking: 64 * 3_000)
        readAhead.read(64, taking: 64 * ReadAhead.coldNanosecondsPerFile)
        #expect(!readAhead.isRunning)
        readAhead.stop()
        #expect(advised.count == 0)
    }

    @Test func slowReadsStartItAheadOfTheWorkersWithinItsWindow() throws {
        let advised = Advised()
        let readAhead = Self.readAhead(1_000, window: 100, into: advised)
        readAhead.claimed(upTo: 64)
        readAhead.read(64, taking: 64 * 200_000)
        #expect(readAhead.isRunning)
        try #require(advised.wait(for: 100))
        usleep(20_000)
        #expect(advised.positions.withLock { $0 } == Array(64..<164), "the window past the files claimed, in order")
        // The workers overtook it: what they claimed is theirs to read, it goes on past them.
        readAhead.claimed(upTo: 200)
        try #require(advised.wait(for: 200))
        usleep(20_000)
        #expect(advised.positions.withLock { $0 } == Array(64..<164) + Array(200..<300))
        readAhead.claimed(upTo: 1_000)
        readAhead.stop()
        #expect(!readAhead.isRunning)
        let positions = advised.positions.withLock { $0 }
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 }, "in order, never a file twice")
        #expect(positions.allSatisfy { $0 < 1_000 })
    }

    @Test func itEndsAtTheLastFile() throws {
        let advised = Advised()
        let readAhead = Self.readAhead(50, window: 100, into: advised)
        readAhead.start()
        try #require(advised.wait(for: 50))
        usleep(20_000)
        #expect(advised.positions.withLock { $0 } == Array(0..<50))
        readAhead.stop()
    }

    /// On a real file the advice opens it and closes it again: nothing is held open.
    @Test func adviceLeavesNoFileOpen() throws {
        let folder = try TempFolder("imr-read-ahead")
        let path = try folder.write("letter.txt", "text")
        for _ in 0..<100 { ReadAhead.willNeed(SourceFile(path: path, displayPath: "letter.txt")) }
        ReadAhead.willNeed(SourceFile(path: folder.path + "/missing.txt", displayPath: "missing.txt"))
        // Other tests open files meanwhile: only descriptors on this one count.
        let open = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").filter { descriptor in
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + descriptor)) == path
        }
        #expect(open.isEmpty)
    }
}
