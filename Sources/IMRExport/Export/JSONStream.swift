import TextSafety
import IMRText

/// An `Encoder` that writes JSON straight into bytes as the values encode themselves, in the form
/// `CaseJSON` has always written: JSONEncoder's with `.sortedKeys` and `.withoutEscapingSlashes` (pretty
/// or on one line), every code point `ControlEscape` calls unsafe escaped as `\uXXXX`. The values'
/// own `encode(to:)` stay the one description of their shape; this only writes it faster (Foundation's
/// encoder builds a tree of boxed values per case and took 3.7 s for 10,000 cases).
///
/// It takes what the cases need: keyed and unkeyed containers one inside the other, strings, integers,
/// booleans and nulls. Anything else (floating point, `nestedContainer`, `superEncoder`, a value that
/// encodes nothing) marks the stream `unsupported`, and `CaseJSON` falls back to JSONEncoder.
final class JSONStream: Encoder {
    // Single-threaded and never accessed twice at once: without the dynamic exclusivity check per
    // access, which was a quarter of the time.
    @exclusivity(unchecked) private(set) var bytes: [UInt8] = []
    let pretty: Bool
    @exclusivity(unchecked) private(set) var unsupported = false
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// An open object or array: where its first entry starts, how many it has, and (for an object) where
    /// its entries begin in `entries`.
    private struct Frame {
        var isObject: Bool
        var first: Int
        var count = 0
        var firstEntry: Int
        var sorted = true
    }
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// The open objects' entries, innermost last: each entry's key and where its separator and its value
    /// start, to sort them when they came unsorted. One array for all, not one per object: an array per
    /// object was an allocation for every case, item and citation.
    @exclusivity(unchecked) private var entries: [(key: String, start: Int, value: Int)] = []
    /// `frames.count` when the value being encoded began: a container it asks for beyond that is its own.
    @exclusivity(unchecked) private var base = 0

    init(pretty: Bool, capacity: Int = 4096) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// Appends one whole value (a document of its own, at the left margin).
    func write<T: Encodable>(_ value: T) {
        let saved = (frames, base, entries)
        frames = []
        entries = []
        do { try encodeValue(value) } catch { unsupported = true }
        (frames, base, entries) = saved
    }

