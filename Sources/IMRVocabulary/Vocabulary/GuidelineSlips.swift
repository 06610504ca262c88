/// The words of guidelines' and chapters' names, for a citation a typing slip left unread ("Sholder
/// Complaints", "Offcial Disability Guidelines, Knee & Leg"): each of its words one slip away from
/// exactly one of them (a letter left out, added, changed, or two swapped) read as that word.
///
/// Only words of six letters or more: shorter ones are too close to other words ("ankle" and "angle");
/// and none longer than any name's word can be a slip of one (nor costs a look).
package enum GuidelineSlips {
    static let minimumLength = 6
    static let maximumLength = 24

    /// The names' words: every spelling of every MTUS part, later ACOEM guideline, ODG chapter and guideline name.
    static let words: Set<String> = {
        let spellings = GuidelineChapters.mtusParts.flatMap(\.spellings) + GuidelineChapters.acoemGuidelines.flatMap(\.spellings)
            + GuidelineChapters.odgChapters.flatMap(\.spellings) + GuidelineChapters.odgNames + GuidelineChapters.acoemNames
            + GuidelineChapters.mtusParts.map(\.title) + ["complaints", "disorders", "guidelines", "chapter"]
        return Set(spellings.flatMap { $0.lowercased().split { !$0.isLetter }.map(String.init) }.filter { $0.count >= minimumLength })
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
        var mended: [(range: Range<Int>, word: String)] = []
        var start = 0
        while start < bytes.count {
            guard isLetter(bytes[start]) else { start += 1; continue }
            var end = start
            while end < bytes.count, isLetter(bytes[end]) { end += 1 }
            if (minimumLength...maximumLength).contains(end - start) {
                let word = String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self)
                if !words.contains(word) {
                    let found = table.neighbours(of: word)
                    if found.count == 1, let only = found.first { mended.append((start..<end, only)) }
                }
            }
            start = end
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

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}
