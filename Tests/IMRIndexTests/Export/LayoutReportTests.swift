import CaseFixtures
import LetterFixtures
import Testing
@testable import IMRExport
@testable import IMRModel

/// Reports say which layout a letter was read from (IMRLettersTests' LetterLayoutTests tell the layouts
/// apart).
@Suite struct LayoutReportTests {
    @Test func reportsSayTheLayout() {
        let imrCase = Fixture.letter(LetterTexts.maximus(documents: true))
        #expect(CaseReport.text(imrCase).contains("Layout:"))
        #expect(CaseReport.text(imrCase).contains("maximus-documents"))
        #expect(CaseReport.markdown(imrCase).contains("maximus-documents"))
    }
}
