import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRExport
@testable import IMRIndex
@testable import IMRStore

/// What a "MEDICAL PROFESSIONAL REVIEW" letter has no field for (IMRLettersTests'
/// ProfessionalReviewLayoutTests: its text keeps it) is found by a search and printed by reports.
@Suite struct ProfessionalReviewSearchTests {
    /// Words only the kept text holds are found by a search, and reports print the text.
    @Test func theKeptTextIsSearchedAndExported() throws {
        let corpus = CorpusLoader.assemble([Fixture.file(LetterTexts.professionalReview)])
        let index = CorpusIndex(corpus)
        var query = CaseQuery()
        query.text = "dermatomal"
        #expect(index.matching(query).count == 1)
        query.text = "\"steroid injection\""
        #expect(index.matching(query).count == 1)
        let imrCase = try #require(corpus.cases.first)
        #expect(CaseReport.text(imrCase).contains("dermatomal deficit"))
        #expect(CaseReport.markdown(imrCase).contains("## " + CaseReport.letterTextTitle))
    }
}
