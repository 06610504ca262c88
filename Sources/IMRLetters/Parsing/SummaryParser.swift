import IMRModel
import IMRText

/// Reads the clinical case summary: the reflowed narrative, and the patient's age, sex and date of injury.
enum SummaryParser {
    /// The sentence that introduces every summary; not part of the narrative.
    static let introduction: StaticString = "the expert reviewer developed the following clinical case summary"
    static let followingSummary: StaticString = "following clinical case summary"

    /// The narrative as UTF-8 bytes: the reflowed paragraphs without the introduction, a blank line
    /// between them. Bytes, so that the patient's age, sex and date of injury are read without a copy.
    static func text(_ lines: Lines) -> [UInt8] {
        var first = true
        return ReflowWriter.bytes(capacity: Reflow.byteBound(lines)) { writer in
            Reflow.writeParagraphs(lines, into: &writer) { writer, start in
                guard first else { return }
                first = false
                let paragraph = writer.written(from: start)
                guard isIntroduction(paragraph) else { return }
                // The introduction ends at its colon; plain pdftotext may run the narrative on after it.
                if let narrative = narrative(afterIntroduction: paragraph) {
                    writer.keep(narrative, from: start)
                } else {
                    writer.replace(from: start, with: afterColon(Array(paragraph)[...]).map { Array($0) } ?? [])
                }
            }
        }
    }

    /// Where `afterColon` of the paragraph lies in it (empty when it has no colon), found in place: the
    /// paragraph, nearly always the introduction, was copied three times to cut it. Nil when the blanks
    /// cut are left to Character rules (`ByteText.trimmingBlanks`): `afterColon` then.
    static func narrative(afterIntroduction paragraph: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let colon = ByteText.firstIndex(of: 0x3A, in: paragraph, paragraph.indices) else { return 0..<0 }
        return ByteText.trimmingBlanks(paragraph, (colon + 1)..<paragraph.count)
    }

    /// What follows the paragraph's first colon, without leading and trailing spaces and tabs (nil when
    /// it has no colon).
    static func afterColon(_ paragraph: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        guard let colon = paragraph.firstIndex(of: 0x3A) else { return nil }
        let bytes = Array(paragraph[(colon + 1)...])
        if let rest = ByteText.trimmingBlanks(bytes, bytes.indices) { return bytes[rest] }
        return Array(ByteText.string(bytes[...]).trimmingSpaces.utf8)[...]
    }

    /// The introduction is boilerplate whose wording varies ("The expert reviewer developed / prepared /
    /// wrote the following clinical case summary ..."): a first sentence that names the clinical case
    /// summary and ends at a colon.
    static func isIntroduction(_ hay: UnsafeBufferPointer<UInt8>) -> Bool {
        if ByteSearch.hasPrefix(introduction, in: hay) { return true }
        // By memchr: the paragraph is often the whole narrative, its colon and periods far in.
        guard let colon = ByteText.firstIndex(of: 0x3A, in: hay, hay.indices) else { return false }
        let head = UnsafeBufferPointer(rebasing: hay[..<colon])
        return ByteSearch.firstOffset(of: followingSummary, in: head) != nil && !ByteText.contains(0x2E, in: head)
    }

    static let maleWords: [StaticString] = ["male", "man", "gentleman", "boy", "mr"]
    static let femaleWords: [StaticString] = ["female", "woman", "lady", "girl", "mrs", "ms"]
    static let malePronouns: [StaticString] = ["he", "his", "him", "himself", "mr"]
    static let femalePronouns: [StaticString] = ["she", "her", "hers", "herself", "mrs", "ms"]
    /// The letters the pronouns start with, one bit per letter (they are lower-case literals).
    static let pronounInitials: UInt32 = (malePronouns + femalePronouns).reduce(0) { $0 | 1 << UInt32($1.utf8Start[0] - 0x61) }

    /// `byte` is, in either case, a letter some pronoun starts with: comparing every word with all
    /// eleven pronouns was most of reading the sex from them.
    @inline(__always) static func startsLikeAPronoun(_ byte: UInt8) -> Bool {
        let letter = asciiLower(byte)
        return letter >= 0x61 && letter <= 0x7A && pronounInitials & 1 << UInt32(letter - 0x61) != 0
    }

    /// "55-year-old male", "48 year old female", "a 62-year-old right-handed man".
    static func ageAndSex(_ text: String) -> (age: Int?, sex: Sex?) { ageAndSex(Array(text.utf8)) }

    /// The first age phrase's age, and the sex named within six words after it.
    static func ageAndSex(_ text: [UInt8]) -> (age: Int?, sex: Sex?) {
        // An age is a word of digits: only where a digit starts a word are the words read, from there
        // (the words that follow a word are the same wherever the reading began). Reading every word up
        // to the phrase was most of this.
        var offset = 0
        while offset < text.count {
            defer { offset += 1 }
            guard ByteText.isDigit(text[offset]), offset == 0 || !SummaryWords.inWord(text[offset - 1]) else { continue }
            // One to three digits, as `ageWord` asks too: no words are read for a date or a dose.
            var end = offset + 1
            while end < text.count, end - offset <= 3, ByteText.isDigit(text[end]) { end += 1 }
            guard end - offset <= 3, end == text.count || !SummaryWords.inWord(text[end]) else { continue }
            var summary = SummaryWords(text, from: offset)
            guard summary.has(0), let age = ageWord(&summary, at: 0) else { continue }
            var sex: Sex? = nil
            let male = maleWords, female = femaleWords
            for following in 1..<7 {
                if summary.word(following, isOneOf: male) { sex = .male; break }
                if summary.word(following, isOneOf: female) { sex = .female; break }
            }
            return ((0...120).contains(age) ? age : nil, sex)
        }
        return (nil, nil)
    }

