import Synchronization

/// The cases of a case store a second open mapped: each case's record stays in the file until asked
/// for, then is decoded (and kept among the last few hundred asked for, as a browser redraws the same
/// rows at every key). Ids are held apart, so lookups and lists by id decode nothing.
final class StoredCases: Sendable {
    private let file: MappedFile
    /// Where each case's record lies in the file: the parser's case as written in its segment.
    private let starts: [Int]
    private let lengths: [Int32]
    private let ids: StringColumn
    /// Warnings that assembling the corpus added to a case (an id used twice), by case.
    private let addedWarnings: [Int32: [String]]
    /// The store's string table, which the records refer to.
    private let strings: StringColumn
    private let recent = Mutex<[Int: IMRCase]>([:])
    private static let recentKept = 512

    /// `starts` and `lengths` are checked to lie inside `file` by whoever made them.
    init(file: MappedFile, starts: [Int], lengths: [Int32], ids: StringColumn, addedWarnings: [Int32: [String]],
         strings: StringColumn) {
        self.strings = strings
        self.file = file
        self.starts = starts
        self.lengths = lengths
        self.ids = ids
        self.addedWarnings = addedWarnings
    }

    var count: Int { ids.count }

    func id(at position: Int) -> String { ids[position] }

    subscript(position: Int) -> IMRCase {
        if let known = recent.withLock({ $0[position] }) { return known }
        let letter = decode(position)
        recent.withLock { kept in
            if kept.count >= Self.recentKept { kept.removeAll(keepingCapacity: true) }
            kept[position] = letter
        }
        return letter
    }

    /// The case at `position`, decoded and not kept among the recent ones: for a pass over every case
    /// (the word index), where keeping them only cost a lock per case, shared by the cores.
    func decode(_ position: Int) -> IMRCase {
        let bytes = file.bytes(starts[position]..<(starts[position] + Int(lengths[position])))
        var reader = ByteReader(bytes, table: strings)
        var letter: IMRCase
        do throws(CacheCorruption) {
            letter = try CaseCoding.readCase(from: &reader)
        } catch {
            // The store's checksums passed when it was opened, so only a file changed under the mapping
            // gets here: say so in the case rather than stop.
            letter = IMRCase(id: "", file: "", warnings: [
                "This case could not be read from the case store (\(error.reason)); open the letters again to read it.",
            ])
        }
        letter.id = ids[position]
        if let added = addedWarnings[Int32(position)] { letter.warnings += added }
        return letter
    }
}
