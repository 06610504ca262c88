import IMRColumns
import IMRFiles

/// A 64-bit name for exactly what decides a corpus's case list when it is loaded through the cache:
/// the build of imr, the folders opened, and every file listed (path, name shown, size, times, inode, and
/// whether it gave a result that lasts). Anything derived from the cases, such as the word index, is
/// trusted only for the fingerprint it was made for.
enum CorpusFingerprint {
    /// `lasting(position)`: whether the file at that position of `files` gave a result that lasts.
    static func of(build: String, roots: [String], files: [SourceFile], lasting: (Int) -> Bool) -> UInt64 {
        var hasher = ChainedChecksum()
        hasher.add(build)
        hasher.add(Int64(roots.count))
        for root in roots { hasher.add(root) }
        hasher.add(Int64(files.count))
        // By position, not `enumerated()`: a copy of each file retained its path and name.
        for position in files.indices {
            hasher.add(files[position].path)
            hasher.add(files[position].displayPath)
            hasher.add(files[position].size)
            hasher.add(files[position].modified)
            hasher.add(files[position].changed)
            hasher.add(Int64(bitPattern: files[position].inode))
            // A file that could not be read (permissions, a PDF tool missing) gave no cases and is read
            // again next time; once readable it gives cases with its size and time unchanged.
            hasher.add(lasting(position) ? 1 : 0)
        }
        return hasher.finish()
    }
}

/// StoreChecksum over a stream too long to hold at once (a million paths): bytes gather in a small
/// buffer, and each full buffer is checksummed after the checksum of the ones before it.
struct ChainedChecksum {
    private var buffer: [UInt8] = []
    private var chained: UInt64 = 0
    private static let flushAt = 64 * 1024

    init() {
        buffer.reserveCapacity(Self.flushAt + 4096)
    }

    /// Length first, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            add(Int64(utf8.count))
            buffer.append(contentsOf: utf8)
        }
        if buffer.count >= Self.flushAt { flush() }
    }

    mutating func add(_ number: Int64) {
        StoreFileIO.appendWord64(UInt64(bitPattern: number), to: &buffer)
    }

    mutating func finish() -> UInt64 {
        flush()
        return chained
    }

    private mutating func flush() {
        StoreFileIO.appendWord64(chained, to: &buffer)
        chained = StoreChecksum.of(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
