import ArgumentParser
import IMRIndex
import IMRExport

/// `--csv-raw`, on every command that writes CSV: its cells as the letters have them. By default a cell
/// that opens a formula (`=`, `+`, `-`, `@`) gets an apostrophe, so a spreadsheet opening the file runs
/// nothing (`CSVTable.Cells`).
struct CSVOptions: ParsableArguments {
    @Flag(name: .customLong("csv-raw"),
          help: "In CSV, write cells that begin with = + - or @ as they are (by default they get a ' so a spreadsheet runs no formula).")
    var raw = false

    var cells: CSVTable.Cells { raw ? .raw : .spreadsheetSafe }

    /// Fails when `--csv-raw` is given and no CSV is written: said rather than ignored.
    func check(writingCSV: Bool) throws {
        if raw && !writingCSV { throw ValidationError("--csv-raw goes with CSV output (--csv, or --format csv for export)") }
    }
}
