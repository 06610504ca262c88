import IMRModel
import IMRText

/// The sections a letter is made of, as line ranges of the letter's lines.
public struct LetterSections: Sendable {
    public var header: Range<Int>?
    public var credentials: Range<Int>?
    public var summary: Range<Int>?
    public var items: Range<Int>?
    /// A "MEDICAL PROFESSIONAL REVIEW" or other layout this parser knows only by name.
    public var unplacedLayout: String?
    /// Which layout the headings found say the letter is in; nil when none of them was found.
    public var layout: LetterLayout?
    /// The first MAXIMUS letters' own parts (`LetterLayout.maximus2013`), which the ranges above do not name.
    public var maximus2013: Maximus2013Parts?
}

/// The headings that open each part of a letter. One place to add a new wording.
enum SectionHeading {
    static let determination : [StaticString] = ["HOW THE IMR FINAL DETERMINATION WAS MADE"]
    static let summary : [StaticString] = ["CLINICAL CASE SUMMARY"]
    /// The wordings of the decisions heading, each with the MAXIMUS layout it belongs to.
    static let itemWordings: [(heading: StaticString, layout: LetterLayout)] = [
        ("IMR ISSUES, DECISIONS AND RATIONALES", .maximus), ("IMR ISSUES, DECISIONS, AND RATIONALES", .maximus),
        ("IMR DECISION(S) AND RATIONALE(S)", .maximusDocuments),
        ("IMR ISSUE(S), DECISION(S) AND RATIONALE(S)", .maximusDocuments),
        ("IMR DECISIONS AND RATIONALES", .maximus),
    ]
    static let items: [StaticString] = itemWordings.map(\.heading)
    /// Ends the summary in the later MAXIMUS layout, which lists the records reviewed.
    static let documentsReviewed : [StaticString] = ["DOCUMENTS REVIEWED"]
    /// Titles of layouts whose parts have no MAXIMUS heading, with the layout each names.
    static let otherLayoutTitles: [(heading: StaticString, layout: LetterLayout)] = [
        ("MEDICAL PROFESSIONAL REVIEW", .professionalReview),
    ]
    static let otherLayouts: [StaticString] = otherLayoutTitles.map(\.heading)
    /// The first MAXIMUS letters' title, which starts a letter, and their decisions heading: either names
    /// the layout `maximus2013` (its other parts are `Maximus2013Parts`'s to find).
    static let maximus2013Title: [StaticString] = ["NOTICE OF INDEPENDENT MEDICAL REVIEW DETERMINATION"]
    static let maximus2013Decisions: [StaticString] = ["INDEPENDENT MEDICAL REVIEW DECISION AND RATIONALE"]
    static let maximus2013Letterhead: StaticString = "maximus federal services"
    /// How far after its title a first letter's own case number may stand (it starts no letter there).
    static let maximus2013HeaderReach = 15
    static let headerStart: StaticString = "case number:"
    /// How headings start: for each capital A to Z, the letters (any case) that follow it at the start of
    /// some heading, one bit per letter. A line that starts otherwise is none of them: by its first byte
    /// alone, the summaries' and rationales' lines that start with I, H, C, D or M were tried against
    /// every heading.
    static let initials: [UInt32] = (determination + summary + items + documentsReviewed + otherLayouts
        + maximus2013Title + maximus2013Decisions).reduce(
        into: Array(repeating: 0, count: 26)) { initials, heading in
        let first = heading.utf8Start[0], second = asciiLower(heading.utf8Start[1])
        precondition(ByteText.isUpper(first) && second >= 0x61 && second <= 0x7A && ByteText.isASCIILetter(heading.utf8Start[2]),
                     "a heading starts with three letters")
        initials[Int(first - 0x41)] |= 1 << UInt32(second - 0x61)
    }

