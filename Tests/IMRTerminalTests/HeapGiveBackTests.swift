import Foundation
import Testing
import CHeap

/// The browser hands the C heap's free memory back after a corpus is let go (`imr_heap_give_back`):
/// memory freed in the middle of the heap would otherwise stay resident. (Once it compiled to nothing
/// on Linux, and the browser's figures were measured without it.)
@Suite struct HeapGiveBackTests {
    /// Anonymous resident bytes of this process, from /proc (Linux).
    static func residentAnonymous() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("RssAnon:") })
        let kilobytes = try #require(Int(line.split(separator: " ").dropFirst().first ?? ""))
        return kilobytes * 1024
    }

    #if os(Linux)
    @Test func freedMemoryInTheMiddleOfTheHeapIsGivenBack() throws {
        // 64 MB of small blocks, all freed but the last, which keeps the heap from shrinking at its top.
        let count = 64 * 1024
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(count)
        for _ in 0..<count {
            let block = try #require(malloc(1000))
            memset(block, 1, 1000)
            blocks.append(block)
        }
        for block in blocks.dropLast() { free(block) }
        let before = try Self.residentAnonymous()
        imr_heap_give_back()
        let after = try Self.residentAnonymous()
        free(blocks[blocks.count - 1])
        #expect(before - after > 32 << 20, "given back: \(before - after) bytes")
    }
    #endif
}
