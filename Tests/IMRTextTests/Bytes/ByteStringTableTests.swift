import Testing
@testable import IMRText

/// The store's string table looks strings up by their bytes: it must agree with a Dictionary of the
/// same strings whatever their lengths (the hash reads eight bytes at a time, then the tail), through
/// growth and merges.
@Suite struct ByteStringTableTests {
    static func add(_ amount: Int, _ key: String, to table: inout ByteStringTable) {
        var text = key
        text.withUTF8 { table.add(amount, to: $0) }
    }

    static func value(_ key: String, in table: ByteStringTable) -> Int? {
        var text = key
        return text.withUTF8 { table.value(of: $0) }
    }

    static func value(_ key: String, in table: ByteStringTable.Shared) -> Int? {
        var text = key
        return text.withUTF8 { table.value(of: $0) }
    }

    /// Keys of every length up to 40 bytes, and keys differing only in their last byte or in one byte
    /// of a full word.
    static let keys: [String] = {
        var keys = (0...40).map { String(repeating: "a", count: $0) }
        keys += (0..<26).map { "Physical Medicine & Rehabilitatio" + String(UnicodeScalar(UInt8(97 + $0))) }
        keys += (0..<8).map { position in
            var bytes = Array("ODG Knee & Leg (Acute & Chronic)".utf8)
            bytes[position] = 0x7E
            return String(decoding: bytes, as: UTF8.self)
        }
        return keys
    }()

    @Test func countsAgreeWithADictionaryThroughGrowth() {
        var table = ByteStringTable(capacity: 2)
        var reference: [String: Int] = [:]
        for (turn, key) in (Self.keys + Self.keys.reversed() + Self.keys.prefix(9)).enumerated() {
            Self.add(turn % 3 + 1, key, to: &table)
            reference[key, default: 0] += turn % 3 + 1
        }
        #expect(table.count == reference.count)
        for (key, count) in reference { #expect(Self.value(key, in: table) == count, "\(key)") }
        #expect(Self.value("absent", in: table) == nil)
        #expect(Self.value(String(repeating: "a", count: 41), in: table) == nil)
        let keys = (0..<table.count).map { table.key(at: $0) }
        #expect(Set(keys) == Set(reference.keys) && keys.count == Set(keys).count)
        // The writers' read-only copy finds the same numbers, and nothing the table lacks.
        let shared = ByteStringTable.Shared(table)
        for (key, count) in reference { #expect(Self.value(key, in: shared) == count, "\(key)") }
        #expect(Self.value("absent", in: shared) == nil)
        #expect(Self.value("", in: ByteStringTable.Shared(ByteStringTable())) == nil)
    }

    @Test func aNumberIsFoundOrGivenInOneCall() {
        var table = ByteStringTable()
        for (position, key) in Self.keys.enumerated() {
            var text = key
            #expect(text.withUTF8 { table.number(of: $0, orAdding: position) } == position)
        }
        for key in Self.keys {
            var text = key
            #expect(text.withUTF8 { table.number(of: $0, orAdding: -1) } == Self.keys.firstIndex(of: key))
        }
        #expect(table.count == Set(Self.keys).count)
    }

    @Test func mergingAddsTheCountsOfTheSameKeys() {
        var left = ByteStringTable(), right = ByteStringTable()
        for key in Self.keys.prefix(30) { Self.add(1, key, to: &left) }
        for key in Self.keys.suffix(30) { Self.add(2, key, to: &right) }
        left.merge(right)
        for key in Self.keys {
            let inLeft = Self.keys.prefix(30).contains(key) ? 1 : 0
            let inRight = Self.keys.suffix(30).contains(key) ? 2 : 0
            let expected = inLeft + inRight == 0 ? nil : inLeft + inRight
            #expect(Self.value(key, in: left) == expected, "\(key)")
        }
    }
}
