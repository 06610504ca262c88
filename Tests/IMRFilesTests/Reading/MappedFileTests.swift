import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import IMRFiles
import TestFixtures

/// A mapped file gives back its pages (all, or those of a range) and reads the same afterwards, from
/// the page cache.
@Suite struct MappedFileTests {
    @Test func pagesGivenBackReadTheSameAgain() throws {
        let folder = try TempFolder("imr-map")
        let path = folder.path + "/file"
        let bytes = (0..<(3 * 65_536 + 123)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let file = try #require(MappedFile(descriptor: descriptor, size: bytes.count))
        #expect(Array(file.bytes(0..<bytes.count)) == bytes)
        for range in [0..<100, 5_000..<70_000, 65_536..<131_072, 0..<bytes.count, bytes.count - 10..<bytes.count + 4_096] {
            file.releasePages(range)
            #expect(Array(file.bytes(0..<bytes.count)) == bytes, "after giving back \(range)")
        }
        file.releasePages()
        #expect(Array(file.bytes(1_000..<2_000)) == Array(bytes[1_000..<2_000]))
        #expect(!file.wasCutShort)
    }
}
