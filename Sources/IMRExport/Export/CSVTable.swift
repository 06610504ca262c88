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
        var table = CSVRows(cells: cells)
        for row in rows {
            for field in row {
                var field = field
                field.withUTF8 { table.field($0) }
            }
            table.endRow()
        }
        return String(decoding: table.bytes, as: UTF8.self)
    }

    /// `cell` with an apostrophe before it when it opens with `=`, `+`, `-`, `@`, a tab or a carriage
    /// return (what a spreadsheet reads as the start of a formula). A number alone (`-12`, `+3.5`) is
    /// left as it is: it is data, no formula can hide in it, and a column of them stays numbers.
    static func spreadsheetSafe(_ cell: String) -> String {
        var cell = cell
        return cell.withUTF8 { opensFormula($0) } ? "'" + cell : cell
    }

    /// Whether the cell's bytes open a formula (`spreadsheetSafe`).
    static func opensFormula(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = cell.first, formulaStarts.contains(first) else { return false }
        return !isPlainNumber(cell)
    }

    /// `=`, `+`, `-`, `@`, tab, carriage return.
    private static let formulaStarts: Set<UInt8> = [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D]

    /// A sign, digits, and digits after one point: `-12`, `+3.5`.
    private static func isPlainNumber(_ cell: UnsafeBufferPointer<UInt8>) -> Bool {
        let digits = cell.dropFirst(cell.first == 0x2D || cell.first == 0x2B ? 1 : 0)
        let parts = digits.split(separator: 0x2E, maxSplits: 1, omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } }
    }
}
