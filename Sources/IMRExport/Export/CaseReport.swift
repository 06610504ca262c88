import TextSafety
import TextCells
import IMRModel
import IMRText

/// Plain-text and Markdown reports of one case. Nothing of the summary or rationales is left out.
public enum CaseReport {
    public static let width = 80
    /// The title over the text of a letter read only in part, in reports and in the browser.
    public static let letterTextTitle = "The letter as written (read only in part)"

    /// The header block's label/value rows.
    static func headerRows(_ imrCase: IMRCase) -> [(String, String)] {
        var rows: [(String, String)] = [("Case", imrCase.id)]
        if let number = imrCase.caseNumber, number != imrCase.id { rows.append(("Case number", number)) }
        rows.append(("File", imrCase.index > 0 ? "\(imrCase.file) (letter \(imrCase.index + 1))" : imrCase.file))
        if let copies = imrCase.copies, !copies.isEmpty { rows.append(("Also read from", copies.joined(separator: ", "))) }
        if let layout = imrCase.layout { rows.append(("Layout", layout.rawValue)) }
        rows.append(("Outcome", imrCase.outcome.title))
        let dates: [(String, CalendarDate?)] = [
            ("Decision date", imrCase.dates.decision), ("Date assigned", imrCase.dates.assigned),
            ("UR denial date", imrCase.dates.urDenial), ("Application received", imrCase.dates.applicationReceived),
        ]
        for (label, date) in dates { if let date { rows.append((label, date.iso)) } }
        if let turnaround = imrCase.turnaroundReading { rows.append(("Turnaround", turnaround)) }
        if let priority = imrCase.priority { rows.append(("Priority", priority)) }
        let reviewer = imrCase.reviewer
        rows.append(("Reviewer", reviewer.specialties.isEmpty ? "not stated" : reviewer.specialties.joined(separator: ", ")))
        if reviewer.boardCertified == true { rows.append(("Board certified", "yes")) }
        rows.append(("Licensed in", reviewer.licensure.isEmpty ? "not stated" : reviewer.licensure.joined(separator: ", ")))
        rows.append(("Patient", patientLine(imrCase.patient)))
        if let injury = imrCase.patient.dateOfInjury { rows.append(("Date of injury", injury.iso)) }
        return rows
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
                var wrapped = TextWrap.wrap(warning, width: width, indent: "  ")
                if !wrapped.isEmpty { wrapped[0] = "- " + wrapped[0].dropFirst(2) }
                lines += wrapped
            }
        }
        lines.append("")
        lines.append("CLINICAL CASE SUMMARY")
        lines.append("")
        lines += TextWrap.wrapParagraphs(imrCase.summary, width: width)
        lines.append("")
        lines.append("DECISIONS (\(Wording.count(imrCase.items.count, "item")))")
        for (number, item) in imrCase.items.enumerated() {
            lines.append("")
            lines += TextWrap.wrap("\(number + 1). \(item.treatment): \(item.decision.title.uppercased())", width: width)
            if let category = item.category { lines += TextWrap.wrap("Category: \(category)", width: width, indent: "   ") }
            if let reading = item.treatmentReading {
                lines += TextWrap.wrap("Read as: \(reading)", width: width, indent: "   ")
            }
            if let doubt = item.doubtReading { lines += TextWrap.wrap("Not understood: \(doubt)", width: width, indent: "   ") }
            if let original = item.originalRequest {
                lines += TextWrap.wrap("Original request: \(original)", width: width, indent: "   ")
            }
            if let authorized = item.authorizedPortion {
                lines += TextWrap.wrap("Authorized by the claims administrator: \(authorized)", width: width, indent: "   ")
                lines += TextWrap.wrap("Disputed in IMR: \(item.treatment)", width: width, indent: "   ")
            }
            for list in imrCase.guidelineLists(of: item) { lines += citationBlock(list.title, list.citations) }
            lines += reasonBlock(item)
            lines.append("   Decision rationale:")
            lines += TextWrap.wrapParagraphs(item.rationale, width: width, indent: "   ")
        }
        if let text = imrCase.letterText {
            lines += ["", letterTextTitle.uppercased(), ""]
            lines += TextWrap.wrapParagraphs(text, width: width)
        }
        return ControlEscape.escape(lines.joined(separator: "\n") + "\n", keepingNewlines: true, keepingTabs: true)
    }

    /// An item's reasons, each with the sentence that states it.
    static func reasonBlock(_ item: Item) -> [String] {
        guard !item.reasons.isEmpty else { return TextWrap.wrap("Reasons: \(Item.noReasonReading)", width: width, indent: "   ") }
        var lines = ["   Reasons:"]
        for reason in item.reasons {
            lines += TextWrap.wrap("- \(reason.id): \"\(reason.sentence)\"", width: width, indent: "     ")
        }
        return lines
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

    package static func citationBlock(_ title: String, _ citations: [Citation]) -> [String] {
        var lines = ["   \(title):"]
        if citations.isEmpty { lines.append("     (none cited)") }
        for citation in citations {
            lines += TextWrap.wrap("- " + citationLine(citation), width: width, indent: "     ")
        }
        return lines
    }

    // MARK: Markdown

    /// - Parameter level: the case's heading level (1 for a file of its own, 2 inside a document of
    ///   several cases); its sections are one and two levels below.
    public static func markdown(_ imrCase: IMRCase, level: Int = 1, annotations: CaseAnnotations = CaseAnnotations()) -> String {
        let title = String(repeating: "#", count: level), section = title + "#", item = section + "#"
        var lines = ["\(title) \(markdownEscaped(imrCase.id)): \(imrCase.outcome.title)", ""]
        for (label, value) in headerRows(imrCase).dropFirst() + tagRows(annotations) {
            lines.append("- **\(label):** \(markdownEscaped(value))")
        }
        if let note = annotations.note {
            lines += ["", "\(section) Note", ""]
            lines += markdownParagraphs(note)
        }
        if !imrCase.warnings.isEmpty {
            lines += ["", "\(section) Warnings", ""]
            lines += imrCase.warnings.map { "- " + markdownEscaped($0) }
        }
        lines += ["", "\(section) Clinical case summary", ""]
        lines += markdownParagraphs(imrCase.summary)
        lines += ["\(section) Decisions", ""]
        for (number, disputed) in imrCase.items.enumerated() {
            lines.append("\(item) \(number + 1). \(markdownEscaped(disputed.treatment)): \(disputed.decision.title)")
            lines.append("")
            if let category = disputed.category { lines.append("- **Category:** \(markdownEscaped(category))") }
            if let reading = disputed.treatmentReading { lines.append("- **Read as:** \(markdownEscaped(reading))") }
            if let doubt = disputed.doubtReading { lines.append("- **Not understood:** \(markdownEscaped(doubt))") }
            if let original = disputed.originalRequest { lines.append("- **Original request:** \(markdownEscaped(original))") }
            if let authorized = disputed.authorizedPortion {
                lines.append("- **Authorized by the claims administrator:** \(markdownEscaped(authorized))")
                lines.append("- **Disputed in IMR:** \(markdownEscaped(disputed.treatment))")
            }
            for list in imrCase.guidelineLists(of: disputed) {
                lines.append("- **\(list.title):**" + (list.citations.isEmpty ? " none cited" : ""))
                lines += list.citations.map { "  - " + markdownEscaped(citationLine($0)) }
            }
            if disputed.reasons.isEmpty {
                lines.append("- **Reasons:** \(Item.noReasonReading)")
            } else {
                lines.append("- **Reasons:**")
                for reason in disputed.reasons {
                    lines.append("  - `\(reason.id)`: \(markdownEscaped(reason.sentence))")
                }
            }
            lines += ["", "**Decision rationale:**", ""]
            lines += markdownParagraphs(disputed.rationale)
        }
        if let text = imrCase.letterText {
            lines += ["\(section) " + letterTextTitle, ""]
            lines += markdownParagraphs(text)
        }
        return ControlEscape.escape(lines.joined(separator: "\n"), keepingNewlines: true, keepingTabs: true)
    }

    /// Each paragraph of `text` escaped, a blank line after each.
    package static func markdownParagraphs(_ text: String) -> [String] {
        Paragraphs.of(text).flatMap { [markdownEscaped($0), ""] }
    }

    /// Keeps letter text from turning into Markdown markup.
    package static func markdownEscaped<S: StringProtocol>(_ text: S) -> String {
        // By UTF-8 byte: every character escaped is ASCII, so a backslash never lands inside another
        // character (by Character, with a String search per character, 10,000 cases took 20 s).
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if markdownSpecial[Int(byte)] { out.append(0x5C) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes Markdown gives a meaning to: \ ` * _ [ ] < > # |
    private static let markdownSpecial: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\\`*_[]<>#|".utf8 { table[Int(byte)] = true }
        return table
    }()
}
