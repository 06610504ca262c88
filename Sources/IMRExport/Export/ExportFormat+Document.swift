import TextSafety
import IMRModel

/// Several cases as one document, written a case at a time: each is read, rendered, handed on and let
/// go, so an export of a million cases from a case store never holds them all, nor the whole document.
extension ExportFormat {
    /// Markdown with a heading per case under a table of contents, JSON as an array of cases in the
    /// schema's shape, text with a form feed between cases, CSV one row per item. Each piece goes to
    /// `emit` as it is made; Markdown goes through the cases twice (its contents come first). `cells`:
    /// how CSV writes a cell that opens a formula.
    public func writeDocument<Cases: Collection, E: Error>(_ cases: Cases, cells: CSVTable.Cells = .spreadsheetSafe,
                                                           to emit: (String) throws(E) -> Void) throws(E)
        where Cases.Element == (IMRCase, CaseAnnotations) {
        switch self {
        case .text:
            for (position, (letter, annotations)) in cases.enumerated() {
                try emit((position > 0 ? "\u{0C}\n" : "") + CaseReport.text(letter, annotations: annotations))
            }
        case .markdown:
            var contents = ["# IMR cases (\(cases.count))", ""]
            for (letter, _) in cases {
                let title = "\(letter.id): \(letter.outcome.title)"
                contents.append("- [\(CaseReport.markdownEscaped(title))](#\(Self.markdownAnchor(title)))")
            }
            try emit(ControlEscape.escape(contents.joined(separator: "\n") + "\n\n", keepingNewlines: true, keepingTabs: true))
            for (position, (letter, annotations)) in cases.enumerated() {
                try emit((position > 0 ? "\n\n" : "") + CaseReport.markdown(letter, level: 2, annotations: annotations))
            }
            try emit("\n")
        case .json:
            try CaseJSON.writeDocument(cases.lazy.map { AnnotatedCase($0, $1) }, to: emit)
        case .csv:
            try CaseCSV.write(cases, cells: cells, to: emit)
        }
    }
}
