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
    /// no word is.
    package static func corrected(_ text: String) -> String? {
        var changed = false
        var result = ""
        var word = ""
        func close() {
            if word.count >= minimumLength, word.count <= maximumLength, !words.contains(word.lowercased()) {
                let found = table.neighbours(of: word.lowercased())
                if found.count == 1, let only = found.first {
                    result += only
                    changed = true
                    word = ""
                    return
                }
            }
            result += word
            word = ""
        }
        for character in text {
            if character.isLetter {
                word.append(character)
            } else {
                close()
                result.append(character)
            }
        }
        close()
        return changed ? result : nil
    }
}
