import Testing
@testable import IMRIndex
import TestFixtures
import IMRColumns
@testable import IMRStore
@testable import IMRModel
@testable import IMRText
@testable import IMRVocabulary

/// Precedents: the other items asking for the same treatment (its key, and a region in common where
/// regions tell it apart), counted per item, split, listed and narrowed; wider looks when they are few.
@Suite struct PrecedentsTests {
    static func item(_ key: String, _ decision: Decision, region: String? = "lumbar spine",
                     rationale: String = "The request is not medically necessary.") -> Item {
        Item(treatment: key.uppercased(), decision: decision, rationale: rationale, treatmentKey: key, bodyRegions: region.map { [$0] } ?? [])
    }

    static func item(_ key: String, _ kind: TreatmentKind, _ decision: Decision, regions: [String]) -> Item {
        Item(treatment: key, decision: decision, treatmentKey: key, treatmentKind: kind, bodyRegions: regions)
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
        #expect(found.total == 5, "P1, P2, P4 and both of P5; not the asking item, not another key, not P3's MRI of no region")
        #expect(found.overturned == 3 && found.upheld == 2)
        #expect(found.inPartialCases == 3, "P2's MRI, and both items of P5 (one upheld, one overturned)")
        #expect(found.interval == WilsonInterval(successes: 3, of: 5))
    }

    @Test func listIsOverturnedFirstThenNewestFirstUndatedLast() throws {
        let index = Self.index
        let found = index.precedents(try Self.question())
        #expect(Self.listed(found, in: index) == ["P5#1", "P1#1", "P4#1", "P5#2", "P2#1"])
        #expect(found.list.first?.caseOutcome == .partial)
    }

