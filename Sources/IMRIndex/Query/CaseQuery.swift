import IMRModel
import IMRColumns

/// What the user asked to see: AND across facets, OR within one, plus words to find, plus an order.
public struct CaseQuery: Hashable, Sendable {
    /// Chosen values per facet (facet values as `FacetValues` names them: "overturned", "Pain Management", ...).
    public var selections: [Facet: Set<String>] = [:]
    /// Words and "quoted phrases", all of which must appear (any case) in the summary, treatments or rationales.
    public var text: String = ""
    public var sort: SortKey = .id
    public var descending = false
    /// Dates held to a range ("decided:2016-12..2017-01"): a case must have each date, within its range.
    public var dateRanges: [DateField: DateRange] = [:]
    /// Words held to one item's treatment (`treat:mri treat:"physical therapy"`): each term a word or a
    /// quoted phrase; one item must have them all, and the other item terms too.
    public var treatmentWords: [String] = []
    /// Tags, any of which a case must carry (as typed; compared as `TagName.fold` does).
    public var tags: Set<String> = []
    /// The review's clock held to a range of days (`days:>30`): a case must have both dates, within it.
    public var turnaround: DayRange?

    public init(selections: [Facet: Set<String>] = [:], text: String = "", sort: SortKey = .id, descending: Bool = false,
                dateRanges: [DateField: DateRange] = [:]) {
        self.selections = selections.filter { !$0.value.isEmpty }
        self.text = text
        self.sort = sort
        self.descending = descending
        self.dateRanges = dateRanges
    }

    public func values(_ facet: Facet) -> Set<String> { selections[facet] ?? [] }

    public mutating func set(_ facet: Facet, _ values: Set<String>) {
        selections[facet] = values.isEmpty ? nil : values
    }

    public mutating func toggle(_ facet: Facet, _ value: String) {
        var current = values(facet)
        if current.contains(value) { current.remove(value) } else { current.insert(value) }
        set(facet, current)
    }

    /// No facet, date range or word chosen: every case is shown.
    public var isEmpty: Bool {
        selections.isEmpty && dateRanges.isEmpty && text.trimmingSpaces.isEmpty && treatmentWords.isEmpty && tags.isEmpty
            && turnaround == nil
    }
    /// The query searches for words or phrases.
    public var hasText: Bool { !text.trimmingSpaces.isEmpty }
    /// The query holds item terms (`item:`, `cat:`, `ch:`, `treatment:`, `region:`, `kind:`, `treat:`),
    /// which one item must satisfy together.
    public var hasItemTerms: Bool {
        selections.contains { $0.key.isItemLevel && !$0.value.isEmpty } || !treatmentWords.isEmpty
    }
    /// The same query without its words and phrases.
    public var withoutText: CaseQuery {
        var copy = self
        copy.text = ""
        return copy
    }

    /// The same query without any filter (order kept).
    public var cleared: CaseQuery { CaseQuery(sort: sort, descending: descending) }
}
