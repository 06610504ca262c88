import Foundation
import Testing
@testable import IMRIndex
import TestFixtures
@testable import IMRColumns
@testable import IMRStore
@testable import IMRExport
@testable import IMRLetters
@testable import IMRModel

/// Which layout a letter was read from: told by its headings, kept in the JSON, the cache and reports,
/// and counted and filtered as a facet.
@Suite struct LetterLayoutTests {
    static let decisionsHeading = "IMR ISSUES, DECISIONS AND RATIONALES"

    /// A MAXIMUS letter whose decisions heading is `heading`, with a DOCUMENTS REVIEWED list when asked.
    static func letter(heading: String = decisionsHeading, documents: Bool = false) -> String {
        var text = Fixture.wrap(header: "Case Number: CM18-0100001\n")
        if documents {
            text = text.replacingOccurrences(of: decisionsHeading, with: "DOCUMENTS REVIEWED\nProgress report, dated 01/02/2018\n\n" + decisionsHeading)
        }
        return text.replacingOccurrences(of: decisionsHeading, with: heading)
    }

    @Test(arguments: [
        ("IMR ISSUES, DECISIONS AND RATIONALES", LetterLayout.maximus),
        ("IMR ISSUES, DECISIONS, AND RATIONALES", .maximus),
        ("IMR DECISIONS AND RATIONALES", .maximus),
        ("IMR DECISION(S) AND RATIONALE(S)", .maximusDocuments),
        ("IMR ISSUE(S), DECISION(S) AND RATIONALE(S)", .maximusDocuments),
    ])
    func theDecisionsHeadingSaysTheLayout(heading: String, layout: LetterLayout) {
        let letter = Fixture.letter(Self.letter(heading: heading))
        #expect(letter.layout == layout)
        #expect(letter.items.count == 1, "the letter is read whole")
    }

    @Test func aDocumentsReviewedListMakesTheLaterLayoutAndEndsTheSummary() {
        let letter = Fixture.letter(Self.letter(documents: true))
        #expect(letter.layout == .maximusDocuments)
        #expect(!letter.summary.contains("Progress report"))
        #expect(Fixture.letter(Self.letter(heading: "IMR DECISION(S) AND RATIONALE(S)", documents: true)).layout == .maximusDocuments)
    }

    @Test func theProfessionalReviewLayoutIsNamed() {
        #expect(Fixture.letter(ProfessionalReviewLayoutTests.letterText).layout == .professionalReview)
    }

    /// A letter missing its decisions is still MAXIMUS by its other headings; text with no known
    /// heading has no layout.
    @Test func aLetterMissingPartsStillHasItsLayoutAndNoHeadingNone() {
        let text = Self.letter()
        let cut = text.components(separatedBy: Self.decisionsHeading)[0]
        #expect(Fixture.letter(cut).layout == .maximus)
        let headerOnly = Fixture.lines("Case Number: CM18-0100001\nDecision Date: 01/02/2018\n")
        #expect(LetterSplitter.sections(of: headerOnly).layout == nil)
    }

    /// The README lists each name with what it means, as `LetterLayout.meaning` says it.
    @Test func theReadmeListsEveryLayout() throws {
        let readme = try String(contentsOfFile: FixtureFile.checkout + "/README.md", encoding: .utf8)
        for layout in LetterLayout.allCases {
            #expect(readme.contains("- `\(layout.rawValue)`: \(layout.meaning)\n"), "\(layout.rawValue)")
        }
    }

    @Test func theJSONCarriesTheLayoutAndNullWhenThereIsNone() throws {
        var letter = Fixture.letter(Self.letter(documents: true))
        func object(_ letter: IMRCase) throws -> [String: Any] {
            let data = try JSONEncoder().encode(letter)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        #expect(try object(letter)["layout"] as? String == "maximus-documents")
        #expect(try JSONDecoder().decode(IMRCase.self, from: JSONEncoder().encode(letter)).layout == .maximusDocuments)
        letter.layout = nil
        let json = try object(letter)
        #expect(json.keys.contains("layout") && json["layout"] is NSNull)
    }

    @Test func theCacheKeepsEveryLayout() throws {
        var letter = Fixture.letter(Self.letter())
        for layout in LetterLayout.allCases.map(Optional.some) + [nil] {
            letter.layout = layout
            var writer = ByteWriter()
            CaseCoding.write(letter, into: &writer)
            let read = try writer.bytes.withUnsafeBufferPointer { buffer in
                var reader = ByteReader(buffer)
                return try CaseCoding.readCase(from: &reader)
            }
            #expect(read.layout == layout)
            #expect(read == letter)
        }
    }

    @Test func reportsSayTheLayout() {
        let letter = Fixture.letter(Self.letter(documents: true))
        #expect(CaseReport.text(letter).contains("Layout:"))
        #expect(CaseReport.text(letter).contains("maximus-documents"))
        #expect(CaseReport.markdown(letter).contains("maximus-documents"))
    }

    /// The layout is a facet: counted, filtered by `layout:`, and a statistics dimension.
    @Test func theLayoutIsAFacet() {
        let corpus = CorpusLoader.assemble([
            Fixture.file(Self.letter(), name: "a.txt"),
            Fixture.file(Self.letter(heading: "IMR DECISION(S) AND RATIONALE(S)", documents: true)
                .replacingOccurrences(of: "CM18-0100001", with: "CM18-0100002"), name: "b.txt"),
            Fixture.file(ProfessionalReviewLayoutTests.letterText, name: "c.txt"),
        ])
        let index = CorpusIndex(corpus)
        #expect(Set(index.values(of: .layout)) == Set(LetterLayout.allCases.map(\.rawValue)))
        let parsed = QueryText.parse("layout:professional-review", base: CaseQuery()) { index.resolve($0, facet: $1) }
        #expect(parsed.problem == nil)
        #expect(index.matching(parsed.query).map { index.cases[$0].layout } == [.professionalReview])
        #expect(StatsDimension(name: "layout") == .facet(.layout))
        #expect(StatsDimension.names.contains("layout"))
    }
}
