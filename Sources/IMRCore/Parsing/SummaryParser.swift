/// Reads the clinical case summary: the reflowed narrative, and the patient's age, sex and date of injury.
enum SummaryParser {
    /// The sentence that introduces every summary; not part of the narrative.
    static let introduction = "the expert reviewer developed the following clinical case summary"

    static func paragraphs(_ lines: Lines) -> [String] {
        var paragraphs = Reflow.paragraphs(lines)
        if let first = paragraphs.first, isIntroduction(first) {
            // The introduction ends at its colon; plain pdftotext may run the narrative on after it.
            if let colon = first.firstIndex(of: ":") {
                let rest = first[first.index(after: colon)...].trimmingSpaces
                if rest.isEmpty { paragraphs.removeFirst() } else { paragraphs[0] = String(rest) }
            } else {
                paragraphs.removeFirst()
            }
        }
        return paragraphs
    }

    /// The introduction is boilerplate whose wording varies ("The expert reviewer developed / prepared /
    /// wrote the following clinical case summary ..."): a first sentence that names the clinical case
    /// summary and ends at a colon.
    static func isIntroduction(_ paragraph: String) -> Bool {
        if paragraph.hasPrefixIgnoringCase(introduction) { return true }
        guard let colon = paragraph.firstIndex(of: ":") else { return false }
        let head = paragraph[paragraph.startIndex..<colon]
        return head.containsIgnoringCase("following clinical case summary") && !head.utf8.contains(0x2E)
    }

    static let maleWords: Set<String> = ["male", "man", "gentleman", "boy", "mr"]
    static let femaleWords: Set<String> = ["female", "woman", "lady", "girl", "mrs", "ms"]

    /// "55-year-old male", "48 year old female", "a 62-year-old right-handed man".
    static func ageAndSex(_ text: String) -> (age: Int?, sex: Sex?) {
        let words = words(of: text)
        for (index, word) in words.enumerated() {
            guard let age = ageWord(words, at: index, word: word) else { continue }
            var sex: Sex? = nil
            for following in words[(index + 1)..<min(words.count, index + 7)] {
                if maleWords.contains(following) { sex = .male; break }
                if femaleWords.contains(following) { sex = .female; break }
            }
            return ((0...120).contains(age) ? age : nil, sex)
        }
        return (nil, nil)
    }

    /// An age at `index` when followed by "year(s) old" / "yo" / "y/o" words.
    static func ageWord(_ words: [String], at index: Int, word: String) -> Int? {
        guard let age = Int(word), word.count <= 3 else { return nil }
        let next = words.dropFirst(index + 1).prefix(2)
        if next.first == "year" || next.first == "years" {
            return next.dropFirst().first == "old" ? age : nil
        }
        if next.first == "yo" || next.first == "y/o" { return age }
        return nil
    }

    /// Lower-case words, splitting at spaces, hyphens and punctuation ("55-year-old" = 55 year old).
    /// Bytes, not Characters: this runs over every summary.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            let lowered = asciiLower(byte)
            if (lowered >= 0x61 && lowered <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2F || byte >= 0x80 {
                current.append(lowered)
            } else if !current.isEmpty {
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// Sex from pronouns when no "year-old" phrase says it: a clear majority of one kind.
    static func sexFromPronouns(_ text: String) -> Sex? {
        var male = 0
        var female = 0
        for word in words(of: text) {
            switch word {
            case "he", "his", "him", "himself", "mr": male += 1
            case "she", "her", "hers", "herself", "mrs", "ms": female += 1
            default: break
            }
        }
        if male >= 1 && male >= female * 3 && male > female { return .male }
        if female >= 1 && female >= male * 3 && female > male { return .female }
        return nil
    }

    /// Phrases after which the date of injury follows.
    static let injuryMarkers = [
        "date of injury", "date of industrial injury", "injury date", "doi", "injured on", "injury on",
        "injured at work on", "injury dated", "injured her", "injured his", "injury that occurred on",
        "injury occurring on", "injury sustained on", "injury of", "hurt his", "hurt her", "hurt their",
    ]

    static func dateOfInjury(_ text: String) -> CalendarDate? {
        var best: (offset: Int, date: CalendarDate)? = nil
        for marker in injuryMarkers {
            var from = text.startIndex
            while let range = text.rangeIgnoringCase(of: marker, from: from) {
                from = range.upperBound
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                guard !(before?.isLetter ?? false) else { continue }
                let window = text[range.upperBound...].prefix(60)
                guard let date = DateParsing.firstDate(in: window) else { continue }
                let offset = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
                if offset < (best?.offset ?? Int.max) { best = (offset, date) }
                break
            }
        }
        return best?.date
    }
}
