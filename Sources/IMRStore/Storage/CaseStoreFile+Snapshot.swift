#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import IMRModel
import IMRText
import IMRColumns
import IMRFiles

/// A corpus as the case store keeps it beside the parsed files: what assembling them gave (ids, the
/// corpus's problems, warnings added to cases) and the index's snapshot.
package struct SnapshotContents: Sendable {
    /// `CorpusFingerprint` of the files listed: the snapshot is used only for exactly these.
    var fingerprint: UInt64
    var ids: [String]
    var problems: [LoadProblem]
    var addedWarnings: [Int32: [String]]
    package var snapshot: CorpusSnapshot

    package init(fingerprint: UInt64, ids: [String], problems: [LoadProblem], addedWarnings: [Int32: [String]],
                 snapshot: CorpusSnapshot) {
        self.fingerprint = fingerprint
        self.ids = ids
        self.problems = problems
        self.addedWarnings = addedWarnings
        self.snapshot = snapshot
    }

    /// The parts (to go at `partsAt` in the file) and the directory that finds them.
    func encode(build: String, roots: [String], strings: StoreStrings, segments: [CaseStoreFile.Segment],
                records: [StoredRecord], partsAt: Int) -> (parts: SnapshotPartsWriter, directory: [UInt8]) {
        var parts = SnapshotPartsWriter(base: partsAt)
        var directory = ByteWriter(capacity: 4096)
        directory.string(build)
        directory.strings(roots)
        directory.fixed64(fingerprint)
        directory.count(ids.count)
        directory.count(segments.count)
        for segment in segments {
            directory.count(segment.offset)
            directory.count(segment.length)
            directory.fixed64(segment.checksum)
        }
        strings.write(into: &directory)
        parts.add(records.map { Int64($0.start) }).write(into: &directory)
        parts.add(records.map(\.length)).write(into: &directory)
        parts.add(records.map(\.checksum)).write(into: &directory)
        SnapshotPart.write(parts.add(strings: ids), into: &directory)
        var extras = ByteWriter()
        extras.count(problems.count)
        for problem in problems { CaseCoding.write(problem, into: &extras) }
        extras.count(addedWarnings.count)
        for (position, warnings) in addedWarnings.sorted(by: { $0.key < $1.key }) {
            extras.count(Int(position))
            extras.strings(warnings)
        }
        parts.add(extras.bytes).write(into: &directory)
        snapshot.write(parts: &parts, directory: &directory)
        return (parts, directory.bytes)
    }
}

/// A corpus opened from its snapshot: cases read from the mapped file when asked for.
struct OpenedSnapshot: Sendable {
    /// `CorpusFingerprint` of the files it was made for (and which were listed now).
    var fingerprint: UInt64
    var cases: StoredCases
    var problems: [LoadProblem]
    var snapshot: CorpusSnapshot
}

