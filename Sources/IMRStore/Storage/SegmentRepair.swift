#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import IMRColumns
import IMRFiles
import IMRLetters

/// A segment of a mapped case store that failed its checksum, written anew from its letters in the
/// store's own file, so that the next open finds it sound instead of reading its letters again (issue
/// 32). Only bytes that are exactly those the store was written with go back: the letters, encoded
/// with the store's string table, must give the segment's length and checksum, which the store's index
/// still holds; anything else (letters changed since, another build) leaves the file as it is.
enum SegmentRepair {
    /// Writes the segment at `range` of `file`, whose checksum must be `checksum`, from `files` (its
    /// letters, parsed); true when it was written. `path` is where the store lies: written only when the
    /// file there is still the one mapped (another imr may have put a new store in its place).
    static func write(_ files: [ParsedFile], at range: Range<Int>, checksum: UInt64, strings: StringColumn,
                      into file: MappedFile, path: String) -> Bool {
        let encoded = CaseStoreFile.encodeSegment(files.count, strings: StoreStrings(strings: Array(strings)).numbers) {
            files[$0]
        }
        guard encoded.bytes.count == range.count, encoded.checksum == checksum, let mapped = file.identity else {
            return false
        }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, UInt64(info.st_dev) == mapped.device, UInt64(info.st_ino) == mapped.inode,
              Int(info.st_size) == file.size else { return false }
        return encoded.bytes.withUnsafeBytes { DescriptorWrite.all($0, to: descriptor, at: range.lowerBound) } == nil
    }
}
