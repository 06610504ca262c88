/// A column of strings: held as values (made from the cases), or read from the case store when asked
/// for (ids, case keys, treatment texts of a mapped corpus), so that a second open makes no String for
/// a row no one looks at.
struct StringColumn: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case values([String])
        /// UTF-8 end to end in `file` from `textStart`, and where each string starts in it.
        case mapped(file: MappedFile, textStart: Int, starts: [UInt32])
    }

    private let storage: Storage

    init(_ values: [String]) {
        storage = .values(values)
    }

    /// `starts` has one more entry than strings, never goes back, and ends within the text (checked by
    /// `SnapshotPartsReader.strings`).
    init(file: MappedFile, textStart: Int, starts: [UInt32]) {
        storage = .mapped(file: file, textStart: textStart, starts: starts)
    }

    /// The strings, when held as values (no String is made for them).
    var values: [String]? {
        if case .values(let values) = storage { return values }
        return nil
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .values(let values): return values.count
        case .mapped(_, _, let starts): return starts.count - 1
        }
    }

    subscript(position: Int) -> String {
        switch storage {
        case .values(let values):
            return values[position]
        case .mapped(let file, let textStart, let starts):
            let range = (textStart + Int(starts[position]))..<(textStart + Int(starts[position + 1]))
            return String(decoding: file.bytes(range), as: UTF8.self)
        }
    }
}
