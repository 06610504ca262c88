import IMRColumns
import IMRText
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

    /// Numbers that are never negative, each in the fewest bytes that hold the largest of them (1, 2 or
    /// 4), the width written in `directory` before the part (`SnapshotPartsReader.narrow`). A facet's
    /// value ids rarely pass 255: at 4 bytes each they were 14 MB of the store of 100,000 letters.
    mutating func add(narrow values: [Int32], into directory: inout ByteWriter) {
        precondition(values.allSatisfy { $0 >= 0 }, "narrowed numbers are never negative")
        add(narrowed: values.count, largest: values.max() ?? 0, into: &directory) { values[$0] }
    }

    /// Offsets (from 0, never going back) as each row's count of values, narrowed; no part at all when
    /// every row holds exactly one value (the columns of facets an item or case has one of). As offsets,
    /// 4 bytes a row, they were 12 MB of the store of 100,000 letters (`SnapshotPartsReader.offsets`).
    mutating func add(offsets: [Int32], into directory: inout ByteWriter) {
        let rows = max(0, offsets.count - 1)
        directory.count(rows)
        var largest: Int32 = 0, everyOne = rows > 0
        for row in 0..<rows {
            let count = offsets[row + 1] - offsets[row]
            precondition(count >= 0, "offsets never go back")
            largest = max(largest, count)
            if count != 1 { everyOne = false }
        }
        // Width 0: no part, every row one value.
        if everyOne { return directory.byte(0) }
        add(narrowed: rows, largest: largest, into: &directory) { offsets[$0 + 1] - offsets[$0] }
    }

    /// `count` numbers, `element` of each position, none above `largest`, narrowed as `add(narrow:into:)`
    /// says. They are narrowed a chunk at a time, once for the checksum and again when written: a first
    /// open holds the snapshot's columns while it writes them, and narrowed copies held beside them
    /// until then added 4-7 MB to its peak (the browser's is at its limit).
    private mutating func add(narrowed count: Int, largest: Int32, into directory: inout ByteWriter,
                              element: @escaping (Int) -> Int32) {
        let width = largest <= Int32(UInt8.max) ? 1 : largest <= Int32(UInt16.max) ? 2 : 4
        directory.byte(UInt8(width))
        let padding = (8 - (base + length) % 8) % 8
        let offset = base + length + padding
        var running = StoreChecksum.Running(count: count * width)
        Self.chunks(count, width: width, element: element) { running.add($0) }
        let checksum = running.value
        pieces.append((padding, { output throws(AtomicFile.Failure) in
            try Self.chunks(count, width: width, element: element) { chunk throws(AtomicFile.Failure) in try output.write(chunk) }
        }))
        length += padding + count * width
        SnapshotPart(offset: offset, length: count * width, checksum: checksum).write(into: &directory)
    }

    /// The numbers `element` gives for `0..<count`, `width` bytes each in this machine's order, handed
    /// to `body` 16,384 at a time.
    private static func chunks<E: Error>(_ count: Int, width: Int, element: (Int) -> Int32,
                                         _ body: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        let step = 16_384
        var chunk = [UInt8](repeating: 0, count: min(count, step) * width)
        var start = 0
        while start < count {
            let end = min(count, start + step)
            chunk.withUnsafeMutableBytes { raw in
                for position in start..<end {
                    let value = element(position), at = (position - start) * width
                    switch width {
                    case 1: raw[at] = UInt8(truncatingIfNeeded: value)
                    case 2: raw.storeBytes(of: UInt16(truncatingIfNeeded: value), toByteOffset: at, as: UInt16.self)
                    default: raw.storeBytes(of: value, toByteOffset: at, as: Int32.self)
                    }
                }
            }
            let written = (end - start) * width
            try chunk.withUnsafeBytes { raw in
                Result { () throws(E) in try body(UnsafeRawBufferPointer(rebasing: raw[0..<written])) }
            }.get()
            start = end
        }
    }

    /// A column's strings as the distinct ones (`add(strings:)`, in the order they first come) and each
    /// string's number among them, narrowed (`SnapshotPartsReader.numberedStrings`). Most items name a
    /// treatment other items name too: written one by one, the items' treatments and original requests
    /// were 9.6 MB of the store of 100,000 letters.
    mutating func add(numbered column: StringColumn, into directory: inout ByteWriter) {
        var table = ByteStringTable(capacity: 4096)
        var text: [UInt8] = []
        var starts: [UInt32] = [0]
        var numbers: [Int32] = []
        numbers.reserveCapacity(column.count)
        func number(_ utf8: UnsafeBufferPointer<UInt8>) {
            let number = table.number(of: utf8, orAdding: starts.count - 1)
            if number == starts.count - 1 {
                text.append(contentsOf: utf8)
                starts.append(UInt32(truncatingIfNeeded: text.count))
            }
            numbers.append(Int32(number))
        }
        if let (packed, packedStarts) = column.packed {
            packed.withUnsafeBufferPointer { bytes in
                for position in 0..<(packedStarts.count - 1) {
                    number(UnsafeBufferPointer(rebasing: bytes[Int(packedStarts[position])..<Int(packedStarts[position + 1])]))
                }
            }
        } else {
            for var string in column { string.withUTF8 { number($0) } }
        }
        directory.count(starts.count - 1)
        SnapshotPart.write((add(starts), add(text)), into: &directory)
        add(narrow: numbers, into: &directory)
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

    /// Numbers `SnapshotPartsWriter.add(narrow:into:)` wrote: the width from `directory`, then the part.
    /// With `limit`, each must be under it (checked as they are widened, not in a pass of its own).
    func narrow(_ directory: inout ByteReader, count: Int? = nil, below limit: Int32? = nil) throws(StoreCorruption) -> [Int32] {
        try narrow(width: directory.byte(), &directory, count: count, below: limit)
    }

    private func narrow(width: UInt8, _ directory: inout ByteReader, count: Int?, below limit: Int32?) throws(StoreCorruption) -> [Int32] {
        let part = try SnapshotPart.read(from: &directory)
        let values: [Int32]?
        switch width {
        case 1: values = Self.widened(try array(part, as: UInt8.self, count: count), below: limit)
        case 2: values = Self.widened(try array(part, as: UInt16.self, count: count), below: limit)
        case 4:
            let wide = try array(part, as: Int32.self, count: count)
            guard wide.allSatisfy({ $0 >= 0 }) else { throw StoreCorruption(reason: "a part of the snapshot holds a negative number") }
            values = limit.map { limit in wide.allSatisfy { $0 < limit } } ?? true ? wide : nil
        default: throw StoreCorruption(reason: "a part of the snapshot has an unknown width")
        }
        guard let values else { throw StoreCorruption(reason: "a number of the snapshot is beyond what it numbers") }
        return values
    }

    /// Offsets `SnapshotPartsWriter.add(offsets:into:)` wrote, made again from each row's count: they
    /// start at 0 and never go back.
    func offsets(_ directory: inout ByteReader) throws(StoreCorruption) -> [Int32] {
        let rows = try directory.count64()
        guard rows < Int(Int32.max) else { throw StoreCorruption(reason: "a part of the snapshot has too many rows") }
        let width = try directory.byte()
        if width == 0 {
            return [Int32](unsafeUninitializedCapacity: rows + 1) { offsets, initialized in
                for row in 0...rows { offsets[row] = Int32(row) }
                initialized = rows + 1
            }
        }
        let part = try SnapshotPart.read(from: &directory)
        switch width {
        case 1: return try Self.summed(try array(part, as: UInt8.self, count: rows))
        case 2: return try Self.summed(try array(part, as: UInt16.self, count: rows))
        case 4:
            let counts = try array(part, as: Int32.self, count: rows)
            guard counts.allSatisfy({ $0 >= 0 }) else { throw StoreCorruption(reason: "a part of the snapshot holds a negative number") }
            return try Self.summed(counts)
        default: throw StoreCorruption(reason: "a part of the snapshot has an unknown width")
        }
    }

    /// Narrow numbers as the index's 4 bytes, in one pass over memory of its own (a reopen widens 6
    /// million of them); nil when one is not under `limit`.
    private static func widened<Narrow: FixedWidthInteger>(_ narrow: [Narrow], below limit: Int32?) -> [Int32]? {
        var largest: Int32 = 0
        let wide = narrow.withUnsafeBufferPointer { source in
            [Int32](unsafeUninitializedCapacity: source.count) { target, initialized in
                for index in source.indices {
                    let value = Int32(truncatingIfNeeded: source[index])
                    largest = max(largest, value)
                    target[index] = value
                }
                initialized = source.count
            }
        }
        return narrow.isEmpty || limit.map({ largest < $0 }) ?? true ? wide : nil
    }

    /// Offsets from 0 that add up `counts` (none negative).
    private static func summed<Count: FixedWidthInteger>(_ counts: [Count]) throws(StoreCorruption) -> [Int32] {
        var end = 0
        let offsets = counts.withUnsafeBufferPointer { source in
            [Int32](unsafeUninitializedCapacity: source.count + 1) { target, initialized in
                target[0] = 0
                for index in source.indices {
                    end += Int(source[index])
                    target[index + 1] = Int32(truncatingIfNeeded: end)
                }
                initialized = source.count + 1
            }
        }
        // Each count is under 2^31 and there are fewer than 2^31: the sum cannot wrap an Int.
        guard end <= Int(Int32.max) else { throw StoreCorruption(reason: "a part of the snapshot counts too many values") }
        return offsets
    }

    /// `count` strings `SnapshotPartsWriter.add(numbered:into:)` wrote, kept as it wrote them: the
    /// distinct strings and each row's number among them (`StringColumn.init(distinct:starts:numbers:)`).
    func numberedStrings(_ directory: inout ByteReader, count: Int) throws(StoreCorruption) -> StringColumn {
        let distinctCount = try directory.count64()
        guard let (distinct, distinctStarts) = try strings(SnapshotPart.readPair(from: &directory), count: distinctCount).packed,
              distinctCount < Int(Int32.max) else {
            throw StoreCorruption(reason: "a part of the snapshot is not packed")
        }
        let numbers = try narrow(&directory, count: count, below: Int32(distinctCount))
        return StringColumn(distinct: distinct, starts: distinctStarts, numbers: numbers)
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
