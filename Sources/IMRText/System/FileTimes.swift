#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file's times as `stat` gives them, in nanoseconds: how the listing and the caches hold a file
/// (a letter rewritten within the same second is still noticed).
extension stat {
    package var modifiedNanoseconds: Int64 { Int64(st_mtim.tv_sec) * 1_000_000_000 + Int64(st_mtim.tv_nsec) }
    package var changedNanoseconds: Int64 { Int64(st_ctim.tv_sec) * 1_000_000_000 + Int64(st_ctim.tv_nsec) }
}
