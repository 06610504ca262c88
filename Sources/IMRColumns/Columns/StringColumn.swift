/// A column of strings: held as values (made from the cases), or as the case store's bytes, made a
/// String when asked for (ids, case keys, treatment texts of a mapped corpus), so that a second open
/// makes no String for a row no one looks at. The bytes are copied out of the mapped store when it is
/// opened and checked: another program writing over the store later cannot change them.
package struct StringColumn: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case values([String])
        /// UTF-8 end to end, and where each string starts in it.
        case packed(text: [UInt8], starts: [UInt32])
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

    /// The strings, when held as values (no String is made for them).
    package var values: [String]? {
        if case .values(let values) = storage { return values }
        return nil
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .values(let values): return values.count
        case .packed(_, let starts): return starts.count - 1
        }
    }

    package subscript(position: Int) -> String {
        switch storage {
        case .values(let values):
            return values[position]
        case .packed(let text, let starts):
            return String(decoding: text[Int(starts[position])..<Int(starts[position + 1])], as: UTF8.self)
        }
    }
}
