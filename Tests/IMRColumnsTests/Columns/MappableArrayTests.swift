import Testing
@testable import IMRColumns

/// The column that lives in memory of its own or in a mapped file.
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
}