    /// The trimmed line starts as some heading does: a capital, then a letter that follows it in one.
    @inline(__always) static func mayStart(_ line: TextLine, in bytes: [UInt8], initials: [UInt32]) -> Bool {
        // Every heading's first word has three letters or more: "In summary", "He was" are no heading.
        guard line.trimmedCount >= 3, ByteText.isUpper(bytes[line.contentStart]),
              ByteText.isASCIILetter(bytes[line.contentStart + 2]) else { return false }
        let second = asciiLower(bytes[line.contentStart + 1]) &- 0x61
        return second < 26 && initials[Int(bytes[line.contentStart] - 0x41)] & 1 << UInt32(second) != 0
    }

    /// The trimmed line is one of `headings` (any case), or starts with one and has at most two more
    /// characters (a stray mark or a footnote number).
    static func matches(_ line: TextLine, in bytes: [UInt8], _ headings: [StaticString]) -> Bool {
        match(line, in: bytes, headings) != nil
    }

    /// The position in `headings` of the first one the line is.
    static func match(_ line: TextLine, in bytes: [UInt8], _ headings: [StaticString]) -> Int? {
        let count = line.trimmedCount
        guard count <= 64, count > 0, ByteText.isUpper(bytes[line.contentStart]) else { return nil }
        for (position, heading) in headings.enumerated() where count >= heading.utf8CodeUnitCount
            && ByteText.hasPrefix(bytes, line.trimmedRange, ignoringCase: heading) {
            let extra = bytes[(line.contentStart + heading.utf8CodeUnitCount)..<line.end].lazy.filter { $0 & 0xC0 != 0x80 }.count
            if extra <= 2 { return position }
        }
        return nil
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
    /// HOW THE IMR FINAL DETERMINATION WAS MADE (or another layout's title; a first letter's title, or its
    /// decisions heading where it has none). Text before the first
    /// start belongs to the first letter. No start at all gives no letter.
    public static func letters(in lines: Lines) -> [Range<Int>] {
        var starts: [Int] = []
        var headerOpen = false
        var notice: Int? = nil
        // A first letter is open from its title or decisions heading: its other heading starts none.
        var firstLetterOpen = false
        let bytes = lines.bytes
        let determination = SectionHeading.determination, otherLayouts = SectionHeading.otherLayouts
        let headerFirst = asciiLower(SectionHeading.headerStart.utf8Start[0])
        let initials = SectionHeading.initials
        for index in lines.indices {
            let line = lines[index]
            // Only a header's first line or a heading starts a letter: most lines end at their first bytes.
            guard let first = lines.firstByte(line) else { continue }
            if asciiLower(first) == headerFirst, SectionHeading.isHeaderStart(line, in: bytes) {
                // A first letter's case number just after its title is its own, and leaves no header
                // open (its layout has no heading to close one).
                if let notice, index - notice <= SectionHeading.maximus2013HeaderReach { continue }
                if !headerOpen { starts.append(index) }
                headerOpen = true
                firstLetterOpen = false
            } else if SectionHeading.mayStart(line, in: bytes, initials: initials) {
                let title = SectionHeading.matches(line, in: bytes, SectionHeading.maximus2013Title)
                if !title, SectionHeading.matches(line, in: bytes, SectionHeading.maximus2013Decisions) {
                    // A first letter without its title starts at its decisions heading.
                    if !firstLetterOpen && !headerOpen { starts.append(index) }
                    headerOpen = false
                    firstLetterOpen = true
                    continue
                }
                guard title || SectionHeading.matches(line, in: bytes, determination)
                        || SectionHeading.matches(line, in: bytes, otherLayouts) else { continue }
                if !headerOpen { starts.append(title ? letterhead(above: index, in: lines) : index) }
                headerOpen = false
                notice = title ? index : nil
                firstLetterOpen = title
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

    /// The first letters' title is printed under the contractor's name ("MAXIMUS FEDERAL SERVICES,
    /// INC."): the letter starts there, so that the line is not the end of the letter before it.
    static func letterhead(above title: Int, in lines: Lines) -> Int {
        guard let above = (lines.startIndex..<title).last(where: { !lines[$0].isBlank }), title - above <= 2,
              ByteText.hasPrefix(lines.bytes, lines[above].trimmedRange, ignoringCase: SectionHeading.maximus2013Letterhead)
        else { return title }
        return above
    }

    public static func sections(of lines: Lines) -> LetterSections {
        var sections = LetterSections()
        var determination: Int? = nil
        var summary: Int? = nil
        var items: Int? = nil
        var documents: Int? = nil
        var itemsLayout: LetterLayout? = nil
        var otherLayout: LetterLayout? = nil
        var firstLetters: Int? = nil
        let initials = SectionHeading.initials
        for index in lines.indices {
            let line = lines[index]
            // Headings start with a capital letter and are short: most lines end here.
            guard line.trimmedCount <= 64, SectionHeading.mayStart(line, in: lines.bytes, initials: initials) else {
                continue
            }
            if determination == nil, SectionHeading.matches(lines, index, SectionHeading.determination) {
                determination = index
            } else if summary == nil, SectionHeading.matches(lines, index, SectionHeading.summary) {
                summary = index
            } else if items == nil, let wording = SectionHeading.match(line, in: lines.bytes, SectionHeading.items) {
                items = index
                itemsLayout = SectionHeading.itemWordings[wording].layout
            } else if documents == nil, summary != nil, items == nil,
                      SectionHeading.matches(lines, index, SectionHeading.documentsReviewed) {
                documents = index
            } else if sections.unplacedLayout == nil,
                      let title = SectionHeading.match(line, in: lines.bytes, SectionHeading.otherLayouts) {
                sections.unplacedLayout = lines.string(line)
                otherLayout = SectionHeading.otherLayoutTitles[title].layout
            } else if firstLetters == nil, SectionHeading.matches(lines, index, SectionHeading.maximus2013Title)
                        || SectionHeading.matches(lines, index, SectionHeading.maximus2013Decisions) {
                firstLetters = index
            }
        }
        // The first letters' title or decisions heading, and none of the later layouts' headings: their
        // parts are found apart, and only for them.
        if firstLetters != nil, determination == nil, summary == nil, items == nil, otherLayout == nil {
            sections.layout = .maximus2013
            let parts = Maximus2013Parts.find(in: lines)
            sections.maximus2013 = parts
            sections.header = parts.header
            sections.credentials = parts.qualifications
            sections.summary = parts.summary
            return sections
        }
        sections.layout = Self.layout(items: itemsLayout, documents: documents != nil, other: otherLayout,
                                      maximusHeading: determination != nil || summary != nil)
        let end = lines.endIndex
        let firstSection = earliest(determination, summary, items) ?? end
        if let headerLine = lines[lines.startIndex..<firstSection].firstIndex(where: {
            SectionHeading.isHeaderStart($0, in: lines.bytes)
        }) {
            sections.header = headerLine..<firstSection
        }
        if let determination {
            let next = earliest(summary, items, after: determination) ?? end
            sections.credentials = (determination + 1)..<next
        }
        if let summary {
            let next = earliest(documents, items, after: summary) ?? end
            sections.summary = (summary + 1)..<next
        }
        if let items {
            sections.items = (items + 1)..<end
        }
        return sections
    }

    /// The first of the headings' lines given that comes after `floor`. Compared one by one: arrays of
    /// them, compacted and filtered, were a tenth of finding a letter's sections (eight small arrays a letter).
    static func earliest(_ first: Int?, _ second: Int?, _ third: Int? = nil, after floor: Int = Int.min) -> Int? {
        func keep(_ candidate: Int?, _ found: Int?) -> Int? {
            guard let candidate, candidate > floor else { return found }
            return found.map { min($0, candidate) } ?? candidate
        }
        return keep(third, keep(second, keep(first, nil)))
    }

    /// The layout, from the headings found: a decisions heading says which MAXIMUS wording (a DOCUMENTS
    /// REVIEWED list makes it the later one whatever the heading); without one, another layout's title
    /// names it; else a MAXIMUS heading makes it MAXIMUS.
    static func layout(items: LetterLayout?, documents: Bool, other: LetterLayout?, maximusHeading: Bool) -> LetterLayout? {
        if let items { return documents ? .maximusDocuments : items }
        if let other { return other }
        if maximusHeading { return documents ? .maximusDocuments : .maximus }
        return nil
    }
}
