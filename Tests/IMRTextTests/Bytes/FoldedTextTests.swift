import Testing
@testable import IMRText

/// Searches of folded text: case folded, from an offset, and within a bound.
struct FoldedTextTests {
    @Test func aSearchFindsTheFirstNeedleAtOrAfterItsStart() {
        let text = FoldedText("No Diagnosis was made. The diagnosis is lumbar strain.")
        #expect(text.range(of: "diagnosis") == 3..<12)
        #expect(text.range(of: "diagnosis", from: 4) == 27..<36)
        #expect(text.range(of: "fracture") == nil)
    }

    /// A bound keeps the search inside a sentence: a needle that would end past it is not found.
    @Test func aBoundedSearchFindsOnlyNeedlesEndingWithinIt() {
        let text = FoldedText("Knee pain. Per the UR report, a hip strain.")
        #expect(text.range(of: "per the ur ", upTo: 10) == nil)
        #expect(text.range(of: "per the ur ", from: 0, upTo: 43) == 11..<22)
        #expect(text.range(of: "knee", upTo: 4) == 0..<4)
        #expect(text.range(of: "knee", upTo: 3) == nil)
        #expect(text.range(of: "strain", from: 30, upTo: 500) == 36..<42, "a bound past the end is the end")
    }
}
