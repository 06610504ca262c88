import Testing
@testable import IMRColumns
@testable import IMRIndex
import CaseFixtures

/// Facet counts, filters (AND across facets, OR within one, per-item semantics), search and sorting.
@Suite struct QueryTests {
    let index = QueryFixtures.index

    func count(_ facet: Facet, _ value: String, _ query: CaseQuery = CaseQuery()) -> FacetCount? {
        index.facetCounts(facet, for: query).first { $0.value == value }
    }

    @Test func facetCounts() {
        #expect(count(.outcome, "partial")?.cases == 1)
        #expect(count(.outcome, "unknown")?.cases == 1)
        // A case counts under each of its specialties.
        #expect(count(.specialty, "Pain Management")?.cases == 2)
        #expect(count(.state, "California")?.cases == 2)
        #expect(count(.year, "2016")?.cases == 2)
        #expect(count(.chapter, QueryFixtures.lowBack)?.cases == 2)
        // Item-level facets count items too.
        let imaging = count(.category, QueryFixtures.imaging)
        #expect(imaging?.cases == 2)
        #expect(imaging?.items == 2)
        #expect(imaging?.overturnedItems == 1)
        #expect(count(.itemDecision, "overturned")?.cases == 2)
    }

    @Test func facetCountsFollowTheOtherFilters() {
        let texas = CaseQuery(selections: [.state: ["Texas"]])
        #expect(count(.specialty, "Orthopedic Surgery", texas) == nil)
        #expect(count(.specialty, "Pain Management", texas)?.cases == 2)
        // A facet's own selection does not narrow its own counts.
        let partial = CaseQuery(selections: [.outcome: ["partial"]])
        #expect(count(.outcome, "upheld", partial)?.cases == 1)
    }

    @Test func andAcrossFacetsOrWithinOne() {
        #expect(QueryFixtures.ids(CaseQuery(selections: [.state: ["Texas"], .specialty: ["Pain Management"]])) == ["A", "C"])
        #expect(QueryFixtures.ids(CaseQuery(selections: [.state: ["California"], .specialty: ["Pain Management"]])) == ["C"])
        #expect(QueryFixtures.ids(CaseQuery(selections: [.outcome: ["overturned", "partial"]])) == ["A", "B"])
        #expect(QueryFixtures.ids(CaseQuery(selections: [.outcome: ["overturned"], .state: ["Texas"]])) == [])
    }

    @Test func itemFiltersHoldForTheSameItem() {
        // "Cases with an overturned MRI": A has an upheld MRI and an overturned Norco, so it is not one.
        let overturnedMRI = CaseQuery(selections: [.itemDecision: ["overturned"], .category: [QueryFixtures.imaging]])
        #expect(QueryFixtures.ids(overturnedMRI) == ["B"])
        let upheldOpioid = CaseQuery(selections: [.itemDecision: ["upheld"], .category: [QueryFixtures.opioids]])
        #expect(QueryFixtures.ids(upheldOpioid) == ["C"])
        // A top-level category takes in its subcategories.
        #expect(QueryFixtures.ids(CaseQuery(selections: [.category: ["Pharmaceuticals"]])) == ["A", "C"])
    }

    @Test func textSearch() {
        #expect(QueryFixtures.ids(CaseQuery(text: "LADDER")) == ["A"])
        // All words must appear, anywhere in summary, treatments or rationales.
        #expect(QueryFixtures.ids(CaseQuery(text: "mri knee")) == ["B"])
        #expect(QueryFixtures.ids(CaseQuery(text: "mri")) == ["A", "B"])
        // Words match as prefixes.
        #expect(QueryFixtures.ids(CaseQuery(text: "imag")) == ["A", "B"])
        // Quoted phrases must appear together and in order.
        #expect(QueryFixtures.ids(CaseQuery(text: "\"physical therapy\"")) == ["B", "C"])
        #expect(QueryFixtures.ids(CaseQuery(text: "\"therapy physical\"")) == [])
        #expect(QueryFixtures.ids(CaseQuery(text: "\"urine drug screen\" norco")) == ["C"])
        #expect(QueryFixtures.ids(CaseQuery(text: "zzzz")) == [])
    }

    @Test func sorting() {
        #expect(QueryFixtures.ids(CaseQuery(sort: .decisionDate)) == ["A", "C", "B", "D"])
        #expect(QueryFixtures.ids(CaseQuery(sort: .decisionDate, descending: true)) == ["B", "C", "A", "D"])
        #expect(QueryFixtures.ids(CaseQuery(sort: .injuryDate)) == ["A", "B", "C", "D"])
        #expect(QueryFixtures.ids(CaseQuery(sort: .items, descending: true)).first == "A")
        #expect(QueryFixtures.ids(CaseQuery(sort: .outcome)) == ["B", "A", "C", "D"])
        #expect(QueryFixtures.ids(CaseQuery(sort: .specialty)) == ["C", "B", "A", "D"])
        #expect(QueryFixtures.ids(CaseQuery(sort: .id, descending: true)) == ["D", "C", "B", "A"])
    }
}
