import TextSafety

/// CSV written into bytes a field at a time, each field from its UTF-8 bytes with no String made of it:
/// the one writer of CSV's fields (`CSVTable.lines`, the case exports' rows). A field's control
/// characters are escaped (`ControlEscape`), a cell that opens a formula gets an apostrophe when
/// `cells` asks (`CSVTable.Cells`), and the field is quoted when it holds a comma, a quote, a carriage
/// return or a line feed, its quotes doubled; each row ends with CRLF.
package struct CSVRows {
    /// The rows written so far.
    package private(set) var bytes: [UInt8] = []
    private let cells: CSVTable.Cells
    /// The field being written, escaped.
    private var escaped: [UInt8] = []
    private var fieldsInRow = 0

    package init(cells: CSVTable.Cells, capacity: Int = 0) {
        self.cells = cells
        bytes.reserveCapacity(capacity)
    }

    /// Empty again, keeping its buffer.
    package mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// The next field of the row, from valid UTF-8.
    package mutating func field(_ utf8: UnsafeBufferPointer<UInt8>) {
        if fieldsInRow > 0 { bytes.append(0x2C) }
        fieldsInRow += 1
        escaped.removeAll(keepingCapacity: true)
        ControlEscape.escape(utf8: utf8, keepingNewlines: true, keepingTabs: true, into: &escaped)
        Self.append(escaped, cells: cells, to: &bytes)
    }

    /// An escaped field, with an apostrophe before it when it opens a formula and `cells` asks, quoted
    /// when it must be.
    private static func append(_ escaped: [UInt8], cells: CSVTable.Cells, to bytes: inout [UInt8]) {
        escaped.withUnsafeBufferPointer { field in
            let apostrophe = cells == .spreadsheetSafe && CSVTable.opensFormula(field)
            guard field.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
                if apostrophe { bytes.append(0x27) }
                bytes.append(contentsOf: field)
                return
            }
            bytes.append(0x22)
            if apostrophe { bytes.append(0x27) }
            for byte in field {
                bytes.append(byte)
                if byte == 0x22 { bytes.append(0x22) }
            }
            bytes.append(0x22)
        }
    }

    /// Ends the row.
    package mutating func endRow() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        fieldsInRow = 0
    }
}
