extension Array {
    /// Calls `body` with each element lent, not copied: `for element in array` and `array[index]` copy
    /// each element, and a copy of a case, an item or a citation retains (then releases) every string and
    /// array in it; the store's encoder visits every one of a corpus, twice.
    @inlinable
    func forEachLent(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            for position in buffer.indices { try body(buffer[position]) }
        }
    }
}

extension String {
    /// Calls `body` with the string's UTF-8, without the copy `withUTF8` needs (it is mutating: a `var`
    /// copy retains and releases the string) when the string is stored contiguously, as native ones are.
    @inlinable
    func withUTF8Lent<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return try copy.withUTF8(body)
    }
}
