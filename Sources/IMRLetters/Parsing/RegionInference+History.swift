import IMRModel
import IMRText
import IMRVocabulary

/// An injury, a diagnosis or an operation told as the patient's past history, before and apart from the claim: "His past
/// history is notable for an arthroscopic right knee meniscectomy in 2008 after a high school football injury", "His past
/// history includes a left shoulder stabilization in 2015 after a hockey injury". Its marker marks no injured part: the
/// part is the history's, as a part named only in the history is no part to every writer since N39's. The claim itself
/// told as a history ("a history of an occupational claim from 08/30/2016", "a history of an industrial injury to the
/// low back", "a preexisting history of knee arthritis, which the injury aggravated") stays the claim's.
extension RegionInference {
    /// Words that open the patient's past history, before the marker in its clause: the words of a history
    /// (`RegionInference.pastHistory`) but a comorbidity, which names a condition, not a history told.
    static let pastHistoryOpenings = pastHistory.filter { $0 != "comorbid" }

    /// What follows "history of" in a heading of the claim's own story, no past history ("History of present illness:",
    /// "the history of the injury is that ...").
    static let historiesOfTheClaim = ["history of present", "history of the present", "history of injury", "history of the injury"]

    /// Words that make a history the claim's: the claim's injury told as a history, or a prior condition it aggravated.
    /// Not said so after "non" or "not" (`notTheClaims`: "a non-industrial injury", "not work related", "not part of this
    /// claim").
    static let claimsWordsInAHistory = ["industrial", "occupational", "work related", "work-related", "at work", "on the job",
                                        "aggravat", "compensable", "this claim", "the claim", "current claim"]

    /// What, right before a word of the claim, says the history is not the claim's.
    static let notTheClaims = ["non", "non-", "non ", "not ", "not part of "]

    /// Words between the history's opening and the marker that start another statement: the marker then tells the claim
    /// ("a history of diabetes who sustained a low back injury", "a history of hypertension and injured her knee").
    static let statementsAfterAHistory = [" who ", " which ", " and he ", " and she ", " and sustained", " and injured",
                                          ", injured", " and was ", " and is ", " presents", " presented", " now ", " then "]

    /// Whether the marker at `hit` is told in the patient's past history (`pastHistoryOpenings` before it in its clause,
    /// no other statement between, `statementsAfterAHistory`), in a clause that does not tell the claim
    /// (`claimsWordsInAHistory`).
    static func toldInThePastHistory(_ hit: Range<Int>, sentence: Range<Int>, in folded: FoldedText) -> Bool {
        let clause = clauseBounds(around: hit, in: sentence, of: folded)
        var opening: Range<Int>?
        for word in pastHistoryOpenings {
            var from = clause.lowerBound
            while let found = folded.range(of: word, from: from, upTo: hit.lowerBound) {
                from = found.upperBound
                guard found.lowerBound == 0 || !ByteText.isASCIILetter(folded.bytes[found.lowerBound - 1]) else { continue }
                if historiesOfTheClaim.contains(where: { folded.range(of: $0, from: found.lowerBound, upTo: min(clause.upperBound, found.lowerBound + $0.utf8.count)) != nil }) { continue }
                if opening == nil || found.lowerBound < opening!.lowerBound { opening = found }
            }
        }
        guard let opening else { return false }
        if statementsAfterAHistory.contains(where: { folded.range(of: $0, from: opening.upperBound, upTo: hit.lowerBound) != nil }) { return false }
        for word in claimsWordsInAHistory {
            var from = clause.lowerBound
            while let found = folded.range(of: word, from: from, upTo: clause.upperBound) {
                from = found.upperBound
                let before = folded.bytes[max(clause.lowerBound, found.lowerBound - 12)..<found.lowerBound]
                let said = String(decoding: before, as: UTF8.self)
                if notTheClaims.contains(where: said.hasSuffix) { continue }
                return false
            }
        }
        return true
    }
}
