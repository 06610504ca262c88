import CSV
import Foundation
import PropertyBased
import Testing
import TextSafety
@testable import IMRExport

/// `CSVTable` writes CSV by the byte; CSV.swift's writer, which it replaced for speed, is the reference:
/// the same bytes for any fields but one kind (below), and CSV.swift's reader gives the (escaped) fields
/// back.
@Suite struct CSVTableTests {
    /// Pieces that make fields interesting to CSV: its separators, quotes, both line ends, a control
    /// character (escaped before writing) and text beyond ASCII.
    static let pieces = ["a", "Upheld", " ", ",", "\"", "\r", "\n", "\r\n", "\u{1B}[31m", "\t", "é", "🦴", ""]

    @Test func theBytesAreCSVSwiftWritersForAnyFields() async {
        let pieces = Self.pieces
        let field = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...6).map { $0.map { pieces[$0] }.joined() }
        let rows = field.array(of: 1...5).array(of: 1...4)
        await propertyCheck(count: 300, input: rows) { rows in
            #expect(CSVTable.lines(rows, cells: .raw) == Self.referenceLines(rows), "\(rows)")
            // Safe for spreadsheets: the same but for an apostrophe before a cell that opens a formula.
            let neutralised = rows.map { $0.map { CSVTable.spreadsheetSafe(ControlEscape.escape($0, keepingNewlines: true, keepingTabs: true)) } }
            #expect(CSVTable.lines(rows) == Self.referenceLines(neutralised), "\(rows)")
        }
    }

    /// OWASP's CSV injection rule: a cell opening with =, +, -, @, a tab or a carriage return would be
    /// read as a formula (`=HYPERLINK(...)`, `@SUM(...)`, `-2+3`), so it gets an apostrophe; a number
    /// alone (`-12`, `+3.5`) is data and is written as it is, as is every other cell.
    @Test func cellsThatOpenAFormulaGetAnApostrophe() {
        let formulas = ["=1+1", "+1+1", "-2+3", "@SUM(A1:A9)", "\t=1", "\r=1", "=HYPERLINK(\"http://x\")", "-", "+", "=",
                        "-1e5", "--12", "-12-", "-.5", "+3.", "@"]
        for cell in formulas { #expect(CSVTable.spreadsheetSafe(cell) == "'" + cell, "\(cell)") }
        let data = ["-12", "+3.5", "0", "12", "-0.25", "", "a=b", " =1", "'=1", "Upheld", "é=", "1-2"]
        for cell in data { #expect(CSVTable.spreadsheetSafe(cell) == cell, "\(cell)") }
        #expect(CSVTable.lines([["=1,2", "-7", "@x\ny"]]) == "\"'=1,2\",-7,\"'@x\ny\"\r\n")
        #expect(CSVTable.lines([["=1,2", "-7", "@x\ny"]], cells: .raw) == "\"=1,2\",-7,\"@x\ny\"\r\n")
        // A tab is kept in a cell (escaped text keeps tabs), so one in front still counts.
        #expect(CSVTable.lines([["\tx"]]) == "'\tx\r\n")
    }

    @Test func csvSwiftReadsTheFieldsBack() throws {
        let rows = [["id", "text"], ["1", "a, \"quoted\"\nline"], ["2", "plain"], ["3", "ends in CR\r"]]
        let reader = try CSVReader(string: CSVTable.lines(rows), hasHeaderRow: true)
        var read: [[String]] = []
        while let row = reader.next() { read.append(row) }
        #expect(reader.headerRow == rows[0])
        #expect(read == rows.dropFirst().map { $0.map { ControlEscape.escape($0, keepingNewlines: true, keepingTabs: true) } })
        #expect(read[2][1] == "ends in CR^M")
    }

    /// CSV.swift looked for a quote by Character: a quote with a combining mark on it is another
    /// Character, so the field went out unquoted, its quote bare, and a reader took it for the start of
    /// a quoted field. By the byte it is quoted and read back whole.
    @Test func aQuoteUnderACombiningMarkIsQuoted() throws {
        let field = "\"\u{301} and more"
        let text = CSVTable.lines([["id", "text"], ["1", field]])
        #expect(text == "id,text\r\n1,\"\"\"\u{301} and more\"\r\n")
        let reader = try CSVReader(string: text, hasHeaderRow: true)
        #expect(reader.next() == ["1", field])
    }

    @Test func aControlCharacterIsEscapedNotWritten() {
        #expect(CSVTable.lines([["\u{1B}[2J", "b"]]) == "^[[2J,b\r\n")
    }

    /// What `CSVTable` wrote through CSV.swift's `CSVWriter` before.
    static func referenceLines(_ rows: [[String]]) -> String {
        let stream = OutputStream(toMemory: ())
        do {
            let writer = try CSVWriter(stream: stream, newline: .crlf)
            for row in rows { try writer.write(row: row.map { ControlEscape.escape($0, keepingNewlines: true, keepingTabs: true) }) }
            writer.stream.close()
        } catch {
            Issue.record("CSV.swift failed to write to memory: \(error)")
        }
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\r\n"
    }
}
