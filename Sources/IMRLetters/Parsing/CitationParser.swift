import IMRModel
import IMRText
import IMRVocabulary

/// Reads a guideline line: one citation per "Decision based on ..." sentence.
enum CitationParser {
    /// A guideline line that cites nothing ("The Claims Administrator did not cite any medical evidence").
    static let noEvidence: StaticString = "did not cite any medical evidence"
    static let decisionBasedOn: StaticString = "decision based on"

    static func citations(from text: String, memo: ParseMemo = ParseMemo()) -> [Citation] {
        citations(in: Array(text.utf8), memo: memo)
    }

    /// The citations of a guideline line's bytes: the sentences after each "Decision based on" (the
    /// whole text when there is none), each trimmed of blanks and of trailing periods, spaces and
    /// semicolons. Bytes in, bytes as the memo's keys (the whole line's, then each sentence's): a line or
    /// sentence seen before makes no string.
    static func citations(in bytes: [UInt8], memo: ParseMemo = ParseMemo()) -> [Citation] {
        guard !bytes.isEmpty else { return [] }
        return memo.citations(of: bytes) { sentenceCitations(in: bytes, memo: memo) }
    }

    /// `citations(in:memo:)` worked out, each sentence's citation from the memo when it has it.
    static func sentenceCitations(in bytes: [UInt8], memo: ParseMemo) -> [Citation] {
        guard ByteText.firstIndex(of: noEvidence, in: bytes, bytes.indices) == nil else { return [] }
        let marker = decisionBasedOn.utf8CodeUnitCount
        var result: [Citation] = []
        func add(_ sentence: Range<Int>) {
            var start = sentence.lowerBound, end = sentence.upperBound
            while start < end, ByteText.isBlank(bytes[start]) { start += 1 }
            while end > start, ByteText.isBlank(bytes[end - 1]) { end -= 1 }
            while end > start, bytes[end - 1] == 0x2E || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x3B { end -= 1 }
            guard start < end else { return }
            let found = memo.citations(ofSentence: bytes[start..<end], sentenceCitations)
            // The memo's own list when it is the first: most fields hold one sentence, and appending
            // copied each citation (a retain of each of its strings).
            if result.isEmpty { result = found } else { result += found }
        }
        guard var found = ByteText.firstIndex(of: decisionBasedOn, in: bytes, bytes.indices) else {
            add(bytes.indices)
            return result
        }
        while true {
            let start = found + marker
            guard let next = ByteText.firstIndex(of: decisionBasedOn, in: bytes, start..<bytes.count) else {
                add(start..<bytes.count)
                return result
            }
            add(start..<next)
            found = next
        }
    }

    /// One sentence's citations: one per guideline or chapter it names (`CitationSplitter`). A piece that
    /// continues the first's guideline ("..., and Chronic Pain Medical Treatment 2016", "; Low Back") is
    /// read with that guideline's name before it, and keeps its own words as its text.
    static func sentenceCitations(_ text: String) -> [Citation] {
        let pieces = CitationSplitter.pieces(text[...])
        guard pieces.count > 1 else { return [citation(text)] }
        return pieces.map { piece in
            guard let guideline = piece.continuation else { return citation(String(piece.text)) }
            var continued = citation(guideline + piece.text)
            continued.text = String(piece.text)
            return continued
        }
    }

    /// "Non-MTUS Citation ...", "MTUS ...", "CA MTUS Citation ...", "California MTUS ...", "Medical
    /// Treatment Utilization Schedule (MTUS) ...": whether a citation is cited as MTUS, and its text after
    /// that opening.
    static func mtusOpening(_ text: Substring) -> (mtus: Bool, rest: Substring) {
        var rest = text.trimmingSpaces
        var mtus = false
        if rest.hasPrefixIgnoringCase("california ") { rest = rest.dropFirst(11).trimmingSpaces }
        if rest.hasPrefixIgnoringCase("non-mtus") || rest.hasPrefixIgnoringCase("non mtus") {
            rest = rest.dropFirst(8).trimmingSpaces
        } else if rest.hasPrefixIgnoringCase(mtusName) {
            mtus = true
            rest = rest.dropFirst(mtusName.count).trimmingSpaces
            if rest.hasPrefixIgnoringCase("(mtus)") { rest = rest.dropFirst(6).trimmingSpaces }
        } else if let range = rest.rangeIgnoringCase(of: "mtus"), rest.distance(from: rest.startIndex, to: range.lowerBound) <= 8 {
            mtus = true
            rest = rest[range.upperBound...].trimmingSpaces
        } else {
            return (false, rest)
        }
        if rest.hasPrefixIgnoringCase("citation") { rest = rest.dropFirst(8).trimmingSpaces }
        return (mtus, rest)
    }

