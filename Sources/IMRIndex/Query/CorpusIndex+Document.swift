import IMRModel
import IMRExport

extension CorpusIndex {
    /// The listed cases of `rows` as one document in `format`: the bytes `ExportFormat.writeDocument`
    /// gives for `listedCase(row, matchedBy: queries)` with each case's tags and note, handed to `emit`
    /// a piece at a time (valid only there). Each case is read once: JSON and CSV from its record read
    /// in place where the corpus was opened from the case store (`ListedCaseReader`), no `IMRCase` made
    /// for it. `annotations`: the user's tags and notes by case key (nil with no notes store: JSON then
    /// has no `tags` or `note` keys).
    public func writeDocument<E: Error>(_ format: ExportFormat, rows: [Int], matchedBy queries: [CaseQuery] = [],
                                        annotations: [String: CaseAnnotations]?, cells: CSVTable.Cells = .spreadsheetSafe,
                                        to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        let cases = ListedCaseReader(self)
        let text = { (piece: String) throws(E) in try ByteHandOff.hand(piece, to: emit) }
        switch format {
        case .json:
            var document = CaseJSON.Document()
            for row in rows {
                try cases.read(row, record: { (record: CaseRecordView) throws(E) in
                    try document.write(record, annotations: annotations.of(record), to: emit)
                }, decoded: { (imrCase: IMRCase) throws(E) in
                    try document.write(imrCase, annotations: annotations.of(imrCase), to: emit)
                })
            }
            try document.end(to: emit)
        case .csv:
            var table = CaseCSV.Table(cells: cells)
            for row in rows {
                let matched = matchedItems(row, forAll: queries)
                let caseRows = cases.read(row, record: { CaseCSV.rows(of: $0, matched: matched, annotations: annotations.of($0)) },
                                          decoded: { imrCase in
                    var imrCase = imrCase
                    imrCase.matchedItems = matched
                    return CaseCSV.rows(of: imrCase, annotations: annotations.of(imrCase))
                })
                try table.add(caseRows, to: text)
            }
            try table.end(to: text)
        case .text, .markdown:
            // Decoded: these wrap and escape every field as Strings, and read what the model derives from
            // a case (its turnaround's and items' readings, the guideline lists it gives each item), which
            // only a decoded case has. Still once a case: the contents come from the index's columns.
            let decoded = rows.lazy.map { row in
                let imrCase = self.listedCase(row, matchedBy: queries)
                return (imrCase, annotations.of(imrCase))
            }
            try format.writeDocument(decoded, headings: headings(of: rows), cells: cells, to: text)
        }
    }
}
