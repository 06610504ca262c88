import Testing
@testable import IMRText

/// The reflow's writer: lines joined and blanks folded as `Reflow` says, into storage reserved once.
@Suite struct ReflowWriterTests {
    /// The lines of `text`, written one after another into one paragraph.
    static func joined(_ text: String) -> String {
        let lines = LineSplitter.lines(of: text)
        return ReflowWriter.string(capacity: Reflow.byteBound(lines)) { writer in
            lines.bytes.withUnsafeBufferPointer { buffer in
                for line in lines where !line.isBlank { writer.appendLine(line.trimmedRange, of: buffer) }
            }
        }
    }

    @Test func foldsRunsOfBlanksWhereverTheyFallInAWord() {
        // Runs at every offset of the eight-byte words the writer tests at once.
        for offset in 0..<9 {
            let head = String(repeating: "x", count: offset)
            #expect(Self.joined(head + "a  b\tc \t d\u{A0}\u{A0}e end of the line") == head + "a b c d e end of the line")
        }
    }

    @Test func keepsSingleSpacesAndTextAboveASCII() {
        let text = "Curly \u{201C}quotes\u{201D} and an en dash \u{2013} stay as written, one space apart."
        #expect(Self.joined(text) == text)
    }

    @Test func joinsLinesWithASpaceOrNothingAfterAWordHyphen() {
        #expect(Self.joined("first line\nsecond line") == "first line second line")
        #expect(Self.joined("a Non-\nMTUS source") == "a Non-MTUS source")
        #expect(Self.joined("pain -\nrelief") == "pain - relief")
        // A space that ends a line's folded text is not doubled by the join.
        #expect(Self.joined("ends in a no-break space\u{A0}x\nnext") == "ends in a no-break space x next")
    }

    @Test func aParagraphMayBeCutOrDroppedWhenItEnds() {
        let lines = LineSplitter.lines(of: "Intro: kept part\n\nSecond paragraph.\n\nThird.")
        var seen = 0
        let text = ReflowWriter.string(capacity: Reflow.byteBound(lines)) { writer in
            Reflow.writeParagraphs(lines, into: &writer) { writer, start in
                seen += 1
                if seen == 1 { writer.replace(from: start, with: Array("kept part".utf8)) }
                if seen == 2 { writer.replace(from: start, with: []) }
            }
        }
        // The dropped paragraph leaves no blank line of its own.
        #expect(text == "kept part\n\nThird.")
    }
}
