/// Hands bytes to a writer that takes them raw (`emit`: an export's file, standard output), valid only
/// while `emit` runs.
package enum ByteHandOff {
    package static func hand<E: Error>(_ bytes: [UInt8], to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        // `withUnsafeBytes` rethrows untyped: the failure is carried out of it by hand.
        var failure: E?
        bytes.withUnsafeBytes { raw in
            do throws(E) { try emit(raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// A piece of text, as its UTF-8 bytes.
    package static func hand<E: Error>(_ text: String, to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try hand(Array(text.utf8), to: emit)
    }
}
