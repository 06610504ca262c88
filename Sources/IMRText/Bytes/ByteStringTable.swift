#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Short byte strings, each with a number: how often it came while the store's strings are chosen
/// (`StoreStrings.choose`), then its place in the string table while the records are written. Every
/// short string a store writes is looked up here twice, so the lookup works on the bytes: a word-wide
/// hash and open addressing, where `Dictionary<String, Int>` hashed each string with SipHash through
/// its String views (over half the time of writing a store's records). The parser's memos find their
/// keys here too (`MemoTable`).
package struct ByteStringTable: Sendable {
    /// Every key's bytes, one after another: key `k` is `text[starts[k]..<starts[k + 1]]`.
    private var text: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Each key's number.
    package private(set) var values: [Int] = []
    /// Open addressing, linear probing: 0 is empty, else the upper half of the key's hash above its
    /// position + 1. A probe compares the tag before it reads the key's start and bytes, and a hit reads
    /// the key's start and its value together: a lookup was a slot, then the key's start and hash, then
    /// its bytes, each a cache miss in turn (most of the parse memo's cost in a large corpus).
    private var slots: [UInt64]

    package init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    package var count: Int { values.count }
    /// The keys' bytes held.
    package var keyBytes: Int { text.count }

    /// A finished table that the workers writing a store's records all read, its arrays copied to memory
    /// of its own: a lookup through a struct held by each writer retained and released all five arrays
    /// every time (half the cost of writing a record's strings); plain pointers are never counted.
    package final class Shared: @unchecked Sendable {
        private let text: UnsafeBufferPointer<UInt8>
        private let starts: UnsafeBufferPointer<Int>
        private let values: UnsafeBufferPointer<Int>
        private let slots: UnsafeBufferPointer<UInt64>

        package init(_ table: ByteStringTable) {
            text = Self.copy(table.text)
            starts = Self.copy(table.starts)
            values = Self.copy(table.values)
            slots = Self.copy(table.slots)
        }

        deinit {
            text.deallocate()
            starts.deallocate()
            values.deallocate()
            slots.deallocate()
        }

        /// The number of `key`, if it is in the table.
        package func value(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            let found = ByteStringTable.find(key, hash: ByteStringTable.hash(key), text: text, starts: starts,
                                             slots: slots).found
            return found.map { values[$0] }
        }

        private static func copy<T>(_ array: [T]) -> UnsafeBufferPointer<T> {
            let memory = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
            _ = memory.initialize(from: array)
            return UnsafeBufferPointer(rebasing: memory[..<array.count])
        }
    }

    /// The number of `key`, if it is in the table.
    package func value(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let (_, found) = slot(of: key, hash: Self.hash(key))
        return found.map { values[$0] }
    }

    /// Adds `amount` to the number of `key`, which starts at 0 when it is new.
    package mutating func add(_ amount: Int, to key: UnsafeBufferPointer<UInt8>) {
        add(amount, to: key, hash: Self.hash(key))
    }

    /// The key at `position` (in the order keys came), as a String.
    package func key(at position: Int) -> String {
        text.withUnsafeBufferPointer { String(decoding: $0[starts[position]..<starts[position + 1]], as: UTF8.self) }
    }

    /// The number of `key`; when it is new, `number` becomes its number. One mutating call for the
    /// lookup and the insertion: a lookup (`value(of:)`) from a closure that holds the table's owner
    /// `inout` copied the table, retaining and releasing its five arrays every time.
    package mutating func number(of key: UnsafeBufferPointer<UInt8>, orAdding number: Int) -> Int {
        let hash = Self.hash(key)
        if let found = slot(of: key, hash: hash).found { return values[found] }
        add(number, to: key, hash: hash)
        return number
    }

    /// Adds every number of `other` to this table's.
    package mutating func merge(_ other: ByteStringTable) {
        other.text.withUnsafeBufferPointer { bytes in
            for position in other.values.indices {
                let key = UnsafeBufferPointer(rebasing: bytes[other.starts[position]..<other.starts[position + 1]])
                add(other.values[position], to: key, hash: other.hashes[position])
            }
        }
    }

    private mutating func add(_ amount: Int, to key: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let (free, found) = slot(of: key, hash: hash)
        if let found {
            values[found] += amount
            return
        }
        precondition(values.count < Int(UInt32.max), "a position is 32 bits of a slot")
        text.append(contentsOf: key)
        starts.append(text.count)
        hashes.append(hash)
        values.append(amount)
        slots[free] = Self.slot(hash, position: values.count - 1)
        if values.count * 2 > slots.count { grow() }
    }

    /// Where `key` is (its slot and position), or the empty slot where it would go.
    private func slot(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int, found: Int?) {
        text.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                slots.withUnsafeBufferPointer { slots in
                    Self.find(key, hash: hash, text: text, starts: starts, slots: slots)
                }
            }
        }
    }

    /// Linear probing from `hash`'s slot, over a table's arrays (its own or a `Shared` copy's).
    private static func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64, text: UnsafeBufferPointer<UInt8>,
                             starts: UnsafeBufferPointer<Int>, slots: UnsafeBufferPointer<UInt64>) -> (slot: Int, found: Int?) {
        let mask = slots.count - 1
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return (slot, nil) }
            if entry >> 32 == tag {
                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                let start = starts[position], length = starts[position + 1] - start
                if length == key.count && (length == 0 || memcmp(text.baseAddress! + start, key.baseAddress!, length) == 0) {
                    return (slot, position)
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// A slot's entry for the key at `position` with `hash`.
    private static func slot(_ hash: UInt64, position: Int) -> UInt64 {
        hash & 0xFFFF_FFFF_0000_0000 | UInt64(position + 1)
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for position in hashes.indices {
            var slot = Int(truncatingIfNeeded: hashes[position]) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Self.slot(hashes[position], position: position)
        }
    }

    /// Eight bytes at a time, mixed by multiplication and a final avalanche, from a seed drawn per run:
    /// the keys are the letters' text, which must not be able to choose collisions (the table's order,
    /// and so the store, follows the order keys came, not their hashes).
    package static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = seed ^ UInt64(key.count)
        guard let base = UnsafeRawPointer(key.baseAddress) else { return finish(hash) }
        var offset = 0
        while offset + 8 <= key.count {
            let word = base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < key.count {
            tail |= UInt64(key[offset]) << shift
            shift += 8
            offset += 1
        }
        return finish((hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53)
    }

    private static let seed = UInt64.random(in: 0...UInt64.max)

    private static func finish(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        return hash
    }
}
