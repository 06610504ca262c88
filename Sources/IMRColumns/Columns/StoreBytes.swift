import IMRText

/// Why a store file (or part of it) cannot be trusted. Never shown as a crash: the letters are read again.
package struct StoreCorruption: Error, Sendable {
    package var reason: String

    package init(reason: String) {
        self.reason = reason
    }
}

/// Writes the store's compact binary form: little-endian varints, length-prefixed UTF-8, and short
/// ASCII strings that recur in the store (specialties, guideline names, citations, categories) written
/// as their number in the store's string table (`StoreStrings`), so that a case record still decodes
/// alone, from its bytes and the table.
package struct ByteWriter {
    /// Strings up to this many bytes may be shared; longer ones (summaries, rationales) are written in full.
    package static let internLimit = 160

    package var bytes: [UInt8] = []
    /// The store's string table: each string's number in it.
    private let table: ByteStringTable.Shared

    package init(capacity: Int = 0, table: ByteStringTable.Shared = ByteStringTable.Shared(ByteStringTable())) {
        bytes.reserveCapacity(capacity)
        self.table = table
    }

    package mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    package mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    package mutating func count(_ value: Int) {
        varint(UInt64(max(0, value)))
    }

    /// Signed numbers, zig-zag encoded so that small negatives stay short.
    package mutating func int(_ value: Int) {
        let wide = Int64(value)
        varint(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    package mutating func fixed64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    package mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    package mutating func string(_ value: String) {
        value.withBytes { utf8 in
            if Self.isShareable(utf8) {
                if let number = table.value(of: utf8) {
                    varint(UInt64(number) << 1 | 1)
                    return
                }
            }
            varint(UInt64(utf8.count) << 1)
            bytes.append(contentsOf: utf8)
        }
    }

    package mutating func optionalString(_ value: String?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        string(value)
    }

    package mutating func optionalInt(_ value: Int?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        int(value)
    }

    package mutating func strings(_ values: [String]) {
        count(values.count)
        values.forEachLent { string($0) }
    }

    /// Short enough to be worth a number, and ASCII: ASCII strings compare equal exactly when their
    /// bytes do, so sharing them keeps every byte.
    package static func isShareable(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.count <= internLimit && isASCII(utf8)
    }

    package static func isASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(utf8.baseAddress) else { return true }
        // Eight bytes at a time: every string a store writes passes here.
        var offset = 0
        while offset + 8 <= utf8.count {
            if base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        for byte in utf8[offset...] where byte >= 0x80 { return false }
        return true
    }
}

/// Reads what ByteWriter wrote, checking every length against the bytes there are: damaged input gives
/// a StoreCorruption, never a crash or a huge allocation.
package struct ByteReader {
    package let base: UnsafeBufferPointer<UInt8>
    package var position = 0
    /// The store's string table the bytes were written with.
    private let table: StringColumn

    package init(_ base: UnsafeBufferPointer<UInt8>, table: StringColumn = StringColumn([])) {
        self.base = base
        self.table = table
    }

    package var remaining: Int { base.count - position }
    package var atEnd: Bool { position == base.count }

    package mutating func byte() throws(StoreCorruption) -> UInt8 {
        guard position < base.count else { throw StoreCorruption(reason: "it ends too soon") }
        defer { position += 1 }
        return base[position]
    }

    package mutating func varint() throws(StoreCorruption) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw StoreCorruption(reason: "a number is too long") }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return value }
            shift += 7
        }
    }

    /// A count of things that follow; each takes at least one byte, so it cannot exceed what is left.
    package mutating func count() throws(StoreCorruption) -> Int {
        let value = try varint()
        guard value <= UInt64(remaining) else { throw StoreCorruption(reason: "a count is larger than the data") }
        return Int(value)
    }

    package mutating func int() throws(StoreCorruption) -> Int {
        let raw = try varint()
        let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        return Int(value)
    }

    package mutating func fixed64() throws(StoreCorruption) -> UInt64 {
        guard remaining >= 8 else { throw StoreCorruption(reason: "it ends too soon") }
        let value = UnsafeRawBufferPointer(base).loadUnaligned(fromByteOffset: position, as: UInt64.self)
        position += 8
        return UInt64(littleEndian: value)
    }

    package mutating func bool() throws(StoreCorruption) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw StoreCorruption(reason: "a flag is neither 0 nor 1")
        }
    }

    package mutating func string() throws(StoreCorruption) -> String {
        switch try stringPlace() {
        case .shared(let number): return table[number]
        case .inline(let range): return String(decoding: UnsafeBufferPointer(rebasing: base[range]), as: UTF8.self)
        }
    }

    /// Where a string lies: its bytes in `base`, or its number in the string table.
    package enum StringPlace {
        case inline(Range<Int>)
        case shared(Int)
    }

    /// The next string's place, checked as `string()` checks it, without making the string.
    package mutating func stringPlace() throws(StoreCorruption) -> StringPlace {
        let tag = try varint()
        if tag & 1 == 1 {
            let number = tag >> 1
            guard number < UInt64(table.count) else { throw StoreCorruption(reason: "a shared string is missing") }
            return .shared(Int(number))
        }
        let length = tag >> 1
        guard length <= UInt64(remaining) else { throw StoreCorruption(reason: "a string is longer than the data") }
        defer { position += Int(length) }
        return .inline(position..<(position + Int(length)))
    }

    package mutating func optionalString() throws(StoreCorruption) -> String? {
        guard try bool() else { return nil }
        return try string()
    }

    package mutating func optionalInt() throws(StoreCorruption) -> Int? {
        guard try bool() else { return nil }
        return try int()
    }

    package mutating func strings() throws(StoreCorruption) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }
}

