import IMRIndex
import TextCells
import IMRModel

/// The readable table `imr list` prints: one case per row.
enum CaseTable {
    /// - Parameter width: the terminal's width, to fit; nil (standard output is no terminal) cuts nothing.
    /// `cases` are read once, in order, and need not be held: only the cells of each row are kept.
    static func render(_ cases: some Sequence<IMRCase>, width: Int?) -> String {
        // Ids are never cut; the specialty and the chapter give way when the terminal is narrow.
        var table = TextTable([TextTable.Column("ID"), TextTable.Column("DECIDED"), TextTable.Column("O"),
                               TextTable.Column("ITEMS"), TextTable.Column("SPECIALTY", givesWay: true, minimum: 10, cut: .end),
                               TextTable.Column("CHAPTER", givesWay: true, minimum: 10, cut: .end)])
        for imrCase in cases {
            table.append([imrCase.id, imrCase.dates.decision?.iso ?? "-", String(imrCase.outcome.mark), String(imrCase.items.count),
                          imrCase.reviewer.specialties.first ?? "-", imrCase.chapters.first ?? "-"])
        }
        return table.lines(width: width).joined(separator: "\n")
    }
}