    /// Labels that name no chapter nor part: a citation read as one of them is read again with its typing
    /// slips mended (`GuidelineSlips`), and taken so when that names one ("Sholder Complaints").
    static let unplacedLabels: Set<String> = [
        GuidelineChapters.otherMTUS, GuidelineChapters.acoemInMTUS, GuidelineChapters.acoemOutsideMTUS,
        GuidelineChapters.otherGuideline, GuidelineChapters.odg,
    ]

    static func citation(_ text: String) -> Citation {
        let read = reading(text)
        guard unplacedLabels.contains(read.label), let mended = GuidelineSlips.corrected(text) else { return read }
        var again = reading(mended)
        guard !unplacedLabels.contains(again.label) else { return read }
        again.text = text
        return again
    }

    /// A citation's guideline, chapter, label, topic and pages, as its words are.
    static func reading(_ text: String) -> Citation {
        let (withoutPages, pages) = splitPages(text)
        let (mtus, rest) = mtusOpening(withoutPages)
        let (body, section) = splitSection(rest)
        var result = Citation(text: text, guideline: String(body), mtus: mtus, chapter: nil, label: "", topic: section,
                              pages: pages)
        let folded = FoldedText(body)
        if isODG(folded) {
            classifyODG(body, into: &result)
        } else if let chapter = explicitACOEMChapter(body, folded) {
            result.guideline = GuidelineChapters.acoem
            result.chapter = chapter
            result.label = GuidelineChapters.acoemLabel(chapter: chapter)
        } else if let later = acoemGuideline(folded, isMTUS: mtus),
                  later.offset <= mtusPart(folded, isMTUS: mtus)?.offset ?? Int.max {
            result.guideline = GuidelineChapters.acoem
            result.chapter = later.guideline.chapter
            result.label = later.guideline.chapter.map(GuidelineChapters.acoemLabel) ?? GuidelineChapters.acoemLabel(title: later.guideline.title)
        } else if let part = mtusPart(folded, isMTUS: mtus)?.part {
            result.guideline = part.guideline
            result.chapter = part.chapter ?? generalApproachesChapter(part, section: section)
            result.label = result.chapter.map(GuidelineChapters.acoemLabel) ?? GuidelineChapters.mtusLabel(title: part.title)
            if result.topic == nil, part.chapter == nil { result.topic = trailingTopic(body, after: part) }
        } else if namesACOEM(folded) {
            result.guideline = GuidelineChapters.acoem
            result.label = mtus ? GuidelineChapters.acoemInMTUS : GuidelineChapters.acoemOutsideMTUS
        } else {
            result.label = mtus ? GuidelineChapters.otherMTUS : GuidelineChapters.otherGuideline
        }
        return result
    }

    // MARK: Pages and sections

    /// "Page(s): 67-68, 72-73" -> [67, 68, 72, 73]; the text before it.
    static func splitPages(_ text: String) -> (Substring, [Int]) {
        let folded = FoldedText(text)
        guard let marker = folded.range(of: "page(s):") ?? folded.range(of: "pages:") ?? folded.range(of: "pages ")
                ?? folded.range(of: "page ") else {
            return (text[...], [])
        }
        var pages: [Int] = []
        for part in folded.bytes[marker.upperBound...].split(whereSeparator: { $0 == 0x2C || $0 == 0x3B }) {
            let bounds = pageBounds(part)
            guard let low = bounds.first else { continue }
            if bounds.count == 2, let high = bounds[1], let low, high >= low, high - low <= 200 {
                pages += Array(low...high)
            } else if let low {
                pages.append(low)
            }
        }
        let utf8 = text.utf8
        var before = text[text.startIndex..<utf8.index(utf8.startIndex, offsetBy: marker.lowerBound)].trimmingSpaces
        before = before.droppingTrailing { $0 == "," }
        return (before, pages)
    }

    /// The pieces of "67-68" (hyphen or en dash, empty pieces left out): each one's leading number, if any.
    static func pageBounds(_ part: ArraySlice<UInt8>) -> [Int?] {
        var bounds: [Int?] = []
        var pieceStart = part.startIndex
        var index = part.startIndex
        func close(_ end: Int) {
            if end > pieceStart { bounds.append(leadingNumber(part[pieceStart..<end])) }
        }
        while index < part.endIndex {
            if part[index] == 0x2D {
                close(index)
                index += 1
                pieceStart = index
            } else if part[index] == 0xE2, index + 2 < part.endIndex, part[index + 1] == 0x80, part[index + 2] == 0x93 {
                close(index)
                index += 3
                pieceStart = index
            } else {
                index += 1
            }
        }
        close(part.endIndex)
        return bounds
    }

