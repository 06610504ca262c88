#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text's UTF-8 bytes as a dictionary key: hashed in one call over the whole buffer and compared with
/// memcmp (an array of bytes as a key is hashed byte by byte). A lookup may be keyed by a slice of a
/// bigger buffer, with no copy; a key kept in a table is its own compact copy (`stored`).
struct ByteKey: Hashable {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    /// A copy that holds only these bytes, not the buffer the slice was cut from.
    var stored: ByteKey { ByteKey(ArraySlice(Array(bytes))) }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    static func == (left: ByteKey, right: ByteKey) -> Bool {
        guard left.bytes.count == right.bytes.count else { return false }
        return left.bytes.withUnsafeBytes { a in
            right.bytes.withUnsafeBytes { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }
}
