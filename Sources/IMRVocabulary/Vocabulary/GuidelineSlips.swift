/// The words of guidelines' and chapters' names, for a citation a typing slip left unread ("Sholder
/// Complaints", "Offcial Disability Guidelines, Knee & Leg"): each of its words one slip away from
/// exactly one of them (a letter left out, added, changed, or two swapped) read as that word.
///
/// Words of six letters or more are read so wherever they stand. Shorter ones are too close to other
/// words ("ankle" and "angle"): one of three to five letters ("Nek and Upper Back", "Ankle and Fott") is
/// read as a name's word only inside a name, its next or previous word (past an "and") a name's
/// word as written, and when it is no plain word of a citation's ("and" is a slip of "hand"); the citation
/// read again must name a chapter (`CitationParser.citation`). None longer than any name's word can be a
/// slip of one (nor costs a look).
package enum GuidelineSlips {
    static let minimumLength = 6
    static let shortestLength = 3
    static let maximumLength = 24

    /// Short words citations write that are one slip from a name's word and never a slip of it.
    static let plainWords: Set<String> = [
        "and", "the", "for", "with", "from", "page", "pages", "see", "per", "part", "was", "are", "not", "all",
        "use", "uses", "also", "other", "that", "this", "which", "based", "been", "were", "new", "low", "hip",
        "leg", "eye", "head", "hand", "neck", "back", "knee", "foot", "pain", "upper", "care", "tear", "pace",
        // ODG's topics cited with no chapter ("ODG, Heat/cold applications"): a topic's word, never the Head chapter's.
        "heat",
    ]

    /// The names' words: every spelling of every MTUS part, later ACOEM guideline, ODG chapter and guideline name.
    static let words: Set<String> = {
        let spellings = GuidelineChapters.mtusParts.flatMap(\.spellings) + GuidelineChapters.acoemGuidelines.flatMap(\.spellings)
            + GuidelineChapters.odgChapters.flatMap(\.spellings) + GuidelineChapters.odgNames + GuidelineChapters.acoemNames
            + GuidelineChapters.mtusParts.map(\.title) + ["complaints", "disorders", "guidelines", "chapter"]
        return Set(spellings.flatMap { $0.lowercased().split { !$0.isLetter }.map(String.init) }.filter { $0.count >= shortestLength })
    }()

    static let table: SlipTable = {
        var table = SlipTable()
        for word in words.sorted() { table.insert(word) }
        return table
    }()

    /// The text with each word that is a slip of one name word written as that word (lower case); nil when
    /// no word is. Words are runs of ASCII letters, looked at in the text's bytes: nothing is made for a
    /// citation with no slip.
    package static func corrected(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var runs: [Range<Int>] = []
        var start = 0
        while start < bytes.count {
            guard isLetter(bytes[start]) else { start += 1; continue }
            var end = start
            while end < bytes.count, isLetter(bytes[end]) { end += 1 }
            runs.append(start..<end)
            start = end
        }
        func word(_ run: Range<Int>) -> String { String(decoding: bytes[run].map { $0 | 0x20 }, as: UTF8.self) }
        // Whether the nearest word before or after (past the little words inside names) is a name's word.
        func besideANameWord(_ position: Int) -> Bool {
            for step in [-1, 1] {
                var next = position + step
                while runs.indices.contains(next), Self.joiners.contains(word(runs[next])) { next += step }
                if runs.indices.contains(next), words.contains(word(runs[next])) { return true }
            }
            return false
        }
        var mended: [(range: Range<Int>, word: String)] = []
        for (position, run) in runs.enumerated() where (shortestLength...maximumLength).contains(run.count) {
            let written = word(run)
            guard !words.contains(written) else { continue }
            if run.count < minimumLength, plainWords.contains(written) || !besideANameWord(position) { continue }
            let found = table.neighbours(of: written)
            if found.count == 1, let only = found.first { mended.append((run, only)) }
        }
        guard !mended.isEmpty else { return nil }
        var result: [UInt8] = []
        var from = 0
        for (range, word) in mended {
            result += bytes[from..<range.lowerBound]
            result += Array(word.utf8)
            from = range.upperBound
        }
        result += bytes[from...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The little word that joins a name's parts ("Neck and Upper Back"; "&" is no word). Not "of": "Cobb
    /// angle of the spine" names no chapter.
    static let joiners: Set<String> = ["and"]

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