/// A fast 64-bit checksum over 8-byte words: catches damaged and truncated files, not tampering. Four
/// lanes, each taking every fourth word: each step of a lane waits on a multiply, and with two lanes a
/// reopen's checks of its store (every segment, 191 MB at 100,000 letters) ran at that pace; four keep
/// the processor busy (the case store's format 12 and the word index's format 4).
package enum StoreChecksum {
    /// The bytes a step of the four lanes takes.
    package static let block = 32

    package static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        of(bytes, window: Int.max) { _ in }
    }

    /// The same checksum, computed a window of about `window` bytes at a time, with `passed` told of
    /// each window done (a mapped file gives back its pages there).
    package static func of(_ bytes: UnsafeRawBufferPointer, window: Int, passed: (Range<Int>) -> Void) -> UInt64 {
        var running = Running(count: bytes.count)
        let step = max(block, window / block * block)
        var offset = 0
        while offset < bytes.count {
            let end = offset + min(step, bytes.count - offset)
            running.add(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
            // Only whole blocks have been taken in; the tail waits for `value`.
            let done = end / block * block
            if done > offset { passed(offset..<done) }
            offset = end
        }
        return running.value
    }

    /// The checksum of bytes that come in pieces of any size (a file written as it is made), the same as
    /// `of` over all of them at once. Their total count is known from the start: it seeds the sum.
    package struct Running {
        private var lane0: UInt64
        private var lane1: UInt64 = 0x1319_8A2E_0370_7344
        private var lane2: UInt64 = 0xA409_3822_299F_31D0
        private var lane3: UInt64 = 0x082E_FA98_EC4E_6C89
        /// Bytes of an unfinished block, and how many (no array: a checksum is taken per record).
        private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var pendingCount = 0
        private let count: Int
        private var taken = 0

        private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15

        package init(count: Int) {
            self.count = count
            lane0 = 0x243F_6A88_85A3_08D3 ^ UInt64(count)
        }

        package mutating func add(_ bytes: UnsafeRawBufferPointer) {
            precondition(taken + bytes.count <= count, "more bytes than the checksum was told of")
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            taken += bytes.count
            var offset = 0
            if pendingCount > 0 {
                offset = min(StoreChecksum.block - pendingCount, bytes.count)
                keep(base, offset)
                guard pendingCount == StoreChecksum.block else { return }
                let block = pending
                withUnsafeBytes(of: block) { mix($0, at: 0) }
                pendingCount = 0
            }
            while bytes.count - offset >= StoreChecksum.block {
                mix(bytes, at: offset)
                offset += StoreChecksum.block
            }
            keep(base + offset, bytes.count - offset)
        }

        /// Puts `length` bytes after those pending.
        private mutating func keep(_ source: UnsafeRawPointer, _ length: Int) {
            guard length > 0 else { return }
            let at = pendingCount
            withUnsafeMutableBytes(of: &pending) { slot in (slot.baseAddress! + at).copyMemory(from: source, byteCount: length) }
            pendingCount += length
        }

        private mutating func mix(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
            lane0 = (lane0 ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* Self.multiplier
            lane1 = (lane1 ^ bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* Self.multiplier
            lane2 = (lane2 ^ bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* Self.multiplier
            lane3 = (lane3 ^ bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* Self.multiplier
            lane0 = (lane0 << 31) | (lane0 >> 33)
            lane1 = (lane1 << 29) | (lane1 >> 35)
            lane2 = (lane2 << 27) | (lane2 >> 37)
            lane3 = (lane3 << 33) | (lane3 >> 31)
        }

        /// The checksum, once every byte announced has been added (the last few, under a block, one by one).
        package var value: UInt64 {
            precondition(taken == count, "fewer bytes than the checksum was told of")
            var tail = lane0
            withUnsafeBytes(of: pending) { bytes in
                for byte in bytes.prefix(pendingCount) { tail = (tail ^ UInt64(byte)) &* Self.multiplier }
            }
            let lanes = (lane1 &* 0xC2B2_AE3D_27D4_EB4F) ^ Self.rotated(lane2 &* 0x1656_67B1_9E37_79F9, 21)
                ^ Self.rotated(lane3 &* 0x85EB_CA77_C2B2_AE63, 43)
            var hash = tail ^ lanes
            hash ^= hash >> 33
            hash &*= 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 33
            return hash
        }

        private static func rotated(_ value: UInt64, _ by: UInt64) -> UInt64 {
            (value << by) | (value >> (64 - by))
        }
    }

    package static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }
}
