/// Dropping characters from the end of text in constant time per character.
///
/// `dropLast()` on `String` and `Substring` goes through `Collection.dropLast(_:)`, which counts the whole
/// text first: a loop of `dropLast()` over a line ending in thousands of dots or commas was quadratic
/// (an 80 KB line took 25 s). Found by fuzzing; see HostileInputTests.
extension Substring {
    /// Without the trailing characters that satisfy `predicate`, scanning back from the end only.
    package func droppingTrailing(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex {
            let before = index(before: end)
            guard predicate(self[before]) else { break }
            end = before
        }
        return self[startIndex..<end]
    }
}
