import IMRModel

/// The facets a corpus can be filtered and counted by.
public enum Facet: String, CaseIterable, Sendable, Codable {
    case outcome, itemDecision = "item-decision", specialty, chapter, category, treatment, region, state, year, layout
    case kind
    case reason
    case review = "ur"

    public var title: String {
        switch self {
        case .outcome: return "Outcome"
        case .itemDecision: return "Item decision"
        case .specialty: return "Reviewer specialty"
        case .chapter: return "Guideline chapter"
        case .category: return "Treatment category"
        case .treatment: return "Treatment"
        case .region: return "Body region"
        case .state: return "Licensure state"
        case .year: return "Decision year"
        case .layout: return "Letter layout"
        case .kind: return "Treatment kind"
        case .reason: return "Decision reason"
        case .review: return "UR decision"
        }
    }

    /// Facets that describe one item rather than the case: asked together, they must hold for the same item.
    public var isItemLevel: Bool {
        self == .itemDecision || self == .category || self == .chapter || self == .treatment || self == .region
            || self == .kind || self == .reason || self == .review
    }
}
