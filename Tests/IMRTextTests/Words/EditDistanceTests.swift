import Testing
import IMRText

/// Slips of typing counted as a user makes them: a letter left out, added or changed, and two side by
/// side swapped, each one.
@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("pain", "pain", 0), ("pian", "pain", 1), ("kneee", "knee", 1), ("shoudler", "shoulder", 1),
        ("imagng", "imaging", 1), ("ab", "ba", 1), ("", "knee", 4), ("knee", "", 4),
        ("kitten", "sitting", 3), ("ca", "abc", 3), ("CM16-0213037", "CM16-0213073", 1), ("café", "cafe", 1),
    ])
    func slipsAreCounted(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }
}
