/// Reads the disputed items: each a heading ending in its decision, then the guideline lines and the rationale.
enum ItemsParser {
    enum Field { case claimsAdministrator, maximus, rationale }

    static let fieldLabels: [(Field, String)] = [
        (.claimsAdministrator, "claims administrator guideline:"),
        (.claimsAdministrator, "claims administrator guidelines:"),
        (.maximus, "maximus guideline:"),
        (.maximus, "maximus guidelines:"),
        (.rationale, "decision rationale:"),
    ]
    /// The sentence that opens the decisions section ("The Final Determination was based on decisions for
    /// the disputed items/services set forth below:", and rewordings of it): never part of a heading.
    static let boilerplate = ["the final determination was based on decisions for the disputed", "the final determination "]

    struct Result {
        var items: [Item] = []
        var warnings: [String] = []
    }

    static func parse(_ lines: ArraySlice<TextLine>) -> Result {
        var result = Result()
        let headings = findHeadings(lines)
        for (position, heading) in headings.enumerated() {
            let bodyEnd = position + 1 < headings.count ? headings[position + 1].lines.lowerBound : lines.endIndex
            let body = lines[heading.lines.upperBound..<bodyEnd]
            var item = Item(treatment: heading.treatment, decision: heading.decision)
            item.originalRequest = heading.originalRequest
            item.authorizedPortion = heading.authorized
            let fields = splitFields(body)
            item.claimsAdministratorGuideline = CitationParser.citations(from: fields[.claimsAdministrator] ?? "")
            item.maximusGuideline = CitationParser.citations(from: fields[.maximus] ?? "")
            item.rationale = fields[.rationale].map { $0 } ?? ""
            item.category = TreatmentCategories.category(of: item.treatment)
            let number = position + 1
            if fields[.rationale] == nil {
                result.warnings.append("Item \(number) (\(short(item.treatment))): no decision rationale could be read.")
            }
            if fields[.maximus] == nil {
                result.warnings.append("Item \(number) (\(short(item.treatment))): no MAXIMUS guideline line could be read.")
            }
            result.items.append(item)
        }
        return result
    }

