import IMRModel
import IMRExport

extension CorpusIndex {
    /// The listed cases of `rows` as one document in `format`: the bytes `ExportFormat.writeDocument`
    /// gives for `listedCase(row, matchedBy: queries)` with each case's tags and note, handed to `emit`
    /// a piece at a time (valid only there). Each case is read once, in every format from its record read
    /// in place where the corpus was opened from the case store (`ListedCaseReader`), no `IMRCase` made
    /// for it; Markdown's contents from the index's columns (`headings`). `annotations`: the user's tags
    /// and notes by case key (nil with no notes store: JSON then has no `tags` or `note` keys).
    public func writeDocument<E: Error>(_ format: ExportFormat, rows: [Int], matchedBy queries: [CaseQuery] = [],
                                        annotations: [String: CaseAnnotations]?, cells: CSVTable.Cells = .spreadsheetSafe,
                                        to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        let cases = ListedCaseReader(self)
        switch format {
        case .json: try write(rows, of: cases, into: CaseJSON.Document(), annotations: annotations, to: emit)
        case .markdown: try write(rows, of: cases, into: MarkdownDocument(headings: headings(of: rows)), annotations: annotations, to: emit)
        case .text: try write(rows, of: cases, into: TextDocument(), annotations: annotations, to: emit)
        case .csv:
            var table = CaseCSV.Table(cells: cells)
            for row in rows {
                let matched = matchedItems(row, forAll: queries)
                try cases.read(row, record: { (record: CaseRecordView) throws(E) in
                    try table.add(record, matched: matched, annotations: annotations.of(record), to: emit)
                }, decoded: { (imrCase: IMRCase) throws(E) in
                    var imrCase = imrCase
                    imrCase.matchedItems = matched
                    try table.add(imrCase, annotations: annotations.of(imrCase), to: emit)
                })
            }
            try table.end(to: emit)
        }
    }

    /// `rows`' cases into `document`, each from its record read in place where it can be, else decoded.
    private func write<Document: DocumentOfCases, E: Error>(_ rows: [Int], of cases: ListedCaseReader, into document: Document,
                                                            annotations: [String: CaseAnnotations]?,
                                                            to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        var document = document
        for row in rows {
            try cases.read(row, record: { (record: CaseRecordView) throws(E) in
                try document.write(record, annotations: annotations.of(record), to: emit)
            }, decoded: { (imrCase: IMRCase) throws(E) in
                try document.write(imrCase, annotations: annotations.of(imrCase), to: emit)
            })
        }
        try document.end(to: emit)
    }
}
