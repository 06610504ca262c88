import Synchronization
import IMRModel
import IMRColumns
import IMRFiles

/// The cases of a case store a second open mapped: each case's record stays in the file until asked
/// for, then is decoded (and kept among the last few hundred asked for, as a browser redraws the same
/// rows at every key). Ids are held apart, so lookups and lists by id decode nothing.
package final class StoredCases: CaseRecords {
    private let file: MappedFile
    /// Where each case's record lies in the file: the parser's case as written in its segment.
    private let starts: [Int]
    private let lengths: [Int32]
    /// Each record's checksum (`StoredRecord`), checked whenever it is read.
    private let checksums: [UInt32]
    /// The segments the records lie in, each checked when a case of it is first read; nil for a store
    /// this process has just written.
    private let segments: SegmentChecks?
    let ids: StringColumn
    /// Warnings that assembling the corpus added to a case (an id used twice), by case.
    let addedWarnings: [Int32: [String]]
    /// The store's string table, which the records refer to.
    let strings: StringColumn
    private let recent = Mutex<[Int: IMRCase]>([:])
    /// What a damaged record is read from instead: the letters (set by the loader).
    private let fallback = Mutex<StoreFallback?>(nil)
    private static let recentKept = 512

    /// `starts` and `lengths` are checked to lie inside `file` by whoever made them.
    init(file: MappedFile, starts: [Int], lengths: [Int32], checksums: [UInt32], segments: SegmentChecks? = nil,
         ids: StringColumn, addedWarnings: [Int32: [String]], strings: StringColumn) {
        self.checksums = checksums
        self.segments = segments
        self.strings = strings
        self.file = file
        self.starts = starts
        self.lengths = lengths
        self.ids = ids
        self.addedWarnings = addedWarnings
    }

    package var count: Int { ids.count }

    package func id(at position: Int) -> String { ids[position] }

    package subscript(position: Int) -> IMRCase {
        if let known = recent.withLock({ $0[position] }) { return known }
        let imrCase = decode(position)
        recent.withLock { kept in
            if kept.count >= Self.recentKept { kept.removeAll(keepingCapacity: true) }
            kept[position] = imrCase
        }
        return imrCase
    }

    /// The case at `position`, decoded and not kept among the recent ones: for a pass over every case
    /// (the word index), where keeping them only cost a lock per case, shared by the cores.
    package func decode(_ position: Int) -> IMRCase {
        var imrCase: IMRCase
        if let segment = damagedSegment(of: position) {
            imrCase = readAgain(position, segment: segment)
        } else {
            // Copied out of the mapping first, then checked and decoded: what is checked is what is
            // decoded, whatever another program writes over the file meanwhile.
            let record = Array(file.bytes(starts[position]..<(starts[position] + Int(lengths[position]))))
            let decoded = record.withUnsafeBufferPointer { bytes -> IMRCase? in
                guard StoredRecord.checksum(UnsafeRawBufferPointer(bytes)) == checksums[position] else { return nil }
                var reader = ByteReader(bytes, table: strings)
                return try? CaseCoding.readCase(from: &reader)
            }
            // The letters read again whole give the case assembled, its id and added warnings on it.
            guard let decoded else { return damaged(position) }
            imrCase = decoded
        }
        imrCase.id = ids[position]
        if let added = addedWarnings[Int32(position)] { imrCase.warnings += added }
        return imrCase
    }

    /// The bytes of the record at `position` where the file maps them (copy them before checking them:
    /// another program may write over the file), and the checksum they must have.
    /// Nil when the record's segment fails its checksum: the case is then read from its letter (`decode`).
    func mappedRecord(_ position: Int) -> (bytes: UnsafeBufferPointer<UInt8>, checksum: UInt32)? {
        guard damagedSegment(of: position) == nil else { return nil }
        return (file.bytes(starts[position]..<(starts[position] + Int(lengths[position]))), checksums[position])
    }

    /// The segment of the case at `position`, when it fails its checksum (checked the first time).
    private func damagedSegment(of position: Int) -> Int? {
        guard let segments else { return nil }
        let segment = segments.segment(of: position)
        return segments.isSound(segment, in: file) ? nil : segment
    }

    /// The case at `position`, in `segment`, which failed its checksum: its letters are read again, and
    /// only they (`StoreFallback.casesOfSegment`). Marked damaged when they cannot be.
    private func readAgain(_ position: Int, segment: Int) -> IMRCase {
        let cases = segments?.cases(of: segment) ?? position..<position
        let reason = file.wasCutShort ? "cut short" : "damaged or written over"
        if let fallback = fallback.withLock({ $0 }),
           let read = fallback.casesOfSegment(segment, expecting: cases.count, reason: reason, repair: { files in
               guard let segments else { return false }
               let (range, checksum) = segments.place(of: segment)
               return SegmentRepair.write(files, at: range, checksum: checksum, strings: strings, into: file, path: fallback.path)
           }) {
            return read[position - cases.lowerBound]
        }
        return IMRCase(id: "", file: "", warnings: [
            "This case could not be read: part of the case store is \(reason); open the letters again to read it.",
        ])
    }

    package func releasePages() {
        file.releasePages()
    }

    /// Reads damaged records from the letters from now on (`StoreFallback`).
    func fallBack(on fallback: StoreFallback) {
        self.fallback.withLock { $0 = fallback }
    }

    /// A record that fails its checksum: the store was written over (or cut short) after it was opened
    /// and checked. The case is read from its letter, and the damage said once. Given whole: the letters
    /// read again are assembled, so the case has its id and the warnings assembling adds already.
    private func damaged(_ position: Int) -> IMRCase {
        let reason = file.wasCutShort ? "cut short" : "written over"
        if let fallback = fallback.withLock({ $0 }), let imrCase = fallback.caseReadAgain(id: ids[position], at: position, reason: reason) {
            return imrCase
        }
        return IMRCase(id: ids[position], file: "", warnings: [
            "This case could not be read: the case store was \(reason) by another program while imr read it; open the letters again to read it.",
        ] + (addedWarnings[Int32(position)] ?? []))
    }
}

extension CaseList {
    /// The stored cases behind the list, when it reads them from a case store.
    package var store: StoredCases? { records as? StoredCases }
}
