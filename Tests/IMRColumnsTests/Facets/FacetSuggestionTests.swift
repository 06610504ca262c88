import Testing
@testable import IMRColumns

/// A typed value that matched nothing is answered with what it may have meant: the values whose words
/// the typed words are slips or starts of, closest first, at most three; nothing for what is far.
@Suite struct FacetSuggestionTests {
    static let specialties = ["Pain Management", "Physical Medicine & Rehabilitation", "Orthopedic Surgery", "Psychiatry"]
    static let reasons = ["no-functional-improvement", "functional-improvement", "home-exercise-sufficient", "not-recommended"]

    @Test func slipsOfAWordOfAValueAreSuggested() {
        #expect(FacetResolver.suggestions("pian", names: Self.specialties) == ["Pain Management"])
        #expect(FacetResolver.suggestions("psychaitry", names: Self.specialties) == ["Psychiatry"])
        #expect(FacetResolver.suggestions("orthopedic surgry", names: Self.specialties) == ["Orthopedic Surgery"])
        #expect(FacetResolver.suggestions("home-excercise", names: Self.reasons) == ["home-exercise-sufficient"])
    }

    @Test func theClosestComeFirstAndAtMostThree() {
        // Both reasons hold "functional"; the one with fewer words typed wrong is no closer, so by name.
        #expect(FacetResolver.suggestions("fuctional", names: Self.reasons) == ["functional-improvement", "no-functional-improvement"])
        #expect(FacetResolver.suggestions("no-fuctional", names: Self.reasons) == ["no-functional-improvement"])
        let many = (1...6).map { "Region \($0)" }
        #expect(FacetResolver.suggestions("regoin", names: many).count == 3)
    }

    @Test func farOrShortWordsSuggestNothing() {
        #expect(FacetResolver.suggestions("xyz", names: Self.specialties).isEmpty)
        #expect(FacetResolver.suggestions("pn", names: Self.specialties).isEmpty)
        #expect(FacetResolver.suggestions("painful surgery", names: Self.specialties).isEmpty)
        #expect(FacetResolver.suggestions("", names: Self.specialties).isEmpty)
    }
}
