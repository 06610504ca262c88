import Foundation
import Testing
import CaseFixtures
import LetterFixtures
import TestFixtures
@testable import IMRLetters
@testable import IMRModel

/// Which layout a letter was read from: told by its headings and kept in the JSON. (The case store,
/// reports and the facet keep it too: CaseCodingLayoutTests, LayoutReportTests, LayoutFacetTests.)
@Suite struct LetterLayoutTests {
    // The letters are LetterFixtures' `LetterTexts`: the tests of the targets that keep the layout read them too.
    static let decisionsHeading = LetterTexts.decisionsHeading

    /// A MAXIMUS letter whose decisions heading is `heading`, with a DOCUMENTS REVIEWED list when asked.
    static func letter(heading: String = decisionsHeading, documents: Bool = false) -> String {
        LetterTexts.maximus(heading: heading, documents: documents)
    }

    @Test(arguments: [
        ("IMR ISSUES, DECISIONS AND RATIONALES", LetterLayout.maximus),
        ("IMR ISSUES, DECISIONS, AND RATIONALES", .maximus),
        ("IMR DECISIONS AND RATIONALES", .maximus),
        ("IMR DECISION(S) AND RATIONALE(S)", .maximusDocuments),
        ("IMR ISSUE(S), DECISION(S) AND RATIONALE(S)", .maximusDocuments),
    ])
    func theDecisionsHeadingSaysTheLayout(heading: String, layout: LetterLayout) {
        let imrCase = Fixture.letter(Self.letter(heading: heading))
        #expect(imrCase.layout == layout)
        #expect(imrCase.items.count == 1, "the letter is read whole")
    }

    @Test func aDocumentsReviewedListMakesTheLaterLayoutAndEndsTheSummary() {
        let imrCase = Fixture.letter(Self.letter(documents: true))
        #expect(imrCase.layout == .maximusDocuments)
        #expect(!imrCase.summary.contains("Progress report"))
        #expect(Fixture.letter(Self.letter(heading: "IMR DECISION(S) AND RATIONALE(S)", documents: true)).layout == .maximusDocuments)
    }

    @Test func theProfessionalReviewLayoutIsNamed() {
        #expect(Fixture.letter(ProfessionalReviewLayoutTests.letterText).layout == .professionalReview)
    }

    @Test func theFirstMaximusLayoutIsNamed() {
        let parsed = Fixture.file(LetterTexts.maximus2013)
        #expect(parsed.cases.map(\.layout) == [.maximus2013])
        #expect(parsed.problems.isEmpty, "read whole: \(parsed.problems.map(\.line))")
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
        var imrCase = Fixture.letter(Self.letter(documents: true))
        func object(_ imrCase: IMRCase) throws -> [String: Any] {
            let data = try JSONEncoder().encode(imrCase)
            return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        #expect(try object(imrCase)["layout"] as? String == "maximus-documents")
        #expect(try JSONDecoder().decode(IMRCase.self, from: JSONEncoder().encode(imrCase)).layout == .maximusDocuments)
        imrCase.layout = nil
        let json = try object(imrCase)
        #expect(json.keys.contains("layout") && json["layout"] is NSNull)
    }
}
