import TextSafety
import IMRModel

/// Cases as one Markdown document (the multi-case Markdown export): a table of contents, then each case
/// under a heading of its own with a blank line between them, each written into one buffer kept from
/// case to case and handed on as bytes, from a decoded case or a stored record read in place alike.
public struct MarkdownDocument {
    private var writer = CaseMarkdownWriter()
    /// The contents' lines, until they are handed on before the first case.
    private var headings: [CaseHeading]?
    private var started = false

    /// `headings`: one a case, in order (an index gives them from its columns, `CorpusIndex.headings`).
    public init(headings: [CaseHeading]) {
        self.headings = headings
    }

    /// Writes `imrCase` as the document's next case and hands its bytes to `emit` (valid only there).
    public mutating func write<E: Error>(_ imrCase: IMRCase, annotations: CaseAnnotations = CaseAnnotations(),
                                         to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        next()
        writer.write(imrCase, level: 2, annotations: annotations)
        try writer.hand(to: emit)
    }

    /// The same case written from a stored record read in place: no `IMRCase` is made for it.
    package mutating func write<E: Error>(_ record: CaseRecordView, annotations: CaseAnnotations = CaseAnnotations(),
                                          to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        // Called with the record's own type, so the writer is compiled for it (as JSON's is).
        next()
        writer.write(record, level: 2, annotations: annotations)
        try writer.hand(to: emit)
    }

    /// Ends the document (its contents first when no case was written).
    public mutating func end<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        writer.clear()
        contents()
        writer.append("\n")
        try writer.hand(to: emit)
    }

    /// Empties the buffer, and puts the contents before the first case or a blank line before the next.
    private mutating func next() {
        writer.clear()
        if started { writer.append("\n\n") }
        contents()
        started = true
    }

    /// The table of contents, once.
    private mutating func contents() {
        guard let headings else { return }
        self.headings = nil
        var contents = ["# IMR cases (\(headings.count))", ""]
        for heading in headings {
            let title = heading.title
            contents.append("- [\(CaseReport.markdownEscaped(title))](#\(ExportFormat.markdownAnchor(title)))")
        }
        writer.append(ControlEscape.escape(contents.joined(separator: "\n") + "\n\n", keepingNewlines: true, keepingTabs: true))
    }
}
