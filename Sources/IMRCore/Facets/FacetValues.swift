/// The facet values of a case and its items: one place that says what a case counts under.
public enum FacetValues {
    /// Case-level values (a case counts under each of its specialties, for instance).
    public static func caseValues(_ letter: IMRCase, _ facet: Facet) -> [String] {
        switch facet {
        case .outcome: return [letter.outcome.rawValue]
        case .itemDecision: return unique(letter.items.map(\.decision.rawValue))
        case .specialty: return letter.reviewer.specialties
        case .chapter: return letter.chapters
        case .category: return unique(letter.items.compactMap(\.category))
        case .state: return letter.reviewer.licensure
        case .year: return letter.dates.decision.map { [String($0.year)] } ?? []
        }
    }

    /// Item-level values for the facets that describe an item.
    public static func itemValues(_ item: Item, _ facet: Facet) -> [String] {
        switch facet {
        case .itemDecision: return [item.decision.rawValue]
        case .category: return item.category.map { [$0] } ?? []
        case .chapter: return unique(item.maximusGuideline.map(\.label))
        default: return []
        }
    }

    static func unique(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    /// How a value reads to a user ("overturned" -> "Overturned", outcome "partial" -> "Partially overturned").
    public static func display(_ value: String, _ facet: Facet) -> String {
        switch facet {
        case .outcome: return Outcome(rawValue: value)?.title ?? value
        case .itemDecision: return Decision(rawValue: value)?.title ?? value
        default: return value
        }
    }
}
