import IMRColumns

/// A record's small fields (codes, flags, short counts) packed into one varint, each in as few bits as
/// its largest value needs (`CaseCoding`, format 12): a byte each, they were 6.2 MB of the store of
/// 100,000 letters (1.6 MB packed), most of them a flag or a count of 0 or 1. A count its field cannot
/// hold is packed as the field's largest value, and what it leaves over is written where its list begins.
struct PackedFields {
    private(set) var value: UInt64 = 0
    private var shift: UInt64 = 0

    /// `field`, from 0 to `largest`.
    mutating func put(_ field: Int, upTo largest: Int) {
        precondition(field >= 0 && field <= largest, "a packed field out of its range")
        value |= UInt64(field) << shift
        shift += Self.width(largest)
        precondition(shift <= 64, "more packed fields than a number holds")
    }

    mutating func put(_ flag: Bool) {
        put(flag ? 1 : 0, upTo: 1)
    }

    /// A count: itself below `limit`, else `limit`, and the rest written by `overflow`.
    mutating func put(count: Int, limit: Int) {
        put(min(count, limit), upTo: limit)
    }

    /// Where a list of `count` begins: what its packed field left over, if anything.
    static func overflow<Sink: CaseSink>(_ count: Int, limit: Int, into writer: inout Sink) {
        if count >= limit { writer.count(count - limit) }
    }

    static func width(_ largest: Int) -> UInt64 {
        UInt64(Int.bitWidth - largest.leadingZeroBitCount)
    }
}

/// Takes `PackedFields` apart in the order they were put.
struct PackedFieldsReader {
    private var rest: UInt64

    init(_ value: UInt64) {
        rest = value
    }

    mutating func take(upTo largest: Int) throws(StoreCorruption) -> Int {
        let width = PackedFields.width(largest)
        let field = Int(truncatingIfNeeded: rest & ((1 << width) - 1))
        rest >>= width
        guard field <= largest else { throw StoreCorruption(reason: "a value code is out of range") }
        return field
    }

    mutating func flag() throws(StoreCorruption) -> Bool {
        try take(upTo: 1) == 1
    }

    /// Bits beyond the fields are damage.
    func finish() throws(StoreCorruption) {
        guard rest == 0 else { throw StoreCorruption(reason: "a record's packed fields hold more than their fields") }
    }

    /// A count from its packed `field`, taking what it left over where its list begins.
    static func count(_ field: Int, limit: Int, from reader: inout ByteReader) throws(StoreCorruption) -> Int {
        guard field == limit else { return field }
        return limit + (try reader.count())
    }
}
