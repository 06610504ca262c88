import TextSafety
import IMRModel
import IMRText

/// A case's Markdown report written straight into bytes: a decoded `IMRCase`, or a stored record read
/// in place (`CaseRecordView`), through the same fields (`CaseFields`), with no String made of its texts.
/// The lines are put together as they are, each text escaped for Markdown (`MarkdownEscape`), then the
/// whole is escaped for a terminal once (`ControlEscape`), as the report made of Strings was: a test
/// holds the two to the same bytes on real and generated letters. One writer serves case after case.
struct CaseMarkdownWriter {
    /// The reports written so far, escaped.
    private(set) var bytes: [UInt8] = []
    /// The case's lines before the terminal escaping.
    private var lines: [UInt8] = []

    init(capacity: Int = 16_384) {
        bytes.reserveCapacity(capacity)
        lines.reserveCapacity(capacity)
    }

    /// Empty again, keeping its buffer.
    mutating func clear() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Appends what lies between cases (a document's blank lines), as it is.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Hands the bytes written to `emit` (valid only there).
    func hand<E: Error>(to emit: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        try ByteHandOff.hand(bytes, to: emit)
    }

    /// Appends the case's report (`CaseReport.markdown`). `level`: the case's heading level (1 for a file
    /// of its own, 2 inside a document of several cases); its sections are one and two levels below.
    mutating func write<Case: CaseFields>(_ imrCase: Case, level: Int, annotations: CaseAnnotations) {
        lines.removeAll(keepingCapacity: true)
        let title = String(repeating: "#", count: level), section = title + "#", itemLevel = section + "#"
        plain(title + " ")
        escaped(imrCase.id)
        plain(": " + imrCase.outcome.title)
        line()
        for (label, value) in CaseReport.headerRows(imrCase).dropFirst() + CaseReport.tagRows(annotations) {
            line("- **\(label):** ")
            escaped(value)
        }
        if let note = annotations.note {
            heading(section + " Note")
            paragraphs(note)
        }
        if !imrCase.warnings.isEmpty {
            heading(section + " Warnings")
            for warning in imrCase.warnings {
                line("- ")
                escaped(warning)
            }
        }
        heading(section + " Clinical case summary")
        paragraphs(imrCase.summary)
        line(section + " Decisions")
        line()
        for (number, item) in imrCase.items.enumerated() {
            line("\(itemLevel) \(number + 1). ")
            escaped(item.treatment)
            plain(": " + item.decision.title)
            line()
            if let category = item.category { field("Category", category) }
            if let reading = item.treatmentReading { field("Read as", reading) }
            if let doubt = item.doubtReading { field("Not understood", doubt) }
            if let original = item.originalRequest { field("Original request", original) }
            if let authorized = item.authorizedPortion {
                field("Authorized by the claims administrator", authorized)
                field("Disputed in IMR", item.treatment)
            }
            for list in imrCase.guidelineLists(of: item) {
                line("- **\(list.title):**")
                var none = true
                for citation in list.citations {
                    none = false
                    line("  - ")
                    escaped(citation.text)
                    escaped(" [")
                    escaped(citation.label)
                    escaped("]")
                }
                if none { plain(" none cited") }
            }
            var found = false
            for reason in item.reasons {
                if !found { line("- **Reasons:**") }
                found = true
                line("  - `")
                reason.id.withUTF8Bytes { lines.append(contentsOf: $0) }
                plain("`: ")
                escaped(reason.sentence)
            }
            if !found { line("- **Reasons:** " + Item.noReasonReading) }
            line()
            line("**Decision rationale:**")
            line()
            paragraphs(item.rationale)
        }
        if let text = imrCase.letterText {
            line(section + " " + CaseReport.letterTextTitle)
            line()
            paragraphs(text)
        }
        Self.escape(lines, into: &bytes)
    }

    /// The lines escaped for a terminal, as the report was (`ControlEscape`, line feeds and tabs kept).
    private static func escape(_ lines: [UInt8], into bytes: inout [UInt8]) {
        lines.withUnsafeBufferPointer { ControlEscape.escape(utf8: $0, keepingNewlines: true, keepingTabs: true, into: &bytes) }
    }

    // MARK: Lines, as the report joined them

    /// Starts a line (a line feed after the last), with `text` as it is.
    private mutating func line(_ text: String = "") {
        if !lines.isEmpty { lines.append(0x0A) }
        plain(text)
    }

    /// A section's heading between blank lines.
    private mutating func heading(_ text: String) {
        line()
        line(text)
        line()
    }

    /// "- **Label:** value", the value escaped.
    private mutating func field<Text: UTF8Text>(_ label: String, _ value: Text) {
        line("- **\(label):** ")
        escaped(value)
    }

    /// Each paragraph of `text` escaped on a line of its own, a blank line after each.
    private mutating func paragraphs<Text: UTF8Text>(_ text: Text) {
        text.withUTF8Bytes { utf8 in
            Paragraphs.forEach(in: utf8) { paragraph in
                line()
                MarkdownEscape.append(UnsafeBufferPointer(rebasing: utf8[paragraph]), to: &lines)
                line()
            }
        }
    }

    private mutating func plain(_ text: String) {
        lines.append(contentsOf: text.utf8)
    }

    private mutating func escaped<Text: UTF8Text>(_ text: Text) {
        text.withUTF8Bytes { MarkdownEscape.append($0, to: &lines) }
    }
}
