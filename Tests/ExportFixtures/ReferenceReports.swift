// The reports as they were made before they were written from a case's fields as bytes (issue 32,
// point 3): the oracle the differential tests hold `CaseReport`, `MarkdownDocument`, `TextDocument`,
// `CaseCSV` and `CSVTable` to, byte for byte. Kept as they stood, Strings and all, with the escaping
// and the paragraphs they used; not to be "improved". What the change left as it was (`TextWrap`, the
// labelled rows, the patient's line, the JSON writer, held to JSONEncoder) is called, not copied.
#if DEBUG
@testable import IMRExport
import IMRModel
import IMRText
import TextSafety

public enum ReferenceReports {
    /// `cases` as one document in `format`, as `ExportFormat.writeDocument` made it.
    public static func document(_ format: ExportFormat, _ cases: [(IMRCase, CaseAnnotations)],
                                cells: CSVTable.Cells = .spreadsheetSafe) -> String {
        switch format {
        case .text:
            return cases.enumerated().map { position, pair in
                (position > 0 ? "\u{0C}\n" : "") + text(pair.0, annotations: pair.1)
            }.joined()
        case .markdown:
            var contents = ["# IMR cases (\(cases.count))", ""]
            for (imrCase, _) in cases {
                let title = "\(imrCase.id): \(imrCase.outcome.title)"
                contents.append("- [\(markdownEscaped(title))](#\(markdownAnchor(title)))")
            }
            var document = escape(contents.joined(separator: "\n") + "\n\n")
            for (position, (imrCase, annotations)) in cases.enumerated() {
                document += (position > 0 ? "\n\n" : "") + markdown(imrCase, level: 2, annotations: annotations)
            }
            return document + "\n"
        case .json:
            return "[\n" + cases.map { CaseJSON.pretty($0.0, annotations: $0.1) }.joined(separator: ",\n") + "\n]\n"
        case .csv:
            return csvLines([CaseCSV.header] + cases.flatMap { csvRows($0.0, annotations: $0.1) }, cells: cells)
        }
    }

    /// One case as a file of its own in `format`, as `ExportFormat.render` made it.
    public static func render(_ format: ExportFormat, _ imrCase: IMRCase, annotations: CaseAnnotations,
                              cells: CSVTable.Cells = .spreadsheetSafe) -> String {
        switch format {
        case .text: return text(imrCase, annotations: annotations)
        case .markdown: return markdown(imrCase, annotations: annotations)
        case .json: return CaseJSON.pretty(imrCase, annotations: annotations) + "\n"
        case .csv: return csvLines([CaseCSV.header] + csvRows(imrCase, annotations: annotations), cells: cells)
        }
    }

    // MARK: Text

