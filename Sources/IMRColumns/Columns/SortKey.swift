import IMRModel

public enum SortKey: String, CaseIterable, Sendable, Codable {
    case id, decisionDate = "decision-date", injuryDate = "injury-date", outcome, specialty, items

    public var title: String {
        switch self {
        case .id: return "Case id"
        case .decisionDate: return "Decision date"
        case .injuryDate: return "Date of injury"
        case .outcome: return "Outcome"
        case .specialty: return "Reviewer specialty"
        case .items: return "Number of items"
        }
    }
}
