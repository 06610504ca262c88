/// One list of guideline citations of an item, under the name its letter gives it.
public struct GuidelineList: Sendable, Equatable {
    public var title: String
    public var citations: [Citation]
}

extension IMRCase {
    /// The guideline lists an item of this letter carries, in the letter's order: a MAXIMUS letter
    /// names the claims administrator's guideline and then MAXIMUS's; a professional review names only
    /// the guideline its reviewer relied upon (read into `maximusGuideline`), its form having no other.
    public func guidelineLists(of item: Item) -> [GuidelineList] {
        if layout == .professionalReview {
            return [GuidelineList(title: "Guideline relied upon by the reviewer", citations: item.maximusGuideline)]
        }
        return [GuidelineList(title: "Claims Administrator guideline", citations: item.claimsAdministratorGuideline),
                GuidelineList(title: "MAXIMUS guideline", citations: item.maximusGuideline)]
    }
}
