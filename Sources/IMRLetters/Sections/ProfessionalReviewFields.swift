import IMRText

/// The labelled fields of the "MEDICAL PROFESSIONAL REVIEW" layout (letters.md): each starts at a line
/// that opens with its capitalised label and a colon, its text running on after the colon and over the
/// following lines up to the next label. No decision heading is known for this layout, so the parser
/// takes only what needs none: the case summary and the reviewer's qualifications.
enum ProfessionalReviewFields {
    enum Field: CaseIterable {
        case issue, summary, documents, guidelines, rationale, qualifications
    }

    /// Enough of each label to know it; long labels may wrap before their colon.
    static func label(of field: Field) -> StaticString {
        switch field {
        case .issue: return "ISSUE AT DISPUTE"
        case .summary: return "CASE SUMMARY"
        case .documents: return "DOCUMENTS REVIEWED FOR DETERMINATION"
        case .guidelines: return "MEDICAL TREATMENT GUIDELINE"
        case .rationale: return "RATIONALE FOR WHY THE REQUESTED"
        case .qualifications: return "MEDICAL REVIEWER QUALIFICATIONS"
        }
    }

    /// Each field found, as lines whose first line starts after the label's colon.
    static func fields(of lines: Lines) -> [Field: Lines] {
        let bytes = lines.bytes
        var starts: [(field: Field, line: Int)] = []
        for index in lines.indices {
            let line = lines[index]
            guard let first = lines.firstByte(line), ByteText.isUpper(first) else { continue }
            if let field = Field.allCases.first(where: { ByteText.hasPrefix(bytes, line.trimmedRange, ignoringCase: label(of: $0)) }),
               !starts.contains(where: { $0.field == field }) {
                starts.append((field, index))
            }
        }
        var found: [Field: Lines] = [:]
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1].line : lines.endIndex
            found[start.field] = body(lines, from: start.line, to: end)
        }
        return found
    }

    /// The field's text: after the first colon of the label's line, or of the next line when the label
    /// wraps before it ("... IS/WAS NOT MEDICALLY" / "NECESSARY: The ...").
    static func body(_ lines: Lines, from start: Int, to end: Int) -> Lines {
        let bytes = lines.bytes
        var table = Array(lines[start..<end])
        for offset in 0..<min(2, table.count) {
            var line = table[offset]
            guard let colon = bytes[line.trimmedRange].firstIndex(of: 0x3A) else { continue }
            // On the next line only a label's end counts, not a colon in the field's own prose.
            if offset > 0 && bytes[line.contentStart..<colon].contains(where: { $0 >= 0x61 && $0 <= 0x7A }) { break }
            var textStart = colon + 1
            while textStart < line.end && ByteText.isBlank(bytes[textStart]) { textStart += 1 }
            line.start = textStart
            line.contentStart = textStart
            table[offset] = line
            table.removeFirst(offset)
            return lines.replacingLines(table)
        }
        table.removeFirst()
        return lines.replacingLines(table)
    }
}