extension CaseStoreFile {
    /// The corpus of the snapshot, if the file holds one made by this build for `roots` and exactly the
    /// files whose fingerprint is `fingerprint`, and every check passes: the directory's and every
    /// part's checksum, and the bounds of every offset. Each segment is checked against its checksum when
    /// a case of it is first read (`SegmentChecks`), so no damaged record is ever decoded. `.missing` when there is no snapshot for these files (the letters changed).
    /// Without a `fingerprint` (the letters not listed yet), the snapshot is checked whatever files it is
    /// for, and its caller compares `OpenedSnapshot.fingerprint` with the listing's.
    static func openSnapshot(at path: String, roots: [String], build: String,
                             fingerprint: UInt64?) -> Result<OpenedSnapshot, Rejection> {
        let frame: Frame
        switch readFrame(at: path) {
        case .success(let found): frame = found
        case .failure(let rejection): return .failure(rejection)
        }
        guard !frame.snapshot.isEmpty else { return .failure(.missing) }
        guard WordIndexFile.hostFitsFormat else { return .failure(.missing) }
        guard let file = MappedFile(descriptor: frame.file.descriptor, size: frame.size) else {
            return .failure(.untrusted("it could not be mapped"))
        }
        let directoryBytes = file.bytes(frame.snapshot)
        guard StoreChecksum.of(UnsafeRawBufferPointer(directoryBytes)) == frame.snapshotChecksum else {
            return .failure(.untrusted("its snapshot fails its checksum"))
        }
        var directory = ByteReader(directoryBytes)
        do throws(StoreCorruption) {
            guard try directory.string() == build else { return .failure(.otherBuild) }
            guard try directory.strings() == roots else { return .failure(.untrusted("it was made for other folders")) }
            // Another state of the letters: not damage; the parsed files are still good for those unchanged.
            let madeFor = try directory.fixed64()
            if let fingerprint, madeFor != fingerprint { return .failure(.missing) }
            let caseCount = try directory.count64()
            let segmentCount = try directory.count()
            var segments: [Range<Int>] = []
            var checksums: [UInt64] = []
            for _ in 0..<segmentCount {
                let offset = try directory.count64(), length = try directory.count64()
                checksums.append(try directory.fixed64())
                guard offset >= headSize, offset <= frame.snapshot.lowerBound - length else {
                    throw StoreCorruption(reason: "a segment lies outside the file")
                }
                segments.append(offset..<(offset + length))
            }
            let recordsEnd = segments.last?.upperBound ?? headSize
            let parts = SnapshotPartsReader(descriptor: frame.file.descriptor, bounds: recordsEnd..<frame.snapshot.lowerBound)
            let strings = try StoreStrings.read(from: &directory, parts: parts)
            let starts = try parts.array(SnapshotPart.read(from: &directory), as: Int64.self, count: caseCount)
            let lengths = try parts.array(SnapshotPart.read(from: &directory), as: Int32.self, count: caseCount)
            let recordChecksums = try parts.array(SnapshotPart.read(from: &directory), as: UInt32.self, count: caseCount)
            // Each segment checked when a case of it is first read (`SegmentChecks`), not here.
            let segmentChecks = try SegmentChecks(ranges: segments, checksums: checksums, starts: starts, lengths: lengths)
            let ids = try parts.strings(SnapshotPart.readPair(from: &directory), count: caseCount)
            let (problems, added) = try readExtras(try parts.bytes(SnapshotPart.read(from: &directory)), caseCount: caseCount)
            let snapshot = try CorpusSnapshot.read(directory: &directory, parts: parts)
            guard snapshot.caseCount == caseCount, directory.atEnd else {
                throw StoreCorruption(reason: "its snapshot does not hold together")
            }
            let cases = StoredCases(file: file, starts: starts.map { Int($0) }, lengths: lengths, checksums: recordChecksums,
                                    segments: segmentChecks, ids: ids, addedWarnings: added, strings: strings)
            return .success(OpenedSnapshot(fingerprint: madeFor, cases: cases, problems: problems, snapshot: snapshot))
        } catch {
            return .failure(.untrusted("its snapshot is damaged (\(error.reason))"))
        }
    }

    /// The corpus's problems and the warnings assembling it added to cases, by case.
    static func readExtras(_ bytes: [UInt8], caseCount: Int) throws(StoreCorruption) -> ([LoadProblem], [Int32: [String]]) {
        try bytes.withUnsafeBufferPointer { buffer in
            Result { () throws(StoreCorruption) in
                var extras = ByteReader(buffer)
                var problems: [LoadProblem] = []
                for _ in 0..<(try extras.count()) { problems.append(try CaseCoding.readProblem(from: &extras)) }
                var added: [Int32: [String]] = [:]
                for _ in 0..<(try extras.count()) {
                    let position = try extras.count64()
                    guard position < caseCount else { throw StoreCorruption(reason: "a warning names a case that is not there") }
                    added[Int32(position)] = try extras.strings()
                }
                return (problems, added)
            }
        }.get()
    }
}
