import TextSafety
import TextCells
import IMRModel
import IMRText

/// Plain-text and Markdown reports of one case. Nothing of the summary or rationales is left out.
public enum CaseReport {
    public static let width = 80
    /// The title over the text of a letter read only in part, in reports and in the browser.
    public static let letterTextTitle = "The letter as written (read only in part)"

    /// The header block's label/value rows, of a decoded case or a stored record read in place.
    static func headerRows<Case: CaseFields>(_ imrCase: Case) -> [(String, String)] {
        var rows: [(String, String)] = [("Case", imrCase.id.asString)]
        if let number = imrCase.caseNumber?.asString, number != rows[0].1 { rows.append(("Case number", number)) }
        let file = imrCase.file.asString
        rows.append(("File", imrCase.index > 0 ? "\(file) (letter \(imrCase.index + 1))" : file))
        if let copies = imrCase.copies, !copies.isEmpty { rows.append(("Also read from", joined(copies, ", "))) }
        if let layout = imrCase.layout { rows.append(("Layout", layout.rawValue)) }
        rows.append(("Outcome", imrCase.outcome.title))
        let dates: [(String, CalendarDate?)] = [
            ("Decision date", imrCase.dates.decision), ("Date assigned", imrCase.dates.assigned),
            ("UR denial date", imrCase.dates.urDenial), ("Application received", imrCase.dates.applicationReceived),
        ]
        for (label, date) in dates { if let date { rows.append((label, date.iso)) } }
        if let turnaround = imrCase.turnaroundReading { rows.append(("Turnaround", turnaround)) }
        if let priority = imrCase.priority { rows.append(("Priority", priority.asString)) }
        let specialties = imrCase.reviewerSpecialties, licensure = imrCase.reviewerLicensure
        rows.append(("Reviewer", specialties.isEmpty ? "not stated" : joined(specialties, ", ")))
        if imrCase.reviewerBoardCertified == true { rows.append(("Board certified", "yes")) }
        rows.append(("Licensed in", licensure.isEmpty ? "not stated" : joined(licensure, ", ")))
        rows.append(("Patient", patientLine(imrCase.patient)))
        if let injury = imrCase.patient.dateOfInjury { rows.append(("Date of injury", injury.iso)) }
        return rows
    }

    /// Texts as one String, `separator` between them.
    static func joined<Texts: Sequence>(_ texts: Texts, _ separator: String) -> String where Texts.Element: UTF8Text {
        texts.map { $0.asString }.joined(separator: separator)
    }

    public static func patientLine(_ patient: Patient) -> String {
        var parts: [String] = []
        if let age = patient.age { parts.append("\(age) years") }
        if let sex = patient.sex { parts.append(sex.rawValue) }
        return parts.isEmpty ? "not stated" : parts.joined(separator: ", ")
    }

    /// A citation of a decoded case or of a stored record read in place.
    public static func citationLine<Cited: CitationFields>(_ citation: Cited) -> String {
        "\(citation.text.asString) [\(citation.label.asString)]"
    }

    // MARK: Text

    public static func text(_ imrCase: IMRCase, annotations: CaseAnnotations = CaseAnnotations()) -> String {
        report(imrCase, annotations: annotations)
    }

    /// The same report of a stored record read in place: no `IMRCase` is made for it (called with the
    /// record's own type here, where the generic report is compiled for it).
    package static func text(_ record: CaseRecordView, annotations: CaseAnnotations) -> String {
        report(record, annotations: annotations)
    }

