import IMRIndex
import IMRScreen
import Testing
import IMRModel
import IMRText
@testable import IMRBrowser

/// The panes and the text exports wrap by the same `WordWrap`: the same text breaks into the same
/// lines in both, none wider than its width in cells.
@Suite struct WrapAgreementTests {
    static let texts = [
        "First paragraph with a very long word http://www.example.org/guidelines/chronic-pain/opioids/tapering.html in it.",
        "患者は二〇一五年に職場で転倒し、腰痛と右膝の痛みが続いている。理学療法を十二回受けたが改善は限定的であった。",
        "The patient 🏥🩺 reports pain 😣 at night; 日本語 and English mixed, re\u{301}sume\u{301} and naïve.",
        String(repeating: "lumbar ", count: 30) + String(repeating: "漢", count: 45),
    ]

    @Test(arguments: [10, 13, 20, 37, 80])
    func panesAndExportsBreakTheSameLines(width: Int) {
        for text in Self.texts {
            let pane = StyledWrap.wrap([Span(text)], width: width).map(\.plain)
            #expect(pane == TextWrap.wrap(text, width: width), "\(text)")
            for line in pane { #expect(DisplayWidth.of(line) <= width, "\(line)") }
        }
    }

    @Test func stylesFollowTheirTextAndContinuationLinesAreIndented() {
        let spans = [Span("Reviewer: ", role: .label), Span("整形外科 Orthopedic Surgery 🦴 and Pain Management", role: .dim)]
        let lines = StyledWrap.wrap(spans, width: 16, indent: 2)
        #expect(lines.count > 2)
        #expect(lines[0] == StyledLine([Span("Reviewer:", role: .label)]), "the space at the break is dropped")
        for line in lines.dropFirst() {
            #expect(line.spans.first?.text == "  " && line.spans.first?.role == .normal)
            #expect(line.spans.dropFirst().allSatisfy { $0.role == .dim })
            #expect(DisplayWidth.of(line.plain) <= 16)
        }
        let text = lines.flatMap(\.spans).filter { $0.role == .dim }.map(\.text).joined(separator: " ")
        #expect(text == "整形外科 Orthopedic Surgery 🦴 and Pain Management")
    }
}
