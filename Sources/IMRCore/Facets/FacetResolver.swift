/// Turns what a user typed for a facet into the corpus's values: "12" -> every chapter-12 label,
/// "pain" -> "Pain Management", "pm&r" -> "Physical Medicine & Rehabilitation".
enum FacetResolver {
    static func resolve(_ input: String, facet: Facet, names: [String]) -> [String] {
        let wanted = input.trimmingSpaces.lowercased()
        guard !wanted.isEmpty else { return [] }
        if let exact = names.first(where: { $0.lowercased() == wanted }) { return [exact] }
        switch facet {
        case .outcome:
            let aliases = ["partially overturned": "partial", "partially": "partial", "u": "upheld", "o": "overturned",
                           "p": "partial"]
            if let alias = aliases[wanted] { return [alias] }
        case .chapter:
            // "12", "ch12", "ch. 12", "chapter 12": the ACOEM chapter, however the letters named it.
            var number = Substring(wanted)
            for prefix in ["chapter", "ch.", "ch"] where number.hasPrefix(prefix) {
                number = number.dropFirst(prefix.count)
                break
            }
            if let chapter = Int(number.trimmingSpaces) {
                let label = GuidelineChapters.acoemLabel(chapter: chapter)
                return names.filter { $0 == label }
            }
        case .specialty:
            if let canonical = Specialties.canonicalName(input), names.contains(canonical) { return [canonical] }
        case .state:
            let state = States.normalize(input)
            if names.contains(state) { return [state] }
        default:
            break
        }
        return names.filter { $0.lowercased().contains(wanted) }
    }
}
