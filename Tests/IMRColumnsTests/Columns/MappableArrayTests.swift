import Testing
@testable import IMRColumns

/// The column that lives in memory of its own or in a mapped file, and the checksum taken a window at
/// a time as a mapped file is checked.
@Suite struct MappableArrayTests {
    @Test func builtInPlaceHoldsWhatWasWritten() {
        let column = MappableArray<Int32>(count: 5) { buffer in
            for slot in buffer.indices { buffer[slot] = Int32(slot * slot) }
        }
        #expect(Array(column) == [0, 1, 4, 9, 16])
        #expect(column == MappableArray([0, 1, 4, 9, 16]))
        #expect(column != MappableArray([0, 1, 4, 9]))
        #expect(!column.isBorrowed)
        #expect(MappableArray<UInt8>().isEmpty)
    }

    /// Values borrowed from memory another object keeps read as they lie there, for as long as the
    /// column is held (the owner is kept alive by it).
    @Test func borrowedValuesKeepTheirOwnerAlive() {
        final class Owner {
            let bytes: UnsafeMutableRawBufferPointer
            init() {
                bytes = .allocate(byteCount: 64, alignment: 8)
                for slot in 0..<16 { bytes.storeBytes(of: UInt32(100 + slot), toByteOffset: slot * 4, as: UInt32.self) }
            }
            deinit { bytes.deallocate() }
        }
        weak var watched: Owner?
        let column: MappableArray<UInt32> = {
            let owner = Owner()
            watched = owner
            return MappableArray(borrowing: UnsafeRawPointer(owner.bytes.baseAddress!) + 8, count: 4, owner: owner)
        }()
        #expect(column.isBorrowed)
        #expect(Array(column) == [102, 103, 104, 105])
        #expect(column[3] == 105)
        #expect(watched != nil)
        column.withUnsafeBytes { #expect($0.count == 16) }
    }

    /// Taken a window at a time the checksum is the one taken whole, whatever the window and the length
    /// (a tail shorter than a window, a window longer than the bytes); the windows told of are in order,
    /// back to back, and cover every whole 16 bytes.
    @Test(arguments: [0, 1, 15, 16, 17, 100, 4_096, 10_007])
    func theChecksumByWindowsIsTheWholeOnes(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
        let whole = StoreChecksum.of(bytes)
        for window in [16, 48, 1_000, 1 << 20] {
            var passed: [Range<Int>] = []
            let sum = bytes.withUnsafeBytes { StoreChecksum.of($0, window: window) { passed.append($0) } }
            #expect(sum == whole, "window \(window)")
            #expect(passed.first?.lowerBound ?? 0 == 0)
            #expect(zip(passed, passed.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            #expect(passed.last?.upperBound ?? 0 == length / 16 * 16)
            #expect(passed.allSatisfy { $0.count <= max(16, window / 16 * 16) })
        }
        var other = bytes
        if !other.isEmpty {
            other[other.count / 2] ^= 1
            #expect(StoreChecksum.of(other) != whole)
        }
    }
}
