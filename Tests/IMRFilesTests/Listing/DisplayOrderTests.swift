import Testing
@testable import IMRFiles

/// Files are listed in Swift's string order of their display paths; the byte comparison used for
/// ASCII paths must give exactly that order.
@Suite struct DisplayOrderTests {
    static let ascii = ["b/a.txt", "a-b.txt", "a/x.txt", "a.txt", "A.txt", "a", "0001/CM1.txt", "0001/CM10.txt",
                        "0001/CM2.txt", "0001-x/CM1.txt", "z", ""]
    static let unicode = ascii + ["é.txt", "e\u{301}.txt", "ea.txt", "f.txt", "e\u{301}a.txt", "Ω/1.txt"]

    @Test func asciiPathsSortAsStringsDo() {
        #expect(DisplayOrder.sorted(Self.ascii) == Self.ascii.sorted())
    }

    /// Names that agree in their first 8 or 16 bytes (where the byte comparison reads a number's worth
    /// at a time), that begin others of them, that repeat, and with the lowest bytes ASCII has.
    @Test func namesAlikeInTheirFirstBytesSortAsStringsDo() {
        var generator = SplitMix(seed: 16)
        let alphabet = Array("\u{01}\t a-0Z~/.")
        var names = ["CM16-0213037.txt", "CM16-0213037.tx", "CM16-0213037.txt2", "CM16-021", "CM16-0213", "CM16-02",
                     "0123456789abcdef", "0123456789abcdef0", "0123456789abcdeF", "0123456789abcde\u{01}"]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 24)
            names.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        names += names.prefix(50)
        #expect(DisplayOrder.sorted(names) == names.sorted())
    }

    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func nonASCIIPathsSortAsStringsDo() {
        let sorted = DisplayOrder.sorted(Self.unicode)
        // Canonically equal names compare equal, so compare the order of what Swift sees.
        #expect(zip(sorted, Self.unicode.sorted()).allSatisfy { $0 == $1 })
        for (left, right) in zip(sorted, sorted.dropFirst()) { #expect(!(right < left)) }
    }

    @Test func filesAreSortedByDisplayPath() {
        var files = Self.unicode.reversed().map { SourceFile(path: "/x/" + $0, displayPath: $0) }
        DisplayOrder.sort(&files)
        for (left, right) in zip(files, files.dropFirst()) { #expect(!(right.displayPath < left.displayPath)) }
        #expect(files.count == Self.unicode.count)
    }
}
