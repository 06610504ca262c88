/// Reads a guideline line: one citation per "Decision based on ..." sentence.
enum CitationParser {
    /// A guideline line that cites nothing ("The Claims Administrator did not cite any medical evidence").
    static let noEvidence: StaticString = "did not cite any medical evidence"
    static let decisionBasedOn: StaticString = "decision based on"

    static func citations(from text: String, memo: ParseMemo = ParseMemo()) -> [Citation] {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, ByteText.firstIndex(of: noEvidence, in: bytes, bytes.indices) == nil else { return [] }
        // The sentences after each "Decision based on" (the whole text when there is none).
        var starts: [Int] = []
        var from = 0
        while let found = ByteText.firstIndex(of: decisionBasedOn, in: bytes, from..<bytes.count) {
            starts.append(found + decisionBasedOn.utf8CodeUnitCount)
            from = found + decisionBasedOn.utf8CodeUnitCount
        }
        var sentences: [Range<Int>] = []
        if starts.isEmpty {
            sentences = [bytes.indices]
        } else {
            for (number, start) in starts.enumerated() {
                let end = number + 1 < starts.count ? starts[number + 1] - decisionBasedOn.utf8CodeUnitCount : bytes.count
                sentences.append(start..<end)
            }
        }
        return sentences.compactMap { sentence in
            var start = sentence.lowerBound, end = sentence.upperBound
            while start < end, ByteText.isBlank(bytes[start]) { start += 1 }
            while end > start, ByteText.isBlank(bytes[end - 1]) { end -= 1 }
            while end > start, bytes[end - 1] == 0x2E || bytes[end - 1] == 0x20 || bytes[end - 1] == 0x3B { end -= 1 }
            return start == end ? nil : memo.citation(ByteText.string(bytes[start..<end]), citation)
        }
    }

    static func citation(_ text: String) -> Citation {
        let (withoutPages, pages) = splitPages(text)
        var rest = withoutPages.trimmingSpaces
        var mtus = false
        if rest.hasPrefixIgnoringCase("non-mtus") || rest.hasPrefixIgnoringCase("non mtus") {
            rest = rest.dropFirst(8).trimmingSpaces
            if rest.hasPrefixIgnoringCase("citation") { rest = rest.dropFirst(8).trimmingSpaces }
        } else if let range = rest.rangeIgnoringCase(of: "mtus"), rest.distance(from: rest.startIndex, to: range.lowerBound) <= 8 {
            mtus = true
            rest = rest[range.upperBound...].trimmingSpaces
            if rest.hasPrefixIgnoringCase("citation") { rest = rest.dropFirst(8).trimmingSpaces }
        }
        let (body, section) = splitSection(rest)
        var result = Citation(text: text, guideline: String(body), mtus: mtus, chapter: nil, label: "", topic: section,
                              pages: pages)
        if isODG(body) {
            classifyODG(body, into: &result)
        } else if let chapter = explicitACOEMChapter(body) {
            result.guideline = GuidelineChapters.acoem
            result.chapter = chapter
            result.label = GuidelineChapters.acoemLabel(chapter: chapter)
        } else if let part = mtusPart(body, isMTUS: mtus) {
            result.guideline = part.guideline
            result.chapter = part.chapter ?? generalApproachesChapter(part, section: section)
            result.label = result.chapter.map(GuidelineChapters.acoemLabel) ?? "MTUS \(part.title)"
            if result.topic == nil, part.chapter == nil { result.topic = trailingTopic(body, after: part) }
        } else if body.containsIgnoringCase("acoem") || body.containsIgnoringCase("american college of occupational") {
            result.guideline = GuidelineChapters.acoem
            result.label = mtus ? "ACOEM (MTUS)" : "ACOEM (non-MTUS)"
        } else {
            result.label = mtus ? "MTUS (other)" : "Other guideline"
        }
        return result
    }

    // MARK: Pages and sections

