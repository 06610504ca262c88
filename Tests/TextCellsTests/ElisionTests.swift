import Testing
import TextCells

/// Shortening a status line: never wider than asked, never a word cut, the start and the end kept.
@Suite struct ElisionTests {
    static let path = "Exported 3 cases to /home/reviewer/exports/2016/december/imr-export.md"
    static let sentence = "Could not read the notes store at its usual place: the database disk image is malformed"

    /// The words of `text` (split at spaces), without the ellipsis.
    static func words(_ text: String) -> [Substring] {
        text.split { $0 == " " || $0 == "…" }
    }

    @Test func textThatFitsIsUnchanged() {
        #expect(Elision.fit("Reloaded: 126 cases", width: 19) == "Reloaded: 126 cases")
        #expect(Elision.fit("Reloaded: 126 cases", width: 80) == "Reloaded: 126 cases")
    }

    @Test func aPathLosesItsMiddleFoldersAndKeepsItsFileName() {
        let short = Elision.fit(Self.path, width: 44)
        #expect(DisplayWidth.of(short) <= 44)
        #expect(short.hasPrefix("Exported 3 cases to /home/"))
        #expect(short.hasSuffix("/imr-export.md"))
        #expect(short.contains("…/"))
        // Only whole folders are dropped: what is left of the path is folders of the original.
        let kept = short.split(separator: " ").last!.split(separator: "/").filter { $0 != "…" }
        let folders = Self.path.split(separator: " ").last!.split(separator: "/")
        #expect(kept.allSatisfy(folders.contains))
    }

    @Test func theCountAndTheFileNameSurviveANarrowLine() {
        let short = Elision.fit(Self.path, width: 32)
        #expect(short.hasPrefix("Exported 3 cases"))
        #expect(short.hasSuffix("imr-export.md"))
        #expect(DisplayWidth.of(short) <= 32)
    }

    /// At every width: never wider, every word one of the original's, whole, in order.
    @Test func noWidthCutsAWord() {
        let original = Self.words(Self.sentence)
        for width in 12...Self.sentence.count {
            let short = Elision.fit(Self.sentence, width: width)
            #expect(DisplayWidth.of(short) <= width, "\(width): \(short)")
            let words = Self.words(short)
            #expect(words.allSatisfy(original.contains), "\(width): \(short)")
            #expect(words.first == "Could", "\(width): \(short)")
            if width < Self.sentence.count { #expect(short.contains(Elision.ellipsis)) }
        }
        #expect(Elision.fit(Self.sentence, width: 40) == "Could not read the … image is malformed")
    }

    @Test func aWordWiderThanTheLineIsCutWithAnEllipsis() {
        #expect(Elision.fit("Unreadable", width: 6) == "Unrea…")
        #expect(Elision.fit("Unreadable file", width: 6) == "Unrea…")
        #expect(Elision.fit("abc", width: 0) == "")
    }

    @Test func wideCharactersCountTwoCells() {
        let short = Elision.fit("標本 の ファイル を 読めません でした", width: 14)
        #expect(DisplayWidth.of(short) <= 14)
        #expect(short.hasPrefix("標本 "))
    }

    @Test func controlsAreEscapedBeforeMeasuring() {
        let short = Elision.fit("Bad \u{1B}[31m name in a very long message here", width: 20)
        #expect(!short.unicodeScalars.contains { $0.value == 0x1B })
        #expect(DisplayWidth.of(short) <= 20)
    }
}
