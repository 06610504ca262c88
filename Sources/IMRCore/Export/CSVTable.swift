import CSV
import Foundation

/// Rows as CSV (RFC 4180: commas, CRLF line ends, a field quoted when it holds a comma, a quote or a
/// line break, quotes doubled), written by the CSV.swift library. Control characters in letter text
/// are escaped first (`SafeText`), as in every export.
public enum CSVTable {
    public static func render(header: [String], rows: [[String]]) -> String {
        lines([header] + rows)
    }

    /// Rows as CSV lines, each ended by CRLF: a table written a few rows at a time is the same bytes as
    /// one written whole.
    public static func lines(_ rows: [[String]]) -> String {
        guard !rows.isEmpty else { return "" }
        let stream = OutputStream(toMemory: ())
        do {
            let writer = try CSVWriter(stream: stream, newline: .crlf)
            for row in rows {
                try writer.write(row: row.map { SafeText.escaped($0, keepNewlines: true) })
            }
            writer.stream.close()
        } catch {
            // A stream in memory does not fail to open or to take bytes.
            preconditionFailure("writing CSV to memory failed: \(error)")
        }
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\r\n"
    }
}
