#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory, unmapped when the last user lets go. Pages are read from the
/// page cache only when touched, so a mapped case store costs memory for the cases looked at. A file
/// renamed over it meanwhile leaves this mapping as it was (the old file lives on until unmapped).
final class MappedFile: @unchecked Sendable {
    let base: UnsafeRawPointer?
    let size: Int

    init?(descriptor: Int32, size: Int) {
        guard size > 0 else { return nil }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(address)
        self.size = size
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), size) }
    }

    /// The bytes of `range`, which the caller has checked lies inside the file.
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= size, "a range outside the mapped file")
        guard let base else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: (base + range.lowerBound).assumingMemoryBound(to: UInt8.self),
                                   count: range.count)
    }
}
