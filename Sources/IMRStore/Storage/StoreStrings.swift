import Dispatch
import IMRLetters
import IMRText
import IMRColumns

/// The case store's string table: every short ASCII string that comes more than once in the store's
/// cases, or in a sample of them for a large store (specialties, licensure, guideline names and
/// citations, categories, treatment keys, body regions), held once, most frequent first so that their
/// numbers are one byte. A case's record names them by number (`ByteWriter.string`), so it still decodes alone, from its bytes and the mapped table.
/// On disk it is a pair of parts after the segments (`SnapshotPartsWriter.add(strings:)`), checksummed and
/// bounds-checked like the snapshot's, and found through the index and the snapshot's directory.
struct StoreStrings {
    var strings: [String]
    /// Where `strings` lie once written.
    var parts: (starts: SnapshotPart, text: SnapshotPart)? = nil

    /// A large store counts the files of at most `sampledSegments` segments, evenly spread: the strings
    /// that recur recur there too (the vocabularies, the common citations), and counting every case took
    /// a fifth of the store's write. What a sample misses is written out in full. A sample that grew
    /// with the store (one segment in eight) took 0.65 s of a million letters' write for no smaller store.
    static let sampledSegments = 48
    /// Below this many segments every file is counted.
    static let segmentsBeforeSampling = 64

    /// The strings worth a number: a first pass of the real encoder over the files to store, or a sample
    /// of them, that only counts (`StringCounter`, on every core, a segment's worth of files at a time).
    /// - Parameter spacing: count the files of one segment in this many (tests); by default every
    ///   segment of a small store, else `sampledSegments` of them.
    static func choose(for parsed: [ParsedFile], spacing: Int? = nil) -> StoreStrings {
        let segments = (parsed.count + CaseStoreFile.filesPerSegment - 1) / CaseStoreFile.filesPerSegment
        return choose(count: parsed.count, spacing: max(1, spacing ?? Self.spacing(segments: segments))) { parsed[$0] }
    }

    /// The strings worth a number among `count` files (the parsed form of each from `file`), counting one
    /// segment's worth of files in `spacing`.
    static func choose(count: Int, spacing: Int, file: @Sendable (Int) -> ParsedFile) -> StoreStrings {
        let chunk = CaseStoreFile.filesPerSegment
        let segments = (count + chunk - 1) / chunk
        let chunks = (segments + spacing - 1) / spacing
        let counts = UnsafeSendableBox([ByteStringTable](repeating: ByteStringTable(), count: chunks))
        counts.value.withUnsafeMutableBufferPointer { slots in
            let target = UnsafeSendablePointer(slots)
            DispatchQueue.concurrentPerform(iterations: chunks) { part in
                var counter = StringCounter()
                let first = part * spacing * chunk
                for position in first..<min(count, first + chunk) { CaseCoding.write(file(position), into: &counter) }
                target.buffer[part] = counter.seen
            }
        }
        var total = ByteStringTable(capacity: 4096)
        for part in counts.value { total.merge(part) }
        let recurring = total.values.indices.filter { total.values[$0] > 1 }.map { (key: total.key(at: $0), count: total.values[$0]) }
        let order = recurring.sorted { $0.count != $1.count ? $0.count > $1.count : $0.key < $1.key }
        return StoreStrings(strings: order.map(\.key))
    }

    /// Count one segment in this many of a store of `segments`.
    static func spacing(segments: Int) -> Int {
        segments < segmentsBeforeSampling ? 1 : (segments + sampledSegments - 1) / sampledSegments
    }

    /// Each string's number, for the writer.
    var numbers: ByteStringTable.Shared {
        var table = ByteStringTable(capacity: strings.count)
        for (number, string) in strings.enumerated() {
            var text = string
            text.withUTF8 { table.add(number, to: $0) }
        }
        return ByteStringTable.Shared(table)
    }

    /// Lays the strings out at `offset` of the file: what to write there.
    mutating func layOut(at offset: Int) -> SnapshotPartsWriter {
        var writer = SnapshotPartsWriter(base: offset)
        parts = writer.add(strings: strings)
        return writer
    }

    /// Where the table is and how many strings it holds, in an index or a directory.
    func write(into writer: inout ByteWriter) {
        writer.count(strings.count)
        if let parts { SnapshotPart.write(parts, into: &writer) }
    }

    /// The table a directory or index names, checked (`SnapshotPartsReader.strings`) and mapped.
    static func read(from reader: inout ByteReader, parts: SnapshotPartsReader) throws(StoreCorruption) -> StringColumn {
        let count = try reader.count64()
        return try parts.strings(SnapshotPart.readPair(from: &reader), count: count)
    }
}