    /// The digits a piece starts with once its blanks are trimmed (nil for none, or too many to be a page).
    static func leadingNumber(_ piece: ArraySlice<UInt8>) -> Int? {
        let digits = piece.drop(while: ByteText.isBlank).prefix(while: ByteText.isDigit)
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// "..., Section(s): Special Studies" -> the section as topic.
    static func splitSection(_ text: Substring) -> (Substring, String?) {
        guard let range = text.rangeIgnoringCase(of: "section(s):") ?? text.rangeIgnoringCase(of: "sections:")
                ?? text.rangeIgnoringCase(of: "section:") else { return (text, nil) }
        var before = text[text.startIndex..<range.lowerBound].trimmingSpaces
        before = before.droppingTrailing { $0 == "," }
        let topic = text[range.upperBound...].trimmingSpaces
        return (before, topic.isEmpty ? nil : String(topic))
    }

    // MARK: ACOEM and MTUS parts

    /// Whether a citation names ACOEM (`GuidelineChapters.acoemNames`).
    static func namesACOEM(_ text: FoldedText) -> Bool { GuidelineChapters.acoemNames.contains(where: text.contains) }

    /// The MTUS's name written out.
    static let mtusName = "medical treatment utilization schedule"

    /// An ACOEM chapter by its number: "ACOEM Chapter 12", "Chapter 12 Low Back Complaints", "ACOEM Ch. 12".
    static func explicitACOEMChapter(_ text: Substring, _ folded: FoldedText) -> Int? {
        guard namesACOEM(folded) || folded.contains("complaints") else { return nil }
        for marker in ["chapter ", "ch. ", "ch "] {
            var from = 0
            while let range = folded.range(of: marker, from: from) {
                from = range.upperBound
                // "ch" starts a word ("approach 12" is no chapter).
                if range.lowerBound > 0, (0x61...0x7A).contains(folded.bytes[range.lowerBound - 1]) { continue }
                let digits = folded.bytes[range.upperBound...].prefix(while: ByteText.isDigit)
                if let number = leadingNumber(digits), (1...16).contains(number) {
                    return chapterTitled(in: folded, besides: number) ?? number
                }
            }
        }
        return nil
    }

    /// A body part's chapter named by its title beside the number of another ("Chapter 13 Low Back
    /// Complaints"): a number is one keystroke, a title many words, so the title is the chapter meant.
    static func chapterTitled(in folded: FoldedText, besides number: Int) -> Int? {
        let titled = complaintTitles.filter { $0.chapter != number && folded.contains($0.title) }
        guard titled.count == 1, let title = complaintTitles.first(where: { $0.chapter == number }),
              !folded.contains(title.title) else { return nil }
        return titled[0].chapter
    }

    /// The 2004 chapters of body parts by their titles, lower case ("low back complaints").
    static let complaintTitles: [(chapter: Int, title: String)] = GuidelineChapters.acoemChapterTitles
        .filter { $0.value.hasSuffix("Complaints") }
        .map { (chapter: $0.key, title: $0.value.lowercased()) }
        .sorted { $0.chapter < $1.chapter }

    /// The later ACOEM guideline named earliest in the text, and where: only in a citation of the MTUS or
    /// of ACOEM, or one that starts with its title ("Hip and Groin Disorders, Arthroscopy").
    static func acoemGuideline(_ text: FoldedText, isMTUS: Bool) -> (guideline: GuidelineChapters.ACOEMGuideline, offset: Int)? {
        let namesACOEM = isMTUS || namesACOEM(text)
        var best: (guideline: GuidelineChapters.ACOEMGuideline, offset: Int)?
        for guideline in GuidelineChapters.acoemGuidelines {
            for spelling in guideline.spellings {
                guard let offset = text.offset(of: spelling), namesACOEM || offset == 0 else { continue }
                if offset < (best?.offset ?? Int.max) { best = (guideline, offset) }
            }
        }
        return best
    }

    /// The MTUS part named earliest in the text ("Chronic Pain ..., Low back" is Chronic Pain), and where.
    static func mtusPart(_ text: FoldedText, isMTUS: Bool) -> (part: GuidelineChapters.MTUSPart, offset: Int)? {
        var best: (part: GuidelineChapters.MTUSPart, offset: Int)? = nil
        let namesComplaints = text.contains("complaints")
        for part in GuidelineChapters.mtusParts {
            // Outside the MTUS, a body part alone names no ACOEM 2004 chapter.
            if !isMTUS && part.guideline == GuidelineChapters.acoem && !namesComplaints { continue }
            for spelling in part.spellings {
                guard let offset = text.offset(of: spelling) else { continue }
                // Outside the MTUS, "chronic pain" inside another source's title ("National Guideline
                // Clearinghouse: Assessment and management of chronic pain") names no MTUS guideline;
                // only a citation that starts with the part's name is that guideline.
                if !isMTUS && part.guideline != GuidelineChapters.acoem && offset > 0 { continue }
                if offset < (best?.offset ?? Int.max) { best = (part, offset) }
            }
        }
        return best
    }

    /// General Approaches spans ACOEM chapters 1-7; its section names the chapter
    /// ("Section(s): Cornerstones of Disability Prevention and Management" is chapter 5).
    static func generalApproachesChapter(_ part: GuidelineChapters.MTUSPart, section: String?) -> Int? {
        guard part.title == "General Approaches", let section else { return nil }
        let first = section.split(separator: ",").first.map { $0.trimmingSpaces } ?? ""
        return GuidelineChapters.acoemChapterTitles.first { number, title in
            number <= 7 && CaseFold.key(first) == CaseFold.key(title)
        }?.key
    }

    /// "Chronic Pain Treatment Guidelines NSAIDs (non-steroidal ...)" -> "NSAIDs (non-steroidal ...)".
    static func trailingTopic(_ text: Substring, after part: GuidelineChapters.MTUSPart) -> String? {
        var rest = text
        for spelling in part.spellings {
            if let range = text.rangeIgnoringCase(of: spelling) {
                rest = text[range.upperBound...]
                break
            }
        }
        // The first word that is not a filler starts the topic; scanning words, not removing them one by
        // one (thousands of filler words were quadratic: fuzzing).
        let bytes = rest.withBytes { Array($0) }
        var wordStart = 0
        while wordStart < bytes.count {
            if bytes[wordStart] == 0x20 { wordStart += 1; continue }
            let wordEnd = bytes[wordStart...].firstIndex(of: 0x20) ?? bytes.count
            guard isFiller(bytes[wordStart..<wordEnd]) else { break }
            wordStart = wordEnd
        }
        let topic = bytes[wordStart...].drop { $0 == 0x2C || $0 == 0x20 || $0 == 0x09 }
        let cleaned = String(ByteText.string(topic).trimmingSpaces)
        return cleaned.isEmpty ? nil : cleaned
    }

    static let fillers = ["medical", "treatment", "guidelines", "guideline", "schedule", "2004", "2007", "2009", "2016", "(mtus)", "mtus"]

    /// A filler word of a guideline's title, commas and periods around it aside.
    static func isFiller(_ word: ArraySlice<UInt8>) -> Bool {
        let core = word.drop { $0 == 0x2C || $0 == 0x2E }.reversed().drop { $0 == 0x2C || $0 == 0x2E }
        let length = core.count
        return fillers.contains { filler in
            filler.utf8.count == length && zip(core.reversed(), filler.utf8).allSatisfy { asciiLower($0) == $1 }
        }
    }

    // MARK: ODG

    /// A citation naming the ODG, or one of its chapters by the title only the ODG gives ("Neck and Upper
    /// Back (Acute & Chronic)"): a guideline's name left out does not make it another's.
    static func isODG(_ text: FoldedText) -> Bool {
        GuidelineChapters.odgNames.contains(where: text.contains) || GuidelineChapters.odgTitleMarks.contains(where: text.contains)
    }

    static func classifyODG(_ text: Substring, into citation: inout Citation) {
        citation.guideline = GuidelineChapters.odg
        // Cut once, at the first mention of the guideline, and skip an "(ODG)" right after it.
        var rest = text
        let folded = FoldedText(rest)
        let found = GuidelineChapters.odgNames.compactMap { folded.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
        if let found { rest = rest[rest.utf8.index(rest.startIndex, offsetBy: found.upperBound)...] }
        let afterSpace = rest.drop { $0 == " " }
        if afterSpace.hasPrefixIgnoringCase("(odg)") { rest = afterSpace.dropFirst(5) }
        rest = rest.drop { $0 == "," || $0 == " " || $0 == "-" || $0 == ":" }
        // The chapter is named before the first comma ("Knee & Leg, Walking aids"); the topic after it.
        let comma = rest.utf8.firstIndex(of: 0x2C)
        let head = (comma.map { rest[rest.startIndex..<$0] } ?? rest).trimmingSpaces
        let chapter = odgChapter(in: head) ?? odgChapter(in: rest)
        citation.label = chapter.map { "ODG \($0)" } ?? "ODG"
        if citation.topic == nil, let comma {
            let topic = rest[rest.utf8.index(after: comma)...].trimmingSpaces
            citation.topic = topic.isEmpty ? nil : String(topic)
        }
    }

    /// The ODG chapter named earliest in the text ("Head trauma, not including stress & mental disorders"
    /// is Head); of two named at one place, the first listed.
    static func odgChapter(in text: Substring) -> String? {
        let folded = FoldedText(text)
        var best: (name: String, offset: Int)?
        for chapter in GuidelineChapters.odgChapters {
            for spelling in chapter.spellings {
                if let offset = folded.wordOffset(of: spelling), offset < (best?.offset ?? Int.max) { best = (chapter.name, offset) }
            }
        }
        return best?.name
    }
}
