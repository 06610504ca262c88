import TextSafety

/// Rows as CSV (RFC 4180: commas, CRLF line ends, a field quoted when it holds a comma, a quote, a
/// carriage return or a line feed, quotes doubled). Control characters in letter text are escaped
/// first (`ControlEscape`), as in every export, and a cell a spreadsheet would run as a formula gets an
/// apostrophe before it (`Cells`).
///
/// Written here by the byte, not by CSV.swift's `CSVWriter`, which writes each character to a
/// Foundation stream: `imr list --csv` of 100,000 letters took 32 s with it, 8 times its JSON. A test
/// holds the bytes equal to that writer's for any fields.
public enum CSVTable {
    /// How a cell that opens a formula is written. Letters and notes are untrusted: a rationale that
    /// begins `=HYPERLINK(...)` or `@SUM(...)` runs as a formula in Excel, LibreOffice or Google Sheets
    /// when the file is opened, and can send the sheet away or start a program.
    public enum Cells: Sendable {
        /// With an apostrophe before it, as OWASP's advice on CSV injection has it: the spreadsheet
        /// shows the text and runs nothing. Every CSV imr writes, unless asked otherwise.
        case spreadsheetSafe
        /// As the letters have it, for tools that need the exact values (`--csv-raw`).
        case raw
    }

    public static func render(header: [String], rows: [[String]], cells: Cells = .spreadsheetSafe) -> String {
        lines([header] + rows, cells: cells)
    }

    /// Rows as CSV lines, each ended by CRLF: a table written a few rows at a time is the same bytes as
    /// one written whole.
    public static func lines(_ rows: [[String]], cells: Cells = .spreadsheetSafe) -> String {
        var bytes: [UInt8] = []
        for row in rows {
            for (position, field) in row.enumerated() {
                if position > 0 { bytes.append(comma) }
                var safe = ControlEscape.escape(field, keepingNewlines: true, keepingTabs: true)
                if cells == .spreadsheetSafe { safe = spreadsheetSafe(safe) }
                safe.withUTF8 { append($0, to: &bytes) }
            }
            bytes.append(contentsOf: lineEnd)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `cell` with an apostrophe before it when it opens with `=`, `+`, `-`, `@`, a tab or a carriage
    /// return (what a spreadsheet reads as the start of a formula). A number alone (`-12`, `+3.5`) is
    /// left as it is: it is data, no formula can hide in it, and a column of them stays numbers.
    static func spreadsheetSafe(_ cell: String) -> String {
        guard let first = cell.utf8.first, formulaStarts.contains(first), !isPlainNumber(cell) else { return cell }
        return "'" + cell
    }

    /// `=`, `+`, `-`, `@`, tab, carriage return.
    private static let formulaStarts: Set<UInt8> = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]

    /// A sign, digits, and digits after one point: `-12`, `+3.5`.
    private static func isPlainNumber(_ cell: String) -> Bool {
        let digits = cell.utf8.dropFirst(cell.utf8.first == 0x2D || cell.utf8.first == 0x2B ? 1 : 0)
        let parts = digits.split(separator: 0x2E, maxSplits: 1, omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } }
    }

    private static let comma: UInt8 = 0x2C
    private static let quote: UInt8 = 0x22
    private static let lineEnd: [UInt8] = [0x0D, 0x0A]

    /// One field, quoted when it must be.
    private static func append(_ field: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard field.contains(where: { $0 == comma || $0 == quote || $0 == 0x0D || $0 == 0x0A }) else {
            bytes.append(contentsOf: field)
            return
        }
        bytes.append(quote)
        for byte in field {
            bytes.append(byte)
            if byte == quote { bytes.append(quote) }
        }
        bytes.append(quote)
    }
}