    func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    // MARK: Encoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // A value that asks twice (a case with its annotations added) goes on in the same object.
        if frames.count > base {
            if !(frames.last?.isObject ?? false) { giveUp() }
        } else {
            open(object: true)
        }
        return KeyedEncodingContainer(Keyed<Key>(stream: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if frames.count > base { giveUp() }
        open(object: false)
        return Unkeyed(stream: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(stream: self)
    }

    // MARK: Writing

    private func open(object: Bool) {
        bytes.append(object ? 0x7B : 0x5B)
        frames.append(Frame(isObject: object, first: bytes.count, firstEntry: entries.count))
    }

    private func indent(_ depth: Int) {
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
    }

    /// The separator before an entry of the innermost container, and its key when it is an object's.
    func entry(key: String?) {
        let innermost = frames.count - 1
        guard innermost >= 0 else { return }
        let start = bytes.count
        if frames[innermost].count > 0 { bytes.append(0x2C) }
        if pretty {
            bytes.append(0x0A)
            indent(frames.count)
        }
        frames[innermost].count += 1
        if let key {
            string(key)
            if pretty { raw(" : ") } else { bytes.append(0x3A) }
            if entries.count > frames[innermost].firstEntry, let last = entries.last, !(last.key < key) {
                frames[innermost].sorted = false
            }
            entries.append((key, start, bytes.count))
        }
    }

    /// A value of any type, its containers closed after it.
    func encodeValue<T: Encodable>(_ value: T) throws {
        let saved = base, before = bytes.count
        base = frames.count
        defer { base = saved }
        try value.encode(to: self)
        while frames.count > base { close() }
        if bytes.count == before { unsupported = true }
    }

    private func close() {
        guard let frame = frames.popLast() else { return }
        if frame.isObject && !frame.sorted { reorder(frame) }
        entries.removeSubrange(frame.firstEntry...)
        if pretty {
            bytes.append(0x0A)
            if frame.count == 0 { bytes.append(0x0A) }
            indent(frames.count)
        }
        bytes.append(frame.isObject ? 0x7D : 0x5D)
    }

    /// An object's entries written again in key order, as `.sortedKeys` has them. The object's bytes are
    /// copied out first, so the buffer stays unshared and is cut, not copied whole.
    private func reorder(_ frame: Frame) {
        let entries = Array(self.entries[frame.firstEntry...])
        self.entries.removeSubrange(frame.firstEntry...)
        let object = Array(bytes[frame.first...])
        bytes.removeSubrange(frame.first...)
        var values: [Range<Int>] = []
        for (position, entry) in entries.enumerated() {
            let end = position + 1 < entries.count ? entries[position + 1].start : object.count + frame.first
            values.append(entry.value - frame.first..<end - frame.first)
        }
        let order = entries.indices.sorted { (entries[$0].key, $0) < (entries[$1].key, $1) }
        frames.append(Frame(isObject: true, first: frame.first, firstEntry: self.entries.count))
        for position in order {
            entry(key: entries[position].key)
            bytes.append(contentsOf: object[values[position]])
        }
        frames.removeLast()
    }

    func string(_ text: String) {
        JSONString.append(text, to: &bytes)
    }

    func integer<T: BinaryInteger>(_ value: T) {
        bytes.append(contentsOf: String(value).utf8)
    }

    func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Something this stream does not write: the caller uses JSONEncoder instead.
    func giveUp() {
        unsupported = true
        raw("null")
    }
}

extension JSONStream {
    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let stream: JSONStream
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { stream.entry(key: key.stringValue); stream.raw("null") }
        mutating func encode(_ value: Bool, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.bool(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.string(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.giveUp() }
        mutating func encode(_ value: Float, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.giveUp() }
        mutating func encode(_ value: Int, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { stream.entry(key: key.stringValue); stream.integer(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            stream.entry(key: key.stringValue)
            try stream.encodeValue(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            stream.giveUp()
            return KeyedEncodingContainer(Keyed<NestedKey>(stream: stream))
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            stream.giveUp()
            return Unkeyed(stream: stream)
        }
        mutating func superEncoder() -> any Encoder { stream.giveUp(); return stream }
        mutating func superEncoder(forKey key: Key) -> any Encoder { stream.giveUp(); return stream }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let stream: JSONStream
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(stream: JSONStream) { self.stream = stream }

        mutating func encodeNil() throws { next(); stream.raw("null") }
        mutating func encode(_ value: Bool) throws { next(); stream.bool(value) }
        mutating func encode(_ value: String) throws { next(); stream.string(value) }
        mutating func encode(_ value: Double) throws { next(); stream.giveUp() }
        mutating func encode(_ value: Float) throws { next(); stream.giveUp() }
        mutating func encode(_ value: Int) throws { next(); stream.integer(value) }
        mutating func encode(_ value: Int8) throws { next(); stream.integer(value) }
        mutating func encode(_ value: Int16) throws { next(); stream.integer(value) }
        mutating func encode(_ value: Int32) throws { next(); stream.integer(value) }
        mutating func encode(_ value: Int64) throws { next(); stream.integer(value) }
        mutating func encode(_ value: UInt) throws { next(); stream.integer(value) }
        mutating func encode(_ value: UInt8) throws { next(); stream.integer(value) }
        mutating func encode(_ value: UInt16) throws { next(); stream.integer(value) }
        mutating func encode(_ value: UInt32) throws { next(); stream.integer(value) }
        mutating func encode(_ value: UInt64) throws { next(); stream.integer(value) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            next()
            try stream.encodeValue(value)
        }

        private mutating func next() {
            count += 1
            stream.entry(key: nil)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            stream.giveUp()
            return KeyedEncodingContainer(Keyed<NestedKey>(stream: stream))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { stream.giveUp(); return self }
        mutating func superEncoder() -> any Encoder { stream.giveUp(); return stream }
    }

    struct Single: SingleValueEncodingContainer {
        let stream: JSONStream
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { stream.raw("null") }
        mutating func encode(_ value: Bool) throws { stream.bool(value) }
        mutating func encode(_ value: String) throws { stream.string(value) }
        mutating func encode(_ value: Double) throws { stream.giveUp() }
        mutating func encode(_ value: Float) throws { stream.giveUp() }
        mutating func encode(_ value: Int) throws { stream.integer(value) }
        mutating func encode(_ value: Int8) throws { stream.integer(value) }
        mutating func encode(_ value: Int16) throws { stream.integer(value) }
        mutating func encode(_ value: Int32) throws { stream.integer(value) }
        mutating func encode(_ value: Int64) throws { stream.integer(value) }
        mutating func encode(_ value: UInt) throws { stream.integer(value) }
        mutating func encode(_ value: UInt8) throws { stream.integer(value) }
        mutating func encode(_ value: UInt16) throws { stream.integer(value) }
        mutating func encode(_ value: UInt32) throws { stream.integer(value) }
        mutating func encode(_ value: UInt64) throws { stream.integer(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try stream.encodeValue(value) }
    }
}
