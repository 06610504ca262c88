import IMRModel
import IMRText
import IMRVocabulary

/// Reads the disputed items: each a heading ending in its decision, then the guideline lines and the rationale.
enum ItemsParser {
    enum Field { case claimsAdministrator, maximus, rationale }

    static let fieldLabels: [(Field, StaticString)] = [
        (.claimsAdministrator, "claims administrator guideline:"),
        (.claimsAdministrator, "claims administrator guidelines:"),
        (.maximus, "maximus guideline:"),
        (.maximus, "maximus guidelines:"),
        (.rationale, "decision rationale:"),
    ]
    /// The sentence that opens the decisions section ("The Final Determination was based on decisions for
    /// the disputed items/services set forth below:", and rewordings of it): never part of a heading.
    static let boilerplate: [StaticString] = [
        "the final determination was based on decisions for the disputed", "the final determination ",
    ]

    struct Result {
        var items: [Item] = []
        var warnings: [String] = []
    }

    static func parse(_ lines: Lines, memo: ParseMemo = ParseMemo()) -> Result {
        var result = Result()
        let headings = findHeadings(lines)
        result.items.reserveCapacity(headings.count)
        for (position, heading) in headings.enumerated() {
            let bodyEnd = position + 1 < headings.count ? headings[position + 1].lines.lowerBound : lines.endIndex
            let body = lines[heading.lines.upperBound..<bodyEnd]
            let fields = splitFields(body)
            // The item made where it is kept and filled in place: appended once filled, it was copied into
            // the array (a retain and a release of every string it holds; `consume` there is rejected by
            // Swift 6.3).
            result.items.append(Item(treatment: heading.treatment, decision: heading.decision))
            let last = result.items.count - 1
            fill(&result.items[last], heading, fields, memo: memo)
            let item = "Item \(position + 1) (\(short(heading.treatment)))"
            if fields.rationale == nil {
                result.warnings.append("\(item): no decision rationale could be read.")
            }
            if fields.maximus == nil {
                result.warnings.append("\(item): no MAXIMUS guideline line could be read.")
            }
            if let missed = heading.partlyRead {
                result.warnings.append("\(item): a partial certification read only in part (\(missed)).")
            }
        }
        return result
    }

    /// An item's parts from its heading and fields, its citations read in order (the claims
    /// administrator's, then MAXIMUS's), then its treatment classified.
    static func fill(_ item: inout Item, _ heading: Heading, _ fields: Fields, memo: ParseMemo) {
        item.originalRequest = heading.originalRequest
        item.authorizedPortion = heading.authorized
        item.claimsAdministratorGuideline = CitationParser.citations(in: fields.claimsAdministrator ?? [], memo: memo)
        item.maximusGuideline = CitationParser.citations(in: fields.maximus ?? [], memo: memo)
        item.rationale = fields.rationale ?? ""
        classify(&item, memo: memo)
    }

    /// The item's treatment key, kind, regions, doubt and category, from its treatment text. The
    /// category is the key's (one key, one category); a request with no key keeps the one its words give.
    static func classify(_ item: inout Item, memo: ParseMemo) {
        let found = memo.classification(of: item.treatment) { treatment in
            let normalized = TreatmentNormalizer.normalize(treatment)
            let category = normalized.flatMap { KeyCategory.category(ofKey: $0.key, kind: $0.kind) }
                ?? TreatmentCategories.category(of: treatment)
            return ParseMemo.Classification(category: category, normalized: normalized)
        }
        item.category = found.category
        if let normalized = found.normalized {
            item.treatmentKey = normalized.key
            item.treatmentKind = normalized.kind
            item.bodyRegions = normalized.regions
            item.treatmentDoubt = normalized.doubt
        }
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
        /// A heading that speaks of a partial certification imr could not read whole: what was missed.
        var partlyRead: String?
    }

    /// The labels' first eight bytes as one little-endian word: "claims a", "maximus ", "decision" (a test
    /// keeps them so). Literals, not worked out from the labels: a computed table is a lazy global, and
    /// its check cost more than the compare on every line.
    static let labelHeads: (claims: UInt64, maximus: UInt64, decision: UInt64) =
        (0x6120_736D_6961_6C63, 0x2073_756D_6978_616D, 0x6E6F_6973_6963_6564)

