import IMRText
import IMRVocabulary

/// Where a pain is felt is no part of its own: a limb or a part a spine's pain is said to reach ("low back pain
/// radiating to the buttock and posterior thigh", "neck pain shooting into the shoulder") is left out of the parts
/// a sentence names, so that the spine's letter points to the spine.
extension RegionInference {
    /// Words after which the parts named are where a pain is felt ("low back pain radiating to the buttock and
    /// posterior thigh", "neck pain shooting into the right shoulder"). Not "referred": a patient is referred to a
    /// surgeon for another part.
    static let radiation = ["radiat", "shooting ", "extending to", "extending into", "extending down", "extending around",
                            "extends to", "extends into", "extends down", "extends around", "spreading to", "spreading into",
                            "spreading down", "spreads to", "spreads into", "spreads down",
                            // A spine's pain "with numbness of the left middle finger": the root's, felt in the limb.
                            "with numbness", "with intermittent numbness", "with tingling", "with intermittent tingling"]

    /// A pain's course told by other verbs ("low back pain running down the back of the right leg to the heel", "pain that
    /// travels down the arm into the thumb"), with the pain or its symptoms right before them (`courseSubjects`): not a
    /// worker who "ran into a pallet" or was "running down a ramp".
    static let coursesByOtherVerbs = ["running down", "running into", "runs down", "runs into", "ran down", "ran into",
                                      "traveling down", "travelling down", "travels down", "traveled down", "travelled down",
                                      "traveling into", "travelling into", "travels into"]

    /// What stands right before a verb of `coursesByOtherVerbs` for it to tell a pain's course.
    static let courseSubjects = ["pain ", "symptoms ", "numbness ", "tingling "].flatMap { [$0, $0 + "that ", $0 + "which "] }

    /// Where in `sentence` a pain's course told by another verb starts (`coursesByOtherVerbs`), if anywhere.
    static func courseByOtherVerb(in sentence: Range<Int>, of folded: FoldedText) -> Int? {
        var first: Int?
        for verb in coursesByOtherVerbs {
            var from = sentence.lowerBound
            while let hit = folded.range(of: verb, from: from, upTo: sentence.upperBound) {
                from = hit.upperBound
                let told = courseSubjects.contains { subject in
                    let start = hit.lowerBound - subject.utf8.count
                    return start >= sentence.lowerBound && folded.range(of: subject, from: start, upTo: hit.lowerBound) != nil
                }
                if told { first = min(first ?? hit.lowerBound, hit.lowerBound); break }
            }
        }
        return first
    }

    /// A sentence's parts less those named only in the clause after a word of radiation that a part of the spine
    /// named before it reaches (its limb's parts; the pelvis for the low back, the head for the neck, the chest for
    /// the mid back): they are where its pain is felt. A part named before the word, or in a clause of its own after
    /// ("..., and he injured his right shoulder in the same fall"), stays.
    static func feltOnly(_ named: [String], in sentence: Range<Int>, folded: FoldedText, memo: ParseMemo?) -> [String] {
        let found = radiation.compactMap { folded.range(of: $0, from: sentence.lowerBound, upTo: sentence.upperBound)?.lowerBound }
            + [courseByOtherVerb(in: sentence, of: folded)].compactMap { $0 }
        guard let cut = found.min(), cut > sentence.lowerBound else { return named }
        let before = regionsNamed(in: sentence.lowerBound..<cut, in: folded, memo: memo)
        let spines = before.filter(BodyRegions.spineParts.contains)
        guard !spines.isEmpty else { return named }
        let ends = clauseEnds.compactMap { folded.range(of: $0, from: cut, upTo: sentence.upperBound)?.lowerBound }
        let end = ends.min() ?? sentence.upperBound
        let after = end < sentence.upperBound ? regionsNamed(in: end..<sentence.upperBound, in: folded, memo: memo) : []
        func reached(_ region: String) -> Bool {
            spines.contains { spine in
                let limb = BodyRegions.limb(of: spine)
                return limb != nil && BodyRegions.limb(of: region) == limb || referredTo[spine] == region
            }
        }
        return named.filter { before.contains($0) || after.contains($0) || !reached($0) }
    }

    /// Where the clause of a pain's course ends and another begins (", and" alone may join the places it reaches:
    /// "to the buttocks, hips, and posterior thighs").
    static let clauseEnds = [";", ", but ", " but ", ", while ", ", and he ", ", and she ", ", and the patient ",
                             ", and the injured worker ", ", and the claimant ", ", and the applicant "]

    /// Beyond its limb, where a part of the spine refers its pain.
    static let referredTo = ["lumbar spine": "pelvis", "cervical spine": "head", "thoracic spine": "chest"]

    /// A sentence's regions less a whole limb named beside the part of the spine whose nerve roots reach it
    /// ("low back pain radiating to both legs", "cervical radiculopathy into the right upper extremity"): the
    /// limb is where the spine's pain is felt, not a part of its own. A joint of the limb (a knee beside the
    /// low back) stays.
    static func withoutRadiation(_ regions: [String]) -> [String] {
        guard regions.count > 1 else { return regions }
        // A few regions at most: an array, no Set made for each sentence.
        let reached = regions.compactMap { BodyRegions.spineParts.contains($0) ? BodyRegions.limb(of: $0) : nil }
        guard !reached.isEmpty else { return regions }
        return regions.filter { !reached.contains($0) }
    }
}
