import CSignalCleanup
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file mapped read-only into memory, unmapped when the last user lets go. Pages are read from the
/// page cache only when touched, so a mapped case store costs memory for the cases looked at. A file
/// renamed over it meanwhile leaves this mapping as it was (the old file lives on until unmapped); one
/// cut short in place (truncated, copied over) reads as zeros past its new end instead of killing the
/// process with SIGBUS (`CMapGuard.h`), and the readers' checksums see it.
package final class MappedFile: @unchecked Sendable {
    package let base: UnsafeRawPointer?
    package let size: Int
    /// The file mapped (its device and inode), to tell it from another put at its path since.
    package let identity: (device: UInt64, inode: UInt64)?
    private let guardSlot: Int32

    package init?(descriptor: Int32, size: Int) {
        guard size > 0 else { return nil }
        let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let address, address != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(address)
        self.size = size
        var info = stat()
        identity = fstat(descriptor, &info) == 0 ? (UInt64(info.st_dev), UInt64(info.st_ino)) : nil
        guardSlot = imr_map_guard_add(address, size)
    }

    deinit {
        imr_map_guard_remove(guardSlot)
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), size) }
    }

    /// Whether the file was found cut short under the mapping (what was past its end reads as zeros).
    package var wasCutShort: Bool { imr_map_guard_faults(guardSlot) > 0 }

    /// Lets go of the pages read so far (a pass over the whole file): they stay in the page cache, but
    /// no longer count as this process's memory, and are read again from there when touched.
    package func releasePages() {
        guard let base else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base), size, Int32(MADV_DONTNEED))
    }

    /// Lets go of the whole pages inside `range` (a pass over part of the file is over).
    package func releasePages(_ range: Range<Int>) {
        guard let base, !range.isEmpty else { return }
        let page = Self.pageSize
        let start = (max(0, range.lowerBound) + page - 1) / page * page
        let end = min(size, range.upperBound) / page * page
        guard start < end else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base + start), end - start, Int32(MADV_DONTNEED))
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// The bytes of `range`, which the caller has checked lies inside the file.
    package func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        precondition(range.lowerBound >= 0 && range.upperBound <= size, "a range outside the mapped file")
        guard let base else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: (base + range.lowerBound).assumingMemoryBound(to: UInt8.self),
                                   count: range.count)
    }
}