    static func fieldLabel(_ line: TextLine, _ bytes: [UInt8]) -> (Field, Int)? {
        // Most lines differ from every label in their first eight bytes: one word compared with each
        // label's, 0x20 set in every byte (which makes bytes that differ only in case equal, and so never
        // turns a label away). Every line of an item's body is asked, and trying the five labels one by
        // one was a tenth of splitting its fields.
        guard line.trimmedCount >= 8 else { return nil }
        let head = bytes.withUnsafeBufferPointer { SWAR.load($0, at: line.contentStart) } | SWAR.repeated(0x20)
        let heads = labelHeads
        guard head == heads.claims || head == heads.maximus || head == heads.decision else { return nil }
        for (field, label) in fieldLabels where ByteText.hasPrefix(bytes, line.trimmedRange, ignoringCase: label) {
            return (field, label.utf8CodeUnitCount)
        }
        return nil
    }

    static func isBoilerplate(_ line: TextLine, _ bytes: [UInt8]) -> Bool {
        boilerplate.contains { ByteText.hasPrefix(bytes, line.trimmedRange, ignoringCase: $0) }
    }

    /// A decision heading ends with its decision and is followed by a field label (or the end).
    static func findHeadings(_ lines: Lines) -> [Heading] {
        let bytes = lines.bytes
        var headings: [Heading] = []
        var floor = lines.startIndex
        for index in lines.indices {
            guard let decision = endingDecision(lines[index], bytes) else { continue }
            guard let next = lines[(index + 1)..<lines.endIndex].firstIndex(where: { !$0.isBlank }) else {
                // The last line may be a heading whose fields are missing.
                if let heading = heading(lines, decisionLine: index, decision: decision, floor: floor) {
                    headings.append(heading)
                }
                break
            }
            guard fieldLabel(lines[next], bytes) != nil else { continue }
            if let heading = heading(lines, decisionLine: index, decision: decision, floor: floor) {
                headings.append(heading)
                floor = index + 1
            }
        }
        return headings
    }

    /// `Decision.title` of each decision, as literals (a test keeps them equal).
    static let decisionTitles: [(Decision, StaticString)] = [(.upheld, "Upheld"), (.overturned, "Overturned")]

    /// "Upheld"/"Overturned" at the end of a line (after a colon, or alone).
    static func endingDecision(_ line: TextLine, _ bytes: [UInt8]) -> Decision? {
        var end = line.end
        while end > line.contentStart, bytes[end - 1] == 0x2E || bytes[end - 1] == 0x20 { end -= 1 }
        // Both decisions end in "d": most lines stop here.
        guard end > line.contentStart, asciiLower(bytes[end - 1]) == 0x64 else { return nil }
        for (decision, title) in decisionTitles where end - line.contentStart >= title.utf8CodeUnitCount
            && ByteText.hasPrefix(bytes, (end - title.utf8CodeUnitCount)..<end, ignoringCase: title) {
            var before = end - title.utf8CodeUnitCount
            if before == line.contentStart || bytes[before - 1] == 0x3A { return decision }
            guard bytes[before - 1] == 0x20 else { continue }
            while before > line.contentStart, ByteText.isBlank(bytes[before - 1]) { before -= 1 }
            if before > line.contentStart, bytes[before - 1] == 0x3A { return decision }
        }
        return nil
    }

    static let originalRequest: StaticString = "original request", authorized: StaticString = "authorized"
    static let wasTheOriginalRequest: StaticString = "was the original request"

    /// A modified request's heading starts with "X was the original request": until that is reached
    /// the heading goes on, across a page break too.
    static func inModifiedFormula(_ gathered: [UInt8]) -> Bool {
        let all = gathered.indices
        return (ByteText.firstIndex(of: originalRequest, in: gathered, all) != nil
                || ByteText.firstIndex(of: authorized, in: gathered, all) != nil)
            && ByteText.firstIndex(of: wasTheOriginalRequest, in: gathered, all) == nil
    }

