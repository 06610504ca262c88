/// The sections a letter is made of, as line ranges of the letter's lines.
public struct LetterSections: Sendable {
    public var header: Range<Int>?
    public var credentials: Range<Int>?
    public var summary: Range<Int>?
    public var items: Range<Int>?
    /// A "MEDICAL PROFESSIONAL REVIEW" or other layout this parser knows only by name.
    public var unplacedLayout: String?
}

/// The headings that open each part of a letter. One place to add a new wording.
enum SectionHeading {
    static let determination = ["HOW THE IMR FINAL DETERMINATION WAS MADE"]
    static let summary = ["CLINICAL CASE SUMMARY"]
    static let items = [
        "IMR ISSUES, DECISIONS AND RATIONALES", "IMR ISSUES, DECISIONS, AND RATIONALES",
        "IMR DECISION(S) AND RATIONALE(S)", "IMR ISSUE(S), DECISION(S) AND RATIONALE(S)",
        "IMR DECISIONS AND RATIONALES",
    ]
    /// Ends the summary in the MAXIMUS layout that lists the records reviewed.
    static let documentsReviewed = ["DOCUMENTS REVIEWED"]
    static let otherLayouts = ["MEDICAL PROFESSIONAL REVIEW"]
    static let headerStart = "case number:"

    static func matches(_ line: TextLine, _ headings: [String]) -> Bool {
        let text = line.trimmed
        guard text.utf8.count <= 64, let first = text.utf8.first, first >= 0x41, first <= 0x5A else { return false }
        let upper = text.uppercased()
        return headings.contains { upper == $0 || (upper.hasPrefix($0) && upper.count <= $0.count + 2) }
    }

    static func isHeaderStart(_ line: TextLine) -> Bool {
        line.trimmed.hasPrefixIgnoringCase(headerStart)
    }
}

/// Finds where each letter of a file starts and where its sections lie.
public enum LetterSplitter {
    /// Line ranges, one per letter. A letter starts at its header ("Case Number:") or, without one, at
    /// HOW THE IMR FINAL DETERMINATION WAS MADE (or another layout's title). Text before the first
    /// start belongs to the first letter. No start at all gives no letter.
    public static func letters(in lines: [TextLine]) -> [Range<Int>] {
        var starts: [Int] = []
        var headerOpen = false
        for (index, line) in lines.enumerated() {
            if SectionHeading.isHeaderStart(line) {
                if !headerOpen { starts.append(index) }
                headerOpen = true
            } else if SectionHeading.matches(line, SectionHeading.determination)
                        || SectionHeading.matches(line, SectionHeading.otherLayouts) {
                if !headerOpen { starts.append(index) }
                headerOpen = false
            }
        }
        guard !starts.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        for (position, start) in starts.enumerated() {
            let from = position == 0 ? 0 : start
            let to = position + 1 < starts.count ? starts[position + 1] : lines.count
            ranges.append(from..<to)
        }
        return ranges
    }

    public static func sections(of lines: ArraySlice<TextLine>) -> LetterSections {
        var sections = LetterSections()
        var determination: Int? = nil
        var summary: Int? = nil
        var items: Int? = nil
        var documents: Int? = nil
        for index in lines.indices {
            let line = lines[index]
            if determination == nil, SectionHeading.matches(line, SectionHeading.determination) {
                determination = index
            } else if summary == nil, SectionHeading.matches(line, SectionHeading.summary) {
                summary = index
            } else if items == nil, SectionHeading.matches(line, SectionHeading.items) {
                items = index
            } else if documents == nil, summary != nil, items == nil,
                      SectionHeading.matches(line, SectionHeading.documentsReviewed) {
                documents = index
            } else if sections.unplacedLayout == nil, SectionHeading.matches(line, SectionHeading.otherLayouts) {
                sections.unplacedLayout = String(line.trimmed)
            }
        }
        let end = lines.endIndex
        let firstSection = [determination, summary, items].compactMap { $0 }.min() ?? end
        if let headerLine = lines[lines.startIndex..<firstSection].firstIndex(where: SectionHeading.isHeaderStart) {
            sections.header = headerLine..<firstSection
        }
        if let determination {
            let next = [summary, items].compactMap { $0 }.filter { $0 > determination }.min() ?? end
            sections.credentials = (determination + 1)..<next
        }
        if let summary {
            let next = [documents, items].compactMap { $0 }.filter { $0 > summary }.min() ?? end
            sections.summary = (summary + 1)..<next
        }
        if let items {
            sections.items = (items + 1)..<end
        }
        return sections
    }
}
