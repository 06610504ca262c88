#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import TestFixtures
@testable import IMRColumns
@testable import IMRFiles
@testable import IMRStore

/// A snapshot's facet columns on disk (`SnapshotPartsWriter.add(narrow:into:)`, `add(offsets:into:)`):
/// value ids in 1, 2 or 4 bytes as the largest needs, offsets as each row's count, and no part at all
/// where every row holds one value; the items' treatments as the distinct ones and each item's number
/// (`add(numbered:into:)`); each read back as the arrays it was made from, and damage never read as values.
@Suite struct SnapshotNarrowPartsTests {
    static let columns: [(offsets: [Int32], flat: [Int32])] = [
        ([0, 1, 2, 3], [0, 2, 1]),  // one value a row, ids of a byte
        ([0, 0, 2, 2, 5], [3, 0, 1, 255, 4]),  // rows with none and several
        ([0, 300, 301], (0..<301).map { Int32($0) }),  // a row of more values than a byte counts, ids of two bytes
        ([0, 1, 2], [70_000, 65_535]),  // ids of four bytes
        ([0], []),  // an item column of a facet only cases have
    ]

    /// Treatments as items name them: most more than once, some empty, one not ASCII.
    static let treatments = ["MRI", "", "physical therapy", "MRI", "Norco 10/325", "", "MRI", "acupuncture é", "physical therapy"]

    /// The columns, then the treatments packed and as values.
    static func writeColumns(_ parts: inout SnapshotPartsWriter, _ directory: inout ByteWriter) {
        for column in columns {
            parts.add(offsets: column.offsets, into: &directory)
            parts.add(narrow: column.flat, into: &directory)
        }
        var packed = StringColumn.Builder()
        for treatment in treatments { packed.append(treatment) }
        parts.add(numbered: packed.column, into: &directory)
        parts.add(numbered: StringColumn(treatments), into: &directory)
    }

    /// What `write` lays out, written into a file and read through `body` with the directory that finds
    /// it; how many bytes the parts took.
    @discardableResult
    static func withWritten(_ write: (inout SnapshotPartsWriter, inout ByteWriter) -> Void,
                            _ body: (SnapshotPartsReader, inout ByteReader) throws -> Void) throws -> Int {
        let folder = try TempFolder("imr-narrow-parts")
        let path = folder.path + "/parts"
        var parts = SnapshotPartsWriter(base: 0)
        var directory = ByteWriter()
        write(&parts, &directory)
        try AtomicFile.write(to: path, mode: .replace, durable: false) { output throws(AtomicFile.Failure) in
            try parts.write(to: output)
        }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let reader = SnapshotPartsReader(descriptor: descriptor, bounds: 0..<parts.length)
        try directory.bytes.withUnsafeBufferPointer { buffer in
            var directory = ByteReader(buffer)
            try body(reader, &directory)
        }
        return parts.length
    }

    @Test func columnsComeBackAsTheyWere() throws {
        let length = try Self.withWritten(Self.writeColumns) { (parts: SnapshotPartsReader, directory: inout ByteReader) throws in
            for column in Self.columns {
                #expect(try parts.offsets(&directory) == column.offsets)
                #expect(try parts.narrow(&directory) == column.flat)
            }
            for _ in 0..<2 {
                #expect(Array(try parts.numberedStrings(&directory, count: Self.treatments.count)) == Self.treatments)
            }
            #expect(directory.atEnd)
        }
        // Narrowed: well under the 4 bytes a number the parts held before.
        let numbers = Self.columns.reduce(0) { $0 + $1.offsets.count + $1.flat.count } + 2 * Self.treatments.count
        #expect(length < 3 * numbers)
    }

    /// A width the writer never gives is damage.
    @Test func anUnknownWidthIsDamage() throws {
        try Self.withWritten(Self.writeColumns) { (parts: SnapshotPartsReader, directory: inout ByteReader) throws in
            var damaged = Array(directory.base)
            damaged[1] = 3  // the first column's offsets: its row count, then the width
            #expect(throws: StoreCorruption.self) {
                try damaged.withUnsafeBufferPointer { buffer throws(StoreCorruption) in
                    var reader = ByteReader(buffer)
                    _ = try parts.offsets(&reader)
                }
            }
        }
    }

    /// A facet value read with the count of its column's names (`narrow(below:)`, checked as it is
    /// widened) is damage at that count and beyond, in every width, and read as it was below it.
    @Test func aValueBeyondItsNamesIsDamage() throws {
        for values: [Int32] in [[0, 3, 1], [0, 300, 2], [0, 70_000, 5]] {
            let largest = values.max()!
            for limit in [largest + 1, largest, 1] {
                try Self.withWritten({ parts, directory in parts.add(narrow: values, into: &directory) }) {
                    (parts: SnapshotPartsReader, directory: inout ByteReader) throws in
                    if limit > largest {
                        #expect(try parts.narrow(&directory, below: limit) == values)
                    } else {
                        #expect(throws: StoreCorruption.self, "\(values) under \(limit)") { try parts.narrow(&directory, below: limit) }
                    }
                }
            }
        }
    }

    /// An item numbered beyond the distinct treatments is damage.
    @Test func aNumberBeyondTheStringsIsDamage() throws {
        try Self.withWritten({ parts, directory in
            directory.count(1)
            SnapshotPart.write(parts.add(strings: ["MRI"]), into: &directory)
            parts.add(narrow: [0, 1], into: &directory)
        }) { (parts: SnapshotPartsReader, directory: inout ByteReader) throws in
            #expect(throws: StoreCorruption.self) { try parts.numberedStrings(&directory, count: 2) }
        }
    }
}
