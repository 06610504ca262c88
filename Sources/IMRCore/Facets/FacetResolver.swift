/// Turns what a user typed for a facet into the corpus's values: "12" -> every chapter-12 label,
/// "pain" -> "Pain Management", "pm&r" -> "Physical Medicine & Rehabilitation". A value with others
/// under it takes them in ("spine" every part of the spine, "physical therapy" its post-operative
/// form, "ODG" every ODG chapter); "=" before a value asks for it alone ("region:=spine").
enum FacetResolver {
    static func resolve(_ input: String, facet: Facet, names: [String]) -> [String] {
        var wanted = input.trimmingSpaces.lowercased()
        if wanted.hasPrefix("=") {
            wanted = String(String(wanted.dropFirst()).trimmingSpaces)
            return names.filter { $0.lowercased() == wanted }
        }
        guard !wanted.isEmpty else { return [] }
        if let found = resolveHierarchy(wanted, facet: facet, names: names), !found.isEmpty { return found }
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

    /// For the facets whose values nest, the values the typed one names and those under it: a region
    /// as letters write it ("neck", "L-spine", "upper extremity") and the regions within it; a treatment
    /// as requests write it ("Norco", "L-spine MRI": read by the treatment tables) and its narrower keys.
    static func resolveHierarchy(_ wanted: String, facet: Facet, names: [String]) -> [String]? {
        switch facet {
        case .region:
            let named = BodyRegions.regions.contains { $0.name == wanted } ? [wanted] : TreatmentLexicon.shared.regions(in: wanted)
            let regions = Set(named.flatMap(BodyRegions.regionAndWithin))
            return names.filter(regions.contains)
        case .chapter:
            guard let beginnings = GuidelineChapters.labelFamilies[wanted] else { return nil }
            return names.filter { name in beginnings.contains(where: name.hasPrefix) }
        case .treatment:
            let exact = names.first { $0.lowercased() == wanted }
            guard let key = exact ?? TreatmentNormalizer.normalize(wanted).map(\.key) else { return nil }
            return names.filter { TreatmentIdentity.isUnder($0, key) }
        default:
            return nil
        }
    }
}
