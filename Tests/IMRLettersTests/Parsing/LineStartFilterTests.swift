import Testing
import IMRGenerator
@testable import IMRLetters
@testable import IMRModel
@testable import IMRText

/// The tests on a line's first bytes that let most lines skip the label and heading comparisons, against
/// the comparisons alone, on lines made of labels and headings (their letters' case flipped, a byte
/// changed now and then) and of random text.
struct LineStartFilterTests {
    /// Lines that start with `starts` (some of them) or random bytes, with random text after.
    static func randomLines(_ starts: [StaticString], seed: UInt64) -> Lines {
        var rng = SplitMix64(seed: seed)
        let alphabet = Array("aAcCdDhHiImM :z".utf8) + [0xC3, 0xA9]
        var text: [UInt8] = []
        for _ in 0..<1_500 {
            if Int.random(in: 0..<3, using: &rng) == 0 { text += Array(repeating: 0x20, count: Int.random(in: 1...3, using: &rng)) }
            if Bool.random(using: &rng) {
                let chosen = starts.randomElement(using: &rng)!
                var start = Array(ByteSearch.buffer(chosen)).map { ByteText.isASCIILetter($0) && Bool.random(using: &rng) ? $0 ^ 0x20 : $0 }
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    start[Int.random(in: 0..<start.count, using: &rng)] = alphabet.randomElement(using: &rng)!
                }
                text += start.prefix(Int.random(in: (start.count - 2)...start.count, using: &rng))
            }
            text += (0..<Int.random(in: 0...(Bool.random(using: &rng) ? 2 : 12), using: &rng)).map { _ in alphabet.randomElement(using: &rng)! }
            text.append(0x0A)
        }
        return LineSplitter.lines(of: text)
    }

    @Test func fieldLabelIsTheFirstLabelTheLineStartsWith() {
        let lines = Self.randomLines(ItemsParser.fieldLabels.map(\.1), seed: 11)
        var labels = 0
        for line in lines {
            let plain = ItemsParser.fieldLabels.first { ByteText.hasPrefix(lines.bytes, line.trimmedRange, ignoringCase: $0.1) }
            let found = ItemsParser.fieldLabel(line, lines.bytes)
            #expect(found?.0 == plain?.0 && found?.1 == plain?.1.utf8CodeUnitCount, "\(lines.string(line))")
            if plain != nil { labels += 1 }
        }
        #expect(labels > 150)
    }

    @Test func labelHeadsAreTheLabelsFirstEightBytes() {
        let heads = ItemsParser.labelHeads
        let words = ItemsParser.fieldLabels.map { SWAR.load(ByteSearch.buffer($0.1), at: 0) | SWAR.repeated(0x20) }
        #expect(Set(words) == [heads.claims, heads.maximus, heads.decision])
    }

    @Test func everyHeadingStartsAsTheHeadingsDo() {
        let headings = SectionHeading.determination + SectionHeading.summary + SectionHeading.items
            + SectionHeading.documentsReviewed + SectionHeading.otherLayouts
        let lines = Self.randomLines(headings, seed: 12)
        var matched = 0, passed = 0
        for line in lines {
            let starts = SectionHeading.mayStart(line, in: lines.bytes, initials: SectionHeading.initials)
            if SectionHeading.match(line, in: lines.bytes, headings) != nil {
                matched += 1
                #expect(starts, "\(lines.string(line))")
            }
            if starts { passed += 1 }
        }
        #expect(matched > 20)
        // The filter lets through what may be a heading, not every line that starts with a capital.
        #expect(passed < lines.count / 2)
        for prose in ["He was seen", "In summary", "Continued care", "Decision based on", "MRI of the knee"] {
            let one = LineSplitter.lines(of: Array(prose.utf8))
            #expect(!SectionHeading.mayStart(one[0], in: one.bytes, initials: SectionHeading.initials), "\(prose)")
        }
    }

    @Test func specialtyLabelIsAnyLabelTheLineStartsWith() {
        let lines = Self.randomLines(CredentialsParser.specialtyLabels, seed: 13)
        var labels = 0
        for line in lines {
            let plain = CredentialsParser.specialtyLabels.contains {
                ByteText.hasPrefix(lines.bytes, line.trimmedRange, ignoringCase: $0)
            }
            #expect(CredentialsParser.isSpecialtyLabel(lines.bytes, line.trimmedRange) == plain, "\(lines.string(line))")
            if plain { labels += 1 }
        }
        #expect(labels > 150)
    }
}
