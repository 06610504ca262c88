import IMRModel

/// Several cases as one document, written a case at a time: each is read, rendered, handed on and let
/// go, so an export of a million cases from a case store never holds them all, nor the whole document.
extension ExportFormat {
    /// Markdown with a heading per case under a table of contents, JSON as an array of cases in the
    /// schema's shape, text with a form feed between cases, CSV one row per item. Each piece goes to
    /// `emit` as it is made, each case read once. Markdown's contents come first: from `headings` (one
    /// per case, in order: an index gives them from its columns, `CorpusIndex.headings`), else from a
    /// first pass over `cases`, for cases already in memory. `cells`: how CSV writes a cell that opens
    /// a formula.
    public func writeDocument<Cases: Collection, E: Error>(_ cases: Cases, headings: [CaseHeading]? = nil,
                                                           cells: CSVTable.Cells = .spreadsheetSafe,
                                                           to emit: (String) throws(E) -> Void) throws(E)
        where Cases.Element == (IMRCase, CaseAnnotations) {
        switch self {
        case .text:
            try Self.write(cases, into: TextDocument(), to: emit)
        case .markdown:
            precondition(headings.map { $0.count == cases.count } ?? true, "one heading per case")
            try Self.write(cases, into: MarkdownDocument(headings: headings ?? cases.map { CaseHeading($0.0) }), to: emit)
        case .json:
            try Self.write(cases, into: CaseJSON.Document(), to: emit)
        case .csv:
            try CaseCSV.write(cases, cells: cells, to: emit)
        }
    }

    /// `cases` into `document`, each piece handed to `emit` as text.
    private static func write<Document: DocumentOfCases, E: Error>(_ cases: some Sequence<(IMRCase, CaseAnnotations)>,
                                                                   into document: Document,
                                                                   to emit: (String) throws(E) -> Void) throws(E) {
        var document = document
        let text = { (bytes: UnsafeRawBufferPointer) throws(E) in try emit(String(decoding: bytes, as: UTF8.self)) }
        for (imrCase, annotations) in cases { try document.write(imrCase, annotations: annotations, to: text) }
        try document.end(to: text)
    }
}

/// What a document's table of contents says of a case: its id and outcome.
public struct CaseHeading: Sendable, Equatable {
    public var id: String
    public var outcome: Outcome

    public init(id: String, outcome: Outcome) {
        self.id = id
        self.outcome = outcome
    }

    public init(_ imrCase: IMRCase) {
        self.init(id: imrCase.id, outcome: imrCase.outcome)
    }

    /// The line the contents list, and the case's own heading's anchor is made from.
    var title: String { "\(id): \(outcome.title)" }
}
