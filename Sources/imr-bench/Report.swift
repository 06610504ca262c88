import Foundation
import TextCells

/// The figures as a table: what was measured, the value, the target, and whether it is met.
struct Report {
    struct Row {
        var label: String
        var value: String
        var target: String
        /// nil when the figure has no target (context only).
        var met: Bool?
    }

    var title: String
    var rows: [Row] = []

    mutating func add(_ label: String, _ value: String, target: String = "", met: Bool? = nil) {
        rows.append(Row(label: label, value: value, target: target, met: met))
    }

    /// A time with a target in milliseconds.
    mutating func time(_ label: String, seconds: Double, targetMilliseconds: Double?) {
        let value = Report.milliseconds(seconds)
        guard let targetMilliseconds else { return add(label, value) }
        add(label, value, target: "≤ " + Report.format(targetMilliseconds) + " ms",
            met: seconds * 1000 <= targetMilliseconds)
    }

    /// Through the one table layer (`TextTable`): columns padded by display width.
    func print() {
        var table = TextTable([.init("figure", least: 8), .init("value", least: 5), .init("target", least: 6), .init("result")])
        for row in rows { table.append([row.label, row.value, row.target, row.met.map { $0 ? "ok" : "MISSED" } ?? ""]) }
        Swift.print("\n== \(title)")
        for line in table.lines(width: nil) { Swift.print(line) }
    }

    static func milliseconds(_ seconds: Double) -> String {
        seconds >= 1 ? String(format: "%.2f s", seconds) : String(format: "%.2f ms", seconds * 1000)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.0f MB", Double(bytes) / 1_048_576)
    }

    static func note(_ text: String) {
        FileHandle.standardError.write(Data("imr-bench: \(text)\n".utf8))
    }
}
