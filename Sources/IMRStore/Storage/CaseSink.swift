import IMRText
import IMRColumns

/// What `CaseCoding` writes a file's cases into: the store's bytes (`ByteWriter`), or, on the pass that
/// chooses the store's string table, only a count of the strings that could be shared
/// (`StringCounter`). One encoder for both passes, so the strings counted are exactly those written.
protocol CaseSink {
    /// Where the next byte goes (a record's bounds).
    var position: Int { get }
    mutating func byte(_ value: UInt8)
    mutating func varint(_ value: UInt64)
    mutating func count(_ value: Int)
    mutating func int(_ value: Int)
    mutating func bool(_ value: Bool)
    mutating func optionalInt(_ value: Int?)
    mutating func string(_ value: String)
    mutating func optionalString(_ value: String?)
    mutating func strings(_ values: [String])
}

extension ByteWriter: CaseSink {
    var position: Int { bytes.count }
}

/// The first pass of a store: how often each string that could be shared comes (`ByteWriter.isShareable`);
/// everything else the encoder writes is passed over.
struct StringCounter: CaseSink {
    private(set) var seen = ByteStringTable(capacity: 1024)

    var position: Int { 0 }
    mutating func byte(_ value: UInt8) {}
    mutating func varint(_ value: UInt64) {}
    mutating func count(_ value: Int) {}
    mutating func int(_ value: Int) {}
    mutating func bool(_ value: Bool) {}
    mutating func optionalInt(_ value: Int?) {}

    mutating func string(_ value: String) {
        value.withBytes { utf8 in
            if ByteWriter.isShareable(utf8) { seen.add(1, to: utf8) }
        }
    }

    mutating func optionalString(_ value: String?) {
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        values.forEachLent { string($0) }
    }
}
