import Testing
@testable import IMRText

/// `Paragraphs.of` cuts by byte exactly where `split(separator: "\n\n")` cuts by Character.
@Suite struct ParagraphsTests {
    @Test(arguments: [
        "", "one", "one\n\ntwo", "\n\none\n\n", "a\n\n\nb", "a\n\n\n\nb", "a\nb\n\nc\nd", "\n", "\n\n", "\n\n\n",
        "a\r\n\nb", "a\r\n\n\nb", "a\r\n\r\nb", "a\n\r\n\nb", "é\n\n😀\n\n患者", "x\u{301}\n\ny", "\n\n\u{301}z",
    ])
    func cutsAsSplitDoes(text: String) {
        #expect(Paragraphs.of(text).map(String.init) == text.split(separator: "\n\n").map(String.init))
    }
}
