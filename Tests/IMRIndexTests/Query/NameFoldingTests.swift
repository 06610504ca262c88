import Testing
@testable import IMRColumns
@testable import IMRIndex
@testable import IMRModel
@testable import IMRText

/// One case folding for names and for the matchers (IMRColumnsTests' TextMatcherTests): tags, saved
/// filters, facet values typed and statistics dimensions.
@Suite struct NameFoldingTests {
    /// Names compared without regard to case (tags, saved filters, facet values and keys typed, case
    /// ids) fold as the matchers do: two are one exactly when either finds the other as a word.
    @Test func namesFoldAsTheMatchersDo() {
        let pairs = [("CAFÉ", "café"), ("ΣΟΦΊΑ", "σοφία"), ("MRI", "mri"), ("Œdème", "œdème"), ("STRAẞE", "straße"),
                     ("\u{212A}nee", "knee"), ("İzmir", "izmir")]
        for (a, b) in pairs {
            let same = CaseFold.key(a) == CaseFold.key(b)
            #expect(same == TextMatcher(.wordPrefix, a).matches(b), "\(a) ~ \(b)")
            #expect(TagName.fold(a) == CaseFold.key(a) && SavedFilterText.fold(a) == CaseFold.key(a))
        }
        #expect(TagName.fold("  Follow   UP ") == "follow up")
        #expect(FacetResolver.resolve("ΣΟΦΊΑ", facet: .state, names: ["Σοφία", "Other"]) == ["Σοφία"])
        #expect(StatsDimension(name: "Quarter") == .period(.quarter))
    }
}
