import Testing
@testable import IMRColumns

/// The store's checksum taken whole, a window at a time (a mapped file checked as its pages are given
/// back) and in pieces of any size (a file checked as it is written): always the same value.
@Suite struct StoreChecksumTests {
    /// Taken a window at a time the checksum is the one taken whole, whatever the window and the length
    /// (a tail shorter than a window, a window longer than the bytes); the windows told of are in order,
    /// back to back, and cover every whole block (`StoreChecksum.block`).
    @Test(arguments: [0, 1, 15, 16, 17, 31, 32, 33, 100, 4_096, 10_007])
    func theChecksumByWindowsIsTheWholeOnes(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let whole = StoreChecksum.of(bytes)
        for window in [16, 32, 48, 1_000, 1 << 20] {
            var passed: [Range<Int>] = []
            let sum = bytes.withUnsafeBytes { StoreChecksum.of($0, window: window) { passed.append($0) } }
            #expect(sum == whole, "window \(window)")
            #expect(passed.first?.lowerBound ?? 0 == 0)
            #expect(zip(passed, passed.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            let block = StoreChecksum.block
            #expect(passed.last?.upperBound ?? 0 == length / block * block)
            #expect(passed.allSatisfy { $0.count <= max(block, window / block * block) })
        }
        // A bit flipped in any lane, or in the tail after the last block, changes the sum.
        for position in Set([0, 8, 16, 24, length / 2, length - 1]) where position >= 0 && position < length {
            var other = bytes
            other[position] ^= 1
            #expect(StoreChecksum.of(other) != whole, "a bit flipped at \(position)")
        }
    }

    /// Pieces of every size, cut anywhere (inside a block, empty ones too), give the whole's sum.
    @Test(arguments: [0, 5, 16, 33, 64, 95, 1_000, 4_099])
    func theChecksumInPiecesIsTheWholeOnes(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 3) }
        let whole = StoreChecksum.of(bytes)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var running = StoreChecksum.Running(count: length)
            var offset = 0
            while offset < length {
                let piece = Int.random(in: 0...min(40, length - offset), using: &generator)
                bytes.withUnsafeBytes { running.add(UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + piece)])) }
                offset += piece
            }
            #expect(running.value == whole)
        }
    }
}
