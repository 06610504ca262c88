import IMRModel
import IMRText
import IMRVocabulary

/// What an examination finds of a part named: normal, or its motion full (a hip examined and found normal beside a pelvic injury
/// is no hip of its own).
extension RegionInference {
    /// Words of an examination that finds a part normal ("Hip range of motion was full and painless", "the hip
    /// examination was unremarkable").
    static let normalFindings = ["full and painless", "painless range", "full painless", "normal", "unremarkable", "nontender",
                                 "non-tender", "not tender", "without tenderness", "within normal limits"]

    /// Whether a sentence finds what it names normal (`normalFindings`), or its motion full ("with full hip range of
    /// motion", "full knee motion": `fullMotion`).
    static func findsNormal(_ sentence: Range<Int>, in folded: FoldedText) -> Bool {
        // Each starting a word: an "abnormal" gait finds nothing normal.
        normalFindings.contains { word in
            var from = sentence.lowerBound
            while let found = folded.range(of: word, from: from, upTo: sentence.upperBound) {
                if found.lowerBound == 0 || !ByteText.isASCIILetter(folded.bytes[found.lowerBound - 1]) { return true }
                from = found.upperBound
            }
            return false
        } || findsFullMotion(sentence, in: folded)
    }

    /// Whether the word "full" is followed, within a part's name or two (`fullMotionReach` bytes), by "motion": "full
    /// range of motion", "full hip range of motion", "full left knee motion". Not "full thickness tear", nor "full duty".
    static func findsFullMotion(_ sentence: Range<Int>, in folded: FoldedText) -> Bool {
        var from = sentence.lowerBound
        while let found = folded.range(of: "full ", from: from, upTo: sentence.upperBound) {
            from = found.upperBound
            guard found.lowerBound == 0 || !ByteText.isASCIILetter(folded.bytes[found.lowerBound - 1]) else { continue }
            if folded.range(of: "motion", from: found.upperBound, upTo: min(sentence.upperBound, found.upperBound + fullMotionReach)) != nil {
                return true
            }
        }
        return false
    }

    /// How far after "full " its motion may be named: "left shoulder range of " is 23 bytes.
    static let fullMotionReach = 30
}