    static func short(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(37)) + "..."
    }

    // MARK: Headings

    struct Heading {
        var lines: Range<Int>
        var treatment: String
        var decision: Decision
        var originalRequest: String?
        var authorized: String?
    }

    static func fieldLabel(_ line: TextLine) -> (Field, Int)? {
        let text = line.trimmed
        for (field, label) in fieldLabels where text.hasPrefixIgnoringCase(label) { return (field, label.count) }
        return nil
    }

    static func isBoilerplate(_ line: TextLine) -> Bool {
        boilerplate.contains { line.trimmed.hasPrefixIgnoringCase($0) }
    }

    /// A decision heading ends with its decision and is followed by a field label (or the end).
    static func findHeadings(_ lines: ArraySlice<TextLine>) -> [Heading] {
        var headings: [Heading] = []
        var floor = lines.startIndex
        for index in lines.indices {
            guard let decision = endingDecision(lines[index].trimmed) else { continue }
            guard let next = lines[(index + 1)...].firstIndex(where: { !$0.isBlank }) else {
                // The last line may be a heading whose fields are missing.
                if let heading = heading(lines, decisionLine: index, decision: decision, floor: floor) {
                    headings.append(heading)
                }
                break
            }
            guard fieldLabel(lines[next]) != nil else { continue }
            if let heading = heading(lines, decisionLine: index, decision: decision, floor: floor) {
                headings.append(heading)
                floor = index + 1
            }
        }
        return headings
    }

    /// "Upheld"/"Overturned" at the end of a line (after a colon, or alone).
    static func endingDecision(_ text: Substring) -> Decision? {
        var trimmed = text
        trimmed = trimmed.droppingTrailing { $0 == "." || $0 == " " }
        for decision in Decision.allCases where trimmed.hasSuffixIgnoringCase(decision.title) {
            let before = trimmed.dropLast(decision.title.count)
            if before.isEmpty || before.last == ":" || before.hasSuffix(": ") || before.hasSuffix(":  ") { return decision }
            if before.last == " " && before.trimmingSpaces.last == ":" { return decision }
        }
        return nil
    }

    /// Walks back from the decision line to the heading's first line: up to a blank line, a field label,
    /// the section's boilerplate, or the end of the previous rationale (a line that ends a sentence).
    static func heading(_ lines: ArraySlice<TextLine>, decisionLine: Int, decision: Decision, floor: Int) -> Heading? {
        var start = decisionLine
        var gathered = String(lines[decisionLine].trimmed)
        while start > floor {
            let previous = lines[start - 1]
            // A modified request's heading starts with "X was the original request": until that is
            // reached the heading goes on, across a page break too.
            let inModifiedFormula = (gathered.containsIgnoringCase("original request")
                || gathered.containsIgnoringCase("authorized"))
                && !gathered.containsIgnoringCase("was the original request")
            if fieldLabel(previous) != nil || isBoilerplate(previous) { break }
            // The end of a wrapped boilerplate sentence ("... set forth" / "below:").
            if previous.trimmed.hasSuffix(":"),
               let before = lines[floor..<(start - 1)].lastIndex(where: { !$0.isBlank }),
               isBoilerplate(lines[before]), !lines[before].trimmed.hasSuffix(":") { break }
            if previous.isBlank {
                // Blank lines at a page break are page furniture: a heading may run on across them.
                if lines[start].startsPage {
                    var before = start - 1
                    while before > floor, lines[before].isBlank { before -= 1 }
                    guard before >= floor, !lines[before].isBlank, !endsSentence(lines[before].trimmed) || inModifiedFormula,
                          fieldLabel(lines[before]) == nil, !isBoilerplate(lines[before]) else { break }
                    start = before + 1
                    continue
                }
                guard inModifiedFormula, start - 1 > floor, !lines[start - 2].isBlank else { break }
                start -= 1
                continue
            }
            if !inModifiedFormula && endsSentence(previous.trimmed) { break }
            if decisionLine - start >= 8 { break }
            start -= 1
            // Joined with a space: the formula's words may wrap ("was the original" / "request.").
            gathered = String(previous.trimmed) + " " + gathered
        }
        let text = Reflow.joined(lines[start...decisionLine])
        guard let colon = lastColonBeforeDecision(text) else { return nil }
        var treatment = text[text.startIndex..<colon].trimmingSpaces
        if treatment.hasSuffixIgnoringCase(" is") { treatment = treatment.dropLast(3).trimmingSpaces }
        var heading = Heading(lines: start..<(decisionLine + 1), treatment: String(treatment), decision: decision)
        readModifiedRequest(&heading)
        if heading.treatment.isEmpty { return nil }
        return heading
    }

    static func lastColonBeforeDecision(_ text: String) -> String.Index? {
        var index = text.endIndex
        while index > text.startIndex {
            index = text.index(before: index)
            if text[index] == ":" { return index }
        }
        return nil
    }

    static func endsSentence(_ text: Substring) -> Bool {
        var trimmed = text
        trimmed = trimmed.droppingTrailing { $0 == "\"" || $0 == "”" || $0 == "'" || $0 == ")" }
        guard let last = trimmed.last else { return true }
        return last == "." || last == "!" || last == "?"
    }

    /// "X was the original request. Y was authorized by the Claims Administrator. The remaining IMR
    /// eligible portion of the original request, Z" or "X was the original request. The Claims
    /// Administrator authorized Y, leaving the original request IMR eligible. The original request, Z".
    static func readModifiedRequest(_ heading: inout Heading) {
        let text = heading.treatment
        guard let original = text.rangeIgnoringCase(of: " was the original request") else { return }
        heading.originalRequest = String(text[text.startIndex..<original.lowerBound].trimmingSpaces)
        let after = text[original.upperBound...].drop { $0 == "." || $0 == " " }
        if let authorizedBy = after.rangeIgnoringCase(of: " was authorized by the claims administrator") {
            heading.authorized = String(after[after.startIndex..<authorizedBy.lowerBound].trimmingSpaces)
        } else if let authorized = after.rangeIgnoringCase(of: "claims administrator authorized ") {
            let rest = after[authorized.upperBound...]
            let end = rest.rangeIgnoringCase(of: ", leaving")?.lowerBound ?? rest.firstIndex(of: ".") ?? rest.endIndex
            heading.authorized = String(rest[rest.startIndex..<end].trimmingSpaces)
        }
        for marker in ["portion of the original request,", "the original request,"] {
            if let range = text.rangeIgnoringCase(of: marker) {
                var remaining = text[range.upperBound...].trimmingSpaces
                remaining = remaining.droppingTrailing { $0 == "," }
                heading.treatment = String(remaining)
                return
            }
        }
    }

    // MARK: Fields

    /// The body's fields by label; a field runs until the next label. Rationales keep their paragraphs.
    static func splitFields(_ body: ArraySlice<TextLine>) -> [Field: String] {
        var fields: [Field: String] = [:]
        var current: (field: Field, start: Int, firstLine: Substring)? = nil
        func close(at end: Int) {
            guard let open = current else { return }
            var lines = Array(body[(open.start + 1)..<end])
            lines.insert(TextLine(text: open.firstLine, startsPage: false), at: 0)
            let text: String
            if open.field == .rationale {
                text = Reflow.paragraphs(lines[...]).joined(separator: "\n\n")
            } else {
                text = Reflow.joined(lines[...])
            }
            fields[open.field] = (fields[open.field].map { $0 + " " } ?? "") + text
        }
        for index in body.indices {
            guard let (field, length) = fieldLabel(body[index]) else { continue }
            close(at: index)
            current = (field, index, body[index].trimmed.dropFirst(length))
        }
        close(at: body.endIndex)
        return fields
    }
}
