import Testing
@testable import IMRScreen
#if canImport(Glibc)
import Glibc
import CCurses
import TextSafety
#endif

@Suite struct DisplayWidthTests {
    @Test func commonWidths() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("한국어") == 6)
        #expect(DisplayWidth.of("🙂") == 2)
        #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin
        #expect(DisplayWidth.of("\u{1B}") == 2)  // shown as ^[
        #expect(DisplayWidth.ofScalar("\u{301}") == 0)
        #expect(DisplayWidth.ofScalar("\u{1160}") == 0)
    }

    #if canImport(Glibc)
    /// The table must agree with the wcwidth ncursesw uses, or cells drift on screen.
    @Test func agreesWithGlibcWcwidth() throws {
        try #require(setlocale(LC_CTYPE, "C.UTF-8") != nil, "glibc's C.UTF-8 locale, without which wcwidth knows no wide characters")
        // Code points whose category changed between the Unicode versions of Swift and glibc 2.36.
        let versionDrift: Set<UInt32> = [0x1171E]
        var disagreements: [String] = []
        for value in UInt32(0xA0)...0x3FFFF where !versionDrift.contains(value) {
            guard let scalar = Unicode.Scalar(value), !ControlEscape.needsEscape(scalar) else { continue }
            let theirs = imr_wcwidth(wchar_t(bitPattern: value))
            guard theirs >= 0 else { continue }  // unknown to this glibc
            if Int(theirs) != DisplayWidth.ofScalar(scalar) {
                disagreements.append(String(value, radix: 16) + ": glibc \(theirs), ours \(DisplayWidth.ofScalar(scalar))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) differ: \(disagreements.prefix(20))")
    }
    #endif
}
