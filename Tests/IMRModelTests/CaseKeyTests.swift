import Testing
import IMRModel

@Suite struct CaseKeyTests {
    let imrCase = IMRCase(id: "letter-1", file: "a/letter-1.txt", summary: "The patient has knee pain.",
                         items: [Item(treatment: "MRI left knee", decision: .upheld, rationale: "Not indicated.")])

    @Test func theCaseNumberIsTheKeyWhereThereIsOne() {
        var numbered = imrCase
        numbered.caseNumber = " CM15-0001 "
        #expect(CaseKey.of(numbered) == "CM15-0001")
    }

    @Test func withoutANumberTheKeyFollowsTheTextNotTheFile() {
        var moved = imrCase
        moved.id = "renamed"
        moved.file = "elsewhere/renamed.pdf"
        moved.index = 3
        let key = CaseKey.of(imrCase)
        #expect(key.hasPrefix("text:") && key.count == "text:".count + 16)
        #expect(CaseKey.of(moved) == key, "the same letter moved or renamed keeps its notes")
    }

    @Test func differentTextGivesADifferentKey() {
        var otherRationale = imrCase
        otherRationale.items[0].rationale = "Indicated."
        var otherSummary = imrCase
        otherSummary.summary = "The patient has back pain."
        // Words moved from one field to the next are another letter.
        var shifted = imrCase
        shifted.summary = "The patient has knee pain. MRI"
        shifted.items[0].treatment = "left knee"
        let keys = [imrCase, otherRationale, otherSummary, shifted].map(CaseKey.of)
        #expect(Set(keys).count == keys.count)
    }

    /// Notes kept under a key must find their case in every later version: the key is FNV-1a 64 of
    /// the summary, then each item's treatment and rationale, 0x1F between them (as UTF-8). The
    /// expected value was computed outside Swift.
    @Test func theTextKeyIsPinned() {
        var two = imrCase
        two.items.append(Item(treatment: "X-ray", decision: .overturned, rationale: "Indicated: café."))
        #expect(CaseKey.of(two) == "text:5f6e14280ab5ff7c")
    }
}
