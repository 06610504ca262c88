import Testing
@testable import IMRCore
import TestFixtures

/// Precedents: the other items with the same treatment key, counted per item, split, listed and narrowed.
@Suite struct PrecedentsTests {
    static func item(_ key: String, _ decision: Decision, region: String? = "lumbar spine",
                     rationale: String = "The request is not medically necessary.") -> Item {
        Item(treatment: key.uppercased(), decision: decision, rationale: rationale, treatmentKey: key, bodyRegions: region.map { [$0] } ?? [])
    }

    static func letter(_ id: String, _ date: String?, _ specialties: [String], _ items: [Item]) -> IMRCase {
        IMRCase(id: id, file: id + ".txt", dates: CaseDates(decision: date.flatMap { CalendarDate(iso: $0) }),
                reviewer: Reviewer(specialties: specialties), items: items)
    }

    /// Keys set by hand, so the test holds whatever the normalizer's tables say.
    static let cases: [IMRCase] = [
        letter("ASK", "2017-02-01", ["Pain Management"], [item("mri lumbar", .upheld), item("norco", .upheld, region: nil)]),
        letter("P1", "2016-03-01", ["Orthopedic Surgery"], [item("mri lumbar", .overturned)]),
        // Partially overturned: its MRI upheld, its Norco overturned.
        letter("P2", "2016-11-20", ["Pain Management", "Anesthesiology"],
               [item("mri lumbar", .upheld), item("norco", .overturned, region: nil)]),
        letter("P3", "2015-05-05", ["Orthopedic Surgery"], [item("mri lumbar", .upheld, region: nil)]),
        letter("P4", nil, [], [item("mri lumbar", .overturned)]),
        letter("P5", "2016-12-24", ["Pain Management"], [item("mri lumbar", .overturned), item("mri lumbar", .upheld)]),
        letter("Q", "2016-01-01", ["Pain Management"], [item("mri cervical", .overturned, region: "cervical spine")]),
    ]

    static var index: CorpusIndex { CorpusIndex(Corpus(cases: cases)) }

    static func question(_ narrowing: CaseQuery = CaseQuery()) throws -> PrecedentQuestion {
        try #require(PrecedentQuestion(item: 0, of: cases[0], narrowing: narrowing))
    }

    static func listed(_ found: Precedents, in index: CorpusIndex) -> [String] {
        found.list.map { "\(index.cases[$0.caseIndex].id)#\($0.item + 1)" }
    }

    @Test func countsAreOfOtherItemsWithTheKey() throws {
        let index = Self.index
        let found = index.precedents(try Self.question())
        #expect(found.total == 6, "P1, P2, P3, P4 and both of P5; not the asking item, not another key")
        #expect(found.overturned == 3 && found.upheld == 3)
        #expect(found.inPartialCases == 3, "P2's MRI, and both items of P5 (one upheld, one overturned)")
        #expect(found.interval == WilsonInterval(successes: 3, of: 6))
    }

    @Test func listIsOverturnedFirstThenNewestFirstUndatedLast() throws {
        let index = Self.index
        let found = index.precedents(try Self.question())
        #expect(Self.listed(found, in: index) == ["P5#1", "P1#1", "P4#1", "P5#2", "P2#1", "P3#1"])
        #expect(found.list.first?.caseOutcome == .partial)
    }

