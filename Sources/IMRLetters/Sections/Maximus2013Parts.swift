import IMRText

/// The parts of a letter in the first MAXIMUS layout (`LetterLayout.maximus2013`, docs/reading.md): the
/// title and its date, a numbered list of decisions, INDEPENDENT MEDICAL REVIEW DECISION AND RATIONALE
/// (the application's dates and the list again), "Medical Qualifications of the Expert Reviewer:",
/// "Case Summary:", then each item's own part ("1) Regarding the request for X:"). Found only for a letter
/// whose title or decisions heading named the layout.
public struct Maximus2013Parts: Sendable {
    /// From the letter's start to its first part: the title, "Dated:", the first list of decisions and a
    /// case number where the letter gives one.
    public var preamble: Range<Int>
    /// A "Case Number:" header inside the preamble.
    public var header: Range<Int>?
    /// After the decisions heading: the application's paragraph and the numbered decisions again.
    public var decisions: Range<Int>?
    /// From the qualifications' label (its text may run on after the colon).
    public var qualifications: Range<Int>?
    /// From the "Case Summary:" label (its text may run on after the colon).
    public var summary: Range<Int>?
    /// From the first item's own part to the letter's end.
    public var itemParts: Range<Int>?

    static let qualificationsLabel: StaticString = "medical qualifications of the expert reviewer"
    /// The summary's labels, as recalled: plain, or naming whose summary it is.
    static let summaryLabels: [StaticString] = ["case summary:", "expert reviewer case summary:"]

    static func find(in lines: Lines) -> Maximus2013Parts {
        let bytes = lines.bytes
        var heading: Int? = nil, qualifications: Int? = nil, summary: Int? = nil
        var numberedItem: Int? = nil, unnumberedItem: Int? = nil
        for index in lines.indices {
            let line = lines[index]
            guard let first = lines.firstByte(line), ByteText.isASCIILetter(first) || ByteText.isDigit(first) else { continue }
            let range = line.trimmedRange
            if heading == nil, SectionHeading.matches(lines, index, SectionHeading.maximus2013Decisions) {
                heading = index
            } else if qualifications == nil, ByteText.hasPrefix(bytes, range, ignoringCase: qualificationsLabel) {
                qualifications = index
            } else if summary == nil, summaryLabels.contains(where: { ByteText.hasPrefix(bytes, range, ignoringCase: $0) }) {
                summary = index
            } else if numberedItem == nil, qualifications != nil || summary != nil, Maximus2013ItemParts.opensPart(lines, index) {
                // The numbered decisions come before both labels: an item's own part only after them. A
                // numbered opening is the first part; an unnumbered one only where none is numbered (a
                // summary's own "Regarding the request for" is no part).
                if Maximus2013Decisions.number(lines, index) != nil { numberedItem = index }
                else if unnumberedItem == nil { unnumberedItem = index }
            }
        }
        let firstItem = numberedItem ?? unnumberedItem
        let end = lines.endIndex
        func next(after start: Int) -> Int {
            [heading, qualifications, summary, firstItem].compactMap { $0 }.filter { $0 > start }.min() ?? end
        }
        let firstPart = [heading, qualifications, summary, firstItem].compactMap { $0 }.min() ?? end
        var parts = Maximus2013Parts(preamble: lines.startIndex..<firstPart)
        // The header: from a "Case Number:" line under the title to the first blank line or decision.
        if let header = lines[lines.startIndex..<firstPart].firstIndex(where: { SectionHeading.isHeaderStart($0, in: bytes) }) {
            let end = ((header + 1)..<firstPart).first { lines[$0].isBlank || Maximus2013Decisions.number(lines, $0) != nil }
            parts.header = header..<(end ?? firstPart)
        }
        parts.decisions = heading.map { ($0 + 1)..<next(after: $0) }
        parts.qualifications = qualifications.map { $0..<next(after: $0) }
        parts.summary = summary.map { $0..<next(after: $0) }
        parts.itemParts = firstItem.map { $0..<end }
        return parts
    }

    /// The narrative of "Case Summary:": without its label and the disclaimer that opens it ("Disclaimer:
    /// The following case summary was taken directly from the utilization review denial ..."), and
    /// without the quotation marks around it when it is one quotation.
    static func narrative(_ text: [UInt8]) -> [UInt8] {
        var string = Substring(ByteText.string(text[...]))
        func trimmed(_ text: Substring) -> Substring {
            text.drop(while: \.isWhitespace).droppingTrailing(while: \.isWhitespace)
        }
        string = trimmed(string)
        if let label = summaryLabels.first(where: { string.hasPrefixIgnoringCase("\($0)") }) {
            string = trimmed(string.dropFirst("\(label)".count))
        }
        if string.hasPrefixIgnoringCase("disclaimer") {
            // The disclaimer is one sentence; its end is the first period that ends a sentence.
            var end = string.endIndex
            var at = string.startIndex
            while let period = string[at...].firstIndex(of: ".") {
                let after = string.index(after: period)
                if after == string.endIndex || string[after].isWhitespace || string[after] == "\u{201C}" || string[after] == "\"" {
                    end = after
                    break
                }
                at = after
            }
            string = trimmed(string[end...])
        }
        let opening: Set<Character> = ["\"", "\u{201C}"], closing: Set<Character> = ["\"", "\u{201D}"]
        if let first = string.first, let last = string.last, string.count > 1, opening.contains(first), closing.contains(last) {
            string = trimmed(string[string.index(after: string.startIndex)..<string.index(before: string.endIndex)])
        }
        return Array(string.utf8)
    }
}