    /// "Page(s): 67-68, 72-73" -> [67, 68, 72, 73]; the text before it.
    static func splitPages(_ text: String) -> (Substring, [Int]) {
        guard let range = text.rangeIgnoringCase(of: "page(s):") ?? text.rangeIgnoringCase(of: "pages:")
                ?? text.rangeIgnoringCase(of: "pages ") ?? text.rangeIgnoringCase(of: "page ") else {
            return (text[...], [])
        }
        let list = text[range.upperBound...]
        var pages: [Int] = []
        for part in list.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == " " && false }) {
            let bounds = part.split(whereSeparator: { $0 == "-" || $0 == "–" }).map { $0.trimmingSpaces }
            guard let low = bounds.first.flatMap({ Int($0.prefix { $0.isNumber }) }) else { continue }
            if bounds.count == 2, let high = Int(bounds[1].prefix { $0.isNumber }), high >= low, high - low <= 200 {
                pages += Array(low...high)
            } else {
                pages.append(low)
            }
        }
        var before = text[text.startIndex..<range.lowerBound].trimmingSpaces
        before = before.droppingTrailing { $0 == "," }
        return (before, pages)
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

    static func explicitACOEMChapter(_ text: Substring) -> Int? {
        guard let range = text.rangeIgnoringCase(of: "chapter ") else { return nil }
        guard text.containsIgnoringCase("acoem") || text.rangeIgnoringCase(of: "complaints") != nil else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        guard let number = Int(digits), (1...16).contains(number) else { return nil }
        return number
    }

    /// The MTUS part named earliest in the text ("Chronic Pain ..., Low back" is Chronic Pain).
    static func mtusPart(_ text: Substring, isMTUS: Bool) -> GuidelineChapters.MTUSPart? {
        var best: (part: GuidelineChapters.MTUSPart, offset: Int)? = nil
        for part in GuidelineChapters.mtusParts {
            // Outside the MTUS, a body part alone names no ACOEM 2004 chapter.
            if !isMTUS && part.guideline == GuidelineChapters.acoem && !text.containsIgnoringCase("complaints") {
                continue
            }
            for spelling in part.spellings {
                guard let range = text.rangeIgnoringCase(of: spelling) else { continue }
                let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                // Outside the MTUS, "chronic pain" inside another source's title ("National Guideline
                // Clearinghouse: Assessment and management of chronic pain") names no MTUS guideline;
                // only a citation that starts with the part's name is that guideline.
                if !isMTUS && part.guideline != GuidelineChapters.acoem && offset > 0 { continue }
                if offset < (best?.offset ?? Int.max) { best = (part, offset) }
            }
        }
        return best?.part
    }

    /// General Approaches spans ACOEM chapters 1-7; its section names the chapter
    /// ("Section(s): Cornerstones of Disability Prevention and Management" is chapter 5).
    static func generalApproachesChapter(_ part: GuidelineChapters.MTUSPart, section: String?) -> Int? {
        guard part.title == "General Approaches", let section else { return nil }
        let first = section.split(separator: ",").first.map { $0.trimmingSpaces } ?? ""
        return GuidelineChapters.acoemChapterTitles.first { number, title in
            number <= 7 && first.lowercased() == title.lowercased()
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
        let bytes = Array(rest.utf8)
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

    static func isODG(_ text: Substring) -> Bool {
        text.containsIgnoringCase("official disability guideline") || text.containsIgnoringCase("odg")
    }

    static func classifyODG(_ text: Substring, into citation: inout Citation) {
        citation.guideline = GuidelineChapters.odg
        // Cut once, at the first mention of the guideline, and skip an "(ODG)" right after it.
        var rest = text
        let markers = ["official disability guidelines", "official disability guideline", "odg-twc", "odg"]
        let found = markers.compactMap { rest.rangeIgnoringCase(of: $0) }.min { $0.lowerBound < $1.lowerBound }
        if let found { rest = rest[found.upperBound...] }
        let afterSpace = rest.drop { $0 == " " }
        if afterSpace.hasPrefixIgnoringCase("(odg)") { rest = afterSpace.dropFirst(5) }
        rest = rest.drop { $0 == "," || $0 == " " || $0 == "-" || $0 == ":" }
        let segments = rest.split(separator: ",", maxSplits: 1)
        let head = segments.first.map { $0.trimmingSpaces } ?? ""
        let chapter = odgChapter(in: head) ?? odgChapter(in: rest)
        citation.label = chapter.map { "ODG \($0)" } ?? "ODG"
        if citation.topic == nil, segments.count > 1 {
            let topic = segments[1].trimmingSpaces
            citation.topic = topic.isEmpty ? nil : String(topic)
        }
    }

    static func odgChapter(in text: Substring) -> String? {
        for chapter in GuidelineChapters.odgChapters {
            for spelling in chapter.spellings where containsWord(text, spelling) { return chapter.name }
        }
        return nil
    }

    static func containsWord(_ text: Substring, _ word: String) -> Bool {
        var from = text.startIndex
        while let range = text.rangeIgnoringCase(of: word, from: from) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            from = range.upperBound
        }
        return false
    }
}

extension StringProtocol {
    func trimmingCharacters(_ characters: String) -> String {
        String(self.drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
