/// Reads the clinical case summary: the reflowed narrative, and the patient's age, sex and date of injury.
enum SummaryParser {
    /// The sentence that introduces every summary; not part of the narrative.
    static let introduction = "the expert reviewer developed the following clinical case summary"

    static func paragraphs(_ lines: Lines) -> [String] {
        var paragraphs = Reflow.paragraphs(lines)
        if let first = paragraphs.first, isIntroduction(first) {
            // The introduction ends at its colon; plain pdftotext may run the narrative on after it.
            if let colon = first.utf8.firstIndex(of: 0x3A) {
                let rest = first[first.utf8.index(after: colon)...].trimmingSpaces
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
        guard let colon = paragraph.utf8.firstIndex(of: 0x3A) else { return false }
        let head = paragraph[paragraph.startIndex..<colon]
        return head.containsIgnoringCase("following clinical case summary") && !head.utf8.contains(0x2E)
    }

    static let maleWords = ["male", "man", "gentleman", "boy", "mr"]
    static let femaleWords = ["female", "woman", "lady", "girl", "mrs", "ms"]
    static let malePronouns = ["he", "his", "him", "himself", "mr"]
    static let femalePronouns = ["she", "her", "hers", "herself", "mrs", "ms"]

    /// "55-year-old male", "48 year old female", "a 62-year-old right-handed man".
    static func ageAndSex(_ text: String) -> (age: Int?, sex: Sex?) {
        var summary = SummaryWords(text)
        var index = 0
        while summary.has(index) {
            defer { index += 1 }
            guard let age = ageWord(&summary, at: index) else { continue }
            var sex: Sex? = nil
            for following in (index + 1)..<(index + 7) {
                if summary.word(following, isOneOf: maleWords) { sex = .male; break }
                if summary.word(following, isOneOf: femaleWords) { sex = .female; break }
            }
            return ((0...120).contains(age) ? age : nil, sex)
        }
        return (nil, nil)
    }

    /// An age at `index` when followed by "year(s) old" / "yo" / "y/o" words.
    static func ageWord(_ summary: inout SummaryWords, at index: Int) -> Int? {
        let word = summary.words[index]
        guard word.count <= 3, summary.bytes[word].allSatisfy(ByteText.isDigit) else { return nil }
        let age = summary.bytes[word].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        let next = index + 1
        if summary.word(next, is: "year") || summary.word(next, is: "years") {
            return summary.word(next + 1, is: "old") ? age : nil
        }
        if summary.word(next, is: "yo") || summary.word(next, is: "y/o") { return age }
        return nil
    }

    /// Sex from pronouns when no "year-old" phrase says it: a clear majority of one kind.
    static func sexFromPronouns(_ text: String) -> Sex? {
        var summary = SummaryWords(text)
        var male = 0
        var female = 0
        var index = 0
        while summary.has(index) {
            if summary.word(index, isOneOf: malePronouns) { male += 1 }
            else if summary.word(index, isOneOf: femalePronouns) { female += 1 }
            index += 1
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
        let folded = FoldedText(text)
        let bytes = folded.bytes
        var best: (offset: Int, date: CalendarDate)? = nil
        for marker in injuryMarkers {
            var from = 0
            while let range = folded.range(of: marker, from: from) {
                from = range.upperBound
                let before = ByteText.scalar(endingAt: range.lowerBound, in: bytes, from: 0)
                guard !(before?.properties.isAlphabetic ?? false) else { continue }
                // The date must follow within 60 characters of the marker.
                var windowEnd = range.upperBound, characters = 0
                while windowEnd < bytes.count, characters < 60 || bytes[windowEnd] & 0xC0 == 0x80 {
                    if bytes[windowEnd] & 0xC0 != 0x80 { characters += 1 }
                    windowEnd += 1
                }
                guard let date = DateParsing.firstDate(in: bytes, range.upperBound..<windowEnd) else { continue }
                if range.lowerBound < (best?.offset ?? Int.max) { best = (range.lowerBound, date) }
                break
            }
        }
        return best?.date
    }
}

/// A summary's words as byte ranges, split at spaces, hyphens and punctuation ("55-year-old" is
/// 55 year old; "y/o" stays one word). Compared in any case, never copied: this runs over every summary.
/// Words are found as they are asked for: the age is usually in the first sentence.
struct SummaryWords {
    let bytes: [UInt8]
    private(set) var words: [Range<Int>] = []
    private var scanned = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// There is a word at `index` (finding words up to it).
    mutating func has(_ index: Int) -> Bool {
        while words.count <= index, let next = nextWord() { words.append(next) }
        return index < words.count
    }

    private mutating func nextWord() -> Range<Int>? {
        var start = scanned
        while start < bytes.count, !Self.inWord(bytes[start]) { start += 1 }
        guard start < bytes.count else {
            scanned = bytes.count
            return nil
        }
        var end = start
        while end < bytes.count, Self.inWord(bytes[end]) { end += 1 }
        scanned = end
        return start..<end
    }

    private static func inWord(_ byte: UInt8) -> Bool {
        ByteText.isASCIILetter(byte) || ByteText.isDigit(byte) || byte == 0x2F || byte >= 0x80
    }

    mutating func word(_ index: Int, is wanted: String) -> Bool {
        has(index) && ByteText.equalsIgnoringCase(bytes[words[index]], wanted)
    }

    mutating func word(_ index: Int, isOneOf wanted: [String]) -> Bool {
        guard has(index) else { return false }
        return wanted.contains { ByteText.equalsIgnoringCase(bytes[words[index]], $0) }
    }
}
