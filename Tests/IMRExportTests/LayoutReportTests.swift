import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRExport
@testable import IMRModel

/// Reports say which layout a letter was read from (IMRLettersTests' LetterLayoutTests tell the layouts
/// apart).
@Suite struct LayoutReportTests {
    @Test func reportsSayTheLayout() {
        let letter = Fixture.letter(LetterTexts.maximus(documents: true))
        #expect(CaseReport.text(letter).contains("Layout:"))
        #expect(CaseReport.text(letter).contains("maximus-documents"))
        #expect(CaseReport.markdown(letter).contains("maximus-documents"))
    }
}
