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
    static let determination : [StaticString] = ["HOW THE IMR FINAL DETERMINATION WAS MADE"]
    static let summary : [StaticString] = ["CLINICAL CASE SUMMARY"]
    static let items : [StaticString] = [
        "IMR ISSUES, DECISIONS AND RATIONALES", "IMR ISSUES, DECISIONS, AND RATIONALES",
        "IMR DECISION(S) AND RATIONALE(S)", "IMR ISSUE(S), DECISION(S) AND RATIONALE(S)",
        "IMR DECISIONS AND RATIONALES",
    ]
    /// Ends the summary in the MAXIMUS layout that lists the records reviewed.
    static let documentsReviewed : [StaticString] = ["DOCUMENTS REVIEWED"]
    static let otherLayouts : [StaticString] = ["MEDICAL PROFESSIONAL REVIEW"]
    static let headerStart: StaticString = "case number:"

    /// The trimmed line is one of `headings` (any case), or starts with one and has at most two more
    /// characters (a stray mark or a footnote number).
    static func matches(_ line: TextLine, in bytes: [UInt8], _ headings: [StaticString]) -> Bool {
        let count = line.trimmedCount
        guard count <= 64, count > 0, ByteText.isUpper(bytes[line.contentStart]) else { return false }
        for heading in headings where count >= heading.utf8CodeUnitCount
            && ByteText.hasPrefix(bytes, line.trimmedRange, ignoringCase: heading) {
            let extra = bytes[(line.contentStart + heading.utf8CodeUnitCount)..<line.end].lazy.filter { $0 & 0xC0 != 0x80 }.count
            if extra <= 2 { return true }
        }
        return false
    }

    static func matches(_ lines: Lines, _ index: Int, _ headings: [StaticString]) -> Bool {
        matches(lines[index], in: lines.bytes, headings)
    }

    static func isHeaderStart(_ line: TextLine, in bytes: [UInt8]) -> Bool {
        ByteText.hasPrefix(bytes, line.trimmedRange, ignoringCase: headerStart)
    }
}

/// Finds where each letter of a file starts and where its sections lie.
public enum LetterSplitter {
    /// Line ranges, one per letter. A letter starts at its header ("Case Number:") or, without one, at
    /// HOW THE IMR FINAL DETERMINATION WAS MADE (or another layout's title). Text before the first
    /// start belongs to the first letter. No start at all gives no letter.
    public static func letters(in lines: Lines) -> [Range<Int>] {
        var starts: [Int] = []
        var headerOpen = false
        let bytes = lines.bytes
        for index in lines.indices {
            let line = lines[index]
            if SectionHeading.isHeaderStart(line, in: bytes) {
                if !headerOpen { starts.append(index) }
                headerOpen = true
            } else if SectionHeading.matches(line, in: bytes, SectionHeading.determination)
                        || SectionHeading.matches(line, in: bytes, SectionHeading.otherLayouts) {
                if !headerOpen { starts.append(index) }
                headerOpen = false
            }
        }
        guard !starts.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        for (position, start) in starts.enumerated() {
            let from = position == 0 ? lines.startIndex : start
            let to = position + 1 < starts.count ? starts[position + 1] : lines.endIndex
            ranges.append(from..<to)
        }
        return ranges
    }

    public static func sections(of lines: Lines) -> LetterSections {
        var sections = LetterSections()
        var determination: Int? = nil
        var summary: Int? = nil
        var items: Int? = nil
        var documents: Int? = nil
        for index in lines.indices {
            let line = lines[index]
            // Headings start with a capital letter and are short: most lines end here.
            guard line.trimmedCount <= 64, let first = lines.firstByte(line), ByteText.isUpper(first) else { continue }
            if determination == nil, SectionHeading.matches(lines, index, SectionHeading.determination) {
                determination = index
            } else if summary == nil, SectionHeading.matches(lines, index, SectionHeading.summary) {
                summary = index
            } else if items == nil, SectionHeading.matches(lines, index, SectionHeading.items) {
                items = index
            } else if documents == nil, summary != nil, items == nil,
                      SectionHeading.matches(lines, index, SectionHeading.documentsReviewed) {
                documents = index
            } else if sections.unplacedLayout == nil, SectionHeading.matches(lines, index, SectionHeading.otherLayouts) {
                sections.unplacedLayout = lines.string(line)
            }
        }
        let end = lines.endIndex
        let firstSection = [determination, summary, items].compactMap { $0 }.min() ?? end
        if let headerLine = lines[lines.startIndex..<firstSection].firstIndex(where: {
            SectionHeading.isHeaderStart($0, in: lines.bytes)
        }) {
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
