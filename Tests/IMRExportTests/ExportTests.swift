import Foundation
import Testing
import TextCells
@testable import IMRExport
@testable import IMRModel
@testable import IMRText
import CaseFixtures

/// Text, Markdown and JSON reports of one case.
@Suite struct ExportTests {
    static let imrCase: IMRCase = {
        let long = "http://www.example.org/guidelines/chronic-pain/opioids/tapering-and-discontinuation-of-long-term-therapy.html"
        var c = QueryFixtures.cases[0]
        c.summary = "First paragraph of the summary with a very long word \(long) in it and more words to wrap past eighty columns.\n\nSecond paragraph: \"quoted\" *stars* _under_ [brackets] # hash."
        c.items[0].rationale = "Rationale one, paragraph one, long enough to need wrapping at eighty columns for sure, yes indeed.\n\nParagraph two."
        c.items[0].originalRequest = "MRI lumbar spine with and without contrast, both sides"
        c.warnings = ["The header's Decision Date could not be read."]
        c.caseNumber = "CM16-0000001"
        return c
    }()

    @Test func textLinesFitIn80Columns() {
        let text = CaseReport.text(Self.imrCase)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(line.count <= 80, "\(line)")
        }
        #expect(text.contains("Partially overturned"))
        #expect(text.contains("Original request: MRI lumbar spine"))
    }

    /// A letter whose text is Japanese, emoji and accents made of combining marks: two cells a wide
    /// character, none a mark.
    static let wideLetter: IMRCase = {
        var c = QueryFixtures.cases[0]
        c.summary = "患者は二〇一五年に職場で転倒し、腰痛と右膝の痛みが続いている。理学療法を十二回受けたが改善は限定的であった。"
            + " The patient 🏥🩺 reports pain 😣 at night. Café naïve re\u{301}sume\u{301} 🇯🇵🇺🇸 "
            + String(repeating: "漢字", count: 50)
        c.items[0].treatment = "腰椎MRI検査（造影なし）と理学療法の継続"
        c.items[0].rationale = "ガイドラインによれば、赤旗徴候のない腰痛に対する画像検査は推奨されない。 Not indicated 🚫 without red flags."
        return c
    }()

    @Test func textLinesWithWideCharactersFitIn80Cells() {
        let text = CaseReport.text(Self.wideLetter)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(DisplayWidth.of(String(line)) <= CaseReport.width, "\(line)")
        }
        // Nothing lost to the cuts: the summary's characters are all there, in order.
        let squeezed = text.filter { !$0.isWhitespace }
        #expect(squeezed.contains(Self.wideLetter.summary.filter { !$0.isWhitespace }))
        #expect(squeezed.contains(Self.wideLetter.items[0].rationale.filter { !$0.isWhitespace }))
    }

    @Test func textKeepsEveryWordOfSummaryAndRationalesInOrder() {
        let imrCase = Self.imrCase
        let report = Fixture.words(CaseReport.text(imrCase))
        var wanted = Fixture.words(imrCase.summary)
        #expect(Fixture.containsRun(report, wanted))
        for item in imrCase.items {
            let words = Fixture.words(item.rationale)
            #expect(Fixture.containsRun(report, words))
            wanted += words
        }
        #expect(Fixture.isSubsequence(wanted, of: report))
    }

    @Test func markdownKeepsTextAndEscapesMarkup() {
        let markdown = CaseReport.markdown(Self.imrCase)
        #expect(markdown.hasPrefix("# A: Partially overturned"))
        #expect(markdown.contains("## Clinical case summary"))
        #expect(markdown.contains("\\*stars\\*"))
        #expect(markdown.contains("\\[brackets\\]"))
        #expect(markdown.contains("### 1. MRI lumbar spine: Upheld"))
        #expect(Fixture.isSubsequence(Fixture.words(Self.imrCase.items[0].rationale), of: Fixture.words(markdown)))
    }

    @Test func jsonRoundTripsInTheSchemaShape() throws {
        let json = ExportFormat.json.render(Self.imrCase)
        let decoded = try JSONDecoder().decode(IMRCase.self, from: Data(json.utf8))
        #expect(decoded == Self.imrCase)
        let object = try JSONSerialization.jsonObject(with: Data(CaseJSON.line(Self.imrCase).utf8)) as? [String: Any]
        for key in ["id", "file", "caseNumber", "outcome", "reviewer", "patient", "summary", "items", "chapters", "warnings"] {
            #expect(object?[key] != nil, "\(key)")
        }
        #expect(!CaseJSON.line(Self.imrCase).contains("\n"))
        // Missing values are explicit nulls.
        let patient = object?["patient"] as? [String: Any]
        #expect(patient?["age"] is NSNull)
    }

    @Test func controlCharactersNeverReachAReport() {
        var imrCase = Self.imrCase
        imrCase.summary = "Bad \u{1B}[31mred\u{07} text"
        let text = CaseReport.text(imrCase)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(text.contains("^[[31mred^G"))
    }

    @Test(arguments: [
        ("../../etc/passwd", "txt"), ("..", "md"), (".hidden", "json"), ("a/b\\c:d", "txt"), ("bell\u{07}\nline", "txt"),
        ("", "txt"), ("...", "txt"),
    ])
    func safeFileNamesStayInTheFolder(id: String, ext: String) {
        let name = ExportFormat.safeFileName(for: id, extension: ext)
        #expect(!name.contains("/"))
        #expect(!name.contains("\\"))
        #expect(!name.hasPrefix("."))
        #expect(!name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(name.hasSuffix("." + ext))
        #expect(name.count > ext.count + 1)
    }

    @Test func aWordLongerThanALineIsCutButKeepsItsLetters() {
        let word = String(repeating: "abcdefghij", count: 12)
        let lines = TextWrap.wrap("short \(word) end", width: 80)
        #expect(lines.allSatisfy { $0.count <= 80 })
        #expect(lines.joined().replacingOccurrences(of: " ", with: "") == "short\(word)end")
    }

    @Test func safeFileNameKeepsAPlainId() {
        #expect(ExportFormat.safeFileName(for: "CM16-0213037", extension: "txt") == "CM16-0213037.txt")
    }
}
