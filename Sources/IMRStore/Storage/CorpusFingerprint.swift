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
/// buffer, and each full buffer is checksummed after the checksum of the ones before it. Numbers and
/// names are stored into the buffer in place: appended to an array, each number cost as much as a
/// `stat` of its letter (a reopen makes the fingerprint of every letter listed).
struct ChainedChecksum {
    private var buffer: [UInt8]
    /// Bytes of `buffer` gathered so far.
    private var used = 0
    private var chained: UInt64 = 0
    private static let flushAt = 64 * 1024

    init() {
        buffer = [UInt8](repeating: 0, count: Self.flushAt + 4096)
    }

    /// Length first, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            add(Int64(utf8.count))
            makeRoom(utf8.count)
            let at = used
            buffer.withUnsafeMutableBytes { raw in
                if let source = utf8.baseAddress { (raw.baseAddress! + at).copyMemory(from: source, byteCount: utf8.count) }
            }
            used += utf8.count
        }
        if used >= Self.flushAt { flush() }
    }

    mutating func add(_ number: Int64) {
        makeRoom(8)
        let at = used
        buffer.withUnsafeMutableBytes { $0.storeBytes(of: UInt64(bitPattern: number).littleEndian, toByteOffset: at, as: UInt64.self) }
        used += 8
    }

    mutating func finish() -> UInt64 {
        flush()
        return chained
    }

    /// A name longer than the room left grows the buffer: it is checksummed whole, as it always was.
    private mutating func makeRoom(_ count: Int) {
        if used + count > buffer.count { buffer += [UInt8](repeating: 0, count: max(count, buffer.count)) }
    }

    private mutating func flush() {
        add(Int64(bitPattern: chained))
        let end = used
        chained = buffer.withUnsafeBytes { StoreChecksum.of(UnsafeRawBufferPointer(rebasing: $0[0..<end])) }
        used = 0
    }
}