    static let width = 80

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
        if let days = imrCase.turnaroundDays {
            let past = days > IMRCase.turnaroundLimit ? " (past the \(IMRCase.turnaroundLimit) of a standard review)" : ""
            rows.append(("Turnaround", "\(Wording.count(days, "day")) from the application's receipt to the decision\(past)"))
        }
        if let priority = imrCase.priority { rows.append(("Priority", priority)) }
        let reviewer = imrCase.reviewer
        rows.append(("Reviewer", reviewer.specialties.isEmpty ? "not stated" : reviewer.specialties.joined(separator: ", ")))
        if reviewer.boardCertified == true { rows.append(("Board certified", "yes")) }
        rows.append(("Licensed in", reviewer.licensure.isEmpty ? "not stated" : reviewer.licensure.joined(separator: ", ")))
        rows.append(("Patient", CaseReport.patientLine(imrCase.patient)))
        if let injury = imrCase.patient.dateOfInjury { rows.append(("Date of injury", injury.iso)) }
        return rows
    }

    static func treatmentReading(_ item: Item) -> String? {
        guard let key = item.treatmentKey else { return nil }
        var text = key
        if let kind = item.treatmentKind, !key.hasSuffix(")") { text += " (\(kind.rawValue))" }
        if !item.bodyRegions.isEmpty {
            text += "; " + item.bodyRegions.joined(separator: ", ") + (item.regionInferred ? " (inferred from the letter)" : "")
        }
        return text
    }

    static func doubtReading(_ item: Item) -> String? {
        item.treatmentDoubt.isEmpty ? nil
            : "\(item.treatmentDoubt.joined(separator: ", ")) (the treatment key may not be what was asked)"
    }

    static func guidelineLists(_ imrCase: IMRCase, _ item: Item) -> [(title: String, citations: [Citation])] {
        if imrCase.layout == .professionalReview { return [("Guideline relied upon by the reviewer", item.maximusGuideline)] }
        return [("Claims Administrator guideline", item.claimsAdministratorGuideline), ("MAXIMUS guideline", item.maximusGuideline)]
    }

    static func citationLine(_ citation: Citation) -> String { "\(citation.text) [\(citation.label)]" }

    static let noReasonReading = "none found (imr check --reasons lists such items)"

    public static func text(_ imrCase: IMRCase, annotations: CaseAnnotations = CaseAnnotations()) -> String {
        var lines = CaseReport.labelled(headerRows(imrCase) + tagRows(annotations))
        if let note = annotations.note {
            lines += ["", "NOTE", ""]
            lines += wrapParagraphs(note, width: width)
        }
        if !imrCase.warnings.isEmpty {
            lines.append("")
            lines.append("WARNINGS")
            for warning in imrCase.warnings {
                var wrapped = TextWrap.wrap(warning, width: width, indent: "  ")
                if !wrapped.isEmpty { wrapped[0] = "- " + wrapped[0].dropFirst(2) }
                lines += wrapped
            }
        }
        lines.append("")
        lines.append("CLINICAL CASE SUMMARY")
        lines.append("")
        lines += wrapParagraphs(imrCase.summary, width: width)
        lines.append("")
        lines.append("DECISIONS (\(Wording.count(imrCase.items.count, "item")))")
        for (number, item) in imrCase.items.enumerated() {
            lines.append("")
            lines += TextWrap.wrap("\(number + 1). \(item.treatment): \(item.decision.title.uppercased())", width: width)
            if let category = item.category { lines += TextWrap.wrap("Category: \(category)", width: width, indent: "   ") }
            if let reading = treatmentReading(item) {
                lines += TextWrap.wrap("Read as: \(reading)", width: width, indent: "   ")
            }
            if let doubt = doubtReading(item) { lines += TextWrap.wrap("Not understood: \(doubt)", width: width, indent: "   ") }
            if let original = item.originalRequest {
                lines += TextWrap.wrap("Original request: \(original)", width: width, indent: "   ")
            }
            if let authorized = item.authorizedPortion {
                lines += TextWrap.wrap("Authorized by the claims administrator: \(authorized)", width: width, indent: "   ")
                lines += TextWrap.wrap("Disputed in IMR: \(item.treatment)", width: width, indent: "   ")
            }
            for list in guidelineLists(imrCase, item) { lines += citationBlock(list.title, list.citations) }
            lines += reasonBlock(item)
            lines.append("   Decision rationale:")
            lines += wrapParagraphs(item.rationale, width: width, indent: "   ")
        }
        if let text = imrCase.letterText {
            lines += ["", "The letter as written (read only in part)".uppercased(), ""]
            lines += wrapParagraphs(text, width: width)
        }
        return escape(lines.joined(separator: "\n") + "\n")
    }

    static func reasonBlock(_ item: Item) -> [String] {
        guard !item.reasons.isEmpty else { return TextWrap.wrap("Reasons: \(noReasonReading)", width: width, indent: "   ") }
        var lines = ["   Reasons:"]
        for reason in item.reasons {
            lines += TextWrap.wrap("- \(reason.id): \"\(reason.sentence)\"", width: width, indent: "     ")
        }
        return lines
    }

    static func tagRows(_ annotations: CaseAnnotations) -> [(String, String)] {
        annotations.tags.isEmpty ? [] : [("Tags", annotations.tags.joined(separator: ", "))]
    }

    static func citationBlock(_ title: String, _ citations: [Citation]) -> [String] {
        var lines = ["   \(title):"]
        if citations.isEmpty { lines.append("     (none cited)") }
        for citation in citations {
            lines += TextWrap.wrap("- " + citationLine(citation), width: width, indent: "     ")
        }
        return lines
    }

    /// `TextWrap.wrapParagraphs` over the paragraphs as they were cut.
    static func wrapParagraphs(_ text: String, width: Int, indent: String = "") -> [String] {
        var lines: [String] = []
        for paragraph in paragraphs(text) {
            let wrapped = TextWrap.wrap(String(paragraph.drop { $0 == "\n" }), width: width, indent: indent)
            if wrapped.isEmpty { continue }
            if !lines.isEmpty { lines.append("") }
            lines += wrapped
        }
        return lines
    }

    // MARK: Markdown

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
            if let reading = treatmentReading(disputed) { lines.append("- **Read as:** \(markdownEscaped(reading))") }
            if let doubt = doubtReading(disputed) { lines.append("- **Not understood:** \(markdownEscaped(doubt))") }
            if let original = disputed.originalRequest { lines.append("- **Original request:** \(markdownEscaped(original))") }
            if let authorized = disputed.authorizedPortion {
                lines.append("- **Authorized by the claims administrator:** \(markdownEscaped(authorized))")
                lines.append("- **Disputed in IMR:** \(markdownEscaped(disputed.treatment))")
            }
            for list in guidelineLists(imrCase, disputed) {
                lines.append("- **\(list.title):**" + (list.citations.isEmpty ? " none cited" : ""))
                lines += list.citations.map { "  - " + markdownEscaped(citationLine($0)) }
            }
            if disputed.reasons.isEmpty {
                lines.append("- **Reasons:** \(noReasonReading)")
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
            lines += ["\(section) The letter as written (read only in part)", ""]
            lines += markdownParagraphs(text)
        }
        return escape(lines.joined(separator: "\n"))
    }

    static func markdownAnchor(_ heading: String) -> String {
        var anchor = ""
        for character in heading.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                anchor.append(character)
            } else if character == " " {
                anchor.append("-")
            }
        }
        return anchor
    }

    static func markdownParagraphs(_ text: String) -> [String] {
        paragraphs(text).flatMap { [markdownEscaped($0), ""] }
    }

    static func markdownEscaped<S: StringProtocol>(_ text: S) -> String {
        var out: [UInt8] = []
        for byte in text.utf8 {
            if "\\`*_[]<>#|".utf8.contains(byte) { out.append(0x5C) }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: CSV

    static func csvRows(_ imrCase: IMRCase, annotations notes: CaseAnnotations) -> [[String]] {
        let user = [notes.tags.joined(separator: "; "), notes.note ?? ""]
        let turnaround = [imrCase.turnaroundDays.map(String.init) ?? ""]
        let common = [
            imrCase.id, imrCase.caseNumber ?? "", imrCase.file, imrCase.dates.decision?.iso ?? "",
            imrCase.outcome.rawValue, imrCase.reviewer.specialties.joined(separator: "; "),
            imrCase.reviewer.licensure.joined(separator: "; "),
            imrCase.patient.age.map(String.init) ?? "", imrCase.patient.sex?.rawValue ?? "",
            imrCase.patient.dateOfInjury?.iso ?? "",
        ]
        let matched = imrCase.matchedItems.map(Set.init)
        var rows: [[String]] = []
        for (number, item) in imrCase.items.enumerated() {
            rows.append(common + [
                String(number + 1), item.treatment, item.treatmentKey ?? "", item.treatmentKind?.rawValue ?? "",
                item.bodyRegions.first ?? "", item.category ?? "", item.decision.rawValue,
                item.maximusGuideline.map(citationLine).joined(separator: "; "), item.rationale,
                item.bodyRegions.joined(separator: "; "), matched.map { $0.contains(number) ? "yes" : "no" } ?? "",
                item.reasons.map(\.id).joined(separator: "; "), item.originalRequest ?? "", item.authorizedPortion ?? "",
            ] + turnaround + user)
        }
        return rows.isEmpty
            ? [common + Array(repeating: "", count: CaseCSV.header.count - common.count - turnaround.count - user.count) + turnaround + user]
            : rows
    }

    public static func csvLines(_ rows: [[String]], cells: CSVTable.Cells = .spreadsheetSafe) -> String {
        var bytes: [UInt8] = []
        for row in rows {
            for (position, field) in row.enumerated() {
                if position > 0 { bytes.append(0x2C) }
                var safe = escape(field)
                if cells == .spreadsheetSafe, let first = safe.utf8.first, [0x3D, 0x2B, 0x2D, 0x40, 0x09, 0x0D].contains(first),
                   !isPlainNumber(safe) {
                    safe = "'" + safe
                }
                let utf8 = Array(safe.utf8)
                if utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) {
                    bytes.append(0x22)
                    for byte in utf8 {
                        bytes.append(byte)
                        if byte == 0x22 { bytes.append(0x22) }
                    }
                    bytes.append(0x22)
                } else {
                    bytes += utf8
                }
            }
            bytes += [0x0D, 0x0A]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func isPlainNumber(_ cell: String) -> Bool {
        let digits = cell.utf8.dropFirst(cell.utf8.first == 0x2D || cell.utf8.first == 0x2B ? 1 : 0)
        let parts = digits.split(separator: 0x2E, maxSplits: 1, omittingEmptySubsequences: false)
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { (0x30...0x39).contains($0) } }
    }

    // MARK: The escaping and the paragraphs, as they were

    /// `ControlEscape.escape(text, keepingNewlines: true, keepingTabs: true)` as it was written.
    public static func escape(_ text: String) -> String {
        var escaped: [UInt8] = []
        let utf8 = Array(text.utf8)
        var position = 0
        while position < utf8.count {
            let byte = utf8[position]
            if byte < 0x80 {
                position += 1
                if (0x20..<0x7F).contains(byte) || byte == 0x0A || byte == 0x09 {
                    escaped.append(byte)
                } else if byte == 0x0D && position < utf8.count && utf8[position] == 0x0A {
                    continue
                } else {
                    escaped.append(0x5E)
                    escaped.append(byte == 0x7F ? 0x3F : byte + 0x40)
                }
                continue
            }
            let (scalar, length) = utf8.withUnsafeBufferPointer { UTF8Scalar.decode($0, at: position) }
            if let replacement = ControlEscape.replacement(for: scalar) {
                escaped.append(contentsOf: replacement.utf8)
            } else {
                escaped.append(contentsOf: utf8[position..<position + length])
            }
            position += length
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// `Paragraphs.of` as it was written.
    static func paragraphs(_ text: String) -> [Substring] {
        var cuts: [(start: Int, end: Int)] = []
        let utf8 = Array(text.utf8)
        var start = 0, position = 0
        while position + 1 < utf8.count {
            if utf8[position] == 0x0A && utf8[position + 1] == 0x0A && (position == 0 || utf8[position - 1] != 0x0D) {
                if position > start { cuts.append((start, position)) }
                position += 2
                start = position
            } else {
                position += 1
            }
        }
        if utf8.count > start { cuts.append((start, utf8.count)) }
        let view = text.utf8
        return cuts.map { cut in
            text[view.index(view.startIndex, offsetBy: cut.start)..<view.index(view.startIndex, offsetBy: cut.end)]
        }
    }
}
#endif