    @Test func splitsCountItemsPerRegionSpecialtyAndYear() throws {
        let found = Self.index.precedents(try Self.question())
        #expect(found.byRegion == [PrecedentSplit(value: "lumbar spine", items: 5, overturned: 3),
                                   PrecedentSplit(value: PrecedentSplit.noRegion, items: 1, overturned: 0)])
        #expect(found.bySpecialty == [
            PrecedentSplit(value: "Pain Management", items: 3, overturned: 1),
            PrecedentSplit(value: "Orthopedic Surgery", items: 2, overturned: 1),
            PrecedentSplit(value: "Anesthesiology", items: 1, overturned: 0),
            PrecedentSplit(value: PrecedentSplit.noSpecialty, items: 1, overturned: 1),
        ])
        #expect(found.byYear.map(\.value) == ["2015", "2016", PrecedentSplit.noYear])
        #expect(found.byYear.map(\.items) == [1, 4, 1])
        #expect(found.byYear[1].interval == WilsonInterval(successes: 2, of: 4))
    }

    @Test func narrowingByACaseFacetKeepsThoseCasesItems() throws {
        let index = Self.index
        let found = index.precedents(try Self.question(CaseQuery(selections: [.specialty: ["Pain Management"]])))
        #expect(Self.listed(found, in: index) == ["P5#1", "P5#2", "P2#1"])
        // A split's row is what narrowing to its value gives.
        let whole = index.precedents(try Self.question())
        let row = try #require(whole.bySpecialty.first { $0.value == "Pain Management" })
        #expect(found.total == row.items && found.overturned == row.overturned)
    }

    @Test func narrowingByAnItemFacetHoldsForThePrecedentItself() throws {
        let index = Self.index
        let overturned = index.precedents(try Self.question(CaseQuery(selections: [.itemDecision: ["overturned"]])))
        #expect(Self.listed(overturned, in: index) == ["P5#1", "P1#1", "P4#1"])
        #expect(overturned.upheld == 0)
        let partialCases = index.precedents(try Self.question(CaseQuery(selections: [.outcome: ["partial"]])))
        #expect(Self.listed(partialCases, in: index) == ["P5#1", "P5#2", "P2#1"])
        let dated = index.precedents(try Self.question(CaseQuery(dateRanges: [.decided: try #require(DateRange("2016-06.."))])))
        #expect(Self.listed(dated, in: index) == ["P5#1", "P5#2", "P2#1"])
    }

    @Test func aQuestionNeedsAKeyedItem() {
        #expect(PrecedentQuestion(item: 5, of: Self.cases[0]) == nil)
        var unkeyed = Self.cases[0]
        unkeyed.items[0].treatmentKey = nil
        #expect(PrecedentQuestion(item: 0, of: unkeyed) == nil)
        #expect(PrecedentQuestion(treatment: " ,; ") == nil)
    }

    @Test func aKeyNoItemHasFindsNothing() {
        let found = Self.index.precedents(PrecedentQuestion(treatmentKey: "acupuncture", treatment: "Acupuncture"))
        #expect(found.total == 0 && found.list.isEmpty && found.interval.rate == nil)
        #expect(found.byRegion.isEmpty && found.bySpecialty.isEmpty && found.byYear.isEmpty)
    }

    /// On the real letters: for every item, its precedents are exactly the other items with its key,
    /// counted the plain way over the cases; a typed request worded as an item finds the same items
    /// and that item too.
    @Test func realLettersCountEqualsAPlainCount() throws {
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let index = CorpusIndex(corpus)
        var keyed = 0
        for letter in corpus.cases {
            for (position, item) in letter.items.enumerated() {
                guard let question = PrecedentQuestion(item: position, of: letter) else { continue }
                keyed += 1
                var upheld = 0, overturned = 0, partial = 0
                for other in corpus.cases {
                    for (otherPosition, otherItem) in other.items.enumerated()
                    where otherItem.treatmentKey == item.treatmentKey && !(other.id == letter.id && otherPosition == position) {
                        if otherItem.decision == .overturned { overturned += 1 } else { upheld += 1 }
                        if other.outcome == .partial { partial += 1 }
                    }
                }
                let found = index.precedents(question)
                #expect(found.upheld == upheld && found.overturned == overturned && found.inPartialCases == partial,
                        "\(letter.id) item \(position + 1)")
                #expect(found.bySpecialty.reduce(0) { $0 + $1.items } >= found.total)
                #expect(found.byYear.reduce(0) { $0 + $1.items } == found.total)
                #expect(found.byRegion.reduce(0) { $0 + $1.items } == found.total)
                let typed = try #require(PrecedentQuestion(treatment: item.treatment))
                #expect(index.precedents(typed).total == found.total + 1)
            }
        }
        #expect(keyed > 200)
    }
}
