import IMRColumns

/// Where one case's record lies in the case store, and its checksum, checked each time it is read:
/// the store's own checksums are checked when it is opened, but another program may write over it in
/// place afterwards (a backup copied over it, a disk tool), and a record read then must not pass for
/// the case.
struct StoredRecord: Sendable {
    var start: Int
    var length: Int32
    var checksum: UInt32

    /// The record checksum of `bytes`: the store's 64-bit checksum, halved (4 bytes a case).
    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
        UInt32(truncatingIfNeeded: StoreChecksum.of(bytes))
    }
}
