#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import IMRLetters
import IMRText
import IMRColumns
import IMRFiles

/// One store file on disk:
///
///     "IMRCASE\0" version(u32) 0(u32)        header, 16 bytes
///     segment 0, segment 1, ...              parsed files, a few hundred each, each with its checksum
///     string table                           the strings the cases share (`StoreStrings`)
///     snapshot parts                         raw arrays of the corpus snapshot (`CorpusSnapshot`)
///     snapshot directory                     what the snapshot is for, where its parts and cases are
///     index                                  roots, build, string table, segments (offset, length,
///                                            checksum), files
///     index offset, length, checksum, snapshot offset, length, checksum (u64 each), version(u32),
///     0(u32), "IMRCEND\0"                    trailer, 64 bytes
///
/// Two ways in. When the files listed are exactly those the snapshot was made from, a second open maps
/// the file and takes the snapshot and the cases' records as they are (`openSnapshot`): nothing is
/// decoded but the ids. Otherwise segments are read and checked one at a time in parallel (`readIndex`,
/// `readSegment`), so a damaged segment costs only its files, and changed files are parsed again.
package enum CaseStoreFile {
    /// 6: the corpus snapshot, case records that stand alone, and each case's layout. 7: one string
    /// table for the whole store instead of strings shared within each case. 8: every body region of an
    /// item, whether it was inferred, and the words its treatment key leaves unexplained. 9: each item's
    /// reasons, each sentence as where it stands in the rationale. 10: a checksum of each case's record,
    /// checked when it is read (the store may be written over in place after it was opened). 11: text
    /// folded with CaseFold. 12: a record's flags, codes and short counts packed into one number each
    /// (`PackedFields`), and the snapshot's facet columns narrowed (value ids in 1 or 2 bytes, offsets as
    /// each row's count, none where every row has one value), the items' treatments numbered among the
    /// distinct ones: 239 to 206 MB at 100,000 letters; and every checksum in four lanes (`StoreChecksum`).
    /// 13: a fourth layout (`maximus-2013`), which widens the layout's packed field; letters once
    /// rejected as none are read again.
    static let version: UInt32 = 13
    static let headMagic = Array("IMRCASE\0".utf8)
    static let tailMagic = Array("IMRCEND\0".utf8)
    static let headSize = 16
    static let trailerSize = 64
    /// Files per segment: small enough to read in parallel and to lose little when one is damaged.
    static let filesPerSegment = 256

    /// One file the store holds: where, as listed then, and where its parsed form is.
    struct Entry: Sendable {
        var path: String
        var displayPath: String
        var size: Int64
        var modified: Int64
        var changed: Int64
        var inode: UInt64
        var segment: Int
        var slot: Int

        /// The file listed now is the one this entry was made from (see `SourceFile`).
        func describes(_ file: SourceFile) -> Bool {
            size == file.size && modified == file.modified && changed == file.changed && inode == file.inode
                && displayPath == file.displayPath
        }
    }

    struct Segment: Sendable {
        var offset: Int
        var length: Int
        var checksum: UInt64
        var files: Int
    }

    /// What the index says: what the store was made from, and where everything is.
    struct Index: Sendable {
        var build: String
        var roots: [String]
        var segments: [Segment]
        var entries: [Entry]
        /// The store's string table, which the segments' records refer to.
        var strings = StringColumn([])
        /// The file the index was read from, still open: its segments are read from this same file even
        /// if another imr replaces the store meanwhile (a rename leaves the open file as it was).
        var file: OpenFile? = nil
    }

    /// A read-only descriptor, closed when the last user lets go of it.
    final class OpenFile: Sendable {
        let descriptor: Int32

        init(_ descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }
    }

    enum Rejection: Error, Sendable {
        /// No store yet: nothing to say.
        case missing
        /// Made by another build of imr (or in another format version), whose parser may differ: rebuilt
        /// without a word.
        case otherBuild
        /// Damaged or not ours: said, and rebuilt.
        case untrusted(String)
    }

    // MARK: Reading

    /// The file opened and its head and trailer checked: where its index and snapshot directory lie.
    struct Frame {
        var file: OpenFile
        var size: Int
        var index: Range<Int>
        var indexChecksum: UInt64
        /// Empty when the file holds no snapshot.
        var snapshot: Range<Int>
        var snapshotChecksum: UInt64
    }

    static func readFrame(at path: String) -> Result<Frame, Rejection> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .failure(.missing)
                : .failure(.untrusted("it could not be opened (\(String(cString: strerror(errno))))"))
        }
        let file = OpenFile(descriptor)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.untrusted("it could not be read")) }
        if let reason = StoreFileIO.notAFile(info) { return .failure(.untrusted(reason)) }
        let size = Int(info.st_size)
        guard size >= headSize + trailerSize,
              let head = StoreFileIO.readBytes(descriptor, offset: 0, count: headSize),
              let trailer = StoreFileIO.readBytes(descriptor, offset: size - trailerSize, count: trailerSize) else {
            return .failure(.untrusted("it is truncated"))
        }
        guard Array(head[0..<8]) == headMagic, Array(trailer[56..<64]) == tailMagic else {
            return .failure(.untrusted(Array(head[0..<8]) == headMagic ? "it is truncated" : "it is not an imr store"))
        }
        guard StoreFileIO.word32(head, 8) == StoreFileIO.word32(trailer, 48) else {
            return .failure(.untrusted("its head and tail name different format versions"))
        }
        // Written by an older or newer imr: expected after an upgrade, so replaced without a word.
        guard StoreFileIO.word32(head, 8) == version else { return .failure(.otherBuild) }
        let body = headSize..<(size - trailerSize)
        func range(at offset: Int) -> Range<Int>? {
            let start = Int(truncatingIfNeeded: StoreFileIO.word64(trailer, offset))
            let length = Int(truncatingIfNeeded: StoreFileIO.word64(trailer, offset + 8))
            guard length >= 0, start >= body.lowerBound, start <= body.upperBound - length else { return nil }
            return start..<(start + length)
        }
        guard let index = range(at: 0) else { return .failure(.untrusted("its index is out of place")) }
        guard let snapshot = range(at: 24) else { return .failure(.untrusted("its snapshot is out of place")) }
        return .success(Frame(file: file, size: size, index: index, indexChecksum: StoreFileIO.word64(trailer, 16),
                              snapshot: snapshot, snapshotChecksum: StoreFileIO.word64(trailer, 40)))
    }

    static func readIndex(at path: String, roots: [String], build: String) -> Result<Index, Rejection> {
        let frame: Frame
        switch readFrame(at: path) {
        case .success(let found): frame = found
        case .failure(let rejection): return .failure(rejection)
        }
        guard let bytes = StoreFileIO.readBytes(frame.file.descriptor, offset: frame.index.lowerBound, count: frame.index.count) else {
            return .failure(.untrusted("its index is out of place"))
        }
        guard StoreChecksum.of(bytes) == frame.indexChecksum else {
            return .failure(.untrusted("its index fails its checksum"))
        }
        // The string table is read as this machine lays out numbers.
        guard WordIndexFile.hostFitsFormat else { return .failure(.missing) }
        do throws(StoreCorruption) {
            let parts = SnapshotPartsReader(descriptor: frame.file.descriptor, bounds: headSize..<frame.index.lowerBound)
            var index = try bytes.withUnsafeBufferPointer { buffer throws(StoreCorruption) in
                var reader = ByteReader(buffer)
                return try decodeIndex(&reader, fileSize: frame.index.lowerBound, parts: parts)
            }
            index.file = frame.file
            guard index.roots == roots else { return .failure(.untrusted("it was made for other folders")) }
            guard index.build == build else { return .failure(.otherBuild) }
            return .success(index)
        } catch {
            return .failure(.untrusted("its index is damaged (\(error.reason))"))
        }
    }

    static func decodeIndex(_ reader: inout ByteReader, fileSize: Int,
                            parts: SnapshotPartsReader) throws(StoreCorruption) -> Index {
        let build = try reader.string()
        let roots = try reader.strings()
        let strings = try StoreStrings.read(from: &reader, parts: parts)
        let segmentCount = try reader.count()
        var segments: [Segment] = []
        for _ in 0..<segmentCount {
            let offset = try reader.count64()
            let length = try reader.count64()
            let checksum = try reader.fixed64()
            let files = try reader.count64()
            guard offset >= headSize, length >= 0, offset <= fileSize - length else {
                throw StoreCorruption(reason: "a segment lies outside the file")
            }
            segments.append(Segment(offset: offset, length: length, checksum: checksum, files: files))
        }
        let entryCount = try reader.count()
        var entries: [Entry] = []
        entries.reserveCapacity(entryCount)
        for _ in 0..<entryCount {
            let root = try reader.count()
            guard root <= roots.count else { throw StoreCorruption(reason: "a file names a folder that is not there") }
            let literal = root == 0 ? try reader.string() : ""
            let display = try reader.string()
            let path = root == 0 ? literal : path(root: roots[root - 1], display: display)
            let size = Int64(try reader.int())
            let modified = Int64(try reader.int())
            let changed = Int64(try reader.int())
            let inode = try reader.fixed64()
            let segment = try reader.count64()
            let slot = try reader.count64()
            guard segment < segments.count, slot < segments[segment].files else {
                throw StoreCorruption(reason: "a file points outside its segment")
            }
            entries.append(Entry(path: path, displayPath: display, size: size, modified: modified,
                                 changed: changed, inode: inode, segment: segment, slot: slot))
        }
        guard reader.atEnd else { throw StoreCorruption(reason: "the index has bytes left over") }
        return Index(build: build, roots: roots, segments: segments, entries: entries, strings: strings)
    }

    /// Where a file listed under `root` as `display` is (`FileCollector` joins them so).
    static func path(root: String, display: String) -> String {
        FileCollector.joined(root, display)
    }

    /// The parsed files of one segment, in slot order; a damaged segment is an error for its files only.
    static func readSegment(_ segment: Segment, from descriptor: Int32,
                            strings: StringColumn) -> Result<[ParsedFile], StoreCorruption> {
        guard let bytes = StoreFileIO.readBytes(descriptor, offset: segment.offset, count: segment.length) else {
            return .failure(StoreCorruption(reason: "a segment could not be read"))
        }
        guard StoreChecksum.of(bytes) == segment.checksum else {
            return .failure(StoreCorruption(reason: "a segment fails its checksum"))
        }
        do throws(StoreCorruption) {
            let files = try bytes.withUnsafeBufferPointer { buffer throws(StoreCorruption) in
                var reader = ByteReader(buffer, table: strings)
                var files: [ParsedFile] = []
                files.reserveCapacity(segment.files)
                for _ in 0..<segment.files { files.append(try CaseCoding.read(from: &reader)) }
                guard reader.atEnd else { throw StoreCorruption(reason: "a segment has bytes left over") }
                return files
            }
            return .success(files)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Writing

    /// A file to store, as listed, in the corpus's order. Every file listed is in the segments (its
    /// parsed form, in its place); only a file whose result `lasting` gets an entry in the index, so that
    /// one that could not be read (permissions, a PDF tool missing) is read again at the next open.
    package struct Stored: Sendable {
        var path: String
        package var source: SourceFile
        var lasting: Bool
    }

    /// Writes the whole store into a temporary file beside `path`, then renames it into place; with the
    /// corpus's snapshot when `snapshot` gives one; it is asked for only once the records are written, so
    /// that it can be made meanwhile. `parsed` is what each of `stored` gave, in the same order.
    package static func write(_ stored: [Stored], parsed: [ParsedFile], roots: [String], build: String,
                      snapshot: () -> SnapshotContents? = { nil }, to path: String) throws(StoreCorruption) {
        try StoreFileIO.replace(path) { output throws(AtomicFile.Failure) in
            try write(stored, parsed: parsed, roots: roots, build: build, snapshot: snapshot, into: output)
        }
    }

    static func write(_ stored: [Stored], parsed: [ParsedFile], roots: [String], build: String,
                      snapshot: () -> SnapshotContents? = { nil }, into output: AtomicFile.Output) throws(AtomicFile.Failure) {
        precondition(stored.count == parsed.count, "a parsed form for each file stored")
        try writeHead(into: output)
        var written = WrittenSegments()
        let segmentCount = (stored.count + filesPerSegment - 1) / filesPerSegment
        let strings = StoreStrings.choose(for: parsed)
        let numbers = strings.numbers
        // Segments are encoded in parallel a few at a time and written in order, each wave while the
        // next is encoded: little held in memory, and the cores kept busy.
        let wave = max(2, ProcessInfoLite.cores * 2)
        var first = 0
        var writing: InBackground<AtomicFile.Failure?>? = nil
        while first < segmentCount {
            let range = first..<min(segmentCount, first + wave)
            let encoded = encodeSegments(range, of: parsed, strings: numbers)
            if let failure = writing?.value() { throw failure }
            for segment in encoded { written.add(segment) }
            writing = InBackground {
                do throws(AtomicFile.Failure) {
                    for segment in encoded { try output.write(segment.bytes) }
                    return nil
                } catch {
                    return error
                }
            }
            first = range.upperBound
        }
        if let failure = writing?.value() { throw failure }
        try writeRest(stored, roots: roots, build: build, strings: strings, segments: written,
                      snapshot: snapshot, into: output)
    }

    /// The header, at the start of the file.
    static func writeHead(into output: AtomicFile.Output) throws(AtomicFile.Failure) {
        var head = headMagic
        StoreFileIO.appendWord32(version, to: &head)
        StoreFileIO.appendWord32(0, to: &head)
        try output.write(head)
    }

    /// The segments written so far, after the header, and where each case's record went (in the order of
    /// the files and their cases).
    struct WrittenSegments: Sendable {
        var segments: [Segment] = []
        var records: [StoredRecord] = []
        /// Where the next part of the file goes.
        var offset = headSize
        /// Files in the segments so far.
        var files = 0

        /// Notes `segment` as written next.
        mutating func add(_ segment: EncodedSegment) {
            segments.append(Segment(offset: offset, length: segment.bytes.count, checksum: segment.checksum,
                                    files: segment.files))
            for (record, checksum) in zip(segment.records, segment.recordChecksums) {
                records.append(StoredRecord(start: offset + record.lowerBound, length: Int32(record.count), checksum: checksum))
            }
            offset += segment.bytes.count
            files += segment.files
        }
    }

    /// What follows the segments of `stored`: the string table they were written with, the snapshot when
    /// `snapshot` gives one for all of them, the index and the trailer.
    static func writeRest(_ stored: [Stored], roots: [String], build: String, strings: StoreStrings,
                          segments written: WrittenSegments, snapshot: () -> SnapshotContents?,
                          into output: AtomicFile.Output) throws(AtomicFile.Failure) {
        var strings = strings
        var offset = written.offset
        let segments = written.segments, records = written.records
        var index = ByteWriter(capacity: stored.count * 96)
        index.string(build)
        index.strings(roots)
        let table = strings.layOut(at: offset)
        try table.write(to: output)
        offset += table.length
        var snapshotRange = offset..<offset
        var snapshotChecksum: UInt64 = 0
        if let snapshot = snapshot(), snapshot.ids.count == records.count {
            let (parts, directory) = snapshot.encode(build: build, roots: roots, strings: strings, segments: segments,
                                                     records: records, partsAt: offset)
            try parts.write(to: output)
            offset += parts.length
            try output.write(directory)
            snapshotRange = offset..<(offset + directory.count)
            snapshotChecksum = StoreChecksum.of(directory)
            offset += directory.count
        }
        strings.write(into: &index)
        index.count(segments.count)
        for segment in segments {
            index.count(segment.offset)
            index.count(segment.length)
            index.fixed64(segment.checksum)
            index.count(segment.files)
        }
        index.count(stored.lazy.filter(\.lasting).count)
        // By position, not `enumerated()`: a copy of each file retained its path and name.
        for position in stored.indices where stored[position].lasting {
            let path = stored[position].path, source = stored[position].source
            // Most paths are a root's and the name shown under it: only the root's number is written.
            if let root = roots.firstIndex(where: { path == Self.path(root: $0, display: source.displayPath) }) {
                index.count(root + 1)
            } else {
                index.count(0)
                index.string(path)
            }
            index.string(source.displayPath)
            index.int(Int(source.size))
            index.int(Int(source.modified))
            index.int(Int(source.changed))
            index.fixed64(source.inode)
            index.count(position / filesPerSegment)
            index.count(position % filesPerSegment)
        }
        var trailer: [UInt8] = []
        StoreFileIO.appendWord64(UInt64(offset), to: &trailer)
        StoreFileIO.appendWord64(UInt64(index.bytes.count), to: &trailer)
        StoreFileIO.appendWord64(StoreChecksum.of(index.bytes), to: &trailer)
        StoreFileIO.appendWord64(UInt64(snapshotRange.lowerBound), to: &trailer)
        StoreFileIO.appendWord64(UInt64(snapshotRange.count), to: &trailer)
        StoreFileIO.appendWord64(snapshotChecksum, to: &trailer)
        StoreFileIO.appendWord32(version, to: &trailer)
        StoreFileIO.appendWord32(0, to: &trailer)
        trailer += tailMagic
        try output.write(index.bytes)
        try output.write(trailer)
    }

    /// A segment's bytes, where each case's record lies in them, their checksum, and how many files it holds.
    struct EncodedSegment: Sendable {
        var bytes: [UInt8]
        var records: [Range<Int>]
        var recordChecksums: [UInt32]
        var checksum: UInt64
        var files: Int
    }

    /// The segments of `range`, each encoded (and checksummed) on a core of its own.
    static func encodeSegments(_ range: Range<Int>, of parsed: [ParsedFile],
                               strings: ByteStringTable.Shared) -> [EncodedSegment] {
        let results = UnsafeSendableBox([EncodedSegment](repeating: EncodedSegment(bytes: [], records: [], recordChecksums: [], checksum: 0, files: 0),
                                                         count: range.count))
        results.value.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            DispatchQueue.concurrentPerform(iterations: range.count) { offset in
                let segment = range.lowerBound + offset
                let files = (segment * filesPerSegment)..<min(parsed.count, (segment + 1) * filesPerSegment)
                target.buffer[offset] = encodeSegment(files.count, strings: strings) { parsed[files.lowerBound + $0] }
            }
        }
        return results.value
    }

    /// One segment of `count` files, the parsed form of each from `file`.
    static func encodeSegment(_ count: Int, strings: ByteStringTable.Shared, file: (Int) -> ParsedFile) -> EncodedSegment {
        var writer = ByteWriter(capacity: count * 4096, table: strings)
        var records: [Range<Int>] = []
        for position in 0..<count { records += CaseCoding.write(file(position), into: &writer) }
        let bytes = writer.bytes
        let recordChecksums = bytes.withUnsafeBytes { raw in
            records.map { StoredRecord.checksum(UnsafeRawBufferPointer(rebasing: raw[$0])) }
        }
        return EncodedSegment(bytes: bytes, records: records, recordChecksums: recordChecksums,
                              checksum: StoreChecksum.of(bytes), files: count)
    }
}

extension ByteReader {
    /// A non-negative number that need not be bounded by the bytes left (offsets, lengths).
    mutating func count64() throws(StoreCorruption) -> Int {
        let value = try varint()
        guard value <= UInt64(Int32.max) * 1024 else { throw StoreCorruption(reason: "an offset is out of range") }
        return Int(value)
    }
}
