import CaseFixtures
import IMRGenerator
import LetterFixtures
import Testing
@testable import IMRColumns
@testable import IMRLetters
@testable import IMRModel

/// The facet table, built in parallel runs, holds exactly the values `FacetValues` gives each case and
/// item, with ids in the order one pass over the corpus gives them (pickers and `resolve` list names
/// in that order).
@Suite struct FacetTableTests {
    /// Generated letters, parsed (LetterFixtures).
    static let generated: [IMRCase] = GeneratedCases.corpus

    /// The names in order of first appearance: case values first, then values only items have.
    static func expectedNames(_ cases: [IMRCase], _ facet: Facet) -> [String] {
        var names: [String] = []
        var seen = Set<String>()
        for value in cases.flatMap({ FacetValues.caseValues($0, facet) }) where seen.insert(value).inserted {
            names.append(value)
        }
        let items = cases.flatMap(\.items)
        for value in items.flatMap({ FacetValues.itemValues($0, facet) }) where seen.insert(value).inserted {
            names.append(value)
        }
        return names
    }

    static func check(_ cases: [IMRCase], casesPerRun: Int) {
        let table = FacetTableBuilder.build(cases, casesPerRun: casesPerRun)
        let items = cases.flatMap(\.items)
        #expect(table.outcome == cases.map(\.outcome))
        #expect(table.itemDecision == items.map(\.decision))
        #expect(table.itemOffsets.count == cases.count + 1)
        for facet in Facet.allCases {
            let column = table.column(facet)
            #expect(column.names == expectedNames(cases, facet), "\(facet)")
            #expect(column.ids.count == column.names.count)
            for (name, id) in column.ids { #expect(column.names[Int(id)] == name) }
            for (row, imrCase) in cases.enumerated() {
                #expect(column.values(of: row).map { column.names[Int($0)] } == FacetValues.caseValues(imrCase, facet),
                        "\(facet) of \(imrCase.id)")
                #expect(table.itemRange(of: row).count == imrCase.items.count)
            }
            guard facet.isItemLevel else { continue }
            let itemColumn = table.itemColumn(facet)
            #expect(itemColumn.names == column.names)
            for (row, item) in items.enumerated() {
                #expect(itemColumn.values(of: row).map { column.names[Int($0)] } == FacetValues.itemValues(item, facet),
                        "\(facet) of item \(row)")
            }
        }
    }

    /// Runs merged one at a time as they come (a first open's chunks, `FacetTableMerge`), each column
    /// grown to the estimate the runs so far give, make the table one run over every case makes: the
    /// ids of values only items have come after every case value, whichever run first has them.
    @Test func runsMergedAsTheyComeMakeTheTableOfOneRun() {
        let cases = Self.generated
        var merge = FacetTableMerge()
        let perRun = 7
        cases.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: cases.count, by: perRun) {
                let end = min(cases.count, start + perRun)
                var run = FacetTableBuilder.Run(rows: perRun)
                FacetTableBuilder.read(buffer, start..<end, into: &run)
                merge.add(run.read, scale: Double(cases.count) / Double(end))
            }
        }
        #expect(merge.finished() == FacetTableBuilder.build(cases, casesPerRun: cases.count))
        Self.check(cases, casesPerRun: perRun)
    }

    /// Names are told apart by their bytes when ASCII, as Strings otherwise: a name written in two
    /// Unicode spellings (composed and decomposed) is one value, as it compares equal everywhere else.
    @Test func aNameInTwoUnicodeSpellingsIsOneValue() {
        var cases: [IMRCase] = []
        for specialty in ["Psychiatry", "M\u{E9}decine", "Me\u{301}decine", "Psychiatry"] {
            var imrCase = IMRCase(id: "CM-\(cases.count)", file: "f\(cases.count).txt")
            imrCase.reviewer.specialties = [specialty]
            cases.append(imrCase)
        }
        let column = FacetTableBuilder.build(cases, casesPerRun: 4).column(.specialty)
        #expect(column.names.count == 2)
        #expect((0..<4).map { column.values(of: $0) } == [[0], [1], [1], [0]])
        Self.check(cases, casesPerRun: 4)
    }

    /// The definition itself, on the hand-made cases counted by eye: a case counts once under a value
    /// two of its items share, an item once under a chapter it cites twice.
    @Test func whatACaseCountsUnder() {
        let a = QueryFixtures.cases[0]
        #expect(FacetValues.caseValues(a, .outcome) == ["partial"])
        #expect(FacetValues.caseValues(a, .itemDecision) == ["upheld", "overturned"])
        #expect(FacetValues.caseValues(a, .category) == [QueryFixtures.imaging, QueryFixtures.opioids])
        #expect(FacetValues.caseValues(a, .specialty) == ["Pain Management"])
        #expect(FacetValues.caseValues(a, .state) == ["Texas"])
        #expect(FacetValues.caseValues(a, .year) == ["2016"])
        #expect(FacetValues.caseValues(QueryFixtures.cases[3], .year) == [])
        var shared = a
        shared.items[1].decision = .upheld
        shared.items[1].category = QueryFixtures.imaging
        #expect(FacetValues.caseValues(shared, .itemDecision) == ["upheld"])
        #expect(FacetValues.caseValues(shared, .category) == [QueryFixtures.imaging])
        var item = a.items[0]
        item.maximusGuideline.append(QueryFixtures.citation(QueryFixtures.lowBack))
        #expect(FacetValues.itemValues(item, .chapter) == [QueryFixtures.lowBack])
        #expect(FacetValues.itemValues(item, .itemDecision) == ["upheld"])
        #expect(FacetValues.itemValues(item, .specialty) == [])
    }

    @Test func oneRunHoldsEveryValue() {
        Self.check(QueryFixtures.cases, casesPerRun: 4096)
        Self.check(Self.generated, casesPerRun: 4096)
    }

    @Test func runsMergeToTheSameTable() {
        for casesPerRun in [1, 3, 64] {
            Self.check(QueryFixtures.cases, casesPerRun: casesPerRun)
            Self.check(Self.generated, casesPerRun: casesPerRun)
        }
    }

    @Test func emptyCorpus() {
        let table = FacetTableBuilder.build([])
        #expect(table.outcome.isEmpty)
        #expect(table.itemOffsets == [0])
        #expect(table.column(.specialty).names.isEmpty)
    }

    @Test func everyFacetIndexesItsOwnColumn() {
        #expect(Facet.allCases.map(\.ordinal) == Array(Facet.allCases.indices))
    }
}
