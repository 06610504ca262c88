import IMRText
import IMRVocabulary

/// Turns what a user typed for a facet into the corpus's values: "12" -> every chapter-12 label,
/// "pain" -> "Pain Management", "pm&r" -> "Physical Medicine & Rehabilitation". A value with others
/// under it takes them in ("spine" every part of the spine, "physical therapy" its post-operative
/// form, "ODG" every ODG chapter); "=" before a value asks for it alone ("region:=spine").
public enum FacetResolver {
    package static func resolve(_ input: String, facet: Facet, names: [String]) -> [String] {
        var wanted = CaseFold.key(input.trimmingSpaces)
        if wanted.hasPrefix("=") {
            wanted = String(String(wanted.dropFirst()).trimmingSpaces)
            return names.filter { CaseFold.key($0) == wanted }
        }
        guard !wanted.isEmpty else { return [] }
        if let found = resolveHierarchy(wanted, facet: facet, names: names), !found.isEmpty { return found }
        if let exact = names.first(where: { CaseFold.key($0) == wanted }) { return [exact] }
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
        return names.filter { CaseFold.key($0).contains(wanted) }
    }

    /// The values a typed one that matched nothing may have meant, the closest first, at most three:
    /// those whose words each typed word is a slip of or the start of ("pian": "Pain Management";
    /// "home-excercise": "home-exercise-sufficient"). A slip is one letter, two in a long word.
    package static func suggestions(_ input: String, names: [String]) -> [String] {
        func words(_ text: String) -> [String] {
            CaseFold.key(text).split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        let typed = words(input)
        guard typed.joined().count >= 3 else { return [] }
        var scored: [(name: String, distance: Int)] = []
        for name in names {
            let named = words(name)
            var total = 0
            for word in typed {
                let allowed = word.count >= 8 ? 2 : word.count >= 3 ? 1 : 0
                let best = named.map { min(EditDistance.between($0, word), EditDistance.between(String($0.prefix(word.count)), word)) }.min()
                guard let best, best <= allowed else { total = -1; break }
                total += best
            }
            if total >= 0 { scored.append((name, total)) }
        }
        scored.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return scored.prefix(3).map(\.name)
    }

    /// For the facets whose values nest, the values the typed one names and those under it: a region
    /// as letters write it ("neck", "L-spine", "upper extremity") and the regions within it; a treatment
    /// as requests write it ("Norco", "L-spine MRI": read by the treatment tables) and its narrower keys.
    package static func resolveHierarchy(_ wanted: String, facet: Facet, names: [String]) -> [String]? {
        switch facet {
        case .region:
            let named = BodyRegions.regions.contains { $0.name == wanted } ? [wanted] : TreatmentLexicon.shared.regions(in: wanted)
            let regions = Set(named.flatMap(BodyRegions.regionAndWithin))
            return names.filter(regions.contains)
        case .chapter:
            guard let beginnings = GuidelineChapters.labelFamilies[wanted] else { return nil }
            return names.filter { name in beginnings.contains(where: name.hasPrefix) }
        case .treatment:
            let exact = names.first { CaseFold.key($0) == wanted }
            guard let key = exact ?? TreatmentNormalizer.normalize(wanted).map(\.key) else { return nil }
            return names.filter { TreatmentIdentity.isUnder($0, key) }
        case .reason:
            // "upholding" or "overturning": every reason for that side.
            guard let side = DecisionReasons.Side(rawValue: wanted) else { return nil }
            return names.filter { DecisionReasons.byId[$0]?.side == side }
        default:
            return nil
        }
    }

    /// A value with others under it, as pickers list it: the wider term and every value it takes in.
    public struct Group: Equatable, Sendable {
        /// What the picker shows: "spine (all 3)", "ODG (all 12)".
        public let label: String
        /// The wider term itself, as typed after the facet's key: "spine", "ODG", "upholding".
        public let term: String
        public let members: [String]
    }

    /// The levels above the corpus's values that take in two or more of them, by the rules typed terms
    /// follow (`resolveHierarchy`): wider regions, guidelines over their chapters, a treatment over its
    /// narrower keys.
    public static func groups(facet: Facet, names: [String]) -> [Group] {
        let terms: [String]
        switch facet {
        case .region: terms = Array(Set(BodyRegions.within.values)).sorted()
        case .chapter: terms = GuidelineChapters.labelFamilies.keys.sorted().map { $0.uppercased() }
        case .treatment:
            // Only a key that narrower keys name can head a group: "physical therapy" in
            // "postoperative physical therapy" and "physical therapy/occupational therapy".
            terms = Set(names.flatMap(TreatmentIdentity.broader)).intersection(names).sorted()
        case .reason: terms = [DecisionReasons.Side.upholding.rawValue, DecisionReasons.Side.overturning.rawValue]
        default: return []
        }
        return terms.compactMap { term in
            guard let members = resolveHierarchy(CaseFold.key(term), facet: facet, names: names), members.count >= 2 else {
                return nil
            }
            return Group(label: "\(term) (all \(members.count))", term: term, members: members)
        }
    }
}

