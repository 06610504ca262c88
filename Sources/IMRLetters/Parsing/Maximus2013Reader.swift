import IMRModel
import IMRText

/// What a first MAXIMUS letter (`LetterLayout.maximus2013`) gives beyond the parts every layout has: its
/// items, from the numbered decisions and each item's own part; its dates, from "Dated:" and the
/// application's paragraph; its case number, where the letter gives one.
enum Maximus2013Reader {
    struct Result {
        var items: [Item] = []
        var warnings: [String] = []
        var readInPart = false
    }

    static func items(_ parts: Maximus2013Parts, _ lines: Lines, memo: ParseMemo) -> Result {
        var result = Result()
        // The list under the decisions heading, else the one under the title: both say the same.
        var entries = parts.decisions.map { Maximus2013Decisions.entries(lines[$0]) } ?? []
        if !entries.contains(where: { $0.read != nil }) { entries = Maximus2013Decisions.entries(lines[parts.preamble]) }
        guard !entries.isEmpty else {
            result.readInPart = true
            result.warnings.append("The numbered decisions (\"has determined the request for ...\") could not be found.")
            return result
        }
        let itemParts = parts.itemParts.map { Maximus2013ItemParts.parts(lines[$0]) } ?? []
        // A part without a number is placed by its position, and only when every part lacks one and
        // there are as many parts as decisions.
        let byPosition = itemParts.count == entries.count && itemParts.allSatisfy { $0.number == nil }
        for (position, entry) in entries.enumerated() {
            guard let read = entry.read else {
                result.readInPart = true
                result.warnings.append("Decision \(entry.number) states no decision this reader knows: \"\(ItemsParser.short(entry.text))\".")
                continue
            }
            var item = Item(treatment: read.treatment, decision: read.decision)
            let part = byPosition ? itemParts[position] : itemParts.first { $0.number == entry.number }
            if let fields = part?.fields {
                let claims = fields[.claimsAdministrator].map { Maximus2013ItemParts.text($0, paragraphs: false) }
                let expert = fields[.expertReviewer].map { Maximus2013ItemParts.text($0, paragraphs: false) }
                item.claimsAdministratorGuideline = claims.flatMap(Maximus2013Guideline.citationText)
                    .map { CitationParser.citations(from: $0, memo: memo) } ?? []
                item.maximusGuideline = expert.flatMap(Maximus2013Guideline.citationText)
                    .map { CitationParser.citations(from: $0, memo: memo) } ?? []
                item.rationale = fields[.rationale].map { Maximus2013ItemParts.text($0, paragraphs: true) } ?? ""
                if expert == nil {
                    result.warnings.append("Item \(entry.number) (\(ItemsParser.short(item.treatment))): no guideline used by the expert reviewer could be read.")
                }
            }
            if item.rationale.isEmpty {
                result.readInPart = true
                result.warnings.append(part == nil
                    ? "Item \(entry.number) (\(ItemsParser.short(item.treatment))): its part (\"\(entry.number)) Regarding the request for ...\") could not be found, so its rationale is not read."
                    : "Item \(entry.number) (\(ItemsParser.short(item.treatment))): no rationale for the decision could be read.")
            }
            ItemsParser.classify(&item, memo: memo)
            result.items.append(item)
        }
        return result
    }

    // MARK: Dates and case number

    /// The letter's date ("Dated: 9/26/2013") and the application's paragraph: "filed on" the date the
    /// application was received, the "Utilization Review Denial dated" one, and the date the Notice of
    /// Assignment was provided. Only dates the header left unread are set.
    static func dates(_ parts: Maximus2013Parts, _ lines: Lines, into dates: inout CaseDates) {
        let preamble = Reflow.joined(lines[parts.preamble])
        if dates.decision == nil { dates.decision = date(after: "dated:", in: preamble) }
        let paragraph = parts.decisions.map { Reflow.joined(lines[$0]) } ?? preamble
        if dates.applicationReceived == nil { dates.applicationReceived = date(after: "filed on", in: paragraph) }
        if dates.urDenial == nil, let review = paragraph.rangeIgnoringCase(of: "utilization review") {
            dates.urDenial = date(after: "dated", in: paragraph[review.upperBound...])
        }
        if dates.assigned == nil, let notice = paragraph.rangeIgnoringCase(of: "notice of assignment") {
            dates.assigned = date(after: " on ", in: paragraph[notice.upperBound...])
        }
    }

    /// How many characters after its anchor a date must lie within.
    static let dateWindow = 40

    static func date(after anchor: String, in text: some StringProtocol) -> CalendarDate? {
        guard let found = text.rangeIgnoringCase(of: anchor) else { return nil }
        return DateParsing.firstDate(in: text[found.upperBound...].prefix(dateWindow))
    }

    /// The first "CM13-0012345" in the preamble, where the letter gives one.
    static func caseNumber(_ parts: Maximus2013Parts, _ lines: Lines) -> String? {
        let bytes = Array(Reflow.joined(lines[parts.preamble]).utf8)
        guard bytes.count >= 12 else { return nil }
        for start in 0...(bytes.count - 12) where bytes[start] == 0x43 && bytes[start + 1] == 0x4D {
            let digits = [2, 3, 5, 6, 7, 8, 9, 10, 11]
            guard digits.allSatisfy({ ByteText.isDigit(bytes[start + $0]) }), bytes[start + 4] == 0x2D else { continue }
            if start > 0, ByteText.isASCIILetter(bytes[start - 1]) || ByteText.isDigit(bytes[start - 1]) { continue }
            if start + 12 < bytes.count, ByteText.isDigit(bytes[start + 12]) { continue }
            return ByteText.string(bytes[start..<(start + 12)])
        }
        return nil
    }
}
