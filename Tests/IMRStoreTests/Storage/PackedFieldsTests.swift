import Testing
@testable import IMRColumns
@testable import IMRStore

/// A record's small fields packed into one number (`PackedFields`): each taken back as it was put,
/// whatever its width, and a number that holds a code beyond its field's range, or bits beyond the
/// fields, is damage, never a value.
@Suite struct PackedFieldsTests {
    @Test func fieldsOfEveryWidthComeBackInOrder() throws {
        let fields: [(value: Int, largest: Int)] = [(0, 0), (1, 1), (2, 2), (5, 10), (0, 3), (7, 7), (255, 255), (1, 1)]
        var packed = PackedFields()
        for field in fields { packed.put(field.value, upTo: field.largest) }
        var reader = PackedFieldsReader(packed.value)
        for field in fields { #expect(try reader.take(upTo: field.largest) == field.value) }
        try reader.finish()
    }

    /// A count beyond its field is the field's largest value there, and the rest where its list begins.
    @Test(arguments: [0, 1, 2, 3, 4, 300])
    func aCountOfAnySizeComesBack(count: Int) throws {
        var packed = PackedFields()
        packed.put(count: count, limit: 3)
        var writer = ByteWriter()
        PackedFields.overflow(count, limit: 3, into: &writer)
        writer.bytes += [UInt8](repeating: 0, count: count)  // the list's elements, a byte each
        #expect(writer.bytes.count == count + (count >= 3 ? (count - 3 < 128 ? 1 : 2) : 0))
        var fields = PackedFieldsReader(packed.value)
        let field = try fields.take(upTo: 3)
        let read = try writer.bytes.withUnsafeBufferPointer { buffer in
            var reader = ByteReader(buffer)
            return try PackedFieldsReader.count(field, limit: 3, from: &reader)
        }
        #expect(read == count)
    }

    @Test func aCodeBeyondItsRangeIsDamage() {
        // 3 in a field of 0...2 (two bits).
        var reader = PackedFieldsReader(0b11)
        #expect(throws: StoreCorruption.self) { try reader.take(upTo: 2) }
    }

    @Test func bitsBeyondTheFieldsAreDamage() throws {
        var reader = PackedFieldsReader(0b1_01)
        #expect(try reader.take(upTo: 3) == 1)
        #expect(throws: StoreCorruption.self) { try reader.finish() }
    }
}
