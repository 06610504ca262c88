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
