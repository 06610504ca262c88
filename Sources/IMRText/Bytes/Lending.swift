extension Array {
    /// Calls `body` with each element read from the array's storage. `for element in array` copies each
    /// element, and a copy of a case, an item or a citation retains (then releases) every string and
    /// array in it; read in place, the optimizer leaves out the copy where it can see that `body` writes
    /// nothing there (a call it cannot see into still costs one). A field read through
    /// `withUnsafeBufferPointer` (`buffer[index].field`) never copies the rest.
    @inlinable
    package func forEachLent(_ body: (Element) throws -> Void) rethrows {
        try withUnsafeBufferPointer { buffer in
            for position in buffer.indices { try body(buffer[position]) }
        }
    }
}

/// Calls `body` with `value` read where it is held: an array's element passed on to a call the optimizer
/// cannot see into (`f(items[index])`) is copied, since that memory could change during the call; through
/// `inout` the caller holds it exclusively, so it is lent without a copy.
@inlinable
package func lent<Value, Result>(_ value: inout Value, _ body: (Value) throws -> Result) rethrows -> Result {
    try body(value)
}
