import IMRModel
import IMRText
import IMRVocabulary

/// A limb and the parts that lie in it, read as one region or two.
extension RegionInference {
    /// The regions as the one part where they are a limb named in passing (an arm or a leg, never "extremity") and one part
    /// that lies in it, read anywhere in the summary ("caught the rail with his left arm ... He continued to have left
    /// shoulder pain": the shoulder, the arm no second region), as an injury's limb beside its own part yields
    /// (`partsOfLimbs`). A limb the summary names as one stays (`limbOverItsPart`), as does a limb beside two of its parts.
    static func partOverItsLimb(_ regions: [String], namedAsALimb: Bool) -> [String] {
        guard !namedAsALimb, regions.count == 2, let limb = regions.first(where: { $0 == upperExtremities || $0 == lowerExtremities }),
              let part = regions.first(where: { BodyRegions.within[$0] == limb }) else { return regions }
        return [part]
    }

    /// The regions as the whole limb where they are a limb the summary names as one ("extremity", not an arm or a leg
    /// named in passing) and one part that lies in it ("repetitive strain injury of the bilateral upper extremities with
    /// forearm flexor tendinitis": the upper extremities, the forearm a part of them, not a second region). A limb beside
    /// two of its parts (an ankle and a knee), or a part of another limb or of the spine, stays as it is.
    static func limbOverItsPart(_ regions: [String], namedAsALimb: Bool) -> [String] {
        guard namedAsALimb, regions.count == 2, let limb = regions.first(where: { $0 == upperExtremities || $0 == lowerExtremities }),
              regions.allSatisfy({ $0 == limb || BodyRegions.within[$0] == limb }) else { return regions }
        return [limb]
    }

    /// Whether two readings of a letter's parts share one: the same region, or a region and the limb it lies in
    /// ("lower extremities" and the knee).
    static func overlap(_ one: [String], _ other: [String]) -> Bool {
        one.contains { region in
            other.contains { $0 == region || BodyRegions.limb(of: $0) == region || BodyRegions.limb(of: region) == $0 }
        }
    }
}
