#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMRColumns
import IMRFiles

/// File work shared by the store's files (parsed cases, word index): whole writes through `AtomicFile`,
/// reads at an offset that never come back short, and little-endian words.
enum StoreFileIO {
    /// Writes a file through `body` with `AtomicFile`, replacing what is at `path`: a reader sees the old
    /// file or the new one, never half of one, and a failed write leaves the old. Private to this user
    /// (the cache folder is too); the folder is not synced, as a lost store is only read again.
    static func replace(_ path: String, writing body: (AtomicFile.Output) throws(AtomicFile.Failure) -> Void)
        throws(StoreCorruption) {
        do {
            try AtomicFile.write(to: path, mode: .replace, durable: false, body)
        } catch {
            throw StoreCorruption(reason: error.description)
        }
    }

    /// Why what `info` describes cannot be a store file (a folder or a device put where one was), nil
    /// for a regular file: read as one, a folder would seem a file cut short.
    static func notAFile(_ info: stat) -> String? {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a folder, not a file"
        default: return "it is not a regular file"
        }
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
