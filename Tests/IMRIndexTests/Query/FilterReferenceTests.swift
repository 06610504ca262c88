import Testing
@testable import IMRColumns
@testable import IMRStore
@testable import IMRModel
@testable import IMRIndex
import LetterFixtures

/// Filters and counts, computed over the facet table's flat arrays and bitmaps, equal the same
/// questions answered plainly from each case's `FacetValues`, on a generated corpus larger than one
/// bitmap word and with queries of every kind (case-level, item-level together, words, combined).
@Suite struct FilterReferenceTests {
    static let index = CorpusIndex(Corpus(cases: GeneratedCases.corpus))

    /// Whether `name` is what a selection of `value` asks for (a top-level category takes in its subcategories).
    static func fits(_ name: String, _ value: String, _ facet: Facet) -> Bool {
        name == value || (facet == .category && name.hasPrefix(value + " > "))
    }

    static func fits(_ names: [String], _ values: Set<String>, _ facet: Facet) -> Bool {
        names.contains { name in values.contains { fits(name, $0, facet) } }
    }

    /// The query's facets, read plainly: item-level facets asked together must hold for one item.
    static func selects(_ imrCase: IMRCase, _ query: CaseQuery) -> Bool {
        let itemLevel = query.selections.filter { $0.key.isItemLevel }
        for (facet, values) in query.selections where itemLevel[facet] == nil {
            if !fits(FacetValues.caseValues(imrCase, facet), values, facet) { return false }
        }
        guard !itemLevel.isEmpty else { return true }
        return imrCase.items.contains { item in
            itemLevel.allSatisfy { facet, values in fits(FacetValues.itemValues(item, facet), values, facet) }
        }
    }

    static func expectedMatches(_ query: CaseQuery) -> [Int] {
        let words = index.matching(CaseQuery(text: query.text, sort: query.sort, descending: query.descending))
        return words.filter { selects(index.cases[$0], query) }
    }

    static func expectedCounts(_ facet: Facet, _ query: CaseQuery) -> [FacetCount] {
        var others = query
        others.set(facet, [])
        var counts: [String: FacetCount] = [:]
        func add(_ value: String, _ change: (inout FacetCount) -> Void) {
            change(&counts[value, default: FacetCount(value: value)])
        }
        for row in expectedMatches(others) {
            let imrCase = index.cases[row]
            let overturnedItems = imrCase.items.filter { $0.decision == .overturned }.count
            for value in FacetValues.caseValues(imrCase, facet) {
                add(value) {
                    $0.cases += 1
                    if imrCase.outcome == .overturned { $0.overturnedCases += 1 }
                    if imrCase.outcome == .partial { $0.partialCases += 1 }
                    if !facet.isItemLevel {
                        $0.items += imrCase.items.count
                        $0.overturnedItems += overturnedItems
                    }
                }
            }
            guard facet.isItemLevel else { continue }
            for item in imrCase.items {
                for value in FacetValues.itemValues(item, facet) {
                    add(value) { $0.items += 1; if item.decision == .overturned { $0.overturnedItems += 1 } }
                }
            }
        }
        // Values only items of the chosen cases have are not listed (no case counts under them).
        return counts.values.filter { $0.cases > 0 }.sorted { $0.cases != $1.cases ? $0.cases > $1.cases : $0.value < $1.value }
    }

    static var queries: [CaseQuery] {
        let specialty = index.values(of: .specialty).first ?? ""
        let state = index.values(of: .state).first ?? ""
        let categories = index.values(of: .category)
        let chapter = index.values(of: .chapter).first ?? ""
        let year = index.values(of: .year).first ?? ""
        let topLevel = String(categories.first?.split(separator: " > ").first ?? "")
        return [
            CaseQuery(),
            CaseQuery(selections: [.specialty: [specialty]]),
            CaseQuery(selections: [.specialty: [specialty], .state: [state], .year: [year]]),
            CaseQuery(selections: [.outcome: ["overturned", "partial"]], sort: .decisionDate, descending: true),
            CaseQuery(selections: [.category: [categories.dropFirst(2).first ?? ""], .itemDecision: ["overturned"]]),
            CaseQuery(selections: [.category: [topLevel], .itemDecision: ["upheld"], .chapter: [chapter]]),
            CaseQuery(selections: [.category: Set(categories.prefix(3))], sort: .specialty),
            CaseQuery(selections: [.chapter: [chapter], .outcome: ["upheld"]]),
            CaseQuery(selections: [.itemDecision: ["overturned"]], text: "knee"),
            CaseQuery(selections: [.specialty: [specialty]], text: "pain", sort: .items, descending: true),
            CaseQuery(selections: [.specialty: ["no such specialty"]]),
        ]
    }

    @Test func matchesEqualThePlainReading() {
        for query in Self.queries {
            #expect(Self.index.matching(query) == Self.expectedMatches(query), "\(query)")
        }
        // The corpus and queries are large enough to mean something: several bitmap words, some matches.
        #expect(Self.index.count > 128)
        #expect(Self.queries.filter { !Self.expectedMatches($0).isEmpty }.count >= 8)
    }

    @Test func countsEqualThePlainReading() {
        for query in Self.queries {
            for facet in Facet.allCases {
                #expect(Self.index.facetCounts(facet, for: query) == Self.expectedCounts(facet, query), "\(facet) \(query)")
            }
        }
    }

    /// Candidates from the rarest item filter's postings, from the rarest case filter's, or every case:
    /// each way gives the same rows (a share of 0 never uses postings, one above 1 always does).
    @Test func everyWayOfFindingCandidatesAgrees() {
        let cases = Self.index.cases
        for query in Self.queries {
            let expected = cases.indices.filter { Self.selects(cases[$0], query) }
            let filter = CompiledFilter(query, table: Self.index.table)
            for rareBelow in [0, 1.0 / 3, 1.01] {
                let rows = filter.rows(count: cases.count, postings: Self.index.postings, rareBelow: rareBelow)
                #expect(rows.indices == expected, "\(query) at \(rareBelow)")
            }
        }
    }
}