    /// An age at `index` when followed by "year(s) old" / "yo" / "y/o" words.
    static func ageWord(_ summary: inout SummaryWords, at index: Int) -> Int? {
        let word = summary.words[index]
        guard word.count <= 3 else { return nil }
        var age = 0
        for offset in word {
            let byte = summary.bytes[offset]
            guard ByteText.isDigit(byte) else { return nil }
            age = age * 10 + Int(byte - 0x30)
        }
        let next = index + 1
        if summary.word(next, is: "year") || summary.word(next, is: "years") {
            return summary.word(next + 1, is: "old") ? age : nil
        }
        if summary.word(next, is: "yo") || summary.word(next, is: "y/o") { return age }
        return nil
    }

    /// Sex from pronouns when no "year-old" phrase says it: a clear majority of one kind.
    static func sexFromPronouns(_ text: String) -> Sex? { sexFromPronouns(Array(text.utf8)) }

    static func sexFromPronouns(_ text: [UInt8]) -> Sex? {
        var summary = SummaryWords(text)
        let malePronouns = malePronouns, femalePronouns = femalePronouns
        var male = 0
        var female = 0
        while let word = summary.nextWord() {
            // The pronouns are two to seven letters long and start with h, m or s: most words stop here.
            guard word.count >= 2, word.count <= 7, startsLikeAPronoun(text[word.lowerBound]) else { continue }
            if summary.word(word, isOneOf: malePronouns) { male += 1 }
            else if summary.word(word, isOneOf: femalePronouns) { female += 1 }
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

    static func dateOfInjury(_ text: String) -> CalendarDate? { dateOfInjury(Array(text.utf8)) }

    static let injuryMarkerBytes: [[UInt8]] = injuryMarkers.map { Array($0.utf8) }
    /// The bytes a marker starts with (d, h, i), one flag per byte value.
    static let injuryMarkerFirsts: [Bool] = (0..<256).map { byte in injuryMarkerBytes.contains { $0.first == UInt8(byte) } }

    /// The date after the earliest marker that has a date within 60 characters and no letter before it
    /// (at one offset, the first such marker in the list). One pass that tries the markers where one
    /// may start, not a search per marker (17 passes, a memchr and memcmp for every d, h and i: 48,000
    /// instructions a summary). The same answer: no marker overlaps itself, so a marker's occurrences
    /// are the offsets where it matches.
    static func dateOfInjury(_ text: [UInt8]) -> CalendarDate? {
        let bytes = FoldedText(folding: text).bytes
        let markers = injuryMarkerBytes, firsts = injuryMarkerFirsts
        for offset in bytes.indices where firsts[Int(bytes[offset])] {
            for marker in markers where marker[0] == bytes[offset] && marker.count <= bytes.count - offset
                && bytes[offset..<(offset + marker.count)].elementsEqual(marker) {
                let before = ByteText.scalar(endingAt: offset, in: bytes, from: 0)
                guard !(before?.properties.isAlphabetic ?? false) else { continue }
                // The date must follow within 60 characters of the marker.
                let markerEnd = offset + marker.count
                var windowEnd = markerEnd, characters = 0
                while windowEnd < bytes.count, characters < 60 || bytes[windowEnd] & 0xC0 == 0x80 {
                    if bytes[windowEnd] & 0xC0 != 0x80 { characters += 1 }
                    windowEnd += 1
                }
                if let date = DateParsing.firstDate(in: bytes, markerEnd..<windowEnd) { return date }
            }
        }
        return nil
    }
}

/// A summary's words as byte ranges, split at spaces, hyphens and punctuation ("55-year-old" is
/// 55 year old; "y/o" stays one word). Compared in any case, never copied: this runs over every summary.
/// Words are found as they are asked for: the age is usually in the first sentence.
struct SummaryWords {
    let bytes: [UInt8]
    private(set) var words: [Range<Int>] = []
    private var scanned = 0

    /// The words from `start` on (a word's start, or the text's).
    init(_ bytes: [UInt8], from start: Int = 0) {
        self.bytes = bytes
        scanned = start
        // An age phrase and the six words after it.
        words.reserveCapacity(8)
    }

    /// There is a word at `index` (finding words up to it).
    mutating func has(_ index: Int) -> Bool {
        while words.count <= index, let next = nextWord() { words.append(next) }
        return index < words.count
    }

    /// The next word after those found so far (not kept: for a single pass over the words).
    mutating func nextWord() -> Range<Int>? {
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

    static func inWord(_ byte: UInt8) -> Bool {
        ByteText.isASCIILetter(byte) || ByteText.isDigit(byte) || byte == 0x2F || byte >= 0x80
    }

    mutating func word(_ index: Int, is wanted: StaticString) -> Bool {
        guard has(index) else { return false }
        let word = words[index]
        return word.count == wanted.utf8CodeUnitCount && ByteText.hasPrefix(bytes, word, ignoringCase: wanted)
    }

    mutating func word(_ index: Int, isOneOf wanted: [StaticString]) -> Bool {
        has(index) && word(words[index], isOneOf: wanted)
    }

    func word(_ word: Range<Int>, isOneOf wanted: [StaticString]) -> Bool {
        wanted.contains { word.count == $0.utf8CodeUnitCount && ByteText.hasPrefix(bytes, word, ignoringCase: $0) }
    }
}
