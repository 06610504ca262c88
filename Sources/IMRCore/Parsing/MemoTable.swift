/// One of `ParseMemo`'s tables: values by the bytes of their key. A hit costs a word-wide hash
/// (`ByteStringTable`'s, seeded per run, so letter text cannot choose collisions) and a memcmp, where a
/// Dictionary hashed each key with SipHash, through String's views for string keys (most of a hit).
/// Keys are equal when their bytes are: the parsers read bytes, so that is the equality that matters.
struct MemoTable<Value> {
    /// Each key's position in `values`.
    private var positions = ByteStringTable()
    private var values: [Value] = []

    /// The value remembered for `key`; else `make()`'s, remembered. Beyond `ParseMemo.limit` entries the
    /// table starts again: a corpus of unrepeated text must not grow it forever.
    mutating func value(of key: UnsafeBufferPointer<UInt8>, _ make: () -> Value) -> Value {
        if let position = positions.value(of: key) { return values[position] }
        let made = make()
        if values.count >= ParseMemo.limit { self = MemoTable() }
        positions.add(values.count, to: key)
        values.append(made)
        return made
    }

    /// A string key's bytes (a native string's own storage, no copy).
    mutating func value(of key: String, _ make: (String) -> Value) -> Value {
        var bytes = key
        return bytes.withUTF8 { utf8 in value(of: utf8) { make(key) } }
    }
}
