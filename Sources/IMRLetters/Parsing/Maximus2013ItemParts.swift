import IMRModel
import IMRText

/// Each item's own part in a first MAXIMUS letter (`LetterLayout.maximus2013`), after the summary:
/// "1) Regarding the request for X:", then "Section of the Medical Treatment Utilization Schedule (MTUS)
/// used by the Claims Administrator:", "... used by the Expert Reviewer:" and "Rationale for the
/// Decision:". No public sample shows these parts (docs/reading.md): they are read leniently (any case,
/// labels wrapped before their colon, the number missing), and an item whose part is not found is said
/// to be so, never guessed.
enum Maximus2013ItemParts {
    enum Field { case claimsAdministrator, expertReviewer, rationale }

    struct Part {
        var number: Int?
        var treatment: String?
        var fields: [Field: Lines] = [:]
    }

    static let opening: StaticString = "regarding the request for"
    static let guidelineLabel: StaticString = "section of the medical treatment utilization schedule"
    static let rationaleLabel: StaticString = "rationale for the decision"
    /// How many lines a label may wrap over before its colon, and an opening before its first label.
    static let labelReach = 3

    /// The line opens an item's part: "N) Regarding the request for", with or without its number.
    static func opensPart(_ lines: Lines, _ index: Int) -> Bool {
        let bytes = lines.bytes
        var range = lines[index].trimmedRange
        if Maximus2013Decisions.number(lines, index) != nil, let close = ByteText.firstIndex(of: 0x29, in: bytes, range) {
            range = ByteText.trimmingBlanks(bytes, (close + 1)..<range.upperBound) ?? range.upperBound..<range.upperBound
        }
        return ByteText.hasPrefix(bytes, range, ignoringCase: opening)
    }

    static func field(_ lines: Lines, _ index: Int) -> Field? {
        let bytes = lines.bytes, range = lines[index].trimmedRange
        if ByteText.hasPrefix(bytes, range, ignoringCase: rationaleLabel) { return .rationale }
        guard ByteText.hasPrefix(bytes, range, ignoringCase: guidelineLabel) else { return nil }
        // Whose section: the label may wrap ("... used by the Expert" / "Reviewer:").
        let label = Reflow.joined(lines[index..<min(index + labelReach, lines.endIndex)])
        let head = label.prefix(while: { $0 != ":" })
        if head.containsIgnoringCase("claims administrator") { return .claimsAdministrator }
        if head.containsIgnoringCase("expert reviewer") { return .expertReviewer }
        return nil
    }

    /// The parts in `lines`, each from its opening to the next.
    static func parts(_ lines: Lines) -> [Part] {
        var openings = lines.indices.filter { !lines[$0].isBlank && opensPart(lines, $0) }
        // Where any part is numbered, an unnumbered opening is a rationale's own words.
        if openings.contains(where: { Maximus2013Decisions.number(lines, $0) != nil }) {
            openings = openings.filter { Maximus2013Decisions.number(lines, $0) != nil }
        }
        var parts: [Part] = []
        for (position, start) in openings.enumerated() {
            let end = position + 1 < openings.count ? openings[position + 1] : lines.endIndex
            var labels: [(field: Field, line: Int)] = []
            for index in (start + 1)..<end where !lines[index].isBlank {
                if let field = field(lines, index), !labels.contains(where: { $0.field == field }) { labels.append((field, index)) }
            }
            var part = Part(number: Maximus2013Decisions.number(lines, start))
            let openingEnd = min(labels.first?.line ?? end, start + labelReach)
            part.treatment = treatment(ofOpening: Reflow.joined(lines[start..<openingEnd]))
            for (index, label) in labels.enumerated() {
                let fieldEnd = index + 1 < labels.count ? labels[index + 1].line : end
                part.fields[label.field] = lines[label.line..<fieldEnd]
            }
            parts.append(part)
        }
        return parts
    }

    /// "1) Regarding the request for an MRI of the left knee:" -> "an MRI of the left knee".
    static func treatment(ofOpening text: String) -> String? {
        guard let found = text.rangeIgnoringCase(of: String(describing: opening)) else { return nil }
        var rest = text[found.upperBound...]
        if let colon = rest.lastIndex(of: ":") { rest = rest[..<colon] }
        let treatment = rest.trimmingSpaces
        return treatment.isEmpty ? nil : String(treatment)
    }

    /// A field's text after its label's colon (the label may wrap before it), paragraphs kept.
    static func text(_ field: Lines, paragraphs: Bool) -> String {
        let text = paragraphs ? Reflow.joinedParagraphs(field) : Reflow.joined(field)
        guard let colon = text.prefix(160).firstIndex(of: ":") else { return "" }
        return String(text[text.index(after: colon)...].drop(while: \.isWhitespace).droppingTrailing(while: \.isWhitespace))
    }
}