    /// The lines that are not blank, trimmed, joined with a space: the formula's words may wrap ("was the
    /// original" / "request.").
    static func gathered(_ lines: Lines) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(Reflow.byteBound(lines))
        for line in lines where !line.isBlank {
            if !text.isEmpty { text.append(0x20) }
            text += lines.trimmed(line)
        }
        return text
    }

    /// Walks back from the decision line to the heading's first line: up to a blank line, a field label,
    /// the section's boilerplate, or the end of the previous rationale (a line that ends a sentence).
    static func heading(_ lines: Lines, decisionLine: Int, decision: Decision, floor: Int) -> Heading? {
        let bytes = lines.bytes
        var start = decisionLine
        // Asked only where it decides, and once per gathered text (the heading's lines so far): most
        // headings end at a label first. The text is joined when asked, not grown line by line.
        var formula: Bool? = nil
        func inFormula() -> Bool {
            if let formula { return formula }
            let found = inModifiedFormula(gathered(lines[start..<(decisionLine + 1)]))
            formula = found
            return found
        }
        while start > floor {
            let previous = lines[start - 1]
            if fieldLabel(previous, bytes) != nil || isBoilerplate(previous, bytes) { break }
            // The end of a wrapped boilerplate sentence ("... set forth" / "below:").
            if lines.lastByte(previous) == 0x3A,
               let before = lines[floor..<(start - 1)].lastIndex(where: { !$0.isBlank }),
               isBoilerplate(lines[before], bytes), lines.lastByte(lines[before]) != 0x3A { break }
            if previous.isBlank {
                // Blank lines at a page break are page furniture: a heading may run on across them.
                if lines[start].startsPage {
                    var before = start - 1
                    while before > floor, lines[before].isBlank { before -= 1 }
                    guard before >= floor, !lines[before].isBlank, !Reflow.endsSentence(lines[before], bytes) || inFormula(),
                          fieldLabel(lines[before], bytes) == nil, !isBoilerplate(lines[before], bytes) else { break }
                    start = before + 1
                    continue
                }
                guard inFormula(), start - 1 > floor, !lines[start - 2].isBlank else { break }
                start -= 1
                continue
            }
            if Reflow.endsSentence(previous, bytes) && !inFormula() { break }
            if decisionLine - start >= 8 { break }
            start -= 1
            // A line more to look for the formula in (the blank lines passed above add nothing to it).
            formula = nil
        }
        // By byte: a colon is never part of another character in UTF-8.
        let text = Reflow.joinedBytes(lines[start..<(decisionLine + 1)])
        guard let colon = text.lastIndex(of: 0x3A) else { return nil }
        var heading = Heading(lines: start..<(decisionLine + 1), treatment: treatment(text[..<colon]), decision: decision)
        readModifiedRequest(&heading)
        if heading.treatment.isEmpty { return nil }
        return heading
    }

    /// The text before a heading's last colon without its blanks and a final " is", as a string. By
    /// byte when it is ASCII (nearly always); otherwise as a string, where a blank with a combining mark
    /// after it is no blank.
    static func treatment(_ text: ArraySlice<UInt8>) -> String {
        guard text.reduce(0, |) < 0x80 else {
            var treatment = ByteText.string(text).trimmingSpaces
            if treatment.hasSuffixIgnoringCase(" is") { treatment = treatment.dropLast(3).trimmingSpaces }
            return String(treatment)
        }
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var start = range.lowerBound, end = range.upperBound
            while start < end, ByteText.isBlank(text[start]) { start += 1 }
            while end > start, ByteText.isBlank(text[end - 1]) { end -= 1 }
            return start..<end
        }
        var range = trimmed(text.indices)
        if range.count >= 3, text[range.upperBound - 3] == 0x20, asciiLower(text[range.upperBound - 2]) == 0x69,
           asciiLower(text[range.upperBound - 1]) == 0x73 {
            range = trimmed(range.lowerBound..<(range.upperBound - 3))
        }
        return ByteText.string(text[range])
    }

    /// "X was the original request. Y was authorized by the Claims Administrator. The remaining IMR
    /// eligible portion of the original request, Z" or "X was the original request. The Claims
    /// Administrator authorized Y, leaving the original request IMR eligible. The original request, Z".
    /// A heading that names an original request in other words is not taken apart, and says so
    /// (`partlyRead`), as does one whose authorized part or remaining request is not found.
    /// Who authorized part of a request, and the verbs a heading may say it with ("was certified by
    /// utilization review"), the letters' own first.
    static let authorizers = ["the claims administrator", "utilization review", "the utilization review", "the ur"]
    static let authorizing = ["authorized", "certified", "approved"]

    static func readModifiedRequest(_ heading: inout Heading) {
        let text = heading.treatment
        // Most headings name no original request: one search turns them away.
        guard text.containsIgnoringCase("original request") else { return }
        guard let original = text.rangeIgnoringCase(of: " was the original request") else {
            heading.partlyRead = "its original request is not worded as \"X was the original request\""
            return
        }
        heading.originalRequest = String(text[text.startIndex..<original.lowerBound].trimmingSpaces)
        let after = text[original.upperBound...].drop { $0 == "." || $0 == " " }
        for actor in authorizers where heading.authorized == nil {
            for verb in authorizing {
                if let passive = after.rangeIgnoringCase(of: " was \(verb) by \(actor)") {
                    heading.authorized = String(after[after.startIndex..<passive.lowerBound].trimmingSpaces)
                } else if let active = after.rangeIgnoringCase(of: "\(actor) \(verb) ") {
                    let rest = after[active.upperBound...]
                    let end = rest.rangeIgnoringCase(of: ", leaving")?.lowerBound ?? rest.firstIndex(of: ".") ?? rest.endIndex
                    heading.authorized = String(rest[rest.startIndex..<end].trimmingSpaces)
                }
                if heading.authorized != nil { break }
            }
        }
        if heading.authorized == nil { heading.partlyRead = "no part authorized by the claims administrator found" }
        for marker in ["portion of the original request,", "the original request,"] {
            if let range = text.rangeIgnoringCase(of: marker) {
                var remaining = text[range.upperBound...].trimmingSpaces
                remaining = remaining.droppingTrailing { $0 == "," }
                heading.treatment = String(remaining)
                return
            }
        }
        heading.partlyRead = "the remaining request IMR decided is not found"
    }

    // MARK: Fields

    /// An item's fields: the guideline lines as running text's bytes (the citation reader's input, no
    /// string made), the rationale with its paragraphs. Nil: the label never came.
    struct Fields {
        var claimsAdministrator: [UInt8]?
        var maximus: [UInt8]?
        var rationale: String?
    }

    /// The body's fields by label; a field runs until the next label, and a label that comes again adds
    /// to its field after a space. Rationales keep their paragraphs.
    static func splitFields(_ body: Lines) -> Fields {
        let bytes = body.bytes
        var fields = Fields()
        var current: (field: Field, start: Int, firstLine: TextLine)? = nil
        func close(at end: Int) {
            guard let open = current else { return }
            let rest = (open.start + 1)..<end
            switch open.field {
            case .rationale:
                // Room for all of them first: an array made of the first line grew again at once.
                var lines: [TextLine] = []
                lines.reserveCapacity(rest.count + 1)
                lines.append(open.firstLine)
                for index in rest { lines.append(body[index]) }
                let text = Reflow.joinedParagraphs(body.replacingLines(lines))
                fields.rationale = fields.rationale.map { $0 + " " + text } ?? text
            case .claimsAdministrator:
                joinField(open.firstLine, rest, of: body, to: &fields.claimsAdministrator)
            case .maximus:
                joinField(open.firstLine, rest, of: body, to: &fields.maximus)
            }
        }
        for index in body.indices {
            let line = body[index]
            guard let (field, length) = fieldLabel(line, bytes) else { continue }
            close(at: index)
            // The field's first line is what follows its label.
            var first = line
            first.contentStart += length
            while first.contentStart < first.end, ByteText.isBlank(bytes[first.contentStart]) { first.contentStart += 1 }
            first.startsPage = false
            current = (field, index, first)
        }
        close(at: body.endIndex)
        return fields
    }

    /// `Reflow.joined` of the field's lines (its first line, then `rest`), added to what the field holds.
    static func joinField(_ first: TextLine, _ rest: Range<Int>, of body: Lines, to field: inout [UInt8]?) {
        var text = ReflowWriter.bytes(capacity: first.trimmedCount + 2 + Reflow.byteBound(body[rest])) { writer in
            body.bytes.withUnsafeBufferPointer { buffer in
                if !first.isBlank { writer.appendLine(first.trimmedRange, of: buffer) }
                for index in rest where !body[index].isBlank { writer.appendLine(body[index].trimmedRange, of: buffer) }
            }
        }
        if let held = field { text = held + [0x20] + text }
        field = text
    }
}
