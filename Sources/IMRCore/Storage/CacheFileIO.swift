#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File work shared by the cache files (parsed cases, word index): whole writes into a temporary file
/// renamed into place, reads at an offset that never come back short, and little-endian words.
enum CacheFileIO {
    /// Writes a file through `body` into a temporary file beside `path`, then renames it over `path`:
    /// a reader sees the old file or the new one, never half of one, and a failed write leaves the old.
    static func replace(_ path: String, writing body: (Int32) throws(CacheCorruption) -> Void) throws(CacheCorruption) {
        let folder = path.lastIndex(of: "/").map { String(path[path.startIndex..<$0]) } ?? "."
        var template = Array((folder + "/.imr-cache-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CacheCorruption(reason: "could not write in \(folder) (\(String(cString: strerror(errno))))")
        }
        let temporary = CaseCache.text(of: template)
        var succeeded = false
        defer {
            close(descriptor)
            if !succeeded { unlink(temporary) }
        }
        try body(descriptor)
        guard rename(temporary, path) == 0 else { throw writeFailure(path) }
        succeeded = true
    }

    static func writeFailure(_ path: String) -> CacheCorruption {
        CacheCorruption(reason: "could not write \(path) (\(String(cString: strerror(errno))))")
    }

    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer) -> Bool {
        guard let base = raw.baseAddress else { return true }
        var written = 0
        while written < raw.count {
            #if canImport(Glibc)
            let count = Glibc.write(descriptor, base + written, raw.count - written)
            #else
            let count = Darwin.write(descriptor, base + written, raw.count - written)
            #endif
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += count
        }
        return true
    }

    static func readBytes(_ descriptor: Int32, offset: Int, count: Int) -> [UInt8]? {
        guard count >= 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: count)
        let filled = buffer.withUnsafeMutableBytes { read(descriptor, offset: offset, into: $0) }
        return filled ? buffer : nil
    }

    /// Fills `raw` from the file at `offset`; false when the file ends first or cannot be read.
    static func read(_ descriptor: Int32, offset: Int, into raw: UnsafeMutableRawBufferPointer) -> Bool {
        guard offset >= 0 else { return false }
        guard let base = raw.baseAddress else { return true }
        var filled = 0
        while filled < raw.count {
            let got = pread(descriptor, base + filled, raw.count - filled, off_t(offset + filled))
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return false }
            filled += got
        }
        return true
    }

    static func word32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
    }

    static func word64(_ bytes: [UInt8], _ at: Int) -> UInt64 {
        (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[at + $1]) << (8 * UInt64($1)) }
    }

    static func appendWord32(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift)))) }
    }

    static func appendWord64(_ value: UInt64, to bytes: inout [UInt8]) {
        for shift in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift)))) }
    }
}
