import IMRModel
import IMRVocabulary

/// The facet values of a case and its items: the one place that says what a case counts under.
/// Adding a facet means adding its case here (and its item values if it describes an item).
public enum FacetValues {
    /// Gives `sink` each value `imrCase` counts under for `facet`. No array or set per case: the facet
    /// table is built through this for every case at each open.
    package static func forEachCaseValue<Sink: FacetValueSink>(_ imrCase: UnsafePointer<IMRCase>, _ facet: Facet,
                                                       into sink: inout Sink) {
        switch facet {
        case .outcome:
            let outcome = imrCase.pointee.outcome
            sink.add(key: outcome.code, unique: false) { outcome.rawValue }
        case .itemDecision:
            forEachItem(of: imrCase) { item in
                let decision = item.pointee.decision
                sink.add(key: decision.code, unique: true) { decision.rawValue }
            }
        case .specialty:
            for name in imrCase.pointee.reviewer.specialties { sink.add(name, unique: false) }
        case .chapter:
            for name in imrCase.pointee.chapters { sink.add(name, unique: false) }
        case .category:
            forEachItem(of: imrCase) { item in if let name = item.pointee.category { sink.add(name, unique: true) } }
        case .treatment:
            forEachItem(of: imrCase) { item in if let key = item.pointee.treatmentKey { sink.add(key, unique: true) } }
        case .region:
            forEachItem(of: imrCase) { item in for name in item.pointee.bodyRegions { sink.add(name, unique: true) } }
        case .kind:
            forEachItem(of: imrCase) { item in
                if let kind = item.pointee.treatmentKind { sink.add(key: kind.code, unique: true) { kind.rawValue } }
            }
        case .reason:
            forEachItem(of: imrCase) { item in for reason in item.pointee.reasons { sink.add(reason.id, unique: true) } }
        case .review:
            forEachItem(of: imrCase) { item in sink.add(UtilizationReview.decision(of: item), unique: true) }
        case .state:
            for name in imrCase.pointee.reviewer.licensure { sink.add(name, unique: false) }
        case .year:
            if let year = imrCase.pointee.dates.decision?.year { sink.add(key: Int(year), unique: false) { String(year) } }
        case .layout:
            if let layout = imrCase.pointee.layout { sink.add(key: layout.code, unique: false) { layout.rawValue } }
        }
    }

    /// Each item of `imrCase` where it lies: `for item in items` copied each, retaining every field of
    /// it, for the one field a facet reads.
    @inline(__always)
    package static func forEachItem(of imrCase: UnsafePointer<IMRCase>, _ body: (UnsafePointer<Item>) -> Void) {
        imrCase.pointee.items.withUnsafeBufferPointer { items in
            guard let first = items.baseAddress else { return }
            for offset in 0..<items.count { body(first + offset) }
        }
    }

    /// Gives `sink` each value `item` counts under for an item-level `facet` (none for the others).
    package static func forEachItemValue<Sink: FacetValueSink>(_ item: UnsafePointer<Item>, _ facet: Facet,
                                                       into sink: inout Sink) {
        switch facet {
        case .itemDecision:
            let decision = item.pointee.decision
            sink.add(key: decision.code, unique: false) { decision.rawValue }
        case .category:
            if let name = item.pointee.category { sink.add(name, unique: false) }
        case .treatment:
            if let key = item.pointee.treatmentKey { sink.add(key, unique: false) }
        case .region:
            // A request naming several regions counts under each (treatment-identity.md, "Regions").
            for name in item.pointee.bodyRegions { sink.add(name, unique: true) }
        case .kind:
            if let kind = item.pointee.treatmentKind { sink.add(key: kind.code, unique: false) { kind.rawValue } }
        case .chapter:
            for citation in item.pointee.maximusGuideline { sink.add(citation.label, unique: true) }
        case .reason:
            for reason in item.pointee.reasons { sink.add(reason.id, unique: true) }
        case .review:
            sink.add(UtilizationReview.decision(of: item), unique: false)
        default:
            break
        }
    }

    /// Case-level values (a case counts under each of its specialties, for instance).
    public static func caseValues(_ imrCase: IMRCase, _ facet: Facet) -> [String] {
        var list = ValueList()
        withUnsafePointer(to: imrCase) { forEachCaseValue($0, facet, into: &list) }
        return list.values
    }

    /// Item-level values for the facets that describe an item.
    public static func itemValues(_ item: Item, _ facet: Facet) -> [String] {
        var list = ValueList()
        withUnsafePointer(to: item) { forEachItemValue($0, facet, into: &list) }
        return list.values
    }

    /// How a value reads to a user ("overturned" -> "Overturned", outcome "partial" -> "Partially overturned").
    public static func display(_ value: String, _ facet: Facet) -> String {
        switch facet {
        case .outcome: return Outcome(rawValue: value)?.title ?? value
        case .itemDecision: return Decision(rawValue: value)?.title ?? value
        default: return value
        }
    }

    /// What a value means, where its name alone does not say it: a decision reason's meaning
    /// (`DecisionReasons`), and a side's for the levels that take in every reason of one side. Nil
    /// for the other facets, whose values say what they are.
    public static func meaning(_ value: String, _ facet: Facet) -> String? {
        guard explains(facet) else { return nil }
        if let reason = DecisionReasons.byId[value] { return reason.meaning }
        switch DecisionReasons.Side(rawValue: value) {
        case .upholding?: return "any reason for upholding: the denial stands"
        case .overturning?: return "any reason for overturning: the treatment is found necessary"
        case nil: return nil
        }
    }

    /// Whether the facet's values have a `meaning` to show beside them.
    public static func explains(_ facet: Facet) -> Bool { facet == .reason }

    /// The values of one case or item as a list.
    private struct ValueList: FacetValueSink {
        package var values: [String] = []

        @inlinable package mutating func add(_ name: String, unique: Bool) {
            if unique && values.contains(name) { return }
            values.append(name)
        }

        @inlinable package mutating func add(key: Int, unique: Bool, name: () -> String) {
            add(name(), unique: unique)
        }
    }
}

/// What takes the values `FacetValues` enumerates for one case or item.
package protocol FacetValueSink {
    /// A value by name; with `unique`, not again when this case or item has it already.
    mutating func add(_ name: String, unique: Bool)
    /// A value known by a small key (an enum's code, a year), whose name need only be made once.
    mutating func add(key: Int, unique: Bool, name: () -> String)
}
