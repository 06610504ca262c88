import IMRText
import IMRVocabulary

/// The regions a summary's sentences name: each sentence read on its folded bytes, less the clauses that deny a part or
/// say it is over, the parts a list of accepted parts names, and the denials and the review's reports a reading skips.
extension RegionInference {
    /// The regions named anywhere in the summary, in the sentences that deny nothing and say nothing is over.
    static func mentionedRegions(in summary: String, memo: ParseMemo?) -> [String] {
        mentionedRegions(in: FoldedText(folding: summaryForParts(summary)), memo: memo)
    }

    static func mentionedRegions(in folded: FoldedText, memo: ParseMemo?) -> [String] {
        var named: [String] = []
        var start = 0
        while start < folded.bytes.count {
            let sentence = sentenceBounds(around: start..<start, in: folded.bytes)
            defer { start = max(sentence.upperBound, start + 1) }
            // A denial or resolution speaks for its own clause ("She denies neck pain but reports low back
            // pain" names the low back); a sentence with none is read whole.
            func denies(_ range: Range<Int>) -> Bool {
                Self.denialsAndResolutions.contains {
                    folded.range(of: $0, from: range.lowerBound, upTo: range.upperBound).map {
                        $0.lowerBound == range.lowerBound || folded.bytes[$0.lowerBound - 1] == 0x20
                    } ?? false
                }
            }
            guard denies(sentence) else {
                named += regions(of: sentence, in: folded, memo: memo)
                continue
            }
            let clauses = clauses(of: sentence, in: folded)
            for clause in clauses where !denies(clause) {
                // Less a part a later clause says the carrier denied ("She also claimed a neck injury, but the carrier
                // denied the neck": `partsDeniedAfter`).
                let deniedAfter = partsDeniedAfter(clause, clauses: clauses, in: folded, memo: memo)
                named += regions(of: clause, in: folded, memo: memo).filter { !deniedAfter.contains($0) }
            }
        }
        return BodyRegions.distinct(named)
    }

    /// The regions one sentence names, less the parts a spine's pain is said to reach (`feltOnly`).
    static func regions(of sentence: Range<Int>, in folded: FoldedText, memo: ParseMemo?) -> [String] {
        let named = regionsNamed(in: sentence, in: folded, memo: memo)
        guard named.count > 1, named.contains(where: BodyRegions.spineParts.contains) else { return named }
        return feltOnly(named, in: sentence, folded: folded, memo: memo)
    }

    /// The regions a stretch of a sentence names, kept in `memo` where given.
    static func regionsNamed(in sentence: Range<Int>, in folded: FoldedText, memo: ParseMemo?) -> [String] {
        folded.bytes.withUnsafeBufferPointer { all in
            let bytes = UnsafeBufferPointer(rebasing: all[sentence])
            // Read on the folded bytes (`RegionReader`), no String made for the sentence: quicker than the
            // memo's lookup. The few the lexicon's own reader reads are remembered.
            if let read = TreatmentLexicon.sharedRegionReader?.regions(in: bytes) { return withoutRadiation(read) }
            func read() -> [String] { withoutRadiation(TreatmentLexicon.shared.regions(in: String(decoding: bytes, as: UTF8.self))) }
            return memo.map { $0.sentenceRegions.value(of: bytes, read) } ?? read()
        }
    }

    /// The regions a list of parts names, each a part of its own ("the accepted body parts are the neck and both upper
    /// extremities"): no limb read as where a spine's pain is felt (`withoutRadiation`).
    static func regionsListed(in range: Range<Int>, in folded: FoldedText) -> [String] {
        folded.bytes.withUnsafeBufferPointer { all in
            let bytes = UnsafeBufferPointer(rebasing: all[range])
            return TreatmentLexicon.sharedRegionReader?.regions(in: bytes)
                ?? TreatmentLexicon.shared.regions(in: String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Words that say a sentence reports the utilization review's reading, not the letter's own.
    static let reviewReports = ["utilization review", "per the ur ", "per ur ", "the ur physician", "the ur reviewer",
                                "ur physician", "ur reviewer", "according to the ur ", "the ur report", "ur determination"]

    static func reportsTheReview(_ sentence: Range<Int>, in folded: FoldedText) -> Bool {
        reviewReports.contains { folded.range(of: $0, from: sentence.lowerBound, upTo: sentence.upperBound) != nil }
    }

    /// Words that, before a marker in its sentence, say it is not there ("no diagnosis", "not diagnosed",
    /// "without any examination or diagnosis").
    static let denials = ["without ", "no ", "not ", "never ", "undiagnos"]

    /// Whether a denial starts a word shortly before the marker, in its clause: up to three words between,
    /// no comma, semicolon, "and" or "but" ("no prior history and is diagnosed with ..." denies nothing).
    static func deniedBefore(_ hit: Range<Int>, in folded: FoldedText, from start: Int) -> Bool {
        denials.contains { denial in
            var from = start
            while let found = folded.range(of: denial, from: from, upTo: hit.lowerBound) {
                if found.lowerBound == start || folded.bytes[found.lowerBound - 1] == 0x20,
                   deniesInItsClause(folded.bytes[found.upperBound..<hit.lowerBound]) {
                    return true
                }
                from = found.lowerBound + 1
            }
            return false
        }
    }

    private static func deniesInItsClause(_ between: ArraySlice<UInt8>) -> Bool {
        let words = between.split(separator: 0x20)
        guard words.count <= 3, !between.contains(0x2C), !between.contains(0x3B) else { return false }
        return !words.contains { $0.elementsEqual("and".utf8) || $0.elementsEqual("but".utf8) }
    }
}
