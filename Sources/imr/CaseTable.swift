import IMRCore
import TextSafety

/// The readable table `imr list` prints: one case per row.
enum CaseTable {
    /// - Parameter width: the terminal's width, to fit; nil (standard output is no terminal) cuts nothing.
    /// `cases` are read once, in order, and need not be held: only the cells of each row are kept.
    static func render(_ cases: some Sequence<IMRCase>, width: Int?) -> String {
        let header = ["ID", "DECIDED", "O", "ITEMS", "SPECIALTY", "CHAPTER"]
        var rows: [[String]] = [header]
        for letter in cases {
            rows.append([
                letter.id,
                letter.dates.decision?.iso ?? "-",
                String(letter.outcome.mark),
                String(letter.items.count),
                letter.reviewer.specialties.first ?? "-",
                letter.chapters.first ?? "-",
            ].map { ControlEscape.escape($0) })
        }
        var widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        // The last columns give way when the terminal is narrow; a pipe or file gets every value whole.
        if let width {
            fit(&widths, to: width)
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let clipped = cell.count > widths[column] ? String(cell.prefix(widths[column] - 1)) + "…" : cell
                return column == row.count - 1 ? clipped : clipped.padding(to: widths[column])
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func fit(_ widths: inout [Int], to width: Int) {
        let fixed = widths.dropLast(2).reduce(0, +) + 2 * (widths.count - 1)
        let room = max(20, width - fixed)
        widths[4] = min(widths[4], max(10, room / 2))
        widths[5] = min(widths[5], max(10, room - widths[4]))
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
