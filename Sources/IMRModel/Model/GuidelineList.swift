/// One list of guideline citations of an item, under the name its letter gives it: a decoded item's
/// citations (`[Citation]`) or a stored record's read in place.
public struct GuidelineList<Citations> {
    public var title: String
    public var citations: Citations

    @inlinable
    public init(title: String, citations: Citations) {
        (self.title, self.citations) = (title, citations)
    }
}

extension GuidelineList: Sendable where Citations: Sendable {}
extension GuidelineList: Equatable where Citations: Equatable {}

extension CaseFields {
    /// The guideline lists an item of this letter carries, in the letter's order: a MAXIMUS letter
    /// names the claims administrator's guideline and then MAXIMUS's; a professional review names only
    /// the guideline its reviewer relied upon (read into `maximusGuideline`), its form having no other.
    @inlinable
    public func guidelineLists(of item: ItemPart) -> [GuidelineList<ItemPart.Citations>] {
        if layout == .professionalReview {
            return [GuidelineList(title: "Guideline relied upon by the reviewer", citations: item.maximusGuideline)]
        }
        return [GuidelineList(title: "Claims Administrator guideline", citations: item.claimsAdministratorGuideline),
                GuidelineList(title: "MAXIMUS guideline", citations: item.maximusGuideline)]
    }
}
