import Foundation
import Testing
import TextSafety
@testable import IMRExport
@testable import IMRModel

/// The command line and the exports escape letter text by the browser's rules.
@Suite struct ControlEscapeTests {
    @Test func reportsKeepLineFeedsAndTabsAndEscapeTheRest() {
        let text = "a\tb\nc\u{1B}[2J d\u{9B}e \u{202E}f \u{200B}g\r\nh"
        #expect(ControlEscape.escape(text, keepingNewlines: true, keepingTabs: true) == "a\tb\nc^[[2J d<U+009B>e <U+202E>f <U+200B>g\nh")
        #expect(ControlEscape.escape("one\ntwo") == "one^Jtwo")
    }

    @Test func jsonWritesUnsafeCodePointsAsEscapesAReaderGetsBack() throws {
        let summary = "x\u{7F}y\u{9B}z\u{202E}w\u{E0001}v"
        let imrCase = IMRCase(id: "A", file: "a.txt", summary: summary)
        let line = CaseJSON.line(imrCase)
        #expect(!line.unicodeScalars.contains { $0.value == 0x7F || $0.value == 0x9B || $0.value == 0x202E || $0.value == 0xE0001 })
        #expect(line.contains("\\udb40\\udc01"), "a code point beyond the BMP becomes its surrogate pair")
        let decoded = try JSONDecoder().decode(IMRCase.self, from: Data(line.utf8))
        #expect(decoded.summary == summary)
    }
}
