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
