/// A column of strings: held as values (made from the cases), or as the case store's bytes, made a
/// String when asked for (ids, case keys, treatment texts of a mapped corpus), so that a second open
/// makes no String for a row no one looks at. The bytes are copied out of the mapped store when it is
/// opened and checked: another program writing over the store later cannot change them.
package struct StringColumn: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case values([String])
        /// UTF-8 end to end, and where each string starts in it.
        case packed(text: [UInt8], starts: [UInt32])
        /// Strings many rows share, each once (packed), and each row's number among them.
        case numbered(text: [UInt8], starts: [UInt32], numbers: [Int32])
    }

    private let storage: Storage

    package init(_ values: [String]) {
        storage = .values(values)
    }

    /// `starts` has one more entry than strings, never goes back, and ends within the text (checked by
    /// `SnapshotPartsReader.strings`).
    package init(text: [UInt8], starts: [UInt32]) {
        storage = .packed(text: text, starts: starts)
    }

    /// Rows that name strings among `text` and `starts` (packed, as for `init(text:starts:)`) by their
    /// number, each under `starts.count - 1` (checked by `SnapshotPartsReader.numberedStrings`): the
    /// items' treatments as the store keeps them, most named by many items, not laid out again a row
    /// at a time (twice the items' texts, copied at every reopen).
    package init(distinct text: [UInt8], starts: [UInt32], numbers: [Int32]) {
        storage = .numbered(text: text, starts: starts, numbers: numbers)
    }

    /// The strings, when held as values (no String is made for them).
    package var values: [String]? {
        if case .values(let values) = storage { return values }
        return nil
    }

    /// The text and starts, when held packed (as the store keeps them).
    package var packed: (text: [UInt8], starts: [UInt32])? {
        if case .packed(let text, let starts) = storage { return (text, starts) }
        return nil
    }

    /// A packed column made a string at a time, and columns put end to end: one allocation for the text
    /// and one for the starts, rather than one a string (a first open gathers a million cases' treatments
    /// this way, and held one by one they fragmented the heap).
    package struct Builder: Sendable {
        private(set) var text: [UInt8] = []
        private(set) var starts: [UInt32] = [0]

        package init() {}

        package var count: Int { starts.count - 1 }

        package mutating func append(_ string: String) {
            text.append(contentsOf: string.utf8)
            starts.append(UInt32(truncatingIfNeeded: text.count))
        }

        /// - Parameter scale: as for `Array.makeRoom`.
        package mutating func append(contentsOf other: Builder, scale: Double = 1) {
            let base = UInt32(truncatingIfNeeded: text.count)
            text.makeRoom(for: other.text.count, scale: scale)
            text += other.text
            starts.makeRoom(for: other.count, scale: scale)
            for start in other.starts.dropFirst() { starts.append(base &+ start) }
        }

        package var column: StringColumn { StringColumn(text: text, starts: starts) }
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .values(let values): return values.count
        case .packed(_, let starts): return starts.count - 1
        case .numbered(_, _, let numbers): return numbers.count
        }
    }

    package subscript(position: Int) -> String {
        switch storage {
        case .values(let values):
            return values[position]
        case .packed(let text, let starts):
            return String(decoding: text[Int(starts[position])..<Int(starts[position + 1])], as: UTF8.self)
        case .numbered(let text, let starts, let numbers):
            let number = Int(numbers[position])
            return String(decoding: text[Int(starts[number])..<Int(starts[number + 1])], as: UTF8.self)
        }
    }
}