    @Test func splitsCountItemsPerRegionSpecialtyAndYear() throws {
        let found = Self.index.precedents(try Self.question())
        #expect(found.byRegion == [PrecedentSplit(value: "lumbar spine", items: 5, overturned: 3)])
        #expect(found.bySpecialty == [
            PrecedentSplit(value: "Pain Management", items: 3, overturned: 1),
            PrecedentSplit(value: "Anesthesiology", items: 1, overturned: 0),
            PrecedentSplit(value: "Orthopedic Surgery", items: 1, overturned: 1),
            PrecedentSplit(value: PrecedentSplit.noSpecialty, items: 1, overturned: 1),
        ])
        #expect(found.byYear.map(\.value) == ["2016", PrecedentSplit.noYear])
        #expect(found.byYear.map(\.items) == [4, 1])
        #expect(found.byYear[0].interval == WilsonInterval(successes: 2, of: 4))
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

    /// A request naming several regions is a precedent under each; one naming none (of a treatment that
    /// regions tell apart) joins only those naming none; a drug joins whatever region it names.
    @Test func regionsDecideWhichItemsAreOneTreatment() throws {
        let cases = [
            Self.letter("A", "2016-01-01", [], [Self.item("MRI", .imaging, .upheld, regions: ["cervical spine", "lumbar spine"])]),
            Self.letter("B", "2016-01-02", [], [Self.item("MRI", .imaging, .overturned, regions: ["lumbar spine"])]),
            Self.letter("C", "2016-01-03", [], [Self.item("MRI", .imaging, .upheld, regions: ["cervical spine"])]),
            Self.letter("D", "2016-01-04", [], [Self.item("MRI", .imaging, .upheld, regions: ["knee"])]),
            Self.letter("E", "2016-01-05", [], [Self.item("MRI", .imaging, .upheld, regions: [])]),
            Self.letter("F", "2016-01-06", [], [Self.item("tramadol", .drug, .upheld, regions: ["lumbar spine"]),
                                                 Self.item("tramadol", .drug, .overturned, regions: [])]),
            Self.letter("G", "2016-01-07", [], [Self.item("X-ray", .imaging, .overturned, regions: ["lumbar spine"])]),
        ]
        let index = CorpusIndex(Corpus(cases: cases))
        let fromB = index.precedents(try #require(PrecedentQuestion(item: 0, of: cases[1])))
        #expect(Self.listed(fromB, in: index) == ["A#1"])
        let fromA = index.precedents(try #require(PrecedentQuestion(item: 0, of: cases[0])))
        #expect(Self.listed(fromA, in: index) == ["B#1", "C#1"])
        #expect(fromA.byRegion.map(\.value).sorted() == ["cervical spine", "lumbar spine"])
        let fromE = index.precedents(try #require(PrecedentQuestion(item: 0, of: cases[4])))
        #expect(fromE.total == 0, "an MRI of no known region is not an MRI of every region")
        let drug = index.precedents(try #require(PrecedentQuestion(item: 0, of: cases[5])))
        #expect(Self.listed(drug, in: index) == ["F#2"])
    }

    /// Fewer than ten decisions and the wider looks are counted too, each apart and labelled: the same
    /// treatment in any region, any treatment of its kind in its regions (for a drug, its category; for
    /// a request naming no region, the treatment in any region, then its category).
    @Test func thinPrecedentsAreWidened() throws {
        let cases = [
            Self.letter("A", "2016-01-01", [], [Self.item("MRI", .imaging, .upheld, regions: ["lumbar spine"])]),
            Self.letter("B", "2016-01-02", [], [Self.item("MRI", .imaging, .overturned, regions: ["knee"])]),
            Self.letter("C", "2016-01-03", [], [Self.item("MRI", .imaging, .upheld, regions: ["knee", "lumbar spine"])]),
            Self.letter("D", "2016-01-04", [], [Self.item("X-ray", .imaging, .overturned, regions: ["lumbar spine"]),
                                                 Self.item("physical therapy", .therapy, .overturned, regions: ["lumbar spine"])]),
            Self.letter("E", "2016-01-05", [], [Self.item("tramadol", .drug, .upheld, regions: []),
                                                 Self.item("oxycodone", .drug, .overturned, regions: [])]),
        ]
        let index = CorpusIndex(Corpus(cases: cases))
        let mri = index.precedents(try #require(PrecedentQuestion(item: 0, of: cases[0])))
        #expect(mri.total == 1)
        #expect(mri.wider.map(\.scope) == [.anyRegion, .sameKindSameRegion])
        #expect(Self.listed(mri.wider[0].found, in: index) == ["B#1", "C#1"])
        #expect(Self.listed(mri.wider[1].found, in: index) == ["D#1", "C#1"], "imaging of the lumbar spine, the asking item left out")
        #expect(mri.wider[1].label == "any imaging, lumbar spine")
        var cases2 = cases
        cases2[4].items[0].category = "Pharmaceuticals > Opioids"
        cases2[4].items[1].category = "Pharmaceuticals > Opioids"
        let drugIndex = CorpusIndex(Corpus(cases: cases2))
        let tramadol = drugIndex.precedents(try #require(PrecedentQuestion(item: 0, of: cases2[4])))
        #expect(tramadol.wider.map(\.scope) == [.sameCategory])
        #expect(Self.listed(tramadol.wider[0].found, in: drugIndex) == ["E#2"])
        let brief = PrecedentBrief.text(mri, cases: index.cases)
        #expect(brief.contains(PrecedentBrief.widerHeading.uppercased()) && brief.contains("MRI, any region: 1 of 2 decisions overturned"))
        // An MRI of no region named meets none of these, but looks at MRIs of any region first.
        var cases3 = cases
        cases3.append(Self.letter("F", "2016-01-06", [], [Self.item("MRI", .imaging, .upheld, regions: [])]))
        let regionless = CorpusIndex(Corpus(cases: cases3))
        let unnamed = regionless.precedents(try #require(PrecedentQuestion(item: 0, of: cases3[5])))
        #expect(unnamed.total == 0)
        #expect(unnamed.wider.first?.scope == .anyRegion)
        #expect(Set(Self.listed(try #require(unnamed.wider.first).found, in: regionless)) == ["A#1", "B#1", "C#1"])
    }

    /// On the real letters: for every item, its precedents are exactly the other items asking for the
    /// same treatment (`TreatmentIdentity`), counted the plain way over the cases; a typed request
    /// worded as an item finds the same items and that item too.
    @Test func realLettersCountEqualsAPlainCount() throws {
        let corpus = try CorpusLoader.load(paths: [try FixtureFile.dwcLayout.require()])
        let index = CorpusIndex(corpus)
        var keyed = 0
        for imrCase in corpus.cases {
            for (position, item) in imrCase.items.enumerated() {
                guard let question = PrecedentQuestion(item: position, of: imrCase) else { continue }
                keyed += 1
                var upheld = 0, overturned = 0, partial = 0
                for other in corpus.cases {
                    for (otherPosition, otherItem) in other.items.enumerated()
                    where TreatmentIdentity.sameTreatment(item, otherItem) && !(other.id == imrCase.id && otherPosition == position) {
                        if otherItem.decision == .overturned { overturned += 1 } else { upheld += 1 }
                        if other.outcome == .partial { partial += 1 }
                    }
                }
                let found = index.precedents(question)
                #expect(found.upheld == upheld && found.overturned == overturned && found.inPartialCases == partial,
                        "\(imrCase.id) item \(position + 1)")
                #expect(found.bySpecialty.reduce(0) { $0 + $1.items } >= found.total)
                #expect(found.byYear.reduce(0) { $0 + $1.items } == found.total)
                // A request naming several regions counts under each.
                #expect(found.byRegion.reduce(0) { $0 + $1.items } >= found.total)
                guard !item.regionInferred else { continue }
                let typed = try #require(PrecedentQuestion(treatment: item.treatment))
                #expect(index.precedents(typed).total == found.total + 1, "\(imrCase.id) item \(position + 1)")
            }
        }
        #expect(keyed > 200)
    }
}
