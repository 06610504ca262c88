import Testing
@testable import IMRIndex
import CaseFixtures
import IMRColumns
import IMRModel
import IMRStore

/// Tab in the filter line: keys, then the corpus's values, completed as far as they agree.
@Suite struct FilterCompletionTests {
    let index = QueryFixtures.index

    func tab(_ line: String, caret: Int? = nil, in index: CorpusIndex? = nil) -> (line: String, caret: Int)? {
        FilterCompletion.at(caret ?? line.count, of: line, in: index ?? self.index).completing(line, caret: caret ?? line.count)
    }

    @Test func aBegunKeyCompletesToTheKeyAndItsColon() {
        let completion = FilterCompletion.at(3, of: "rea", in: index)
        #expect(completion.subject == .key)
        #expect(completion.candidates.map(\.text) == ["reason:"])
        #expect(tab("rea")?.line == "reason:")
        #expect(tab("rea")?.caret == 7)
        // Bare outcome words are keys of a kind: a space follows them.
        #expect(tab("overt")?.line == "overturned ")
    }

    @Test func nothingTypedOffersEveryKeyAndAddsNothing() {
        let completion = FilterCompletion.at(0, of: "", in: index)
        #expect(Set(completion.candidates.map(\.text)).isSuperset(of: ["spec:", "ch:", "reason:", "decided:", "days:", "tag:",
                                                                         "treat:", "sort:", "upheld"]))
        #expect(tab("") == nil)
    }

    @Test func valuesComeMostCasesFirstWithTheirCounts() throws {
        let completion = FilterCompletion.at(5, of: "spec:", in: index)
        #expect(completion.subject == .value(key: "spec"))
        let first = try #require(completion.candidates.first)
        #expect(first.text == "Pain Management" && first.cases == 2)
        let counts = completion.candidates.compactMap(\.cases)
        #expect(counts == counts.sorted(by: >))
    }

    /// A value is counted among the cases the rest of the line selects, as a picker counts under the
    /// other filters; one none of them has is still offered, counted 0, last.
    @Test func valuesAreCountedUnderTheRestOfTheLine() throws {
        let cases = [("Pain Management", Outcome.upheld), ("Pain Management", .upheld), ("Psychiatry", .overturned),
                     ("Pain Management", .overturned)].enumerated().map { position, value in
            IMRCase(id: "C\(position)", file: "c\(position).txt", outcome: value.1, reviewer: Reviewer(specialties: [value.0]))
        }
        let index = CorpusIndex(Corpus(cases: cases))
        let alone = FilterCompletion.at(5, of: "spec:", in: index)
        #expect(alone.candidates.map(\.text) == ["Pain Management", "Psychiatry"])
        #expect(alone.candidates.map(\.cases) == [3, 1])
        let upheld = FilterCompletion.at(12, of: "upheld spec: ", in: index)
        #expect(upheld.candidates.map(\.text) == ["Pain Management", "Psychiatry"])
        #expect(upheld.candidates.map(\.cases) == [2, 0])
        // The term being typed is not counted against itself, wherever it stands in the line.
        let before = FilterCompletion.at(7, of: "spec:ps overturned", in: index)
        #expect(before.candidates.map(\.text) == ["Psychiatry"])
        #expect(before.candidates.map(\.cases) == [1])
    }

    @Test func oneValueIsWrittenWholeQuotedWhereItHasASpace() {
        #expect(tab("spec:pa")?.line == "spec:\"Pain Management\" ")
        #expect(tab("overturned spec:ORTHO")?.line == "overturned spec:\"Orthopedic Surgery\" ")
        // Only the value after the last comma is completed.
        #expect(tab("state:texas,cal")?.line == "state:texas,California ")
    }

    @Test func aValueFoundOnlyInsideAnotherIsCompletedWhenItIsTheOnlyOne() {
        let completion = FilterCompletion.at(9, of: "spec:surg", in: index)
        #expect(completion.byContaining)
        #expect(completion.candidates.map(\.text) == ["Orthopedic Surgery"])
        #expect(tab("spec:surg")?.line == "spec:\"Orthopedic Surgery\" ")
    }

    @Test func severalValuesAreCompletedAsFarAsTheyAgreeThenWhole() {
        let cases = ["Pain Management", "Pain Medicine", "Psychiatry"].enumerated().map { position, specialty in
            IMRCase(id: "C\(position)", file: "c\(position).txt", reviewer: Reviewer(specialties: [specialty]))
        }
        let index = CorpusIndex(Corpus(cases: cases))
        // The shared start holds a space: it is opened as a quoted value, and closed once it is whole.
        #expect(tab("spec:pa", in: index)?.line == "spec:\"Pain M")
        #expect(tab("spec:\"Pain Me", in: index)?.line == "spec:\"Pain Medicine\" ")
        #expect(tab("spec:p", in: index)?.line == "spec:p" || tab("spec:p", in: index) == nil)
    }

    @Test func aCompletionInsideTheLineKeepsWhatFollows() {
        let line = "spec:pa year:2016"
        let done = tab(line, caret: 7)
        #expect(done?.line == "spec:\"Pain Management\" year:2016")
        #expect(done?.caret == 23)
    }

    @Test func datesAndDaysSayHowTheyAreTyped() {
        let date = FilterCompletion.at(10, of: "decided:20", in: index)
        #expect(date.subject == .help(key: "decided", help: QueryText.dateHelp))
        #expect(FilterCompletion.at(5, of: "days:", in: index).subject == .help(key: "days", help: DayRange.help))
        #expect(tab("decided:20") == nil)
    }

    @Test func sortCompletesItsKeysBothWays() {
        #expect(tab("sort:dec")?.line == "sort:decision-date ")
        #expect(tab("sort:-it")?.line == "sort:-items ")
    }

    /// Every value offered for every facet key finds, typed back, the cases it was counted with.
    @Test func everyOfferedValueFindsTheCasesItCounts() {
        let index = QueryFixtures.index
        for (facet, key, _) in QueryText.keys {
            let completion = FilterCompletion.at(key.count + 1, of: key + ":", in: index)
            for candidate in completion.candidates {
                let line = key + ":" + QueryText.quoteIfNeeded(candidate.text)
                let parsed = QueryText.parse(line, resolve: index.resolve)
                #expect(parsed.unknown.isEmpty, "\(line)")
                #expect(index.count(matching: parsed.query) == candidate.cases, "\(facet): \(line)")
            }
        }
    }
}
