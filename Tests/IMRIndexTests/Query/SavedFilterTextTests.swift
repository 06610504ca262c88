import IMRIndex
import Testing

@Suite struct SavedFilterTextTests {
    let saved = ["Lumbar": "ch:12 treat:mri", "recent": "decided:2016.. @lumbar", "loop": "upheld @again", "again": "@loop"]

    @Test func aNameIsSplicedInWhereItIsTypedWhateverItsCase() throws {
        #expect(try SavedFilterText.expand("@lumbar overturned", saved: saved) == "ch:12 treat:mri overturned")
        #expect(try SavedFilterText.expand("overturned @LUMBAR", saved: saved) == "overturned ch:12 treat:mri")
        #expect(try SavedFilterText.expand("@recent", saved: saved) == "decided:2016.. ch:12 treat:mri", "saved filters may name others")
    }

    @Test func onlyATermStartingWithAtOutsideQuotesIsAReference() throws {
        let line = "name@example.com \"@lumbar\" spec:\"a @lumbar\" tag:@x"
        #expect(SavedFilterText.references(in: line).isEmpty)
        #expect(try SavedFilterText.expand(line, saved: [:]) == line)
        #expect(SavedFilterText.references(in: "mri  @a @b-2") == ["a", "b-2"])
    }

    @Test func unknownNamesLoopsAndABareAtAreFailuresThatSayWhy() {
        #expect(throws: SavedFilterText.Failure.unknown("lumbr", known: ["again", "loop", "Lumbar", "recent"])) {
            try SavedFilterText.expand("@lumbr", saved: saved)
        }
        #expect(throws: SavedFilterText.Failure.circular(["loop", "again", "loop"])) {
            try SavedFilterText.expand("@loop", saved: saved)
        }
        #expect(throws: SavedFilterText.Failure.missingName) { try SavedFilterText.expand("mri @ knee", saved: saved) }
        #expect(SavedFilterText.Failure.unknown("x", known: []).description == "No saved filter @x (none is saved yet)")
    }

    @Test func namesAreWordsWithoutSpaces() {
        for good in ["lumbar", "MRI-2016", "a.b_c", "ñandú"] { #expect(SavedFilterText.problem(name: good) == nil, "\(good)") }
        for bad in ["", "two words", "@x", "-x", "a:b", String(repeating: "a", count: 41)] {
            #expect(SavedFilterText.problem(name: bad) != nil, "\(bad)")
        }
    }
}
