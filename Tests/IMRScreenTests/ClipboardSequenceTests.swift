import Foundation
import IMRScreen
import Testing

@Suite struct ClipboardSequenceTests {
    @Test func osc52CarriesTheTextInBase64() throws {
        let sequence = ClipboardSequence.osc52("CM16-0229336")
        #expect(sequence.hasPrefix("\u{1B}]52;c;"))
        #expect(sequence.hasSuffix("\u{07}"))
        let payload = String(sequence.dropFirst("\u{1B}]52;c;".count).dropLast())
        #expect(payload == "Q00xNi0wMjI5MzM2")
        let decoded = try #require(Data(base64Encoded: payload))
        #expect(String(decoding: decoded, as: UTF8.self) == "CM16-0229336")
    }

    @Test func untrustedTextCannotEndTheSequenceOrStartAnother() throws {
        let hostile = "CM16\u{07}\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2J\u{9C}é"
        let sequence = ClipboardSequence.osc52(hostile)
        let controls = sequence.unicodeScalars.filter { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
        #expect(controls.map(\.value) == [0x1B, 0x07], "one ESC opens, one BEL closes: nothing of the text in between")
        let payload = String(sequence.dropFirst("\u{1B}]52;c;".count).dropLast())
        #expect(payload.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) })
        let decoded = try #require(Data(base64Encoded: payload))
        #expect(String(decoding: decoded, as: UTF8.self) == hostile)
    }
}
