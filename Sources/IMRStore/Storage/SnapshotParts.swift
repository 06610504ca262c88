import IMRColumns
import IMRFiles

/// Where one raw array of a corpus snapshot lies in the case store, and its checksum.
struct SnapshotPart: Sendable, Equatable {
    var offset: Int
    var length: Int
    var checksum: UInt64

    func write(into writer: inout ByteWriter) {
        writer.count(offset)
        writer.count(length)
        writer.fixed64(checksum)
    }

    static func read(from reader: inout ByteReader) throws(StoreCorruption) -> SnapshotPart {
        SnapshotPart(offset: try reader.count64(), length: try reader.count64(), checksum: try reader.fixed64())
    }
}

/// Lays raw arrays end to end, each at an 8-byte boundary of the file (`base` is where the first goes),
/// in this machine's byte order (`WordIndexFile.hostFitsFormat` says when that is the file's). The arrays
/// are kept as they are and written from their own storage (`write(to:)`): gathering them in one growing
/// array cost a copy and a page fault per 4 KB of every part (0.2 s of a store at 100,000 letters).
struct SnapshotPartsWriter {
    let base: Int
    /// Bytes laid out so far, padding included.
    private(set) var length = 0
    /// Each part's padding before it, and how to write its bytes.
    private var pieces: [(padding: Int, write: (AtomicFile.Output) throws(AtomicFile.Failure) -> Void)] = []

    init(base: Int) {
        self.base = base
    }

    mutating func add<Element: BitwiseCopyable>(_ values: [Element]) -> SnapshotPart {
        let padding = (8 - (base + length) % 8) % 8
        let offset = base + length + padding
        let count = values.count * MemoryLayout<Element>.stride
        let checksum = values.withUnsafeBytes { StoreChecksum.of($0) }
        pieces.append((padding, { output throws(AtomicFile.Failure) in
            try values.withUnsafeBytes { raw in Result { () throws(AtomicFile.Failure) in try output.write(raw) } }.get()
        }))
        length += padding + count
        return SnapshotPart(offset: offset, length: count, checksum: checksum)
    }

    /// Strings as their UTF-8 end to end, and where each starts (one more start than strings). The text
    /// is sized once, from the starts: grown by appending, it was copied at every doubling (hundreds of
    /// megabytes at a million cases).
    mutating func add(strings: some Collection<String>) -> (starts: SnapshotPart, text: SnapshotPart) {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(strings.count + 1)
        var length = 0
        for string in strings {
            length += string.utf8.count
            starts.append(UInt32(truncatingIfNeeded: length))
        }
        var text: [UInt8] = []
        text.reserveCapacity(length)
        for string in strings { text.append(contentsOf: string.utf8) }
        return (add(starts), add(text))
    }

    /// A column's strings: from its array when it holds one (each string read through the column's
    /// subscript retained the array and the string, twice over).
    mutating func add(strings column: StringColumn) -> (starts: SnapshotPart, text: SnapshotPart) {
        if let values = column.values { return add(strings: values) }
        if let packed = column.packed { return (add(packed.starts), add(packed.text)) }
        return add(strings: Array(column))
    }

    /// Writes what was laid out, `length` bytes, at `base` of the file `output` writes.
    func write(to output: AtomicFile.Output) throws(AtomicFile.Failure) {
        for piece in pieces {
            if piece.padding > 0 { try output.write([UInt8](repeating: 0, count: piece.padding)) }
            try piece.write(output)
        }
    }
}

/// Reads the parts of a snapshot from the case store: each checked against its checksum and the
/// bounds of the snapshot before anything is taken from it.
struct SnapshotPartsReader {
    /// The store, open: each part is read with `pread` straight into the array that keeps it. Copying
    /// it out of the mapping instead took a page fault per few pages of the file and left those pages
    /// counted as this process's memory, for bytes read once.
    let descriptor: Int32
    /// The parts lie in this range of the file.
    let bounds: Range<Int>

    /// The part's bytes, read out of the file and checked there: what is checked is what is used,
    /// whatever another program writes over the file afterwards.
    func bytes(_ part: SnapshotPart) throws(StoreCorruption) -> [UInt8] {
        try array(part, as: UInt8.self)
    }

    func array<Element: BitwiseCopyable>(_ part: SnapshotPart, as type: Element.Type = Element.self,
                                         count expected: Int? = nil) throws(StoreCorruption) -> [Element] {
        guard part.offset >= bounds.lowerBound, part.length >= 0, part.offset <= bounds.upperBound - part.length else {
            throw StoreCorruption(reason: "a part of the snapshot lies outside it")
        }
        let stride = MemoryLayout<Element>.stride
        guard part.length % stride == 0, part.offset % MemoryLayout<Element>.alignment == 0 else {
            throw StoreCorruption(reason: "a part of the snapshot has a broken length")
        }
        let count = part.length / stride
        if let expected, count != expected { throw StoreCorruption(reason: "a part of the snapshot has the wrong length") }
        var whole = true
        let copied = [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            // BitwiseCopyable: any bytes are a value, so the array is whole even when the read is not.
            let raw = UnsafeMutableRawBufferPointer(buffer)
            whole = StoreFileIO.read(descriptor, offset: part.offset, into: raw)
            if !whole { raw.initializeMemory(as: UInt8.self, repeating: 0) }
            initialized = count
        }
        guard whole else { throw StoreCorruption(reason: "a part of the snapshot is cut short") }
        guard copied.withUnsafeBytes({ StoreChecksum.of($0) }) == part.checksum else {
            throw StoreCorruption(reason: "a part of the snapshot fails its checksum")
        }
        return copied
    }

    /// Strings made when asked for: their bytes and starts are copied and checked now.
    func strings(_ parts: (starts: SnapshotPart, text: SnapshotPart), count: Int) throws(StoreCorruption) -> StringColumn {
        let starts = try array(parts.starts, as: UInt32.self, count: count + 1)
        let text = try bytes(parts.text)
        var previous: UInt32 = 0
        for start in starts {
            guard start >= previous else { throw StoreCorruption(reason: "a string of the snapshot lies outside its text") }
            previous = start
        }
        guard starts.first == 0, Int(previous) == text.count else {
            throw StoreCorruption(reason: "a string of the snapshot lies outside its text")
        }
        return StringColumn(text: text, starts: starts)
    }
}

extension SnapshotPart {
    static func write(_ pair: (starts: SnapshotPart, text: SnapshotPart), into writer: inout ByteWriter) {
        pair.starts.write(into: &writer)
        pair.text.write(into: &writer)
    }

    static func readPair(from reader: inout ByteReader) throws(StoreCorruption) -> (starts: SnapshotPart, text: SnapshotPart) {
        (try read(from: &reader), try read(from: &reader))
    }
}
