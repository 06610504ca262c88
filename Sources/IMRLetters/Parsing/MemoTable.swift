import Synchronization
import IMRText

/// One of `ParseMemo`'s tables: values by the bytes of their key. A hit costs a word-wide hash
/// (`ByteStringTable`'s, seeded per run, so letter text cannot choose collisions) and a memcmp, where a
/// Dictionary hashed each key with SipHash, through String's views for string keys (most of a hit).
/// Keys are equal when their bytes are: the parsers read bytes, so that is the equality that matters.
struct MemoTable<Value> {
    /// Each key's position in `values`.
    private var positions = ByteStringTable()
    private var values: [Value] = []

    /// The value remembered for `key`, if any.
    func existing(_ key: UnsafeBufferPointer<UInt8>) -> Value? {
        positions.value(of: key).map { values[$0] }
    }

    /// Remembers `value` for `key`, unless a value is remembered for it already: the one remembered is
    /// given back. Beyond `ParseMemo.limit` entries, or `ParseMemo.keyBytesLimit` bytes of keys, the
    /// table starts again: a corpus of unrepeated text must not grow it forever.
    mutating func remember(_ value: Value, for key: UnsafeBufferPointer<UInt8>) -> Value {
        if values.count >= ParseMemo.limit || positions.keyBytes >= ParseMemo.keyBytesLimit { self = MemoTable() }
        let position = positions.number(of: key, orAdding: values.count)
        if position == values.count { values.append(value) }
        return values[position]
    }
}

extension MemoTable: Sendable where Value: Sendable {}

/// A `MemoTable` that every parsing worker shares. The lock is held for the lookup and for remembering,
/// never while a value is made (making one may ask the memo for another). Two workers that miss the
/// same key at once both make its value; the first remembered is the one both give.
final class SharedMemoTable<Value: Sendable>: Sendable {
    private let table = Mutex(MemoTable<Value>())

    func value(of key: UnsafeBufferPointer<UInt8>, _ make: () -> Value) -> Value {
        if let found = existing(key) { return found }
        return remember(make(), for: key)
    }

    /// The value remembered for `key`, if any: for a caller whose key's bytes change as it makes the
    /// value (it looks up, makes, and remembers in turn).
    func existing(_ key: UnsafeBufferPointer<UInt8>) -> Value? {
        table.withLock { $0.existing(key) }
    }

    /// Remembers `value` for `key` unless a value is remembered for it already: the one remembered is
    /// given back.
    func remember(_ value: Value, for key: UnsafeBufferPointer<UInt8>) -> Value {
        table.withLock { $0.remember(value, for: key) }
    }

    /// A string key's bytes (a native string's own storage, no copy).
    func value(of key: String, _ make: (String) -> Value) -> Value {
        key.withBytes { utf8 in value(of: utf8) { make(key) } }
    }
}