    /// The text report of a case's fields: wrapped to `width` and escaped for a terminal.
    private static func report<Case: CaseFields>(_ imrCase: Case, annotations: CaseAnnotations) -> String {
        var lines = labelled(headerRows(imrCase) + tagRows(annotations))
        if let note = annotations.note {
            lines += ["", "NOTE", ""]
            lines += TextWrap.wrapParagraphs(note, width: width)
        }
        if !imrCase.warnings.isEmpty {
            lines.append("")
            lines.append("WARNINGS")
            for warning in imrCase.warnings {
                // A hanging indent: the wrapped lines of a warning sit under its text, not its dash.
                var wrapped = TextWrap.wrap(warning.asString, width: width, indent: "  ")
                if !wrapped.isEmpty { wrapped[0] = "- " + wrapped[0].dropFirst(2) }
                lines += wrapped
            }
        }
        lines.append("")
        lines.append("CLINICAL CASE SUMMARY")
        lines.append("")
        lines += TextWrap.wrapParagraphs(imrCase.summary.asString, width: width)
        lines.append("")
        var count = 0
        for _ in imrCase.items { count += 1 }
        lines.append("DECISIONS (\(Wording.count(count, "item")))")
        for (number, item) in imrCase.items.enumerated() {
            let treatment = item.treatment.asString
            lines.append("")
            lines += TextWrap.wrap("\(number + 1). \(treatment): \(item.decision.title.uppercased())", width: width)
            if let category = item.category { lines += TextWrap.wrap("Category: \(category.asString)", width: width, indent: "   ") }
            if let reading = item.treatmentReading {
                lines += TextWrap.wrap("Read as: \(reading)", width: width, indent: "   ")
            }
            if let doubt = item.doubtReading { lines += TextWrap.wrap("Not understood: \(doubt)", width: width, indent: "   ") }
            if let original = item.originalRequest {
                lines += TextWrap.wrap("Original request: \(original.asString)", width: width, indent: "   ")
            }
            if let authorized = item.authorizedPortion {
                lines += TextWrap.wrap("Authorized by the claims administrator: \(authorized.asString)", width: width, indent: "   ")
                lines += TextWrap.wrap("Disputed in IMR: \(treatment)", width: width, indent: "   ")
            }
            for list in imrCase.guidelineLists(of: item) { lines += citationBlock(list.title, list.citations) }
            lines += reasonBlock(item)
            lines.append("   Decision rationale:")
            lines += TextWrap.wrapParagraphs(item.rationale.asString, width: width, indent: "   ")
        }
        if let text = imrCase.letterText {
            lines += ["", letterTextTitle.uppercased(), ""]
            lines += TextWrap.wrapParagraphs(text.asString, width: width)
        }
        return ControlEscape.escape(lines.joined(separator: "\n") + "\n", keepingNewlines: true, keepingTabs: true)
    }

    /// An item's reasons, each with the sentence that states it.
    static func reasonBlock<Part: ItemFields>(_ item: Part) -> [String] {
        var lines = ["   Reasons:"]
        for reason in item.reasons {
            lines += TextWrap.wrap("- \(reason.id.asString): \"\(reason.sentence.asString)\"", width: width, indent: "     ")
        }
        return lines.count > 1 ? lines : TextWrap.wrap("Reasons: \(Item.noReasonReading)", width: width, indent: "   ")
    }

    /// The user's tags as a header row (none when there are no tags).
    static func tagRows(_ annotations: CaseAnnotations) -> [(String, String)] {
        annotations.tags.isEmpty ? [] : [("Tags", annotations.tags.joined(separator: ", "))]
    }

    /// "Label:   value" rows, the values lined up after the longest label and wrapped under themselves.
    package static func labelled(_ rows: [(String, String)]) -> [String] {
        var lines: [String] = []
        // Padded by display width, as every table is (`TextTable`).
        let prefixWidth = (rows.map { DisplayWidth.of($0.0) }.max() ?? 10) + 2
        for (label, value) in rows {
            let prefix = TextTable.fit(label + ":", width: prefixWidth)
            let wrapped = TextWrap.wrap(value, width: width - prefixWidth)
            for (index, line) in wrapped.enumerated() {
                lines.append((index == 0 ? prefix : String(repeating: " ", count: prefixWidth)) + line)
            }
        }
        return lines
    }

    package static func citationBlock<Citations: Sequence>(_ title: String, _ citations: Citations) -> [String]
        where Citations.Element: CitationFields {
        var lines = ["   \(title):"]
        for citation in citations {
            lines += TextWrap.wrap("- " + citationLine(citation), width: width, indent: "     ")
        }
        if lines.count == 1 { lines.append("     (none cited)") }
        return lines
    }

    // MARK: Markdown

    /// - Parameter level: the case's heading level (1 for a file of its own, 2 inside a document of
    ///   several cases); its sections are one and two levels below.
    public static func markdown(_ imrCase: IMRCase, level: Int = 1, annotations: CaseAnnotations = CaseAnnotations()) -> String {
        var writer = CaseMarkdownWriter()
        writer.write(imrCase, level: level, annotations: annotations)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Each paragraph of `text` escaped, a blank line after each.
    package static func markdownParagraphs(_ text: String) -> [String] {
        Paragraphs.of(text).flatMap { [markdownEscaped($0), ""] }
    }

    /// Keeps letter text from turning into Markdown markup (`MarkdownEscape`).
    package static func markdownEscaped<S: StringProtocol>(_ text: S) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        var text = String(text)
        text.withUTF8 { MarkdownEscape.append($0, to: &out) }
        return String(decoding: out, as: UTF8.self)
    }
}
